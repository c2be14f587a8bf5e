/**
 * How a game that ends in the middle of an action leaves the position (issue 8, items 1, 2, 8):
 * the final position is sound (the contract's invariants hold), nothing of the action is applied
 * after the game ended, and the state round-trips through JSON exactly.
 */
import { describe, expect, it } from 'vitest';
import { cardData, decision, deserialize, invariantViolations, serialize, winner } from '../../src/engine/index';
import { find, game, idsAt, play } from './helpers';

describe('a game that ends as a battle begins (X21, R12.1, R5.6, E9)', () => {
  // Kentucky is contested: the Union army leaves it by its lower half and attacks Nashville.
  // The Confederates left alone in Kentucky take control (R5.6), the capture moves Europe from
  // 8 to 9 (E9) and the Confederacy wins at once (R12.1) before the battle is fought.
  const start = () => game({
    units: [
      { side: 'union', kind: 'army', strength: 2, location: 'kentucky', half: 'lower' },
      { side: 'confederate', kind: 'army', strength: 1, location: 'kentucky', half: 'upper' },
      { side: 'confederate', kind: 'army', strength: 2, location: 'nashville' },
      { side: 'union', kind: 'army', strength: 3, location: 'washington' },
      { side: 'confederate', kind: 'army', strength: 3, location: 'richmond' },
    ],
    europe: 8,
    hands: { union: ['U01', 'U02'], confederate: ['C01'] },
  });

  it('ends the game on R12.1 with a sound final position: the armies stand in the attacked half, the battle unfought (X21, X20)', () => {
    const s0 = start();
    const move = find(s0, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville');
    const s = play(s0, move);
    expect(winner(s)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
    expect(decision(s)).toBeNull();
    expect(invariantViolations(s)).toEqual([]);
    expect(idsAt(s, 'kentucky', 'confederate')).toHaveLength(1);
    expect(idsAt(s, 'nashville', 'union')).toHaveLength(1);
    // The battle began but no card was played: nothing is locked in it, every card is in a pile.
    expect(s.combat).toMatchObject({ location: 'nashville', step: 'attacker-card' });
    expect(s.combat).not.toHaveProperty('attackerCard');
  });

  it('saves and reopens the finished game (its save is not reported as unreadable)', () => {
    const s = play(start(), find(start(), 'move', (a) => a.from === 'kentucky' && a.to === 'nashville'));
    const back = deserialize(serialize(s));
    expect(back).toEqual(s);
    expect(winner(back)?.rule).toBe('R12.1');
  });
});

/** The first Union card with the Rail Movement text (R11.5). */
const RAIL = Array.from({ length: 69 }, (_, i) => `U${String(i + 1).padStart(2, '0')}`).find((id) => cardData(id).text === 'rail-movement')!;

describe('a Rail Movement whose first army ends the game (R11.5, R12.1, issue 8 item 2)', () => {
  // Harper's Ferry is contested; the Union Rail Movement takes its army out of it, the
  // Confederates there take control and Europe reaches 9: the game ends and no second army follows.
  const start = () => game({
    units: [
      { side: 'union', kind: 'army', strength: 2, location: 'harpers-ferry', half: 'upper' },
      { side: 'union', kind: 'army', strength: 1, location: 'harrisburg' },
      { side: 'confederate', kind: 'army', strength: 1, location: 'harpers-ferry', half: 'lower' },
      { side: 'union', kind: 'army', strength: 3, location: 'washington' },
      { side: 'confederate', kind: 'army', strength: 3, location: 'richmond' },
    ],
    europe: 8,
    hands: { union: [RAIL, 'U01'], confederate: ['C01'] },
  });

  it('leaves no Rail Movement decision pending once the game is over', () => {
    const s0 = start();
    const railCard = RAIL;
    const hf = idsAt(s0, 'harpers-ferry', 'union')[0]!;
    const s = play(s0, { type: 'card-action', card: railCard, moves: [{ unit: hf, to: 'washington' }] });
    expect(winner(s)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
    expect(s.pending).toBeNull();
    expect(decision(s)).toBeNull();
    expect(invariantViolations(s)).toEqual([]);
  });

  it('does not apply the second move given in the same action after the first ended the game', () => {
    const s0 = start();
    const hf = idsAt(s0, 'harpers-ferry', 'union')[0]!;
    const hb = idsAt(s0, 'harrisburg', 'union')[0]!;
    const s = play(s0, { type: 'card-action', card: RAIL, moves: [{ unit: hf, to: 'washington' }, { unit: hb, to: 'washington' }] });
    expect(winner(s)?.rule).toBe('R12.1');
    expect(idsAt(s, 'harrisburg', 'union')).toEqual([hb]);
  });
});

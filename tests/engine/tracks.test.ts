/** The Blockade and Europe tracks (R10). */
import { applyAction, blockadeSpace, decision, europeSpace, handSize, victoryPoints, winner } from '../../src/engine/index';
import type { LocationId, Side } from '../../src/engine/index';
import { find, game, play } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

describe('R10 tracks', () => {
  it('R10.1 each Blockade space shows the Confederate hand size and the Union VP', () => {
    const table = [[5, 0], [5, 1], [4, 1], [4, 2], [3, 2], [3, 3]];
    table.forEach(([size, vp], space) => {
      const s = game({ units: [], blockade: space });
      expect(handSize(s, 'confederate')).toBe(size);
      expect(victoryPoints(s)).toBe(vp);
    });
  });

  it('R10.1 Union ships move the Blockade marker away from the Union, Confederate ships back toward S', () => {
    const s = game({ units: [], hands: { union: ['U17', 'U01', 'U18', 'U02'], confederate: ['C20', 'C01'] } });
    let t = play(s, { type: 'deploy', card: 'U17', payment: ['U01'] }, { type: 'deploy', card: 'U18', payment: ['U02'] });
    expect(blockadeSpace(t)).toBe(2);
    expect(handSize(t, 'confederate')).toBe(4);
    t = play(t, { type: 'end-turn' });
    t = applyAction(t, { type: 'deploy', card: 'C20', payment: ['C01'] });
    expect(blockadeSpace(t)).toBe(1);
    expect(handSize(t, 'confederate')).toBe(5);
  });

  it('R10.2 politicians move the Europe marker; reaching the Europe end wins for the Confederate at once', () => {
    const s = game({ units: [], active: 'confederate', europe: 8, hands: { confederate: ['C21', 'C01', 'C02', 'C03'] } });
    const t = applyAction(s, { type: 'deploy', card: 'C21', payment: ['C01', 'C02'] });
    expect(europeSpace(t)).toBe(9);
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
    expect(decision(t)).toBeNull();
    expect(t.actionsTaken).toBe(1); // mid-turn: at once
  });

  it('R10.2 battles move the Europe marker; a battle pushing it to the end wins at once', () => {
    // A failed Union attack on Nashville (beige: no capture bonus involved).
    const s = game({
      europe: 8,
      units: [army('union', 'kentucky', 2), army('confederate', 'nashville', 2)],
      hands: { union: ['U30', 'U31'], confederate: ['C06'] },
    });
    let t = applyAction(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'));
    t = play(t, { type: 'attacker-card', card: 'U31' }, { type: 'stand', card: 'C06', benefits: [] });
    expect(europeSpace(t)).toBe(9);
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
    expect(t.combat).toBeNull();
  });

  it('R10.2 a Union politician moves the marker toward the Union end, and a Union victory in battle too', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1)], europe: 1, hands: { union: ['U21', 'U01', 'U02', 'U30', 'U35'] } });
    let t = applyAction(s, { type: 'deploy', card: 'U21', payment: ['U01', 'U02'] });
    expect(europeSpace(t)).toBe(0);
    t = play(t, find(t, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U35' }, { type: 'stand', card: null, benefits: [] });
    expect(europeSpace(t)).toBe(0); // never past the Union end
    expect(winner(t)).toBeNull();
  });
});

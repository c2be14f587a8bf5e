/** Victory (R12) and the order of the checks. */
import { applyAction, decision, legalActions, victoryPoints, winner } from '../../src/engine/index';
import type { LocationId, Side } from '../../src/engine/index';
import { expectRefused, find, game, play } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

describe('R12 victory', () => {
  it('R12.1 the Europe marker reaching the Europe end wins for the Confederate at once', () => {
    const s = game({ units: [], active: 'confederate', europe: 8, hands: { confederate: ['C24', 'C01', 'C02'] } });
    const t = applyAction(s, { type: 'deploy', card: 'C24', payment: ['C01', 'C02'] });
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
    expect(decision(t)).toBeNull();
    expect(legalActions(t)).toEqual([]);
    expectRefused(t, { type: 'pass' }, 'R12');
  });

  it('R12.1 a capture that pushes the marker to the end wins at once too (E9)', () => {
    const s = game({ units: [army('confederate', 'front-royal')], active: 'confederate', europe: 8, hands: { confederate: ['C01'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'harpers-ferry'));
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
  });

  it('R12.2 the Confederate controlling Washington at the end of a Union turn wins', () => {
    const s = game({ units: [army('confederate', 'washington', 3)], control: { washington: 'confederate' }, actionsTaken: 2 });
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R12.2' });
  });

  it('R12.2 is checked at the end of a Union turn only: taking Washington on the Confederate turn does not win yet', () => {
    const s = game({
      active: 'confederate',
      units: [army('confederate', 'manassas', 3), army('union', 'harpers-ferry', 2)],
      hands: { confederate: ['C01'], union: ['U30', 'U31'] },
    });
    let t = applyAction(s, find(s, 'move', (a) => a.to === 'washington' && a.card === 'C01'));
    t = play(t, { type: 'pass' }, { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    // The Union cannot retake it: at the end of its turn the Confederacy wins.
    const lose = play(t, { type: 'pass' }, { type: 'pass' }, { type: 'end-turn' });
    expect(winner(lose)).toMatchObject({ side: 'confederate', rule: 'R12.2' });
  });

  it('R12.2 a Union turn ending with Washington contested does not lose', () => {
    const s = game({ units: [army('confederate', 'washington', 3, 'lower'), army('union', 'washington', 1, 'upper')], control: { washington: 'confederate' }, actionsTaken: 2 });
    expect(winner(applyAction(s, { type: 'end-turn' }))).toBeNull();
  });

  it('R12.3 the Union controlling Vicksburg and Richmond at the end of a Confederate turn wins', () => {
    const s = game({ units: [], active: 'confederate', actionsTaken: 2, control: { vicksburg: 'union', richmond: 'union' } });
    expect(winner(applyAction(s, { type: 'end-turn' }))).toMatchObject({ side: 'union', rule: 'R12.3' });
    // Only one of them: nothing.
    const one = game({ units: [], active: 'confederate', actionsTaken: 2, control: { richmond: 'union' } });
    expect(winner(applyAction(one, { type: 'end-turn' }))).toBeNull();
    // At the end of a Union turn: not yet.
    const union = game({ units: [], active: 'union', actionsTaken: 2, control: { vicksburg: 'union', richmond: 'union' } });
    expect(winner(applyAction(union, { type: 'end-turn' }))).toBeNull();
  });

  it('R12.4 the Union reshuffle checks decide the game (R4.3, R4.4)', () => {
    const s = game({ units: [], actionsTaken: 2, drawPiles: { union: [] } });
    expect(victoryPoints(s)).toBe(0);
    expect(winner(applyAction(s, { type: 'end-turn' }))).toMatchObject({ side: 'confederate', rule: 'R4.3' });
  });

  it('R12 order: the capital check at the end of the Union turn comes before the refill\'s reshuffle check (X17)', () => {
    const s = game({ units: [army('confederate', 'washington', 3)], actionsTaken: 2, drawPiles: { union: [] } });
    expect(winner(applyAction(s, { type: 'end-turn' }))).toMatchObject({ side: 'confederate', rule: 'R12.2' });
  });

  it('R12 order: R12.2 before R12.4 — the capital check wins for the Confederate even when the refill\'s third exhaustion would win for the Union', () => {
    const control = { richmond: 'union', vicksburg: 'union', atlanta: 'union', 'new-orleans': 'union', manassas: 'union', 'fort-monroe': 'union', knoxville: 'union' } as const;
    const base = { actionsTaken: 2 as const, drawPiles: { union: [] }, reshuffles: { union: 2 as const }, control };
    // Without the Confederates in Washington the third exhaustion wins for the Union (R4.4: 12 VP).
    const clock = game({ ...base, units: [] });
    expect(victoryPoints(clock)).toBe(12);
    expect(winner(applyAction(clock, { type: 'end-turn' }))).toMatchObject({ side: 'union', rule: 'R4.4' });
    // With them there, R12.2 comes first and the game ends before the refill.
    const s = game({ ...base, units: [army('confederate', 'washington', 3)] });
    expect(victoryPoints(s)).toBe(12);
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R12.2' });
    expect(t.cards.union.hand).toEqual([]);
  });

  it('R12 order: Richmond and Vicksburg win for the Union before the Confederate refill', () => {
    const s = game({ units: [], active: 'confederate', actionsTaken: 2, drawPiles: { confederate: [] }, control: { vicksburg: 'union', richmond: 'union' } });
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toMatchObject({ side: 'union', rule: 'R12.3' });
    expect(t.cards.confederate.hand).toEqual([]);
  });
});

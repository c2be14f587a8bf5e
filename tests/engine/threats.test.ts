/** Threats to the decisive locations (contract `threats`, issue 11 item 2): reach by the engine's own movement rules. */
import { applyAction, legalActions, threats } from '../../src/engine/index';
import type { LocationId, Side } from '../../src/engine/index';
import { game } from './helpers';

const unit = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper', kind: 'army' | 'fort' = 'army') =>
  ({ side, kind, strength, location, half });
const at = (list: ReturnType<typeof threats>, location: string) => list.find((t) => t.location === location)!;

describe('threats to the decisive locations', () => {
  it('R12.2 R12.3 the Union is threatened at Washington, the Confederacy at Richmond and Vicksburg', () => {
    const s = game({ units: [unit('union', 'washington', 3, 'lower'), unit('confederate', 'richmond', 2)] });
    expect(threats(s, 'union').map((t) => [t.location, t.rule])).toEqual([['washington', 'R12.2']]);
    expect(threats(s, 'confederate').map((t) => [t.location, t.rule])).toEqual([['richmond', 'R12.3'], ['vicksburg', 'R12.3']]);
  });

  it('R6.2.1 R6.8 the armies of one location one rail link away attack together; a long move brings one army; the strongest counts, not the sum', () => {
    const s = game({
      units: [unit('union', 'washington', 2, 'lower'), unit('confederate', 'manassas', 3), unit('confederate', 'manassas', 1),
        unit('confederate', 'richmond', 2), unit('confederate', 'richmond', 3, 'upper', 'fort'), unit('union', 'fort-monroe', 3)],
    });
    // 3 + 1 from Manassas in one move; Richmond's 2 by a long move through Manassas would be a second action (R6.8).
    expect(at(threats(s, 'union'), 'washington')).toMatchObject({ enemyStrength: 4, ownStrength: 2 });
    expect(at(threats(s, 'confederate'), 'richmond')).toMatchObject({ enemyStrength: 3, ownStrength: 5 });
  });

  it('R6.2.2 an army reaches by a long move through locations its side controls, and not through an enemy one', () => {
    const units = [unit('union', 'washington', 1, 'lower'), unit('confederate', 'nashville', 3)];
    // Nashville → Chattanooga → Knoxville → Richmond → Manassas → Washington, all Confederate.
    expect(at(threats(game({ units }), 'union'), 'washington').enemyStrength).toBe(3);
    // With Richmond Union-held every rail path to Washington passes an enemy location: the move stops there.
    expect(at(threats(game({ units, control: { richmond: 'union' } }), 'union'), 'washington').enemyStrength).toBe(0);
  });

  it('R6.2.2 R6.8 the threat is the strongest legal move into Washington', () => {
    const s = game({
      active: 'confederate',
      units: [unit('union', 'washington', 1, 'lower'), unit('confederate', 'nashville', 3), unit('confederate', 'manassas', 2)],
      hands: { confederate: ['C01', 'C02'] },
    });
    const strengthOf = (ids: readonly string[]) => s.units.filter((u) => ids.includes(u.id)).reduce((n, u) => n + u.strength, 0);
    const strongest = Math.max(...legalActions(s).flatMap((a) => (a.type === 'move' && a.to === 'washington' ? [strengthOf(a.units)] : [])));
    expect(strongest).toBe(3);
    expect(at(threats(s, 'union'), 'washington').enemyStrength).toBe(strongest);
  });

  it('R6.4 enemy armies already in a contested decisive location count: they may declare an attack', () => {
    const s = game({ units: [unit('union', 'washington', 1, 'lower'), unit('confederate', 'washington', 2, 'upper')] });
    expect(at(threats(s, 'union'), 'washington')).toMatchObject({ enemyStrength: 2, ownStrength: 1 });
  });

  it('R6.3 the Confederacy has no naval movement: an army in a cut-off port does not threaten Washington by sea', () => {
    const s = game({
      units: [unit('union', 'washington', 1, 'lower'), unit('confederate', 'new-orleans', 3)],
      control: { vicksburg: 'union', atlanta: 'union' },
    });
    expect(at(threats(s, 'union'), 'washington').enemyStrength).toBe(0);
  });

  it('R12.3 a Union army next to Richmond threatens it; one far off behind Confederate lines does not', () => {
    const s = game({ units: [unit('union', 'fort-monroe', 3), unit('union', 'st-louis', 2), unit('confederate', 'richmond', 1)] });
    expect(at(threats(s, 'confederate'), 'richmond')).toMatchObject({ enemyStrength: 3, ownStrength: 1 });
    const after = applyAction(s, { type: 'pass' });
    expect(threats(after, 'confederate')).toEqual(threats(s, 'confederate'));
  });
});

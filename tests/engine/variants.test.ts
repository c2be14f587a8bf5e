/** Playtest variants as newGame options: E1 "rulebook pass-through" and E16 "open discards". */
import { applyAction, DEFAULT_VARIANTS, deserialize, newGame, serialize, viewFor } from '../../src/engine/index';
import type { LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

it('E1 / E16 the defaults follow the FAQ: no pass-through, secret discards', () => {
  expect(DEFAULT_VARIANTS).toEqual({ passThroughContested: false, openDiscards: false });
  expect(newGame({ seed: 1 }).variants).toEqual(DEFAULT_VARIANTS);
  expect(newGame({ seed: 1, variants: { openDiscards: true } }).variants).toEqual({ passThroughContested: false, openDiscards: true });
});

describe('E1 variant: rulebook pass-through', () => {
  // Richmond contested, the Union in its upper half, where every Richmond link enters.
  const richmond = { units: [army('union', 'richmond', 2, 'upper'), army('confederate', 'richmond', 1, 'lower'), army('union', 'manassas', 2)], control: { manassas: 'union' as Side }, hands: { union: ['U30'] } };

  it('E1 variant: a long move may pass through a contested location when the links in and out enter the mover\'s half', () => {
    const s = game(richmond, { passThroughContested: true });
    const mover = idsAt(s, 'manassas')[0]!;
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'manassas' && a.to === 'fort-monroe'));
    expect(idsAt(t, 'fort-monroe')).toEqual([mover]);
    // The default refuses the same move (E1).
    const d = game(richmond);
    expectRefused(d, { type: 'move', card: 'U30', from: 'manassas', to: 'fort-monroe', units: [idsAt(d, 'manassas')[0]!] }, 'E1');
  });

  it('E1 variant: not through the enemy\'s half', () => {
    // The Confederates hold Richmond's upper half: the Union in the lower half cannot use any Richmond link.
    const s = game({ ...richmond, units: [army('union', 'richmond', 2, 'lower'), army('confederate', 'richmond', 1, 'upper'), army('union', 'manassas', 2)] }, { passThroughContested: true });
    expect(all(s, 'move', (a) => a.from === 'manassas' && a.to === 'fort-monroe')).toEqual([]);
    // Moving into Richmond by its upper half is an attack there (E7), not a pass.
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'manassas' && a.to === 'richmond'));
    expect(t.combat).toMatchObject({ location: 'richmond', half: 'upper' });
  });

  it('E1 variant: the variant survives a save', () => {
    const s = game(richmond, { passThroughContested: true });
    const back = deserialize(serialize(s));
    expect(back.variants.passThroughContested).toBe(true);
    expect(at(applyAction(back, find(back, 'move', (a) => a.to === 'fort-monroe')), 'fort-monroe', 'union')).toHaveLength(1);
  });
});

describe('E16 variant: open discards', () => {
  const scenario = { discards: { union: ['U30', 'U31'], confederate: ['C38'] }, removed: { union: ['U15'], confederate: ['C12'] } };

  it('E16 default: neither player may look at the other\'s discard or removed cards', () => {
    const s = game(scenario);
    const u = viewFor(s, 'union');
    expect(u.sides.union.discard).toEqual(['U30', 'U31']);
    expect(u.sides.union.removed).toEqual(['U15']);
    expect(u.sides.confederate.discard).toBeUndefined();
    expect(u.sides.confederate.removed).toBeUndefined();
    expect(u.sides.confederate.discardCount).toBe(1);
    expect(JSON.stringify(u)).not.toContain('C38');
    expect(JSON.stringify(viewFor(s, 'confederate'))).not.toContain('U31');
    expect(viewFor(s, 'observer').sides.union.discard).toBeUndefined();
  });

  it('E16 variant: discard and removed piles are open to both players', () => {
    const s = game(scenario, { openDiscards: true });
    const u = viewFor(s, 'union');
    expect(u.sides.confederate.discard).toEqual(['C38']);
    expect(u.sides.confederate.removed).toEqual(['C12']);
    expect(viewFor(s, 'confederate').sides.union.discard).toEqual(['U30', 'U31']);
    // Hands and draw piles stay secret.
    expect(JSON.stringify(u)).not.toContain(`"${s.cards.confederate.draw[0]}"`);
  });
});

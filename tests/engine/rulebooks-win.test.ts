/**
 * Issue 14, "the rulebooks win": no defence modifier within an already contested location (R7.5,
 * ruling X4 withdrawn), and withdrawals and retreats that split between sea and land (E17, R8.6,
 * R9.3; ruling X7 narrowed).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, decision, describeAction, hand, invariantViolations, legalActions } from '../../src/engine/index';
import type { LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, play, revealed } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

describe('R7.5 no defence modifier within an already contested location', () => {
  it('R7.5 E7 a rail attack into the enemy\'s half of contested Manassas gets no link modifier', () => {
    const s = game({ units: [army('union', 'manassas', 1, 'lower'), army('confederate', 'manassas', 2, 'upper'), army('union', 'washington', 3)], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = play(s, find(s, 'move', (a) => a.from === 'washington' && a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    const res = revealed(t, applyAction(t, { type: 'stand', card: 'C06', benefits: [] }));
    expect(res.defenderTerms['rail-modifier']).toBeUndefined();
    expect(res.defenderStrength).toBe(2 + 2);
  });

  it('R7.5 the same rail attack into uncontested Manassas gets the link\'s +1 (the Manassas bonus)', () => {
    const s = game({ units: [army('confederate', 'manassas', 2, 'upper'), army('union', 'washington', 3)], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = play(s, find(s, 'move', (a) => a.from === 'washington' && a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    const res = revealed(t, applyAction(t, { type: 'stand', card: 'C06', benefits: [] }));
    expect(res.defenderTerms['rail-modifier']).toBe(1);
    expect(res.defenderStrength).toBe(2 + 2 + 1);
  });

  it('R7.5 E7 a naval attack into the enemy\'s harbour half of contested Savannah gets no naval modifier; uncontested it gets +1 (R5.3)', () => {
    const contested = game({
      units: [army('confederate', 'savannah', 2, 'lower'), army('union', 'savannah', 1, 'upper'), army('union', 'washington', 3, 'lower')],
      control: { savannah: 'confederate' },
      hands: { union: ['U06', 'U35'], confederate: ['C06'] },
    });
    const uncontested = game({
      units: [army('confederate', 'savannah', 2, 'lower'), army('union', 'washington', 3, 'lower')],
      hands: { union: ['U06', 'U35'], confederate: ['C06'] },
    });
    const terms = (s: typeof contested) => {
      const t = play(s, find(s, 'naval-move', (a) => a.to === 'savannah'), { type: 'attacker-card', card: 'U35' });
      return revealed(t, applyAction(t, { type: 'stand', card: 'C06', benefits: [] })).defenderTerms;
    };
    expect(terms(contested)['naval-modifier']).toBeUndefined();
    expect(terms(uncontested)['naval-modifier']).toBe(1);
  });
});

/**
 * Savannah contested: the Union holds its upper half (rail links to Richmond and Atlanta), the
 * Confederacy its harbour half and declares an attack (R6.4). Atlanta is Union-controlled and empty,
 * so it is the Union's rail refuge (R8.4, R9.1); Washington is reached by sea (R8.6, R9.3, E6).
 */
function savannahBattle(unionArmies: number) {
  const s = game({
    active: 'confederate',
    units: [
      ...Array.from({ length: unionArmies }, () => army('union', 'savannah', 1, 'upper')),
      army('confederate', 'savannah', 3, 'lower'), army('confederate', 'savannah', 3, 'lower'), army('confederate', 'savannah', 3, 'lower'),
      army('union', 'washington', 3, 'upper'), army('confederate', 'richmond', 3),
    ],
    control: { atlanta: 'union' },
    hands: { confederate: ['C38', 'C01'], union: ['U06', 'U07', 'U30'] },
  });
  return play(s, { type: 'declare-attack', location: 'savannah' }, { type: 'attacker-card', card: 'C38' });
}

describe('E17 withdrawals and retreats may split between sea and land', () => {
  it('E17 R8.4 R8.6 a Union withdrawal splits between Washington by sea and Atlanta by rail, paying one naval card', () => {
    const t = savannahBattle(2);
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'defender-response' });
    const [a, b] = idsAt(t, 'savannah', 'union');
    const mixed = all(t, 'withdraw', (x) => x.navalCard === 'U06' && x.moves.some((m) => m.to === 'washington') && x.moves.some((m) => m.to === 'atlanta'));
    expect(mixed.length).toBeGreaterThan(0);
    const after = applyAction(t, { type: 'withdraw', moves: [{ unit: a!, to: 'washington' }, { unit: b!, to: 'atlanta' }], navalCard: 'U06' });
    expect(idsAt(after, 'washington', 'union')).toContain(a);
    expect(at(after, 'washington', 'union').find((u) => u.id === a)?.half).toBe('lower');
    expect(idsAt(after, 'atlanta', 'union')).toEqual([b]);
    expect(hand(after, 'union').sort()).toEqual(['U07', 'U30']);
    expect(after.cards.union.discard).toContain('U06');
    expect(invariantViolations(after)).toEqual([]);
  });

  it('E17 R8.4 a split where no army sails pays no naval card (and a card offered for it is refused)', () => {
    const t = savannahBattle(2);
    const [a, b] = idsAt(t, 'savannah', 'union');
    expectRefused(t, { type: 'withdraw', moves: [{ unit: a!, to: 'atlanta' }, { unit: b!, to: 'atlanta' }], navalCard: 'U06' }, 'E17');
    const after = applyAction(t, { type: 'withdraw', moves: [{ unit: a!, to: 'atlanta' }, { unit: b!, to: 'atlanta' }] });
    expect(idsAt(after, 'atlanta', 'union').sort()).toEqual([a, b].sort());
    expect(hand(after, 'union').sort()).toEqual(['U06', 'U07', 'U30']);
  });

  it('E17 R8.6 sailing still needs a naval card and goes only to Washington', () => {
    const t = savannahBattle(2);
    const [a, b] = idsAt(t, 'savannah', 'union');
    expectRefused(t, { type: 'withdraw', moves: [{ unit: a!, to: 'washington', by: 'sea' }, { unit: b!, to: 'atlanta' }] }, 'R8.6');
    expectRefused(t, { type: 'withdraw', moves: [{ unit: a!, to: 'richmond', by: 'sea' }, { unit: b!, to: 'atlanta' }], navalCard: 'U06' }, 'R8.6');
  });

  it('E17 R9.1 R9.3 a Union retreat splits between Washington by sea and Atlanta by rail', () => {
    let t = savannahBattle(4);
    t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // The Confederates (9 + Leadership) beat 4; the Union loses 2 of its 4 counters (R7.7).
    if (decision(t)?.kind === 'casualties') t = applyAction(t, find(t, 'casualties'));
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'retreat' });
    const [a, b] = idsAt(t, 'savannah', 'union');
    expect(idsAt(t, 'savannah', 'union')).toHaveLength(2);
    const mixed = all(t, 'retreat', (x) => x.navalCard !== undefined && x.moves.some((m) => m.to === 'atlanta'));
    expect(mixed.length).toBeGreaterThan(0);
    const after = applyAction(t, { type: 'retreat', moves: [{ unit: a!, to: 'washington' }, { unit: b!, to: 'atlanta' }], navalCard: 'U07' });
    expect(idsAt(after, 'washington', 'union')).toContain(a);
    expect(idsAt(after, 'atlanta', 'union')).toEqual([b]);
    expect(after.cards.union.discard).toContain('U07');
    expect(invariantViolations(after)).toEqual([]);
  });

  it('E17 each listed split says which army goes where, so no two options read the same', () => {
    const t = savannahBattle(2);
    const texts = legalActions(t).filter((a) => a.type === 'withdraw').map((a) => describeAction(a));
    expect(new Set(texts).size).toBe(texts.length);
    const [a, b] = idsAt(t, 'savannah', 'union');
    expect(describeAction({ type: 'withdraw', moves: [{ unit: a!, to: 'washington' }, { unit: b!, to: 'atlanta' }], navalCard: 'U06' }))
      .toMatch(new RegExp(`${a} by sea to Washington with .*; ${b} to Atlanta`));
  });

  it('E17 the legal list stays small: one entry per naval card and rail refuge split, not per partition over every destination', () => {
    const t = savannahBattle(4);
    expect(legalActions(t).length).toBeLessThan(60);
  });
});

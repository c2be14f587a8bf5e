/** Card texts (R11) and the Cavalry Raid against a small hand (E15). */
import { applyAction, controller, decision, describeLogEntry, europeSpace, hand, isInSupply, isLegal, unitsAt, viewFor } from '../../src/engine/index';
import type { LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, logOf, play, revealed } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

describe('R11.1 Blockade Runner / Conscription', () => {
  it('R11.1 Blockade Runner: free action, draw 3 cards; the excess is kept at the end of the turn', () => {
    const s = game({ active: 'confederate', hands: { confederate: ['C26', 'C01', 'C02', 'C03', 'C04'] } });
    let t = applyAction(s, { type: 'free-action', card: 'C26' });
    expect(t.actionsTaken).toBe(0);
    expect(hand(t, 'confederate')).toHaveLength(4 + 3);
    expect(t.cards.confederate.discard).toEqual(['C26']);
    t = play(t, { type: 'pass' }, { type: 'pass' }, { type: 'end-turn' });
    expect(hand(t, 'confederate')).toHaveLength(7);
  });

  it('R11.1 Conscription: free action, draw 3 cards', () => {
    const s = game({ hands: { union: ['U24', 'U30'] } });
    const t = applyAction(s, { type: 'free-action', card: 'U24' });
    expect(hand(t, 'union')).toHaveLength(1 + 3);
    expect(hand(t, 'union')[0]).toBe('U30');
    expect(t.cards.union.discard).toEqual(['U24']);
  });

  it('R11.1 only these cards have the free action', () => {
    const s = game({ hands: { union: ['U30', 'U51'] } });
    expectRefused(s, { type: 'free-action', card: 'U30' }, 'R2.3');
    expectRefused(s, { type: 'free-action', card: 'U51' }, 'R2.3');
    expect(all(s, 'free-action')).toEqual([]);
  });
});

describe('R11.2 Cavalry Raid', () => {
  it('R11.2 the opponent discards 2 cards at random from hand', () => {
    const s = game({ hands: { union: ['U51'], confederate: ['C01', 'C02', 'C03', 'C04', 'C05'] } });
    // Without a Cavalry Raid of its own the Confederacy has nothing to answer: the raid happens at once (X22).
    const r = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(r.actionsTaken).toBe(1);
    const left = hand(r, 'confederate');
    expect(left).toHaveLength(3);
    const lost = ['C01', 'C02', 'C03', 'C04', 'C05'].filter((c) => !left.includes(c));
    expect(r.cards.confederate.discard.sort()).toEqual(lost.sort());
    expect(decision(r)).toMatchObject({ side: 'union', kind: 'action' });
    // The lost cards are told to their owner only.
    const note = logOf(r, 'raid-lost-cards')[0]!;
    expect(note.privateTo).toBe('confederate');
    expect(viewFor(r, 'union').log.some((e) => e.key === 'raid-lost-cards')).toBe(false);
  });

  it('R11.2 the random discard is chance from the seed: different seeds may discard different cards', () => {
    const lostWith = (seed: number) => {
      const s = game({ hands: { union: ['U51'], confederate: ['C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C07', 'C08'] } }, undefined, seed);
      const r = applyAction(s, { type: 'card-action', card: 'U51' });
      return r.cards.confederate.discard.slice().sort().join();
    };
    const outcomes = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(lostWith));
    expect(outcomes.size).toBeGreaterThan(1);
    expect(lostWith(3)).toBe(lostWith(3));
  });

  it('R11.2 the opponent may cancel it with a Cavalry Raid of his own, then draws one card', () => {
    const s = game({ active: 'confederate', hands: { confederate: ['C27'], union: ['U51', 'U30', 'U31'] } });
    const t = applyAction(s, { type: 'card-action', card: 'C27' });
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'cavalry-raid-response' });
    expectRefused(t, { type: 'cavalry-raid-response', card: 'U30' }, 'R11.2');
    const r = applyAction(t, { type: 'cavalry-raid-response', card: 'U51' });
    expect(hand(r, 'union')).toHaveLength(3);
    expect(hand(r, 'union').slice(0, 2)).toEqual(['U30', 'U31']);
    expect(r.cards.union.discard).toEqual(['U51']);
    expect(r.cards.confederate.discard).toEqual(['C27']);
    expect(decision(r)).toMatchObject({ side: 'confederate', kind: 'action', actionsTaken: 1 });
    // The log tells the cancel, then the draw once, citing R11.2 (QA: the draw was told twice).
    const told = r.log.slice(t.log.length).map((e) => [e.key, describeLogEntry(e)]);
    expect(told).toEqual([
      ['raid-cancelled', 'Union forces cancel the raid with Cavalry Raid. (R11.2)'],
      ['draw', 'Union forces draw 1 card. (R11.2)'],
    ]);
  });

  it('R11.2 Forrest and Sheridan\'s Raid are Cavalry Raids too', () => {
    const s = game({ active: 'confederate', hands: { confederate: ['C29'], union: ['U64', 'U30'] } });
    const t = applyAction(s, { type: 'card-action', card: 'C29' });
    expect(isLegal(t, { type: 'cavalry-raid-response', card: 'U64' })).toBe(true);
  });

  it('X22 the raided side is not asked when it holds no Cavalry Raid: the raid happens and it alone is told what it lost', () => {
    const s = game({ hands: { union: ['U51'], confederate: ['C01', 'C02'] } });
    const r = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(decision(r)).toMatchObject({ side: 'union', kind: 'action', actionsTaken: 1 });
    expect(hand(r, 'confederate')).toEqual([]);
    expect(viewFor(r, 'confederate').log.filter((e) => e.key === 'raid-lost-cards')).toHaveLength(1);
    expect(viewFor(r, 'union').log.some((e) => e.key === 'raid-lost-cards')).toBe(false);
  });

  it('X22 the raided side holding a Cavalry Raid is still asked, and may let the raid happen', () => {
    const s = game({ hands: { union: ['U51'], confederate: ['C27', 'C01', 'C02'] } });
    const t = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(decision(t)).toMatchObject({ side: 'confederate', kind: 'cavalry-raid-response' });
    const r = applyAction(t, { type: 'cavalry-raid-response', card: null });
    expect(hand(r, 'confederate')).toHaveLength(1);
  });
});

describe('E15 Cavalry Raid against a small hand', () => {
  it('E15 a hand of one card loses that card', () => {
    const s = game({ hands: { union: ['U51'], confederate: ['C01'] } });
    const r = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(hand(r, 'confederate')).toEqual([]);
    expect(r.cards.confederate.discard).toEqual(['C01']);
    expect(logOf(r, 'raid-discards')[0]!.rules).toContain('E15');
  });

  it('E15 an empty hand loses nothing', () => {
    const s = game({ hands: { union: ['U51', 'U30'] } });
    const r = applyAction(s, { type: 'card-action', card: 'U51' });
    // An empty hand has no choice to make: the engine answers for it (X16).
    expect(decision(r)).toMatchObject({ side: 'union', kind: 'action', actionsTaken: 1 });
    expect(r.cards.confederate.discard).toEqual([]);
  });
});

describe('R11.3 High Ground', () => {
  it('R11.3 +2 to a standing defender, in addition to a Leadership card', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 2)], hands: { union: ['U30', 'U41'], confederate: ['C30', 'C06'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U41' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [{ card: 'C30', kind: 'high-ground' }] });
    const res = revealed(t, r);
    // 3 + 4 = 7 against 2 + 2 + 2 = 6.
    expect(res.defenderTerms['high-ground']).toBe(2);
    expect(res.defenderStrength).toBe(6);
    expect(res.attackerStrength).toBe(7);
    // Marye's Heights is a High Ground card too, and two of them stack (X15).
    const u = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 2)], hands: { union: ['U30', 'U41'], confederate: ['C30', 'C32'] } });
    const v = play(u, find(u, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U41' });
    const w = applyAction(v, { type: 'stand', card: null, benefits: [{ card: 'C30', kind: 'high-ground' }, { card: 'C32', kind: 'high-ground' }] });
    expect(revealed(v, w).defenderStrength).toBe(2 + 2 + 2);
  });

  it('R11.3 a card without the High Ground text cannot be played as one', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 2)], hands: { union: ['U30', 'U41'], confederate: ['C38', 'C06'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U41' });
    expectRefused(t, { type: 'stand', card: 'C38', benefits: [{ card: 'C06', kind: 'high-ground' }] }, 'R11.3');
  });
});

describe('R11.4 Paper Money / Cotton Bonds', () => {
  it('R11.4 Paper Money deploys two units from hand without their costs; the cards are removed or discarded as usual', () => {
    const s = game({ units: [], hands: { union: ['U26', 'U15', 'U21'] } });
    const t = applyAction(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U15', location: 'kentucky', half: 'lower' }, { card: 'U21' }] });
    expect(t.actionsTaken).toBe(1);
    expect(hand(t, 'union')).toEqual([]);
    expect(unitsAt(t, 'kentucky')).toEqual([expect.objectContaining({ side: 'union', strength: 3, half: 'lower' })]);
    expect(europeSpace(t)).toBe(2);
    expect(t.cards.union.removed.sort()).toEqual(['U15', 'U21']);
    expect(t.cards.union.discard).toEqual(['U26']);
  });

  it('R11.4 played with one unit, the second follows as its own decision (X9); declining it is logged', () => {
    const s = game({ units: [], hands: { union: ['U26', 'U15', 'U21'] } });
    const t = applyAction(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U15', location: 'kentucky', half: 'lower' }] });
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'second-deploy' });
    const n = applyAction(t, { type: 'second-deploy', deploy: null });
    expect(decision(n)).toMatchObject({ kind: 'action', actionsTaken: 1 });
    expect(hand(n, 'union')).toEqual(['U21']);
    expect(n.log.slice(t.log.length)).toEqual([expect.objectContaining({ key: 'second-deploy-declined', args: { side: 'union' }, rules: ['R11.4'] })]);
  });

  it('R11.4 Cotton Bonds: a strength-1 army goes to the discard pile, a fort is removed', () => {
    const s = game({ units: [], active: 'confederate', hands: { confederate: ['C33', 'C01', 'C16'] } });
    const t = applyAction(s, { type: 'card-action', card: 'C33', deploys: [{ card: 'C01', location: 'richmond', half: 'upper' }, { card: 'C16', location: 'richmond', half: 'upper' }] });
    expect(unitsAt(t, 'richmond').map((u) => u.kind).sort()).toEqual(['army', 'fort']);
    expect(t.cards.confederate.discard.sort()).toEqual(['C01', 'C33']);
    expect(t.cards.confederate.removed).toEqual(['C16']);
  });

  it('R11.4 each placement must be legal (R6.1): the refusal names the rule broken, E2, R6.1.1 or R5.8, as a paid deploy\'s does', () => {
    const s = game({ units: [], hands: { union: ['U26', 'U15', 'U09'] } });
    const place = expectRefused(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U15', location: 'manassas', half: 'upper' }] }, 'R6.1.1');
    // One rule cited, the one broken (QA: "… in supply (R6.1.1) (R11.4)"; audit: one message for three conditions).
    expect(place.message).toBe('The Union does not control Manassas (R6.1.1)');
    // Contested (E2): the card-rules audit's case.
    const contested = game({ units: [army('union', 'kentucky', 2, 'upper'), army('confederate', 'kentucky', 1, 'lower'), army('union', 'washington', 1)], hands: { union: ['U26', 'U01'] } });
    expect(expectRefused(contested, { type: 'card-action', card: 'U26', deploys: [{ card: 'U01', location: 'kentucky', half: 'upper' }] }, 'E2').message).toMatch(/^Kentucky is contested/);
    // Controlled but cut off from Washington (R5.8).
    const island = game({ units: [army('union', 'nashville', 1), army('confederate', 'kentucky', 1), army('confederate', 'cairo', 1)], control: { nashville: 'union', kentucky: 'confederate', cairo: 'confederate' }, hands: { union: ['U26', 'U01'] } });
    expect(isInSupply(island, 'union', 'nashville')).toBe(false);
    expectRefused(island, { type: 'card-action', card: 'U26', deploys: [{ card: 'U01', location: 'nashville', half: 'upper' }] }, 'R5.8');
    // An army named without its location (audit: "Unknown location undefined (contract)").
    expect(expectRefused(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U15' }] }, 'R11.4').message).toBe('Say where to deploy Army of the Potomac (R11.4)');
    expectRefused(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U15', location: 'washington', half: 'upper' }, { card: 'U30', location: 'washington', half: 'upper' }] }, 'R11.4');
    expectRefused(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U26', location: 'washington', half: 'upper' }] }, /R2\.4|R11\.4/);
    // Two forts with only one fort counter left in the stock: the second placement is refused.
    const three = Array.from({ length: 3 }, () => ({ side: 'confederate' as const, kind: 'fort' as const, location: 'atlanta' as LocationId }));
    const c = game({ active: 'confederate', units: three, hands: { confederate: ['C33', 'C16', 'C17'] } });
    expectRefused(c, { type: 'card-action', card: 'C33', deploys: [{ card: 'C16', location: 'richmond', half: 'upper' }, { card: 'C17', location: 'richmond', half: 'upper' }] }, 'R6.1.1');
    expect(all(c, 'card-action', (a) => (a.deploys ?? []).length === 2)).toEqual([]);
    expect(all(c, 'card-action', (a) => (a.deploys ?? []).length === 1).length).toBeGreaterThan(0);
    const full = game({ units: Array.from({ length: 6 }, () => army('union', 'washington', 3)), hands: { union: ['U26', 'U15', 'U09'] } });
    expectRefused(full, { type: 'card-action', card: 'U26', deploys: [{ card: 'U15', location: 'washington', half: 'upper' }] }, 'R6.1.1');
    expect(all(full, 'card-action', (a) => (a.deploys ?? []).some((d) => d.card === 'U15'))).toEqual([]);
  });
});

describe('R11.5 Rail Movement', () => {
  it('R11.5 moves two armies; they may enter empty enemy locations, taking control, and the second may pass through what the first took', () => {
    const s = game({ units: [army('union', 'washington', 3), army('union', 'washington', 2)], hands: { union: ['U27'] } });
    const [a, b] = idsAt(s, 'washington');
    // Richmond is out of reach until Manassas is taken.
    expect(all(s, 'card-action', (x) => (x.moves ?? []).some((m) => m.to === 'richmond'))).toEqual([]);
    const t = applyAction(s, { type: 'card-action', card: 'U27', moves: [{ unit: a!, to: 'manassas' }, { unit: b!, to: 'richmond' }] });
    expect(idsAt(t, 'manassas')).toEqual([a]);
    expect(idsAt(t, 'richmond')).toEqual([b]);
    expect(controller(t, 'manassas')).toBe('union');
    expect(controller(t, 'richmond')).toBe('union');
    expect(t.actionsTaken).toBe(1);
    expect(t.cards.union.discard).toEqual(['U27']);
  });

  it('R11.5 the two armies may come from different locations and go far', () => {
    const s = game({ units: [army('union', 'washington', 3), army('union', 'cairo', 2)], hands: { union: ['U27'] } });
    const [w] = idsAt(s, 'washington');
    const [c] = idsAt(s, 'cairo');
    const t = applyAction(s, { type: 'card-action', card: 'U27', moves: [{ unit: w!, to: 'kentucky' }, { unit: c!, to: 'harpers-ferry' }] });
    expect(idsAt(t, 'kentucky')).toEqual([w]);
    expect(idsAt(t, 'harpers-ferry')).toEqual([c]);
  });

  it('R11.5 no combat: never into an enemy-occupied location', () => {
    const s = game({ units: [army('union', 'washington', 3), army('confederate', 'manassas', 1)], hands: { union: ['U27'] } });
    expect(all(s, 'card-action', (x) => (x.moves ?? []).some((m) => m.to === 'manassas'))).toEqual([]);
    expectRefused(s, { type: 'card-action', card: 'U27', moves: [{ unit: idsAt(s, 'washington')[0]!, to: 'manassas' }] }, 'R11.5');
  });

  it('R11.5 played with one army, the second follows as its own decision (X9)', () => {
    const s = game({ units: [army('union', 'washington', 3), army('union', 'washington', 2)], hands: { union: ['U27'] } });
    const [a, b] = idsAt(s, 'washington');
    const t = applyAction(s, { type: 'card-action', card: 'U27', moves: [{ unit: a!, to: 'manassas' }] });
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'rail-movement' });
    expectRefused(t, { type: 'rail-move', move: { unit: a!, to: 'washington' } }, 'R11.5');
    const r = applyAction(t, { type: 'rail-move', move: { unit: b!, to: 'richmond' } });
    expect(idsAt(r, 'richmond')).toEqual([b]);
    expect(decision(r)).toMatchObject({ kind: 'action', actionsTaken: 1 });
    const n = applyAction(t, { type: 'rail-move', move: null });
    expect(idsAt(n, 'washington')).toEqual([b]);
    // Declining is logged: the log, a replay's narration and the bots' Step tell it.
    expect(n.log.slice(t.log.length)).toEqual([expect.objectContaining({ key: 'rail-move-declined', args: { side: 'union' }, rules: ['R11.5'] })]);
  });
});

describe('R11.6 Reinforcements', () => {
  it('R11.6 the defender brings one army from a rail-linked location into the battle (any link when the attacker has just entered)', () => {
    const s = game({
      units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'chattanooga', 3), army('confederate', 'memphis', 3)],
      hands: { union: ['U30', 'U35'], confederate: ['C36'] },
    });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U35' });
    const brought = all(t, 'stand').flatMap((a) => a.benefits.flatMap((b) => (b.kind === 'reinforcements' ? [b.unit] : [])));
    const from = new Set(brought.map((id) => t.units.find((u) => u.id === id)!.location));
    expect(from).toEqual(new Set(['chattanooga'])); // Chattanooga is linked to Nashville, Memphis is not
    const chat = idsAt(t, 'chattanooga')[0]!;
    const r = applyAction(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit: chat }] });
    const res = revealed(t, r);
    expect(res.defenderTerms.reinforcements).toBe(3);
    expect(res.defenderStrength).toBe(1 + 3);
    expect(res.winner).toBe('union'); // 3 + 3 = 6
    expect(at(r, 'chattanooga')).toEqual([]);
  });

  it('R11.6 inside a contested location, only by a link entering the defender\'s half', () => {
    // The Confederates declare in Manassas against the Union upper half: Washington's link enters it, Front Royal's does not.
    const s = game({
      active: 'confederate',
      units: [army('union', 'manassas', 1, 'upper'), army('confederate', 'manassas', 3, 'lower'), army('union', 'washington', 2), army('union', 'front-royal', 3)],
      control: { 'front-royal': 'union' },
      hands: { confederate: ['C38'], union: ['U29'] },
    });
    const t = play(s, { type: 'declare-attack', location: 'manassas' }, { type: 'attacker-card', card: 'C38' });
    const units = new Set(all(t, 'stand').flatMap((a) => a.benefits.flatMap((b) => (b.kind === 'reinforcements' ? [b.unit] : []))));
    expect(units).toEqual(new Set(idsAt(t, 'washington')));
    expectRefused(t, { type: 'stand', card: null, benefits: [{ card: 'U29', kind: 'reinforcements', unit: idsAt(t, 'front-royal')[0]! }] }, 'R11.6');
  });

  it('R11.6 Reinforcements may be used as High Ground instead', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 2)], hands: { union: ['U30', 'U35'], confederate: ['C36'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'high-ground' }] });
    expect(revealed(t, r).defenderTerms['high-ground']).toBe(2);
  });
});

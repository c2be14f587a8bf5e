/** The app's own rulings X1–X36 (docs/rulings.md), where they can be observed through the engine's door. */
import {
  applyAction, blockadeSpace, controller, decision, deserialize, europeSpace, exitsOf, hand, invariantViolations, isContested, isLegal, isPublicDecision, legalActions,
  newGame, opponent, serialize, whyNot, winner,
} from '../../src/engine/index';
import { mulberry32 } from '../../src/bot/rng';
import type { GameState, LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, play, revealed } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });
const fort = (location: LocationId, half: 'upper' | 'lower' = 'upper') => ({ side: 'confederate' as const, kind: 'fort' as const, location, half });

/** Destinations offered to the deciding side's retreat. */
const retreatTargets = (s: GameState) => new Set(all(s, 'retreat').flatMap((a) => a.moves.map((m) => m.to)));

describe('X1–X21', () => {
  it('X1 after a battle begun in an uncontested location the loser may leave by any link (E13)', () => {
    // Nashville: the attack by the Kentucky link lands in the upper half; Chattanooga's link enters the lower half.
    const s = game({ units: [army('union', 'kentucky', 3), army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'nashville', 1)], hands: { union: ['U30', 'U41'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.units.length === 2 && a.card === 'U30'), { type: 'attacker-card', card: 'U41' }, { type: 'stand', card: null, benefits: [] });
    expect(retreatTargets(t)).toEqual(new Set(['fort-henry-donelson', 'chattanooga']));
  });

  it('X1 after a battle begun in a contested location the loser leaves only by links entering its own half (E12)', () => {
    // Nashville contested, Confederates in the lower half: only Chattanooga's link enters it.
    const s = game({ units: [army('union', 'nashville', 3, 'upper'), army('union', 'nashville', 3, 'upper'), army('confederate', 'nashville', 1, 'lower'), army('confederate', 'nashville', 1, 'lower')], hands: { union: ['U41'] } });
    let t = play(s, { type: 'declare-attack', location: 'nashville' }, { type: 'attacker-card', card: 'U41' });
    if (decision(t)?.kind === 'defender-response') t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // One survivor, one refuge: the engine moves it (X16).
    expect(t.combat).toBeNull();
    expect(at(t, 'chattanooga', 'confederate')).toHaveLength(1);
    expect(at(t, 'fort-henry-donelson', 'confederate')).toEqual([]);
  });

  it('X2 entering a location whose only enemy units are forts in the other half starts no combat; it becomes contested', () => {
    const s = game({ units: [army('union', 'kentucky', 3), fort('nashville', 'lower')], hands: { union: ['U30'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'nashville'));
    expect(t.combat).toBeNull();
    expect(isContested(t, 'nashville')).toBe(true);
    expect(at(t, 'nashville', 'union')[0]!.half).toBe('upper');
    // A fort in the attacked half fights.
    const f = game({ units: [army('union', 'kentucky', 3), fort('nashville', 'upper')], hands: { union: ['U30', 'U35'] } });
    expect(applyAction(f, find(f, 'move', (a) => a.to === 'nashville')).combat).toMatchObject({ location: 'nashville', defenderUnits: idsAt(f, 'nashville') });
  });

  it('X3 in a contested port only armies in the harbour half may sail', () => {
    // Savannah's harbour is its lower half.
    const upper = game({ units: [army('union', 'savannah', 2, 'upper'), army('confederate', 'savannah', 1, 'lower')], hands: { union: ['U06'] } });
    expect(all(upper, 'naval-move')).toEqual([]);
    expectRefused(upper, { type: 'naval-move', cards: ['U06'], moves: [{ unit: idsAt(upper, 'savannah', 'union')[0]!, from: 'savannah' }], to: 'new-orleans' }, 'X3');
    const lower = game({ units: [army('union', 'savannah', 2, 'lower'), army('confederate', 'savannah', 1, 'upper')], hands: { union: ['U06'] } });
    expect(isLegal(lower, { type: 'naval-move', cards: ['U06'], moves: [{ unit: idsAt(lower, 'savannah', 'union')[0]!, from: 'savannah' }], to: 'new-orleans' })).toBe(true);
  });

  it('R7.5 (ruling X4 withdrawn) an attack by rail into the enemy\'s half of a contested location gets no link defence modifier (E7)', () => {
    // Manassas contested, Confederates in the upper half, where the Washington link (+1 Confederate) enters.
    const s = game({ units: [army('union', 'manassas', 1, 'lower'), army('confederate', 'manassas', 2, 'upper'), army('union', 'washington', 3)], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = play(s, find(s, 'move', (a) => a.from === 'washington' && a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    expect(t.combat).toMatchObject({ wasContested: true, mode: 'rail', half: 'upper' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [] });
    const res = revealed(t, r);
    expect(res.defenderTerms['rail-modifier']).toBeUndefined();
    expect(res.defenderStrength).toBe(2 + 2);
    expect(res.attackerStrength).toBe(3 + 3); // the Union army already in Manassas does not join (E7)
  });

  it('X5 control flags are not limited by the tiles: every location of this board can carry a flag at once', () => {
    const beige: LocationId[] = ['manassas', 'front-royal', 'fredericksburg', 'richmond', 'fort-monroe', 'knoxville', 'fort-henry-donelson', 'nashville', 'memphis', 'chattanooga', 'atlanta', 'savannah', 'vicksburg', 'new-orleans'];
    const s = game({
      active: 'confederate',
      units: [army('confederate', 'harpers-ferry', 3)],
      control: { ...Object.fromEntries(beige.map((l) => [l, 'union'])), kentucky: 'confederate', cairo: 'confederate', 'harpers-ferry': 'confederate' },
      hands: { confederate: ['C01'] },
    });
    expect(Object.keys(s.flags)).toHaveLength(17);
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'washington'));
    expect(controller(t, 'washington')).toBe('confederate');
    expect(Object.keys(t.flags)).toHaveLength(18);
  });

  it('X6 the Europe bonus of a captured blue location applies while the Confederacy controls it: contesting or retaking it gives the space back', () => {
    const s = game({
      units: [army('confederate', 'kentucky', 2), army('union', 'cincinnati', 3)],
      control: { kentucky: 'confederate' }, captured: ['kentucky'], europe: 5,
      hands: { union: ['U30', 'U35', 'U36'] },
    });
    let t = play(s, find(s, 'move', (a) => a.to === 'kentucky' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    t = applyAction(t, find(t, 'withdraw'));
    expect(isContested(t, 'kentucky')).toBe(true);
    expect(t.captured).toEqual([]); // contested: nobody controls it (R5.5)
    expect(europeSpace(t)).toBe(4);
    t = play(t, { type: 'declare-attack', location: 'kentucky' }, { type: 'attacker-card', card: 'U36' });
    t = applyAction(t, find(t, 'stand', (a) => a.card === null && a.benefits.length === 0));
    expect(controller(t, 'kentucky')).toBe('union');
    expect(t.captured).toEqual([]);
    expect(europeSpace(t)).toBe(4 - 1); // the lost Confederate army (R7.10)
  });

  it('X6 the Confederacy taking a blue location back takes the bonus again', () => {
    const s = game({
      active: 'confederate', units: [army('confederate', 'nashville', 3)], europe: 3,
      hands: { confederate: ['C01'] },
    });
    const t = applyAction(s, { type: 'move', card: 'C01', from: 'nashville', to: 'kentucky', units: idsAt(s, 'nashville', 'confederate') });
    expect(controller(t, 'kentucky')).toBe('confederate');
    expect(t.captured).toEqual(['kentucky']);
    expect(europeSpace(t)).toBe(4);
  });

  it('X7 a withdrawal takes every defending army', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 2), army('confederate', 'nashville', 1)], hands: { union: ['U30', 'U35'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U35' });
    const ids = idsAt(t, 'nashville', 'confederate');
    expectRefused(t, { type: 'withdraw', moves: [{ unit: ids[0]!, to: 'other-half' }] }, 'X7');
    for (const w of all(t, 'withdraw')) expect(w.moves.map((m) => m.unit).sort()).toEqual(ids.slice().sort());
  });

  it('X8 retreat is compulsory while one is possible', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('union', 'kentucky', 3), ...[1, 1, 1, 1].map(() => army('confederate', 'nashville', 1))], hands: { union: ['U30', 'U41'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.units.length === 2 && a.card === 'U30'), { type: 'attacker-card', card: 'U41' }, { type: 'stand', card: null, benefits: [] });
    expect(decision(t)).toMatchObject({ kind: 'retreat', side: 'confederate' });
    const [a] = idsAt(t, 'nashville', 'confederate');
    expectRefused(t, { type: 'retreat', moves: [] }, 'X8');
    expectRefused(t, { type: 'retreat', moves: [{ unit: a!, to: 'chattanooga' }] }, 'X8');
  });

  it('X9 Rail Movement with one move opens a decision for the optional second army; both in one action are accepted too', () => {
    const s = game({ units: [army('union', 'washington', 3), army('union', 'kentucky', 2)], hands: { union: ['U27'] } });
    const [w] = idsAt(s, 'washington');
    const [k] = idsAt(s, 'kentucky');
    const one = applyAction(s, { type: 'card-action', card: 'U27', moves: [{ unit: w!, to: 'harpers-ferry' }] });
    expect(decision(one)).toMatchObject({ kind: 'rail-movement', side: 'union' });
    expect(all(one, 'rail-move').some((a) => a.move === null)).toBe(true);
    expect(all(one, 'rail-move').every((a) => a.move === null || a.move.unit !== w)).toBe(true);
    const both = applyAction(s, { type: 'card-action', card: 'U27', moves: [{ unit: w!, to: 'harpers-ferry' }, { unit: k!, to: 'cairo' }] });
    expect(decision(both)).toMatchObject({ kind: 'action', actionsTaken: 1 });
    expect(idsAt(both, 'cairo')).toEqual([k]);
  });

  it('X10 Paper Money deploys one or two units, each placed as R6.1.1: no port deployment through it', () => {
    const s = game({ units: [], control: { 'fort-monroe': 'union' }, hands: { union: ['U26', 'U09', 'U06'] } });
    expectRefused(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U09', location: 'fort-monroe', half: 'lower' }] }, 'R5.8'); // out of supply: no port deployment (R6.1.2) waives it here
    expect(all(s, 'card-action', (a) => (a.deploys ?? []).some((d) => d.location === 'fort-monroe'))).toEqual([]);
    const one = applyAction(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U09', location: 'washington', half: 'upper' }] });
    expect(at(one, 'washington', 'union')).toHaveLength(1);
    expect(hand(one, 'union')).toEqual(['U06']);
  });

  it('X11 a ship or politician may be deployed with its marker at the end of the track; the marker stays', () => {
    const s = game({ units: [], blockade: 5, europe: 0, hands: { union: ['U17', 'U01', 'U21', 'U02', 'U03'] } });
    expect(all(s, 'deploy', (a) => a.card === 'U17').length).toBeGreaterThan(0);
    let t = applyAction(s, { type: 'deploy', card: 'U17', payment: ['U01'] });
    expect(blockadeSpace(t)).toBe(5);
    expect(t.cards.union.removed).toEqual(['U17']);
    t = applyAction(t, { type: 'deploy', card: 'U21', payment: ['U02', 'U03'] });
    expect(europeSpace(t)).toBe(0);
  });

  it('X12 the attacker\'s forts never fight', () => {
    const s = game({
      active: 'confederate',
      units: [army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 1, 'lower'), fort('manassas', 'lower')],
      hands: { confederate: ['C38'], union: ['U30'] },
    });
    const t = play(s, { type: 'declare-attack', location: 'manassas' }, { type: 'attacker-card', card: 'C38' });
    expect(t.combat!.attackerUnits).toEqual(idsAt(s, 'manassas', 'confederate', 'army'));
    const r = applyAction(t, { type: 'stand', card: 'U30', benefits: [] });
    expect(revealed(t, r).attackerStrength).toBe(1 + 5);
  });

  it('X13 casualties are chosen attacker first, then defender', () => {
    const s = game({
      active: 'confederate',
      units: [army('confederate', 'nashville', 3), army('confederate', 'nashville', 1), army('union', 'kentucky', 2), army('union', 'kentucky', 1)],
      hands: { confederate: ['C01', 'C38'], union: [] },
    });
    let t = play(s, find(s, 'move', (a) => a.to === 'kentucky' && a.units.length === 2 && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
    t = applyAction(t, find(t, 'stand'));
    expect(decision(t)).toMatchObject({ side: 'confederate', kind: 'casualties', count: 1 });
    t = applyAction(t, find(t, 'casualties'));
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'casualties', count: 1 });
  });

  it('X14 free actions are played on one\'s own turn, also after the two actions', () => {
    const s = game({ active: 'confederate', actionsTaken: 2, hands: { confederate: ['C26'] } });
    expect(all(s, 'free-action')).toHaveLength(1);
    const t = applyAction(s, { type: 'free-action', card: 'C26' });
    expect(hand(t, 'confederate')).toHaveLength(3);
    expect(decision(t)).toMatchObject({ kind: 'action', mayEndTurn: true });
    // Not on the opponent's turn.
    const u = game({ hands: { confederate: ['C26'] } });
    expectRefused(u, { type: 'free-action', card: 'C26' }, 'R11.1');
  });

  it('X15 several Benefit cards may be played in one battle; Reinforcements may serve as High Ground', () => {
    const s = game({
      units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'chattanooga', 2)],
      hands: { union: ['U30', 'U41'], confederate: ['C30', 'C36', 'C37', 'C06'] },
    });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville'), { type: 'attacker-card', card: 'U41' });
    const chat = idsAt(t, 'chattanooga')[0]!;
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [{ card: 'C30', kind: 'high-ground' }, { card: 'C36', kind: 'high-ground' }, { card: 'C37', kind: 'reinforcements', unit: chat }] });
    const res = revealed(t, r);
    expect(res.defenderTerms['high-ground']).toBe(4);
    expect(res.defenderTerms.reinforcements).toBe(2);
    expect(res.defenderStrength).toBe(1 + 2 + 4 + 2);
    let end = r;
    while (end.combat) end = applyAction(end, legalActions(end)[0]!);
    expect(end.cards.confederate.discard.sort()).toEqual(['C06', 'C30', 'C36', 'C37']);
  });

  it('X16 decisions that hang on a hidden hand are asked even with one choice; public forced ones are made by the engine', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1)], hands: { union: ['U30', 'U35'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'));
    // One card left: still asked, since playing it is the attacker's secret.
    expect(decision(t)).toMatchObject({ kind: 'attacker-card', side: 'union' });
    expect(legalActions(t)).toHaveLength(1);
    // The defender with an empty hand still has a real choice (stand or withdraw): asked.
    const u = applyAction(t, { type: 'attacker-card', card: 'U35' });
    expect(decision(u)).toMatchObject({ kind: 'defender-response' });
    // Casualties with one possible pick and the lone survivor's only way home are made by the engine.
    const r = applyAction(u, { type: 'stand', card: null, benefits: [] });
    expect(r.combat).toBeNull();
    expect(decision(r)).toMatchObject({ kind: 'action', side: 'union' });
  });

  it('X16 E6: a beaten naval attacker whose sea route is shut (Washington contested) is eliminated by the engine, not asked', () => {
    const s = game({
      units: [
        army('union', 'washington', 1, 'upper'), army('confederate', 'washington', 1, 'lower'),
        army('confederate', 'savannah', 3), army('union', 'new-orleans', 1), army('union', 'new-orleans', 1),
      ],
      control: { 'new-orleans': 'union' },
      hands: { union: ['U06', 'U07', 'U01', 'U08', 'U30'] },
    });
    const armies = idsAt(s, 'new-orleans', 'union');
    const t = play(s,
      { type: 'naval-move', cards: ['U06', 'U07'], moves: armies.map((unit) => ({ unit, from: 'new-orleans' })), to: 'savannah' },
      { type: 'attacker-card', card: 'U01' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r)).toMatchObject({ winner: 'confederate', losses: { union: 1 } });
    // The Union still holds a naval card (U08), but E6 shuts the sea to a contested Washington:
    // elimination is the only choice, public, so the engine makes it (X16).
    expect(hand(r, 'union')).toContain('U08');
    expect(r.combat).toBeNull();
    expect(decision(r)).toMatchObject({ kind: 'action', side: 'union' });
    expect(at(r, 'savannah', 'union')).toEqual([]);
    expect(r.lastBattle!.lost.union).toBe(2);
  });

  it('X17 the capital checks at the end of a turn come before the refill, whose reshuffle may end the game', () => {
    const s = game({ units: [army('confederate', 'washington', 3)], actionsTaken: 2, drawPiles: { union: [] } });
    expect(winner(applyAction(s, { type: 'end-turn' }))).toMatchObject({ rule: 'R12.2' });
  });

  it('X18 an army brought by Reinforcements counts as a counter for casualties and retreats with the defenders', () => {
    const s = game({
      units: [army('union', 'kentucky', 3), army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'chattanooga', 2)],
      hands: { union: ['U30', 'U41'], confederate: ['C36'] },
    });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.units.length === 2 && a.card === 'U30'), { type: 'attacker-card', card: 'U41' });
    const chat = idsAt(t, 'chattanooga')[0]!;
    let r = applyAction(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit: chat }] });
    // 6 + 4 = 10 against 1 + 2 = 3: two defending counters, so the Confederates lose 1 and the Union 1.
    expect(revealed(t, r)).toMatchObject({ winner: 'union', losses: { union: 1, confederate: 1 } });
    while (decision(r)?.kind === 'casualties' && decision(r)!.side === 'union') r = applyAction(r, find(r, 'casualties'));
    expect(decision(r)).toMatchObject({ side: 'confederate', kind: 'casualties', count: 1 });
    const one = idsAt(r, 'nashville', 'confederate').find((id) => id !== chat)!;
    r = applyAction(r, { type: 'casualties', units: [one] });
    expect(decision(r)).toMatchObject({ side: 'confederate', kind: 'retreat' });
    r = applyAction(r, { type: 'retreat', moves: [{ unit: chat, to: 'fort-henry-donelson' }] });
    expect(idsAt(r, 'fort-henry-donelson')).toEqual([chat]);
  });

  it('X19 a long move\'s attack comes from the last location passed (its link\'s modifier applies)', () => {
    const s = game({ units: [army('union', 'harrisburg', 3), army('confederate', 'manassas', 1)], hands: { union: ['U30', 'U35'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'harrisburg' && a.to === 'manassas' && a.card === 'U30'));
    expect(t.combat).toMatchObject({ from: 'washington', mode: 'rail' });
    const u = applyAction(t, { type: 'attacker-card', card: 'U35' });
    const r = applyAction(u, { type: 'stand', card: null, benefits: [] });
    expect(revealed(u, r).defenderTerms['rail-modifier']).toBe(1);
  });

  it('X20 during a battle both sides stand in the attacked half; the invariants hold throughout', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 2, 'lower')], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'nashville'));
    expect(new Set(at(t, 'nashville').map((u) => u.half))).toEqual(new Set(['upper']));
    expect(invariantViolations(t)).toEqual([]);
    const r = play(t, { type: 'attacker-card', card: 'U35' }, { type: 'stand', card: 'C06', benefits: [] });
    expect(invariantViolations(r)).toEqual([]);
  });
});

describe('X23: a game that ends during a battle already fought leaves its armies as they stood', () => {
  /** The fuzzer's game of seed 1476179751 (open discards, E16), its random choices replayed. */
  function fuzzedGame(): GameState {
    const seed = 1476179751;
    const r = mulberry32(seed);
    let s = newGame({ seed, variants: { passThroughContested: false, openDiscards: true } });
    r(); // the fuzzer's round-trip point
    while (decision(s)) {
      const actions = legalActions(s);
      const probe = actions[Math.floor(r() * actions.length)]!;
      if (Object.keys(probe).some((k) => k !== 'type')) { r(); r(); } // the fuzzer's malformed copy
      s = applyAction(s, actions[Math.floor(r() * actions.length)]!);
    }
    return s;
  }

  it('R12.1 X20 X23: Reinforcements leave Harpers Ferry, the Europe marker ends the game, and the final position reopens', () => {
    const s = fuzzedGame();
    expect(s.winner?.rule).toBe('R12.1');
    expect(s.combat).toBeNull();
    const atWashington = s.units.filter((u) => u.location === 'washington');
    expect(new Set(atWashington.map((u) => u.side)).size).toBe(2);
    expect(new Set(atWashington.map((u) => u.half)).size).toBe(1);
    expect(invariantViolations(s)).toEqual([]);
    expect(deserialize(serialize(s))).toEqual(s);
  });
});

describe('X24: Rail Movement passes through a contested location only under E1, as a long move does', () => {
  // Kentucky contested, the Union in its lower half, whose links reach Nashville and Knoxville;
  // Chattanooga held by a Confederate army closes the other way round.
  const position = {
    units: [
      army('union', 'nashville', 2), army('union', 'kentucky', 1, 'lower'), army('confederate', 'kentucky', 1, 'upper'),
      army('confederate', 'chattanooga', 1),
    ],
    hands: { union: ['U27'] },
  };
  const railTargets = (s: GameState) =>
    new Set(all(s, 'card-action', (a) => a.card === 'U27').flatMap((a) => (a.moves ?? []).filter((m) => idsAt(s, 'nashville').includes(m.unit)).map((m) => m.to)));

  it('X24 by default (the FAQ, E1) the Nashville army cannot pass through contested Kentucky to Knoxville', () => {
    const s = game(position);
    expect(railTargets(s)).toEqual(new Set(['fort-henry-donelson']));
    // Refused under E1, the setting to blame, as a long move is (QA: it said "an enemy-occupied location").
    const err = expectRefused(s, { type: 'card-action', card: 'U27', moves: [{ unit: idsAt(s, 'nashville')[0]!, to: 'knoxville' }] }, 'E1');
    expect(err.key).toBe('ruleError.no-rail-path-blocked');
  });

  it('X24 with the E1 variant it passes through Kentucky\'s Union half, in and out, and takes Knoxville (R11.5)', () => {
    const s = game(position, { passThroughContested: true });
    expect(railTargets(s)).toEqual(new Set(['fort-henry-donelson', 'knoxville']));
    const [n] = idsAt(s, 'nashville');
    const t = applyAction(s, { type: 'card-action', card: 'U27', moves: [{ unit: n!, to: 'knoxville' }] });
    expect(idsAt(t, 'knoxville')).toEqual([n]);
    expect(controller(t, 'knoxville')).toBe('union');
    expect(t.combat).toBeNull();
  });
});

describe('X24: Rail Movement never ends in a contested location', () => {
  it('X24 with the E1 variant too, Rail Movement may not stop in its own half of contested Richmond (R11.5: no enemy-occupied location)', () => {
    const s = game({ units: [army('union', 'washington'), army('union', 'richmond', 1, 'upper'), army('confederate', 'richmond', 1, 'lower')], control: { manassas: 'union' }, hands: { union: ['U27'] } }, { passThroughContested: true });
    const mover = idsAt(s, 'washington')[0]!;
    const err = expectRefused(s, { type: 'card-action', card: 'U27', moves: [{ unit: mover, to: 'richmond' }] }, 'R11.5');
    expect(err.key).toBe('ruleError.rail-enemy-occupied');
    // A long move may end there, joining its own half (E7).
    expect(all(s, 'move', (a) => a.from === 'washington' && a.to === 'richmond').length).toBeGreaterThan(0);
  });
});

describe('X25: an attacker who left a contested location and lost returns there (R9.2)', () => {
  it('X25 the Union leaves contested Kentucky by its lower half, loses at Nashville, and returns to Kentucky\'s lower half: contested again', () => {
    const s = game({
      units: [
        army('union', 'kentucky', 1, 'lower'), army('union', 'kentucky', 1, 'lower'), army('confederate', 'kentucky', 1, 'upper'),
        army('confederate', 'nashville', 3), army('confederate', 'nashville', 3), army('confederate', 'nashville', 3),
      ],
      hands: { union: ['U30', 'U41'] },
    });
    const move = find(s, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville' && a.units.length === 2 && a.card === 'U30');
    const moved = applyAction(s, move);
    // Leaving hands Kentucky to the Confederacy, its sole occupant (R5.6)…
    expect(controller(moved, 'kentucky')).toBe('confederate');
    let t = applyAction(moved, { type: 'attacker-card', card: 'U41' });
    if (decision(t)?.kind === 'defender-response') t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    while (t.combat && decision(t)) t = applyAction(t, legalActions(t)[0]!);
    // …yet the losing attacker returns to the location he attacked from (R9.2), by the half its link enters.
    expect(t.combat).toBeNull();
    expect(at(t, 'kentucky', 'union').map((u) => u.half)).toEqual(['lower']);
    expect(isContested(t, 'kentucky')).toBe(true);
    expect(invariantViolations(t)).toEqual([]);
  });
});

describe('X25 R9.2 R9.4: a beaten rail attacker whose return half now holds enemy units has no retreat', () => {
  // The auditor's case: the Union leaves Chattanooga whole to attack Nashville's lower half (E7); the
  // defending army withdraws into Chattanooga's upper half (R8.3), the half the attackers' link
  // enters there; the fort fights alone (E10) and wins.
  const start = () => game({
    active: 'union',
    units: [
      army('union', 'nashville', 1, 'upper'), army('confederate', 'nashville', 1, 'lower'), fort('nashville', 'lower'),
      army('union', 'chattanooga', 1, 'upper'), army('union', 'chattanooga', 1, 'upper'), army('confederate', 'chattanooga', 1, 'lower'),
    ],
    hands: { union: ['U01', 'U02'], confederate: ['C01'] },
  });

  it('X25 R9.2 R9.4 E8: the survivor is eliminated, the position stays sound, and the Europe marker counts it', () => {
    const s = start();
    let t = applyAction(s, find(s, 'move', (a) => a.from === 'chattanooga' && a.to === 'nashville' && a.units.length === 2 && a.card === 'U01'));
    expect(t.combat).toMatchObject({ from: 'chattanooga', mode: 'rail', half: 'lower' });
    expect(controller(t, 'chattanooga')).toBe('confederate');
    t = applyAction(t, { type: 'attacker-card', card: 'U02' });
    const defender = idsAt(t, 'nashville', 'confederate', 'army')[0]!;
    t = applyAction(t, { type: 'withdraw', moves: [{ unit: defender, to: 'chattanooga' }] });
    expect(at(t, 'chattanooga', 'confederate').map((u) => u.half).sort()).toEqual(['lower', 'upper']);
    // A save during the forts' battle loads: nothing is wrong yet.
    expect(deserialize(serialize(t))).toEqual(t);
    const europe = europeSpace(t);
    // E3: the Union's empty hand plays no card; the fort (3) beats two 1-strength armies (2).
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(r.lastBattle).toMatchObject({ result: { winner: 'confederate', losses: { union: 1 } } });
    // No half to return to (R9.1): the survivor is eliminated (R9.4), not put beside the enemy.
    expect(r.combat).toBeNull();
    expect(at(r, 'chattanooga', 'union')).toEqual([]);
    expect(at(r, 'nashville', 'union').map((u) => u.half)).toEqual(['upper']);
    expect(r.log.map((e) => e.key)).toContain('no-retreat');
    // E8: one casualty and one army eliminated for lack of retreat, two spaces toward Europe (R7.10).
    expect(r.lastBattle!.lost).toEqual({ union: 2, confederate: 0 });
    expect(europeSpace(r)).toBe(europe + 2);
    expect(invariantViolations(r)).toEqual([]);
    expect(deserialize(serialize(r))).toEqual(r);
  });

  it('X25 R9.2 R9.4: a scenario battle whose origin holds the enemy in the half its link enters ends the same way, in a sound position', () => {
    const link = exitsOf(newGame(), 'nashville').find((e) => e.to === 'kentucky')!;
    const back = link.here;
    const other = back === 'upper' ? 'lower' : 'upper';
    const s = game({
      active: 'confederate',
      units: [
        army('union', 'kentucky', 3, link.toHalf), army('confederate', 'kentucky', 1, link.toHalf), army('confederate', 'kentucky', 1, link.toHalf),
        army('union', 'nashville', 1, back), army('confederate', 'nashville', 1, other),
      ],
      hands: { confederate: [] },
      battle: { location: 'kentucky', attacker: 'confederate', mode: 'rail', from: 'nashville' },
    });
    expect(deserialize(serialize(s))).toEqual(s);
    // E3: the empty hand plays no card; 3 beats 2, one Confederate army survives and has nowhere to go.
    const r = applyAction(s, { type: 'stand', card: null, benefits: [] });
    expect(r.lastBattle).toMatchObject({ result: { winner: 'union', losses: { confederate: 1, union: 0 } }, lost: { confederate: 2 } });
    expect(r.combat).toBeNull();
    expect(at(r, 'kentucky', 'confederate')).toEqual([]);
    expect(at(r, 'nashville', 'confederate').map((u) => u.half)).toEqual([other]);
    expect(invariantViolations(r)).toEqual([]);
    expect(deserialize(serialize(r))).toEqual(r);
  });
});

describe('X26: casualties are a public decision, the only one', () => {
  it('X26 R7.7 isPublicDecision holds exactly at casualties, whose answers name no card and do not change with the decider\'s hand', () => {
    let casualties = 0;
    let others = 0;
    let handDependent = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const r = mulberry32(seed);
      let s = newGame({ seed });
      while (decision(s)) {
        const d = decision(s)!;
        const actions = legalActions(s);
        expect(isPublicDecision(s)).toBe(d.kind === 'casualties');
        if (d.kind === 'casualties') {
          casualties++;
          for (const a of actions) expect(Object.keys(a).sort()).toEqual(['type', 'units']);
          // The same answers whatever the decider holds: an empty hand, or the other side's cards.
          for (const hand of [[], s.cards[opponent(d.side)].hand]) {
            const other: GameState = { ...s, cards: { ...s.cards, [d.side]: { ...s.cards[d.side], hand } } };
            expect(legalActions(other)).toEqual(actions);
          }
        } else if (others++ < 40) {
          // The control: the same swap does change what a hand answers (here, the first decisions of each game).
          const emptied: GameState = { ...s, cards: { ...s.cards, [d.side]: { ...s.cards[d.side], hand: [] } } };
          if (JSON.stringify(legalActions(emptied)) !== JSON.stringify(actions)) handDependent++;
        }
        s = applyAction(s, actions[Math.floor(r() * actions.length)]!);
      }
      expect(isPublicDecision(s)).toBe(false); // the game is over: no decision at all
    }
    expect(casualties).toBeGreaterThan(10);
    expect(others).toBeGreaterThan(casualties);
    expect(handDependent).toBeGreaterThan(10);
  });
});

describe('X27–X28: a sea escape from a contested port; Reinforcements in the forts\' battle', () => {
  it('X27 a Union army in the upper half of contested Savannah may not sail (X3) but may withdraw by sea (E6)', () => {
    // Savannah's harbour is its lower half, held by the Confederates.
    const s = game({ active: 'confederate', units: [army('union', 'savannah', 2, 'upper'), army('confederate', 'savannah', 3, 'lower')], hands: { union: ['U06'], confederate: ['C38'] } });
    const t = play(s, { type: 'declare-attack', location: 'savannah' }, { type: 'attacker-card', card: 'C38' });
    const unit = idsAt(t, 'savannah', 'union')[0]!;
    expect(isLegal(t, { type: 'withdraw', moves: [{ unit, to: 'washington' }], navalCard: 'U06' })).toBe(true);
    const r = applyAction(t, { type: 'withdraw', moves: [{ unit, to: 'washington' }], navalCard: 'U06' });
    expect(at(r, 'washington', 'union').map((u) => u.id)).toEqual([unit]);
    // The same army on the Union's own turn: no naval move from that half (X3).
    const own = game({ units: [army('union', 'savannah', 2, 'upper'), army('confederate', 'savannah', 3, 'lower')], hands: { union: ['U06'] } });
    expectRefused(own, { type: 'naval-move', cards: ['U06'], moves: [{ unit: idsAt(own, 'savannah', 'union')[0]!, from: 'savannah' }], to: 'new-orleans' }, 'X3');
  });

  it('X28 Reinforcements join the forts\' battle after a withdrawal (E10), from another location only (R11.6)', () => {
    // Manassas: a Confederate army and a fort in the upper half, where the Washington link enters; Front Royal is linked.
    const s = game({ units: [army('union', 'washington', 3), army('confederate', 'manassas', 2), fort('manassas'), army('confederate', 'front-royal', 3)], hands: { union: ['U30', 'U35', 'U31'], confederate: ['C36'] } });
    let t = play(s, find(s, 'move', (a) => a.from === 'washington' && a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    t = applyAction(t, find(t, 'withdraw')); // into the lower half (R8.2)
    t = applyAction(t, { type: 'attacker-card', card: 'U31' });
    expect(t.combat).toMatchObject({ fortBattle: true });
    const from = idsAt(t, 'front-royal', 'confederate')[0]!;
    const withdrawn = idsAt(t, 'manassas', 'confederate', 'army')[0]!;
    expect(isLegal(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit: from }] })).toBe(true);
    expectRefused(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit: withdrawn }] }, 'R11.6');
    const r = applyAction(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit: from }] });
    expect(revealed(t, r).defenderTerms).toMatchObject({ forts: 3, reinforcements: 3 });
  });

  it('X28 an army that withdrew from a contested location to a linked one may come back as Reinforcements', () => {
    const s = game({ units: [army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 2, 'lower'), fort('manassas', 'lower')], hands: { union: ['U35', 'U31'], confederate: ['C36'] } });
    let t = play(s, { type: 'declare-attack', location: 'manassas' }, { type: 'attacker-card', card: 'U35' });
    const unit = idsAt(t, 'manassas', 'confederate', 'army')[0]!;
    t = applyAction(t, find(t, 'withdraw', (a) => a.moves[0]!.to === 'front-royal'));
    t = applyAction(t, { type: 'attacker-card', card: 'U31' });
    expect(isLegal(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit }] })).toBe(true);
  });
});

describe('X29–X32: free draws, Rail Movement beside forts, port deployment halves, free actions inside an action (card audit)', () => {
  it('X29 R11.1: Blockade Runner is discarded before its draw, so a reshuffle during the draw takes it back into the hand', () => {
    const rest = Array.from({ length: 50 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`).filter((c) => c !== 'C26' && c !== 'C01');
    const s = game({ active: 'confederate', hands: { confederate: ['C26'] }, drawPiles: { confederate: ['C01'] }, removed: { confederate: rest as never[] }, reshuffles: { confederate: 2 } });
    const t = applyAction(s, { type: 'free-action', card: 'C26' });
    expect([...hand(t, 'confederate')].sort()).toEqual(['C01', 'C26']);
    expect(t.cards.confederate.discard).toEqual([]);
    expect(t.log.slice(s.log.length).map((e) => e.key)).toEqual(['free-action', 'reshuffle', 'draw-stops', 'draw']);
    expect(t.actionsTaken).toBe(0);
  });

  it('X29 R11.2: the Cavalry Raid that cancels a raid is discarded before its replacement is drawn, so a reshuffle then takes it back (audit)', () => {
    const rest = Array.from({ length: 69 }, (_, i) => `U${String(i + 1).padStart(2, '0')}`).filter((c) => c !== 'U51');
    // Richmond's 3 VP carry the Union past its first reshuffle (R4.3), which this draw makes on the Confederate turn.
    const s = game({ active: 'confederate', control: { richmond: 'union' }, hands: { confederate: ['C27'], union: ['U51'] }, drawPiles: { union: [] }, removed: { union: rest as never[] } });
    const t = applyAction(s, { type: 'card-action', card: 'C27' });
    const r = applyAction(t, { type: 'cavalry-raid-response', card: 'U51' });
    expect(hand(r, 'union')).toEqual(['U51']);
    expect(r.cards.union.discard).toEqual([]);
    // The Union's first reshuffle: its VP check (R4.3) and pile I added (R4.1), then the draw.
    expect(r.log.slice(t.log.length).map((e) => e.key)).toEqual(['raid-cancelled', 'reshuffle-check', 'reshuffle-added', 'draw']);
    expect(winner(r)).toBeNull();
  });

  it('X30 R11.5: Rail Movement never enters a location holding only enemy forts, which a move may enter beside them (X2)', () => {
    const s = game({ units: [army('union', 'washington', 2), fort('manassas', 'lower')], hands: { union: ['U27', 'U01'] } });
    const unit = idsAt(s, 'washington', 'union')[0]!;
    expect(all(s, 'card-action', (a) => JSON.stringify(a).includes('manassas'))).toEqual([]);
    expect(expectRefused(s, { type: 'card-action', card: 'U27', moves: [{ unit, from: 'washington', to: 'manassas' }] } as never, 'R11.5').message).toMatch(/enemy-occupied/);
    const moved = applyAction(s, find(s, 'move', (a) => a.to === 'manassas' && a.card === 'U01'));
    expect(isContested(moved, 'manassas')).toBe(true);
    expect(moved.combat ?? null).toBeNull();
  });

  it('X31 R6.1.2: a port deployment may place its army in either half of the port', () => {
    const s = game({ units: [army('union', 'washington', 2)], control: { 'fort-monroe': 'union' }, hands: { union: ['U01', 'U02', 'U06'] } });
    const halves = new Set(all(s, 'deploy', (a) => a.navalCard !== undefined && a.location === 'fort-monroe').map((a) => a.half));
    expect(halves).toEqual(new Set(['upper', 'lower']));
    for (const half of ['upper', 'lower'] as const) {
      const t = applyAction(s, find(s, 'deploy', (a) => a.navalCard !== undefined && a.location === 'fort-monroe' && a.half === half));
      expect(at(t, 'fort-monroe', 'union').map((u) => u.half)).toEqual([half]);
    }
  });

  it('X32 R3.1: no free action between Paper Money\'s two deploys; it is offered again once the action is complete (X14)', () => {
    const s = game({ units: [army('union', 'washington', 2)], hands: { union: ['U26', 'U01', 'U02', 'U24'] } });
    const t = applyAction(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U01', location: 'washington', half: 'upper' }] });
    expect(decision(t)).toMatchObject({ kind: 'second-deploy' });
    expect(all(t, 'free-action')).toEqual([]);
    const err = expectRefused(t, { type: 'free-action', card: 'U24' }, 'X32');
    expect(err.key).toBe('ruleError.free-action-inside');
    expect(whyNot(t, { type: 'free-action', card: 'U24' })).toMatchObject({ rule: 'X32', key: 'ruleError.free-action-inside' });
    expect(whyNot(t, { type: 'free-action' })).toMatchObject({ rule: 'X32', key: 'ruleError.free-action-inside' });
    const done = applyAction(t, { type: 'second-deploy', deploy: null });
    expect(all(done, 'free-action').map((a) => a.card)).toEqual(['U24']);
  });

  it('X9 R11.4 R11.5: Paper Money with no deploy and Rail Movement with no move are no action', () => {
    const s = game({ units: [army('union', 'washington', 2)], hands: { union: ['U26', 'U27', 'U01'] } });
    expectRefused(s, { type: 'card-action', card: 'U26', deploys: [] }, 'R11.4');
    expectRefused(s, { type: 'card-action', card: 'U27', moves: [] } as never, 'R11.5');
    expect(all(s, 'card-action', (a) => (a.deploys !== undefined && a.deploys.length === 0) || (a.moves !== undefined && a.moves.length === 0))).toEqual([]);
  });
});

describe('X33–X36: link modifiers at either end, declared attacks, the winner\'s cap, the Europe track\'s order (audit)', () => {
  it('X33 R5.2 R7.5: the Manassas link\'s +1 helps a Confederate defender of Washington attacked from Manassas, the link\'s other end', () => {
    const s = game({
      units: [army('union', 'manassas', 3), army('confederate', 'washington', 1)],
      control: { manassas: 'union' },
      hands: { union: ['U30', 'U31'] },
    });
    const t = play(s, find(s, 'move', (a) => a.from === 'manassas' && a.to === 'washington' && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
    expect(t.combat).toMatchObject({ location: 'washington', from: 'manassas', mode: 'rail' });
    const res = revealed(t, applyAction(t, { type: 'stand', card: null, benefits: [] }));
    expect(res.defenderTerms['rail-modifier']).toBe(1);
    expect(res.defenderStrength).toBe(2);
  });

  it('X33 R5.2 R7.5: the Cumberland Gap helps a Confederate defender at either end, Knoxville or Kentucky', () => {
    for (const [from, to] of [['kentucky', 'knoxville'], ['knoxville', 'kentucky']] as const) {
      const s = game({
        units: [army('union', from, 3), army('confederate', to, 1)],
        control: { [from]: 'union' },
        hands: { union: ['U30', 'U31'] },
      });
      const t = play(s, find(s, 'move', (a) => a.from === from && a.to === to && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
      expect(revealed(t, applyAction(t, { type: 'stand', card: null, benefits: [] })).defenderTerms['rail-modifier']).toBe(1);
    }
  });

  it('X34 R6.4: a declared attack is made by all the attacker\'s armies in the location; none can be left out', () => {
    const s = game({
      units: [army('union', 'manassas', 1, 'upper'), army('union', 'manassas', 2, 'upper'), army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 3, 'lower')],
      hands: { union: ['U30'] },
    });
    expect(all(s, 'declare-attack')).toEqual([{ type: 'declare-attack', location: 'manassas' }]);
    const t = applyAction(s, { type: 'declare-attack', location: 'manassas' });
    expect([...t.combat!.attackerUnits].sort()).toEqual(idsAt(s, 'manassas', 'union').sort());
    expect(at(t, 'manassas', 'union')).toHaveLength(3);
    // The action names a location, never armies: an action naming one of them still attacks with all three.
    const some = applyAction(s, { type: 'declare-attack', location: 'manassas', units: [idsAt(s, 'manassas', 'union')[0]!] } as never);
    expect(some.combat!.attackerUnits).toHaveLength(3);
  });

  it('X35 R7.7 E11: the winner\'s cap counts the loser\'s casualties, not the forts eliminated after them', () => {
    const s = game({
      units: [
        army('union', 'washington', 3), army('union', 'washington', 3), army('union', 'washington', 3), army('union', 'washington', 3),
        army('confederate', 'manassas', 1, 'upper'), fort('manassas', 'upper'),
      ],
      hands: { union: ['U30', 'U31'] },
    });
    const t = play(s, find(s, 'move', (a) => a.to === 'manassas' && a.units.length === 4 && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // 4 Union counters beat 2: the Confederacy loses 1, the Union min(2, 1) = 1 (R7.7).
    expect(revealed(t, r)).toMatchObject({ winner: 'union', losses: { confederate: 1, union: 1 } });
    while (decision(r)?.kind === 'casualties' && decision(r)!.side === 'union') r = applyAction(r, find(r, 'casualties'));
    r = applyAction(r, { type: 'casualties', units: idsAt(r, 'manassas', 'confederate', 'army') });
    // The fort left is eliminated (E11): the Confederacy lost 2, the Union still 1, not 2.
    expect(r.combat).toBeNull();
    expect(r.lastBattle!.lost).toEqual({ confederate: 2, union: 1 });
    expect(at(r, 'manassas', 'union')).toHaveLength(3);
  });

  it('X35 R7.7 R9.4: the winner\'s cap counts the loser\'s casualties, not the units eliminated for lack of retreat', () => {
    const s = game({
      units: [
        army('union', 'washington', 1, 'upper'), army('confederate', 'washington', 1, 'lower'),
        army('union', 'new-orleans', 1), army('union', 'new-orleans', 1), army('union', 'new-orleans', 1),
        army('confederate', 'savannah', 1, 'lower'), army('confederate', 'savannah', 1, 'lower'), army('confederate', 'savannah', 1, 'lower'),
        army('confederate', 'savannah', 1, 'lower'), army('confederate', 'savannah', 1, 'lower'), fort('savannah', 'lower'),
      ],
      control: { 'new-orleans': 'union' },
      hands: { union: ['U06', 'U07', 'U08', 'U01'] },
    });
    const armies = idsAt(s, 'new-orleans', 'union');
    const t = play(s,
      { type: 'naval-move', cards: ['U06', 'U07', 'U08'], moves: armies.map((unit) => ({ unit, from: 'new-orleans' })), to: 'savannah' },
      { type: 'attacker-card', card: 'U01' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // 6 Confederate counters beat 3: the Union loses 2, the Confederacy min(3, 2) = 2 (R7.7).
    expect(revealed(t, r)).toMatchObject({ winner: 'confederate', losses: { union: 2, confederate: 2 } });
    while (r.combat) r = applyAction(r, legalActions(r)[0]!);
    // The Union's survivor cannot sail to a contested Washington (E6) and is eliminated (R9.4):
    // the Union lost 3; the Confederacy still 2, not 3.
    expect(r.lastBattle!.lost).toEqual({ union: 3, confederate: 2 });
    expect(at(r, 'savannah', 'confederate')).toHaveLength(4);
  });

  it('X36 R7.10 R7.11 E8 E9: control first, then the battle\'s shift: a given-back capture and a Confederate win reach the Europe end', () => {
    // The Union leaves contested Kentucky whole: the Confederacy takes it (E9), 7 → 8.
    const s = game({
      units: [
        army('union', 'kentucky', 1, 'lower'), army('union', 'kentucky', 1, 'lower'), army('union', 'kentucky', 1, 'lower'), army('union', 'kentucky', 1, 'lower'),
        army('confederate', 'kentucky', 1, 'upper'), army('confederate', 'nashville', 3), army('confederate', 'nashville', 3),
      ],
      europe: 7,
      hands: { union: ['U30', 'U01'] },
    });
    const moved = applyAction(s, find(s, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville' && a.units.length === 4 && a.card === 'U30'));
    expect(europeSpace(moved)).toBe(8);
    const t = applyAction(moved, { type: 'attacker-card', card: 'U01' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r)).toMatchObject({ winner: 'confederate', losses: { union: 2 } });
    while (r.combat) r = applyAction(r, legalActions(r)[0]!);
    // The two survivors return to Kentucky (X25): contested, the space is given back (8 → 7), and
    // only then the battle's two counters move it 7 → 9, the Europe end (R12.1). The other order
    // would stop at 9 and lose a step, then fall back to 8.
    expect(r.log.slice(t.log.length).filter((e) => e.key.startsWith('europe')).map((e) => [e.key, e.args.space])).toEqual([
      ['europe-recapture', 7], ['europe-battle', 9],
    ]);
    expect(europeSpace(r)).toBe(9);
    expect(winner(r)).toMatchObject({ side: 'confederate', rule: 'R12.1' });
  });

  it('X36 R7.10 R7.11 E9: a marker stopped at the Union end loses the rest of its move', () => {
    const s = game({
      units: [army('union', 'cincinnati', 3), army('union', 'cincinnati', 3), army('confederate', 'kentucky', 1), army('confederate', 'kentucky', 1)],
      captured: ['kentucky'],
      europe: 1,
      hands: { union: ['U30', 'U31'] },
    });
    const t = play(s, find(s, 'move', (a) => a.from === 'cincinnati' && a.to === 'kentucky' && a.units.length === 2 && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    while (r.combat) r = applyAction(r, legalActions(r)[0]!);
    expect(controller(r, 'kentucky')).toBe('union');
    // Kentucky given back (1 → 0), then the battle's shift toward the Union finds the marker at the
    // end: it stays at 0, and the steps it could not take are lost (no entry for them).
    expect(r.lastBattle!.lost.confederate).toBeGreaterThan(0);
    expect(r.log.slice(t.log.length).filter((e) => e.key.startsWith('europe')).map((e) => [e.key, e.args.space])).toEqual([['europe-recapture', 0]]);
    expect(europeSpace(r)).toBe(0);
  });
});

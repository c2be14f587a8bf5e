/** Withdrawal (R8), retreat (R9) and naval withdrawal/retreat (E6). */
import { applyAction, controller, decision, describeLogEntry, europeSpace, hand, isContested, isLegal, seaEscapeOpen } from '../../src/engine/index';
import type { GameState, LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, logOf, play } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });
const fort = (location: LocationId, half: 'upper' | 'lower' = 'upper') => ({ side: 'confederate' as const, kind: 'fort' as const, location, half });

/** Resolves forced steps (casualties, retreats) with the first legal choice until the combat ends. */
function finish(s: GameState): GameState {
  while (s.combat) {
    const d = decision(s)!;
    s = applyAction(s, find(s, d.kind === 'casualties' ? 'casualties' : 'retreat'));
  }
  return s;
}

/** Union declares an attack in contested Manassas (Union upper, Confederates lower) and plays U35. */
function manassasDeclared(confArmies: (1 | 2 | 3)[], extra: ReturnType<typeof army>[] = [], control: Partial<Record<LocationId, Side>> = {}, confHand: string[] = ['C06']): GameState {
  const s = game({
    units: [army('union', 'manassas', 3, 'upper'), ...confArmies.map((st) => army('confederate', 'manassas', st, 'lower')), ...extra],
    control, hands: { union: ['U35'], confederate: confHand },
  });
  return play(s, { type: 'declare-attack', location: 'manassas' }, { type: 'attacker-card', card: 'U35' });
}

describe('R8 withdrawal', () => {
  it('R8.1 the defender refuses combat after the attacker\'s face-down card; that card is discarded unrevealed', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1)], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'));
    expectRefused(t, { type: 'withdraw', moves: [{ unit: idsAt(t, 'nashville', 'confederate')[0]!, to: 'other-half' }] }, 'R7.2');
    const u = applyAction(t, { type: 'attacker-card', card: 'U35' });
    const w = applyAction(u, find(u, 'withdraw'));
    expect(w.combat).toBeNull();
    expect(logOf(w, 'reveal')).toEqual([]);
    expect(w.cards.union.discard).toEqual(['U30', 'U35']);
    expect(hand(w, 'confederate')).toEqual(['C06']);
    expect(europeSpace(w)).toBe(3);
    // The log says where the card went, without naming it (QA: only the discard pile's count changed).
    const [said] = logOf(w, 'attacker-card-unrevealed');
    expect(said).toMatchObject({ args: { side: 'union' }, rules: ['R8.1'], side: 'union' });
    expect(JSON.stringify(said)).not.toContain('U35');
    expect(describeLogEntry(said!)).toBe('Union forces discard their face-down card unrevealed. (R8.1)');
  });

  it('R8.2 a defender who controlled the whole location withdraws into the other half; it becomes contested', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'nashville', 2)], hands: { union: ['U30', 'U35'] } });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    const ws = all(t, 'withdraw');
    expect(ws).toHaveLength(1);
    expect(ws[0]!.moves.every((m) => m.to === 'other-half')).toBe(true);
    expectRefused(t, { type: 'withdraw', moves: idsAt(t, 'nashville', 'confederate').map((unit) => ({ unit, to: 'chattanooga' as LocationId })) }, 'R8.2');
    t = applyAction(t, ws[0]!);
    expect(at(t, 'nashville', 'confederate').map((u) => u.half)).toEqual(['lower', 'lower']);
    expect(at(t, 'nashville', 'union').map((u) => u.half)).toEqual(['upper']);
    expect(isContested(t, 'nashville')).toBe(true);
    expect(controller(t, 'nashville')).toBeNull();
  });

  it('R8.3 a defender already in one half of a contested location withdraws to a connected location', () => {
    const t = manassasDeclared([2]);
    const dests = new Set(all(t, 'withdraw').flatMap((a) => a.moves.map((m) => m.to)));
    // The Confederate lower half of Manassas links Front Royal and Richmond.
    expect(dests).toEqual(new Set(['front-royal', 'richmond']));
    expectRefused(t, { type: 'withdraw', moves: [{ unit: idsAt(t, 'manassas', 'confederate')[0]!, to: 'other-half' }] }, 'R8.3');
    const w = applyAction(t, find(t, 'withdraw', (a) => a.moves[0]!.to === 'richmond'));
    expect(at(w, 'richmond', 'confederate')).toHaveLength(1);
    expect(controller(w, 'manassas')).toBe('union');
  });

  it('R8.4 withdrawal goes only to controlled locations or halves holding own units, never into an enemy half; armies may split', () => {
    // Front Royal carries a Union flag; Richmond is contested with the Confederates in its upper half (where the link enters).
    const t = manassasDeclared([2, 1], [army('confederate', 'richmond', 1, 'upper'), army('union', 'richmond', 1, 'lower')], { 'front-royal': 'union' });
    const dests = new Set(all(t, 'withdraw').flatMap((a) => a.moves.map((m) => m.to)));
    expect(dests).toEqual(new Set(['richmond']));
    const ids = idsAt(t, 'manassas', 'confederate');
    expectRefused(t, { type: 'withdraw', moves: ids.map((unit) => ({ unit, to: 'front-royal' as LocationId })) }, 'R8.4');
    // Enemy in the half the link enters: no withdrawal there.
    const e = manassasDeclared([2], [army('union', 'richmond', 1, 'upper'), army('confederate', 'richmond', 1, 'lower')], { 'front-royal': 'union' });
    expect(all(e, 'withdraw')).toEqual([]);
    // Splitting between two refuges.
    const sp = manassasDeclared([2, 1]);
    const [a, b] = idsAt(sp, 'manassas', 'confederate');
    const w = applyAction(sp, { type: 'withdraw', moves: [{ unit: a!, to: 'richmond' }, { unit: b!, to: 'front-royal' }] });
    expect(idsAt(w, 'richmond', 'confederate')).toEqual([a]);
    expect(idsAt(w, 'front-royal', 'confederate')).toEqual([b]);
  });

  it('R8.5 forts cannot withdraw', () => {
    const s = game({ units: [army('union', 'kentucky', 3), fort('nashville')], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    expect(all(t, 'withdraw')).toEqual([]);
    expectRefused(t, { type: 'withdraw', moves: [{ unit: idsAt(t, 'nashville', 'confederate')[0]!, to: 'other-half' }] }, 'R8.5');
  });

  it('R8.5 forts left in the attacked half fight the attacker after a withdrawal', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1), fort('nashville')], hands: { union: ['U30', 'U35', 'U31'] } });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    t = applyAction(t, find(t, 'withdraw'));
    expect(t.combat).toMatchObject({ fortBattle: true });
    expect(t.combat!.defenderUnits).toEqual(idsAt(t, 'nashville', 'confederate', 'fort'));
  });

  it('R8.6 naval withdrawal (Union): from a port, one naval-movement card takes the units back to Washington', () => {
    const s = game({
      active: 'confederate',
      units: [army('union', 'savannah', 2), army('union', 'savannah', 1), army('confederate', 'atlanta', 3)],
      control: { savannah: 'union' },
      hands: { confederate: ['C01', 'C38'], union: ['U06', 'U07', 'U30'] },
    });
    let t = play(s, find(s, 'move', (a) => a.from === 'atlanta' && a.to === 'savannah' && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
    const naval = all(t, 'withdraw', (a) => a.navalCard !== undefined && a.moves.every((m) => m.to === 'washington'));
    // U06 and U07 are copies of one row (River Flotilla Troops): listed once, either accepted.
    expect(naval.map((a) => a.navalCard)).toEqual(['U06']);
    expect(isLegal(t, { ...naval[0]!, navalCard: 'U07' })).toBe(true);
    expectRefused(t, { type: 'withdraw', moves: idsAt(t, 'savannah', 'union').map((unit) => ({ unit, to: 'washington' as LocationId })), navalCard: 'U30' }, 'R8.6');
    t = applyAction(t, naval[0]!);
    expect(at(t, 'washington', 'union')).toHaveLength(2); // one card for both armies (E6)
    expect(at(t, 'washington', 'union').every((u) => u.half === 'lower')).toBe(true);
    expect(hand(t, 'union').sort()).toEqual(['U07', 'U30']);
    expect(t.cards.union.discard).toEqual(['U06']);
    expect(controller(t, 'savannah')).toBe('confederate');
  });
});

describe('R9 retreat', () => {
  it('R9.1 a losing defender retreats to connected locations, never the other half, and may split', () => {
    const s = game({
      units: [army('union', 'kentucky', 3), army('union', 'kentucky', 3), ...[1, 1, 1, 1].map(() => army('confederate', 'nashville', 1))],
      hands: { union: ['U30', 'U41'] },
    });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U41' });
    t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(decision(t)).toMatchObject({ side: 'confederate', kind: 'retreat' });
    const moves = all(t, 'retreat');
    const dests = new Set(moves.flatMap((a) => a.moves.map((m) => m.to)));
    expect(dests).toEqual(new Set(['fort-henry-donelson', 'chattanooga']));
    const [a, b] = idsAt(t, 'nashville', 'confederate');
    expectRefused(t, { type: 'retreat', moves: [{ unit: a!, to: 'kentucky' }, { unit: b!, to: 'chattanooga' }] }, 'R9.1');
    expectRefused(t, { type: 'retreat', moves: [{ unit: a!, to: 'other-half' as LocationId }, { unit: b!, to: 'chattanooga' }] }, /R9\.1|contract/);
    const r = applyAction(t, { type: 'retreat', moves: [{ unit: a!, to: 'fort-henry-donelson' }, { unit: b!, to: 'chattanooga' }] });
    expect(idsAt(r, 'fort-henry-donelson')).toEqual([a]);
    expect(idsAt(r, 'chattanooga')).toEqual([b]);
    expect(controller(r, 'nashville')).toBe('union');
  });

  it('R9.1 never along a link entering a half with enemy units; a half with one\'s own units is a refuge', () => {
    const s = game({
      units: [
        army('union', 'kentucky', 3), army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'nashville', 1),
        // Chattanooga: Union in the upper half, where the Nashville link enters.
        army('union', 'chattanooga', 1, 'upper'), army('confederate', 'chattanooga', 1, 'lower'),
        // Fort Henry & Donelson: Confederates in the lower half, where the Nashville link enters.
        army('union', 'fort-henry-donelson', 1, 'upper'), army('confederate', 'fort-henry-donelson', 1, 'lower'),
      ],
      hands: { union: ['U30', 'U41'] },
    });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U41' });
    t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // One survivor, one refuge: the engine retreats it itself (X16).
    expect(t.combat).toBeNull();
    expect(at(t, 'fort-henry-donelson', 'confederate')).toHaveLength(2);
    expect(at(t, 'fort-henry-donelson', 'confederate').every((u) => u.half === 'lower')).toBe(true);
    expect(at(t, 'chattanooga', 'confederate')).toHaveLength(1);
  });

  it('R9.2 a losing attacker returns to the location he attacked from', () => {
    const s = game({ units: [army('union', 'kentucky', 2), army('union', 'kentucky', 1), army('confederate', 'nashville', 3)], hands: { union: ['U30', 'U31'], confederate: ['C38'] } });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30' && a.units.length === 2), { type: 'attacker-card', card: 'U31' });
    t = applyAction(t, { type: 'stand', card: 'C38', benefits: [] });
    t = finish(t);
    expect(at(t, 'kentucky', 'union')).toHaveLength(1);
    expect(at(t, 'nashville', 'union')).toEqual([]);
  });

  it('R9.2 a losing attacker who attacked from inside a contested location retreats to a connected friendly location', () => {
    // Union declares from Manassas' upper half and loses: only the Washington link leaves that half.
    const s = game({
      units: [army('union', 'manassas', 1, 'upper'), army('union', 'manassas', 1, 'upper'), army('confederate', 'manassas', 3, 'lower')],
      hands: { union: ['U31'], confederate: ['C38'] },
    });
    let t = play(s, { type: 'declare-attack', location: 'manassas' }, { type: 'attacker-card', card: 'U31' }, { type: 'stand', card: 'C38', benefits: [] });
    t = finish(t);
    expect(at(t, 'washington', 'union')).toHaveLength(1);
    expect(at(t, 'manassas', 'union')).toEqual([]);
    expect(controller(t, 'manassas')).toBe('confederate');
  });

  it('R9.3 naval retreat: a losing naval attacker pays one naval-movement card to go back to Washington', () => {
    const s = game({
      units: [army('union', 'washington', 2), army('union', 'washington', 1), army('confederate', 'fort-monroe', 3)],
      hands: { union: ['U06', 'U07', 'U08', 'U31'], confederate: ['C38'] },
    });
    const [a, b] = idsAt(s, 'washington');
    let t = play(s,
      { type: 'naval-move', cards: ['U06', 'U07'], moves: [{ unit: a!, from: 'washington' }, { unit: b!, from: 'washington' }], to: 'fort-monroe' },
      { type: 'attacker-card', card: 'U31' },
      { type: 'stand', card: 'C38', benefits: [] });
    while (decision(t)?.kind === 'casualties') t = applyAction(t, find(t, 'casualties'));
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'naval-retreat' });
    expect(all(t, 'retreat').every((x) => x.navalCard === 'U08')).toBe(true);
    t = applyAction(t, find(t, 'retreat'));
    expect(at(t, 'washington', 'union')).toHaveLength(1);
    expect(t.cards.union.discard).toContain('U08');
  });

  it('R9.3 a losing naval attacker who cannot pay is eliminated', () => {
    const s = game({
      units: [army('union', 'washington', 2), army('union', 'washington', 1), army('confederate', 'fort-monroe', 3)],
      hands: { union: ['U06', 'U07', 'U31'], confederate: ['C38'] },
    });
    const [a, b] = idsAt(s, 'washington');
    let t = play(s,
      { type: 'naval-move', cards: ['U06', 'U07'], moves: [{ unit: a!, from: 'washington' }, { unit: b!, from: 'washington' }], to: 'fort-monroe' },
      { type: 'attacker-card', card: 'U31' },
      { type: 'stand', card: 'C38', benefits: [] });
    t = finish(t);
    expect(t.units.filter((u) => u.side === 'union')).toEqual([]);
    expect(europeSpace(t)).toBe(3 + 2); // one casualty, one without a retreat (E8)
  });

  it('R9.4 FAQ: Confederates trapped in Richmond\'s lower half are eliminated when they lose (no retreat)', () => {
    const s = game({
      units: [army('union', 'richmond', 3, 'upper'), army('union', 'richmond', 3, 'upper'), army('confederate', 'richmond', 2, 'lower'), army('confederate', 'richmond', 1, 'lower'), army('confederate', 'richmond', 1, 'lower')],
      hands: { union: ['U35'], confederate: ['C01'] },
    });
    let t = play(s, { type: 'declare-attack', location: 'richmond' }, { type: 'attacker-card', card: 'U35' });
    // Standing is the only choice: every Richmond link enters the upper half, held by the Union.
    expect(all(t, 'withdraw')).toEqual([]);
    t = applyAction(t, { type: 'stand', card: 'C01', benefits: [] });
    // 6 + 3 = 9 against 4 + 1 = 5: the Confederates lose 2 of 3; the survivor has no retreat.
    t = finish(t);
    expect(at(t, 'richmond', 'confederate')).toEqual([]);
    expect(logOf(t, 'no-retreat')).toHaveLength(1);
    expect(controller(t, 'richmond')).toBe('union');
    expect(europeSpace(t)).toBe(0);
  });

  it('R9.4 a unit with no legal retreat is eliminated; forts never retreat', () => {
    // Nashville surrounded: Kentucky is the attacker's, Fort Henry & Donelson and Chattanooga carry Union flags.
    const s = game({
      units: [army('union', 'kentucky', 3), army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'nashville', 1), fort('nashville')],
      control: { 'fort-henry-donelson': 'union', chattanooga: 'union' },
      hands: { union: ['U30', 'U41'] },
    });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.units.length === 2 && a.card === 'U30'), { type: 'attacker-card', card: 'U41' });
    t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    t = finish(t);
    expect(at(t, 'nashville', 'confederate')).toEqual([]);
    expect(controller(t, 'nashville')).toBe('union');
  });
});

describe('E6 naval withdrawal and retreat', () => {
  const portAttack = (control: Partial<Record<LocationId, Side>>, unionHand = ['U06']) => {
    const s = game({
      active: 'confederate',
      units: [army('union', 'savannah', 2), army('confederate', 'atlanta', 3)],
      control: { savannah: 'union', ...control },
      hands: { confederate: ['C01', 'C38'], union: unionHand },
    });
    return play(s, find(s, 'move', (a) => a.from === 'atlanta' && a.to === 'savannah' && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
  };

  it('E6 Washington must be Union controlled to receive a naval withdrawal', () => {
    const t = portAttack({ washington: 'confederate' });
    expect(all(t, 'withdraw', (a) => a.navalCard !== undefined)).toEqual([]);
    expectRefused(t, { type: 'withdraw', moves: [{ unit: idsAt(t, 'savannah', 'union')[0]!, to: 'washington' }], navalCard: 'U06' }, 'E6');
  });

  it('E6 X8 a losing Union defender in a port may retreat by sea, one card for all its armies, and must with no rail refuge', () => {
    const s = game({
      active: 'confederate',
      units: [army('union', 'savannah', 1), army('union', 'savannah', 1), army('union', 'savannah', 1), army('confederate', 'atlanta', 3), army('confederate', 'atlanta', 3)],
      control: { savannah: 'union' },
      hands: { confederate: ['C01', 'C38'], union: ['U06', 'U30'] },
    });
    let t = play(s, find(s, 'move', (a) => a.from === 'atlanta' && a.to === 'savannah' && a.units.length === 2 && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
    t = applyAction(t, { type: 'stand', card: 'U30', benefits: [] });
    while (decision(t)?.kind === 'casualties') t = applyAction(t, find(t, 'casualties'));
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'retreat' });
    const byRail = all(t, 'retreat', (a) => !a.navalCard);
    const bySea = all(t, 'retreat', (a) => a.navalCard === 'U06');
    expect(bySea).toHaveLength(1);
    expect(bySea[0]!.moves).toHaveLength(1);
    // No rail refuge (Atlanta and Richmond are Confederate): the sea is the only retreat, and it is compulsory (X8).
    expect(byRail).toEqual([]);
    // X8 forbids staying (the message names no second id: R9.3 is the sea route, not the refusal).
    expect(expectRefused(t, { type: 'retreat', moves: [] }, 'X8').message).toBe('A naval retreat is possible: play a naval-movement card (X8)');
    const r = applyAction(t, bySea[0]!);
    expect(at(r, 'washington', 'union')).toHaveLength(1);
    expect(r.cards.union.discard).toContain('U06');
  });

  it('E6 seaEscapeOpen: open to the Union in a port with Washington Union-held, shut otherwise, whatever the cards', () => {
    expect(seaEscapeOpen(portAttack({}), 'union')).toBe(true);
    expect(seaEscapeOpen(portAttack({}, ['U30']), 'union')).toBe(true);
    expect(seaEscapeOpen(portAttack({}), 'confederate')).toBe(false);
    expect(seaEscapeOpen(portAttack({ washington: 'confederate' }), 'union')).toBe(false);
    expect(seaEscapeOpen(game({ units: [army('union', 'savannah', 2)], control: { savannah: 'union' } }), 'union')).toBe(false);
  });

  it('E6 naval withdrawal is not offered from Washington itself', () => {
    const s = game({
      active: 'confederate',
      units: [army('union', 'washington', 1), army('confederate', 'manassas', 3)],
      hands: { confederate: ['C01', 'C38'], union: ['U06'] },
    });
    const t = play(s, find(s, 'move', (a) => a.to === 'washington' && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
    expect(all(t, 'withdraw', (a) => a.navalCard !== undefined)).toEqual([]);
    expect(isLegal(t, { type: 'withdraw', moves: [{ unit: idsAt(t, 'washington', 'union')[0]!, to: 'other-half' }] })).toBe(true);
  });
});

describe('the log says where a withdrawal or a retreat went (R8, R9)', () => {
  it('R8.4 a split withdrawal logs one entry per destination, with its armies', () => {
    const sp = manassasDeclared([2, 1]);
    const [a, b] = idsAt(sp, 'manassas', 'confederate');
    const w = applyAction(sp, { type: 'withdraw', moves: [{ unit: a!, to: 'richmond' }, { unit: b!, to: 'front-royal' }] });
    const entries = logOf(w, 'withdraw-to');
    expect(entries.map((e) => e.args)).toEqual([
      { side: 'confederate', location: 'manassas', to: 'richmond', armies: 1 },
      { side: 'confederate', location: 'manassas', to: 'front-royal', armies: 1 },
    ]);
    expect(entries[0]!.rules).toEqual(['R8.1', 'R8.3']);
    expect(describeLogEntry(entries[0]!)).toBe('Confederates withdraw 1 army from Manassas to Richmond. (R8.1, R8.3)');
    expect(logOf(w, 'withdraw')).toEqual([]);
  });

  it('R8.2 a withdrawal into the other half says so', () => {
    const s = game({ units: [army('union', 'kentucky', 3), army('confederate', 'nashville', 1), army('confederate', 'nashville', 2)], hands: { union: ['U30', 'U35'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    const w = applyAction(t, find(t, 'withdraw'));
    const [entry] = logOf(w, 'withdraw-half');
    expect(entry?.args).toEqual({ side: 'confederate', location: 'nashville', armies: 2 });
    expect(describeLogEntry(entry!)).toBe('Confederates withdraw 2 armies into the other half of Nashville. (R8.1, R8.2)');
  });

  it('R9.1 a split retreat logs one entry per destination', () => {
    const s = game({
      units: [army('union', 'kentucky', 3), army('union', 'kentucky', 3), ...[1, 1, 1, 1].map(() => army('confederate', 'nashville', 1))],
      hands: { union: ['U30', 'U41'] },
    });
    let t = play(s, find(s, 'move', (a) => a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U41' });
    t = applyAction(t, { type: 'stand', card: null, benefits: [] });
    const [a, b] = idsAt(t, 'nashville', 'confederate');
    const r = applyAction(t, { type: 'retreat', moves: [{ unit: a!, to: 'fort-henry-donelson' }, { unit: b!, to: 'chattanooga' }] });
    const entries = logOf(r, 'retreat-to');
    expect(entries.map((e) => [e.args.to, e.args.armies])).toEqual([['fort-henry-donelson', 1], ['chattanooga', 1]]);
    expect(describeLogEntry(entries[1]!)).toBe('Confederates retreat 1 army from Nashville to Chattanooga. (R9.1)');
  });

  it('R3.2 ending the turn does not claim a refill: the draw entry says how many cards were drawn, if any', () => {
    const s = game({ hands: { union: ['U35'] } });
    const t = play(s, { type: 'pass' }, { type: 'pass' }, { type: 'end-turn' });
    const [end] = logOf(t, 'end-turn');
    expect(describeLogEntry(end!)).toBe('Union forces end the turn. (R3.2)');
    // The refill is the draw entry, citing the rule that draws (QA: it had no rule badge).
    const [refill] = logOf(t, 'draw');
    expect(describeLogEntry(refill!)).toBe('Union forces draw 5 cards. (R3.2)');
  });

  it('a save\'s log written before destinations were logged still reads ("withdraw", "retreat" without a destination)', () => {
    expect(describeLogEntry({ key: 'withdraw', args: { side: 'confederate', location: 'manassas', armies: 2 }, rules: ['R8.1'], turn: 5 } as GameState['log'][number]))
      .toBe('Confederates withdraw from Manassas. (R8.1)');
    expect(describeLogEntry({ key: 'retreat', args: { side: 'union', location: 'manassas', armies: 2 }, rules: ['R9.2'], turn: 5 } as GameState['log'][number]))
      .toBe('Union forces retreat 2 armies from Manassas. (R9.2)');
  });
});

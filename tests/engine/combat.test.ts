/** Combat (R7) and the rulings on empty hands (E3), the defender's card (E4), the Europe track (E8, E9) and forts (E10, E11). */
import { applyAction, controller, decision, europeSpace, isContested, isLegal, unitsAt, viewFor } from '../../src/engine/index';
import type { GameState, LocationId, Side, StrengthTerm } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, logOf, play, revealed } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });
const fort = (location: LocationId, half: 'upper' | 'lower' = 'upper') => ({ side: 'confederate' as const, kind: 'fort' as const, location, half });

/** A term's value in a strength list (0 when absent). */
const term = (terms: StrengthTerm[], name: StrengthTerm['term']) => terms.filter((t) => t.term === name).reduce((s, t) => s + t.value, 0);

/** Union armies at Kentucky attack Nashville (link 18, no modifier) with U30; returns the state at the attacker's card. */
function kentuckyAttack(union: (1 | 2 | 3)[], confUnits: ReturnType<typeof army | typeof fort>[], hands: { union?: string[]; confederate?: string[] } = {}): GameState {
  const s = game({
    units: [...union.map((st) => army('union', 'kentucky', st)), ...confUnits],
    hands: { union: ['U30', ...(hands.union ?? [])], confederate: hands.confederate ?? [] },
  });
  return applyAction(s, { type: 'move', card: 'U30', from: 'kentucky', to: 'nashville', units: idsAt(s, 'kentucky', 'union') });
}

describe('R7 combat', () => {
  it('R7.1 the attacker stands in the half the link enters; the defender\'s armies join it; forts stay put', () => {
    const t = kentuckyAttack([2, 1], [army('confederate', 'nashville', 1, 'lower'), fort('nashville', 'upper'), fort('nashville', 'lower')], { union: ['U35'], confederate: ['C06'] });
    expect(at(t, 'nashville', 'union').map((u) => u.half)).toEqual(['upper', 'upper']);
    expect(at(t, 'nashville', 'confederate', 'army')[0]!.half).toBe('upper');
    const forts = at(t, 'nashville', 'confederate', 'fort');
    expect(forts.map((u) => u.half).sort()).toEqual(['lower', 'upper']);
    const upperFort = forts.find((u) => u.half === 'upper')!.id;
    const lowerFort = forts.find((u) => u.half === 'lower')!.id;
    expect(t.combat!.half).toBe('upper');
    expect(t.combat!.defenderUnits).toContain(upperFort);
    expect(t.combat!.defenderUnits).not.toContain(lowerFort);
  });

  it('R7.2 the attacker must play one card face down, any card; its Leadership counts', () => {
    const t = kentuckyAttack([2], [army('confederate', 'nashville', 1)], { union: ['U17'], confederate: ['C06'] });
    // R7.2 forbids attacking without a card while holding one (E3 only excuses an empty hand): one id in the message.
    const err = expectRefused(t, { type: 'attacker-card', card: null }, 'R7.2');
    expect(err.message).toBe('The attacker must play a card face down while he has one (R7.2)');
    expect(all(t, 'attacker-card').map((a) => a.card)).toEqual(['U17']);
    const u = applyAction(t, { type: 'attacker-card', card: 'U17' }); // a ship card, Leadership 0
    expect(viewFor(u, 'confederate').combat!.attackerCard).toEqual({ hidden: true });
    expect(viewFor(u, 'union').combat!.attackerCard).toBe('U17');
    expect(JSON.stringify(viewFor(u, 'confederate'))).not.toContain('U17');
    const r = applyAction(u, { type: 'stand', card: null, benefits: [] });
    expect(revealed(u, r).attackerStrength).toBe(2); // armies only: the ship card adds 0
  });

  it('R7.3 the defender chooses: withdraw, or stand with one Leadership card and Benefit cards', () => {
    const t = applyAction(kentuckyAttack([2], [army('confederate', 'nashville', 1)], { union: ['U35'], confederate: ['C06', 'C30'] }), { type: 'attacker-card', card: 'U35' });
    expect(decision(t)).toMatchObject({ side: 'confederate', kind: 'defender-response', location: 'nashville' });
    expect(all(t, 'withdraw').length).toBeGreaterThan(0);
    expect(isLegal(t, { type: 'stand', card: 'C06', benefits: [{ card: 'C30', kind: 'high-ground' }] })).toBe(true);
    expect(isLegal(t, { type: 'stand', card: null, benefits: [] })).toBe(true);
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [{ card: 'C30', kind: 'high-ground' }] });
    const res = revealed(t, r);
    // Union 2 + 3 = 5; Confederate 1 + 2 + 2 = 5: a tie.
    expect(res.attackerStrength).toBe(5);
    expect(res.defenderStrength).toBe(5);
  });

  it('R7.4 strength = armies + Leadership + 3 per defending fort in the attacked half', () => {
    const t = kentuckyAttack([2, 1], [army('confederate', 'nashville', 1, 'lower'), fort('nashville', 'upper'), fort('nashville', 'lower')], { union: ['U35'], confederate: ['C06'] });
    const r = play(t, { type: 'attacker-card', card: 'U35' }, { type: 'stand', card: 'C06', benefits: [] });
    const res = r.combat!.result!; // still open: the Union chooses which of its two armies to lose
    expect(term(res.attacker, 'armies')).toBe(3);
    expect(term(res.attacker, 'leadership')).toBe(3);
    expect(term(res.defender, 'armies')).toBe(1);
    expect(term(res.defender, 'forts')).toBe(3); // only the fort in the attacked (upper) half
    expect(term(res.defender, 'leadership')).toBe(2);
    expect(res.attackerStrength).toBe(6);
    expect(res.defenderStrength).toBe(6);
  });

  it('R7.5 a rail link\'s modifier of the defender\'s colour is added to the defender', () => {
    const s = game({ units: [army('union', 'washington', 3), army('confederate', 'manassas', 2)], hands: { union: ['U30', 'U35'], confederate: ['C06'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [] });
    const res = revealed(t, r);
    expect(res.defenderTerms['rail-modifier']).toBe(1);
    // 3 + 3 = 6 against 2 + 2 + 1 = 5.
    expect(res.defenderStrength).toBe(5);
    expect(res.winner).toBe('union');
  });

  it('R7.5 the Cumberland Gap (Kentucky — Knoxville) helps a Confederate defender of Knoxville', () => {
    const s = game({ units: [army('union', 'kentucky', 2), army('confederate', 'knoxville', 1)], hands: { union: ['U30', 'U31'], confederate: ['C01'] } });
    const t = play(s, find(s, 'move', (a) => a.to === 'knoxville' && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
    const res = revealed(t, applyAction(t, { type: 'stand', card: null, benefits: [] }));
    expect(res.defenderTerms['rail-modifier']).toBe(1);
    expect(res.defenderStrength).toBe(2);
  });

  it('R7.5 a side never benefits from a modifier of the opponent\'s colour', () => {
    const s = game({
      active: 'confederate',
      units: [army('union', 'washington', 2), army('confederate', 'manassas', 3)],
      hands: { confederate: ['C01', 'C38'], union: ['U30'] },
    });
    const t = play(s, find(s, 'move', (a) => a.to === 'washington' && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
    const res = revealed(t, applyAction(t, { type: 'stand', card: 'U30', benefits: [] }));
    expect(res.defenderTerms['rail-modifier']).toBeUndefined();
    expect(res.defenderStrength).toBe(4);
  });

  it('R7.5 naval attacks add the port\'s naval defence modifier (Fort Monroe +2, Savannah +1, New Orleans +1)', () => {
    for (const [port, mod] of [['fort-monroe', 2], ['savannah', 1], ['new-orleans', 1]] as [LocationId, number][]) {
      const s = game({ units: [army('union', 'washington', 3), army('confederate', port, 1)], hands: { union: ['U06', 'U35'], confederate: ['C01'] } });
      const t = play(s, find(s, 'naval-move', (a) => a.to === port), { type: 'attacker-card', card: 'U35' });
      const res = revealed(t, applyAction(t, { type: 'stand', card: null, benefits: [] }));
      expect(res.defenderTerms['naval-modifier']).toBe(mod);
      expect(res.defenderStrength).toBe(1 + mod);
    }
  });

  it('R7.5 attacks declared inside a contested location get no modifier', () => {
    // Manassas contested; the Union declares from the upper half (the Washington link's end carries +1).
    const s = game({
      units: [army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 2, 'lower')],
      hands: { union: ['U35'], confederate: ['C06'] },
    });
    const t = play(s, { type: 'declare-attack', location: 'manassas' }, { type: 'attacker-card', card: 'U35' });
    const res = revealed(t, applyAction(t, { type: 'stand', card: 'C06', benefits: [] }));
    expect(res.defenderTerms).toEqual({});
    expect(res.defenderStrength).toBe(4);
    expect(res.attackerStrength).toBe(5);
  });

  it('R7.6 the defender wins ties', () => {
    const t = applyAction(kentuckyAttack([2], [army('confederate', 'nashville', 2)], { union: ['U31'], confederate: ['C06'] }), { type: 'attacker-card', card: 'U31' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [] });
    const res = revealed(t, r);
    expect(res.attackerStrength).toBe(4);
    expect(res.defenderStrength).toBe(4);
    expect(res.winner).toBe('confederate');
    expect(res.rules).toContain('R7.6');
    // The lone Union army is lost (half of 1, rounded up); the winner loses none (half of 1, rounded down).
    expect(at(r, 'nashville', 'union')).toEqual([]);
    expect(at(r, 'nashville', 'confederate')).toHaveLength(1);
    expect(controller(r, 'nashville')).toBe('confederate');
  });

  it('R7.6 the higher strength wins', () => {
    const t = applyAction(kentuckyAttack([2], [army('confederate', 'nashville', 2)], { union: ['U35'], confederate: ['C06'] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [] });
    expect(revealed(t, r).winner).toBe('union');
    expect(at(r, 'nashville', 'union')).toHaveLength(1);
    expect(at(r, 'nashville', 'confederate')).toEqual([]);
  });

  it('R7.7 the loser loses half his counters rounded up; the winner half his rounded down', () => {
    // 3 Union counters beat 3 Confederate counters: Confederate loses 2, Union loses 1.
    const t = applyAction(kentuckyAttack([3, 3, 3], [army('confederate', 'nashville', 1), army('confederate', 'nashville', 1), army('confederate', 'nashville', 1)], { union: ['U35'], confederate: [] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r).losses).toEqual({ union: 1, confederate: 2 });
    expect(at(r, 'nashville', 'union')).toHaveLength(2);
  });

  it('R7.7 the winner never loses more counters than the loser', () => {
    // 4 Union armies beat 1 Confederate army: half of 4 is 2, but the loser lost only 1.
    const t = applyAction(kentuckyAttack([1, 1, 1, 1], [army('confederate', 'nashville', 1)], { union: ['U35'] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    const res = revealed(t, r);
    expect(res.winner).toBe('union');
    expect(res.losses).toEqual({ union: 1, confederate: 1 });
    expect(at(r, 'nashville', 'union')).toHaveLength(3);
    expect(r.combat).toBeNull();
  });

  it('R7.7 each side chooses its own casualties, attacker first; forts count and may be taken', () => {
    const t = applyAction(kentuckyAttack([3, 1], [army('confederate', 'nashville', 1), fort('nashville')], { union: ['U31'], confederate: [] }), { type: 'attacker-card', card: 'U31' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // 3 + 1 + 2 = 6 against 1 + 3 = 4: the Union wins, losing 1 of 2; the Confederates lose 1 of 2.
    expect(revealed(t, r)).toMatchObject({ winner: 'union', losses: { union: 1, confederate: 1 } });
    expect(decision(r)).toMatchObject({ side: 'union', kind: 'casualties', count: 1 });
    const small = at(r, 'nashville', 'union').find((u) => u.strength === 1)!.id;
    expect(all(r, 'casualties')).toHaveLength(2);
    r = applyAction(r, { type: 'casualties', units: [small] });
    expect(decision(r)).toMatchObject({ side: 'confederate', kind: 'casualties', count: 1 });
    const choices = all(r, 'casualties').map((a) => a.units);
    const fortId = at(r, 'nashville', 'confederate', 'fort')[0]!.id;
    expect(choices).toContainEqual([fortId]);
    r = applyAction(r, { type: 'casualties', units: [fortId] });
    expect(at(r, 'nashville', 'confederate', 'fort')).toEqual([]);
  });

  it('R7.7 eliminated counters return to the stock', () => {
    const eight = Array.from({ length: 8 }, () => army('union', 'kentucky', 1));
    const s = game({
      units: [...eight, army('confederate', 'nashville', 3)],
      hands: { union: ['U30', 'U01', 'U02', 'U41'], confederate: ['C38'] },
    });
    expect(all(s, 'deploy', (a) => a.card === 'U01')).toEqual([]);
    const k = idsAt(s, 'kentucky');
    let t = applyAction(s, { type: 'move', card: 'U30', from: 'kentucky', to: 'nashville', units: [k[0]!] });
    t = play(t, { type: 'attacker-card', card: 'U41' }, { type: 'stand', card: 'C38', benefits: [] });
    expect(t.combat).toBeNull();
    expect(t.units.filter((u) => u.side === 'union')).toHaveLength(7);
    expect(isLegal(t, { type: 'deploy', card: 'U01', payment: ['U02'], location: 'kentucky', half: 'upper' })).toBe(true);
  });

  it('R7.8 the loser\'s surviving units retreat', () => {
    const t = applyAction(kentuckyAttack([3, 3], [army('confederate', 'nashville', 1), army('confederate', 'nashville', 1)], { union: ['U35'] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    // Confederate loses 1 of 2; the survivor must retreat: Fort Henry & Donelson or Chattanooga.
    expect(decision(r)).toMatchObject({ side: 'confederate', kind: 'retreat' });
    const dests = new Set(all(r, 'retreat').flatMap((a) => a.moves.map((m) => m.to)));
    expect(dests).toEqual(new Set(['fort-henry-donelson', 'chattanooga']));
  });

  it('R7.9 a sole occupant of a formerly enemy-controlled location takes control', () => {
    const t = applyAction(kentuckyAttack([3], [army('confederate', 'nashville', 1)], { union: ['U35'] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(controller(r, 'nashville')).toBe('union');
    expect(r.flags.nashville).toBe('union');
  });

  it('R7.10 the Europe marker moves toward the winner by the counters the loser lost', () => {
    const t = applyAction(kentuckyAttack([3, 3, 3], [army('confederate', 'nashville', 1), army('confederate', 'nashville', 1), army('confederate', 'nashville', 1)], { union: ['U35'] }), { type: 'attacker-card', card: 'U35' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    while (r.combat) r = applyAction(r, nextForced(r));
    expect(europeSpace(r)).toBe(3 - 2);
    // A Confederate win moves it toward Europe.
    const c = applyAction(kentuckyAttack([2, 1], [army('confederate', 'nashville', 3)], { union: ['U31'], confederate: ['C38'] }), { type: 'attacker-card', card: 'U31' });
    let d = applyAction(c, { type: 'stand', card: 'C38', benefits: [] });
    while (d.combat) d = applyAction(d, nextForced(d));
    expect(europeSpace(d)).toBe(3 + 1);
  });

  it('R7.11 while the Confederate controls a captured blue location, the Europe marker stands one extra space toward Europe', () => {
    const s = game({
      active: 'confederate',
      units: [army('confederate', 'nashville', 3), army('union', 'kentucky', 1), army('union', 'cincinnati', 3)],
      hands: { confederate: ['C01', 'C38'], union: [] },
    });
    let t = play(s, find(s, 'move', (a) => a.from === 'nashville' && a.to === 'kentucky' && a.card === 'C01'), { type: 'attacker-card', card: 'C38' });
    t = applyAction(t, find(t, 'stand'));
    expect(controller(t, 'kentucky')).toBe('confederate');
    expect(t.captured).toEqual(['kentucky']);
    expect(europeSpace(t)).toBe(3 + 1 + 1); // the lost Union army, and the capture
  });

  it('R7.11 a captured blue location under attack is not lost while the battle is fought: a Confederate win keeps the bonus without taking it twice', () => {
    // Kentucky captured (bonus already taken), the marker at the Union end: the Union attacks and loses.
    const s = game({
      units: [army('union', 'cincinnati', 1), army('confederate', 'kentucky', 3)],
      control: { kentucky: 'confederate' }, captured: ['kentucky'], europe: 0,
      hands: { union: ['U30', 'U17'], confederate: ['C06'] },
    });
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'cincinnati' && a.to === 'kentucky' && a.card === 'U30'));
    expect(t.captured).toEqual(['kentucky']); // nothing decided yet: the Confederacy has not lost it
    expect(logOf(t, 'europe-recapture')).toEqual([]);
    let r = play(t, { type: 'attacker-card', card: 'U17' }, { type: 'stand', card: 'C06', benefits: [] });
    while (r.combat) r = applyAction(r, nextForced(r));
    expect(controller(r, 'kentucky')).toBe('confederate');
    expect(r.captured).toEqual(['kentucky']);
    expect(logOf(r, 'europe-capture')).toEqual([]);
    expect(europeSpace(r)).toBe(0 + 1); // the lost Union army only (R7.10), not the capture again
  });

  it('R7.12 all cards played in a combat are discarded afterwards, not removed', () => {
    const t = applyAction(kentuckyAttack([2], [army('confederate', 'nashville', 2)], { union: ['U35'], confederate: ['C06', 'C30'] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [{ card: 'C30', kind: 'high-ground' }] });
    expect(r.combat).toBeNull();
    expect(r.cards.union.discard).toEqual(['U30', 'U35']);
    expect(r.cards.confederate.discard.sort()).toEqual(['C06', 'C30']);
    expect(r.cards.union.removed).toEqual([]);
    expect(r.cards.confederate.removed).toEqual([]);
  });
});

describe('E3, E4 the cards of a battle', () => {
  it('E3 an attacker with no cards plays no card: strength from counters only', () => {
    const s = game({ units: [army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 1, 'lower')], hands: { confederate: ['C06'] } });
    const t = applyAction(s, { type: 'declare-attack', location: 'manassas' });
    // The engine plays the empty hand's "no card" itself (X16).
    expect(decision(t)).toMatchObject({ side: 'confederate', kind: 'defender-response' });
    expect(t.combat!.attackerCard).toBeNull();
    expect(logOf(t, 'attacker-no-card')[0]!.rules).toContain('E3');
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [] });
    const res = revealed(t, r);
    expect(res.attackerStrength).toBe(3);
    expect(res.winner).toBe('confederate'); // 3 against 1 + 2: a tie
  });

  it('E4 the defender\'s optional card must have a Leadership value', () => {
    const t = applyAction(kentuckyAttack([2], [army('confederate', 'nashville', 2)], { union: ['U35'], confederate: ['C41', 'C48', 'C06'] }), { type: 'attacker-card', card: 'U35' });
    expectRefused(t, { type: 'stand', card: 'C41', benefits: [] }, 'E4');
    expectRefused(t, { type: 'stand', card: 'C48', benefits: [] }, 'E4');
    expect(all(t, 'stand').map((a) => a.card).sort()).toEqual(['C06', null].sort());
  });

  it('E4 benefits are played face up, beside the Leadership card', () => {
    const t = applyAction(kentuckyAttack([2], [army('confederate', 'nashville', 2)], { union: ['U35'], confederate: ['C30', 'C06'] }), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: 'C06', benefits: [{ card: 'C30', kind: 'high-ground' }] });
    const res = revealed(t, r);
    expect(res.defenderTerms['high-ground']).toBe(2);
    expect(res.defenderStrength).toBe(2 + 2 + 2); // army, Leadership, High Ground
  });
});

describe('E8–E11 the Europe track and forts', () => {
  it('E8 counters lost count casualties plus counters eliminated for lack of retreat', () => {
    // FAQ: Confederates trapped in Richmond's lower half (every link enters the upper half).
    const s = game({
      units: [army('union', 'richmond', 3, 'upper'), army('union', 'richmond', 3, 'upper'), army('confederate', 'richmond', 1, 'lower'), army('confederate', 'richmond', 1, 'lower')],
      hands: { union: ['U35'] },
    });
    // The Confederate has no card and no withdrawal: the engine stands for him (X16).
    let t = play(s, { type: 'declare-attack', location: 'richmond' }, { type: 'attacker-card', card: 'U35' });
    while (t.combat) t = applyAction(t, nextForced(t));
    expect(at(t, 'richmond', 'confederate')).toEqual([]);
    expect(europeSpace(t)).toBe(3 - 2);
    expect(logOf(t, 'no-retreat')[0]!.args.count).toBe(1);
  });

  it('E9 the blue-capture bonus is per location and given back when that location is lost', () => {
    const s = game({
      units: [army('union', 'cincinnati', 2), army('union', 'st-louis', 2)],
      control: { kentucky: 'confederate', cairo: 'confederate' },
      captured: ['kentucky', 'cairo'],
      europe: 5,
      hands: { union: ['U30', 'U31'] },
    });
    let t = applyAction(s, find(s, 'move', (a) => a.from === 'cincinnati' && a.to === 'kentucky' && a.card === 'U30'));
    expect(europeSpace(t)).toBe(4);
    expect(t.captured).toEqual(['cairo']);
    t = applyAction(t, find(t, 'move', (a) => a.from === 'st-louis' && a.to === 'cairo'));
    expect(europeSpace(t)).toBe(3);
    expect(t.captured).toEqual([]);
  });

  it('E9 each blue location taken by the Confederate adds its own space', () => {
    const s = game({ active: 'confederate', units: [army('confederate', 'front-royal', 2), army('confederate', 'nashville', 2)], hands: { confederate: ['C01', 'C02'] } });
    let t = applyAction(s, find(s, 'move', (a) => a.from === 'front-royal' && a.to === 'harpers-ferry' && a.card === 'C01'));
    expect(europeSpace(t)).toBe(4);
    t = applyAction(t, find(t, 'move', (a) => a.from === 'nashville' && a.to === 'kentucky'));
    expect(europeSpace(t)).toBe(5);
    expect(t.captured.sort()).toEqual(['harpers-ferry', 'kentucky']);
  });

  it('E10 after a withdrawal that leaves forts behind, the forts fight a new combat: the attacker plays a new card', () => {
    const t = kentuckyAttack([3], [army('confederate', 'nashville', 2), fort('nashville', 'upper')], { union: ['U35', 'U31'], confederate: ['C06'] });
    let r = applyAction(t, { type: 'attacker-card', card: 'U35' });
    r = applyAction(r, find(r, 'withdraw'));
    expect(at(r, 'nashville', 'confederate', 'army')[0]!.half).toBe('lower');
    expect(r.combat).toMatchObject({ fortBattle: true, step: 'attacker-card' });
    expect(r.cards.union.discard).toContain('U35'); // discarded unrevealed (R8.1)
    expect(decision(r)).toMatchObject({ side: 'union', kind: 'attacker-card' });
    r = applyAction(r, { type: 'attacker-card', card: 'U31' });
    const f = applyAction(r, { type: 'stand', card: 'C06', benefits: [] });
    const res = revealed(r, f);
    expect(res.defenderTerms.forts).toBe(3);
    expect(res.defenderStrength).toBe(3 + 2); // the fort and Leadership: no army
    expect(res.attackerStrength).toBe(3 + 2);
    expect(res.winner).toBe('confederate');
  });

  it('E11 surviving forts of a losing defender are eliminated', () => {
    // 3 Union counters beat 1 army + 2 forts: Confederates lose 2 of 3 (chosen), the surviving fort is eliminated too.
    const t = applyAction(kentuckyAttack([3, 3, 3], [army('confederate', 'nashville', 1), fort('nashville'), fort('nashville')], { union: ['U41'] }), { type: 'attacker-card', card: 'U41' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r)).toMatchObject({ winner: 'union', losses: { confederate: 2, union: 1 } });
    while (decision(r)?.kind === 'casualties' && decision(r)!.side === 'union') r = applyAction(r, find(r, 'casualties'));
    const army1 = at(r, 'nashville', 'confederate', 'army')[0]!.id;
    const fort1 = at(r, 'nashville', 'confederate', 'fort')[0]!.id;
    r = applyAction(r, { type: 'casualties', units: [army1, fort1] });
    expect(at(r, 'nashville', 'confederate')).toEqual([]);
    expect(logOf(r, 'forts-eliminated')[0]!.rules).toContain('E11');
    expect(controller(r, 'nashville')).toBe('union');
    expect(europeSpace(r)).toBe(0); // 3 counters lost
  });

  it('E11 only forts that fought are eliminated: a fort in the other half stays, and the location becomes contested', () => {
    const t = applyAction(kentuckyAttack([3], [army('confederate', 'nashville', 1), fort('nashville', 'lower')], { union: ['U41'] }), { type: 'attacker-card', card: 'U41' });
    expect(t.combat!.defenderUnits).toHaveLength(1);
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(r.combat).toBeNull();
    expect(at(r, 'nashville', 'confederate')).toEqual([expect.objectContaining({ kind: 'fort', half: 'lower' })]);
    expect(isContested(r, 'nashville')).toBe(true);
    expect(controller(r, 'nashville')).toBeNull();
  });

  it('E11 a losing defender\'s armies retreat while its forts are eliminated', () => {
    const t = applyAction(kentuckyAttack([3, 3], [army('confederate', 'nashville', 1), army('confederate', 'nashville', 1), fort('nashville')], { union: ['U41'] }), { type: 'attacker-card', card: 'U41' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r).losses.confederate).toBe(2);
    if (decision(r)?.kind === 'casualties' && decision(r)!.side === 'union') r = applyAction(r, find(r, 'casualties'));
    const a = at(r, 'nashville', 'confederate', 'army').map((u) => u.id);
    r = applyAction(r, { type: 'casualties', units: a });
    // Only the fort survived the casualties: it is eliminated and the combat ends.
    expect(r.combat).toBeNull();
    expect(unitsAt(r, 'nashville').every((u) => u.side === 'union')).toBe(true);
    expect(isContested(r, 'nashville')).toBe(false);
  });
});

function nextForced(s: GameState) {
  const d = decision(s)!;
  return find(s, d.kind === 'casualties' ? 'casualties' : d.kind === 'retreat' ? 'retreat' : 'stand');
}

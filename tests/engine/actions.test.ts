/** The six actions (R6) and the rulings on long moves (E1), naval moves (E5) and entering contested locations (E7). */
import { applyAction, blockadeSpace, controller, decision, europeSpace, hand, isContested, isLegal, legalActions, unitsAt } from '../../src/engine/index';
import type { GameState, LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, logOf, revealed } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

describe('R6.1 deploy unit', () => {
  it('R6.1.1 an army goes into either half of a controlled location in supply', () => {
    const s = game({ units: [], hands: { union: ['U09', 'U01', 'U15', 'U02', 'U03'] } });
    const t = applyAction(s, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'kentucky', half: 'lower' });
    expect(unitsAt(t, 'kentucky')).toEqual([expect.objectContaining({ side: 'union', kind: 'army', strength: 2, half: 'lower' })]);
    expect(t.actionsTaken).toBe(1);
    const u = applyAction(t, { type: 'deploy', card: 'U15', payment: ['U02', 'U03'], location: 'kentucky', half: 'upper' });
    expect(at(u, 'kentucky', 'union').map((x) => [x.strength, x.half])).toEqual([[2, 'lower'], [3, 'upper']]);
    const halves = new Set(all(s, 'deploy', (a) => a.card === 'U09' && a.location === 'cairo' && !a.navalCard).map((a) => a.half));
    expect(halves).toEqual(new Set(['upper', 'lower']));
  });

  it('R6.1.1 not into a location the player does not control', () => {
    const s = game({ units: [], hands: { union: ['U09', 'U01'] } });
    expectRefused(s, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'manassas', half: 'upper' }, 'R6.1.1');
    expect(all(s, 'deploy', (a) => a.location === 'manassas')).toEqual([]);
  });

  it('R6.1.1 not into a location out of supply', () => {
    const s = game({ units: [], control: { nashville: 'union', kentucky: 'confederate' }, hands: { union: ['U09', 'U01'] } });
    expectRefused(s, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'nashville', half: 'upper' }, 'R5.8');
  });

  it('R6.1.1 counters are limited by the stock', () => {
    const ten = Array.from({ length: 10 }, () => army('union', 'washington', 2));
    const s = game({ units: ten, hands: { union: ['U09', 'U01', 'U02'] } });
    expectRefused(s, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'washington', half: 'upper' }, 'R6.1.1');
    expect(all(s, 'deploy', (a) => a.card === 'U09')).toEqual([]);
    expect(all(s, 'deploy', (a) => a.card === 'U01').length).toBeGreaterThan(0);
    const forts = Array.from({ length: 4 }, () => ({ side: 'confederate' as const, kind: 'fort' as const, location: 'atlanta' as LocationId }));
    const c = game({ units: forts, active: 'confederate', hands: { confederate: ['C16', 'C01'] } });
    expectRefused(c, { type: 'deploy', card: 'C16', payment: ['C01'], location: 'richmond', half: 'upper' }, 'R6.1.1');
  });

  it('R6.1 the deploy cost is exactly the printed number of other cards from hand', () => {
    const s = game({ units: [], hands: { union: ['U15', 'U01', 'U02'] } });
    expectRefused(s, { type: 'deploy', card: 'U15', payment: ['U01'], location: 'washington', half: 'upper' }, 'R6.1');
    expectRefused(s, { type: 'deploy', card: 'U15', payment: ['U01', 'U15'], location: 'washington', half: 'upper' }, /R2\.4|R6\.1/);
    expectRefused(s, { type: 'deploy', card: 'U15', payment: ['U01', 'U03'], location: 'washington', half: 'upper' }, 'R6.1');
    expectRefused(s, { type: 'deploy', card: 'U01', payment: [], location: 'washington', half: 'upper' }, 'R6.1');
  });

  it('R6.1.2 port deployment: an army into a controlled port out of supply, paying a naval-movement card', () => {
    const s = game({ units: [], control: { 'fort-monroe': 'union' }, hands: { union: ['U01', 'U02', 'U06', 'U30'] } });
    expect(controller(s, 'fort-monroe')).toBe('union');
    expectRefused(s, { type: 'deploy', card: 'U01', payment: ['U02'], location: 'fort-monroe', half: 'lower' }, 'R5.8');
    expectRefused(s, { type: 'deploy', card: 'U01', payment: ['U02'], location: 'fort-monroe', half: 'lower', navalCard: 'U30' }, 'R6.1.2');
    expectRefused(s, { type: 'deploy', card: 'U01', payment: ['U02'], location: 'manassas', half: 'lower', navalCard: 'U06' }, 'R6.1.2');
    const t = applyAction(s, { type: 'deploy', card: 'U01', payment: ['U02'], location: 'fort-monroe', half: 'lower', navalCard: 'U06' });
    expect(unitsAt(t, 'fort-monroe')).toEqual([expect.objectContaining({ side: 'union', strength: 1, half: 'lower' })]);
    expect(t.cards.union.discard.sort()).toEqual(['U01', 'U02', 'U06']);
    expect(hand(t, 'union')).toEqual(['U30']);
    expect(t.actionsTaken).toBe(1);
  });

  it('R6.1.2 E2 a refused port deployment names what is wrong: not a port, a contested port, an enemy port (audit: "not a port the Union controls" for all three)', () => {
    const s = game({
      units: [army('union', 'washington', 1), army('union', 'savannah', 1, 'lower'), army('confederate', 'savannah', 1, 'upper')],
      hands: { union: ['U09', 'U01', 'U17'] },
    });
    const deploy = (location: LocationId) => ({ type: 'deploy' as const, card: 'U09', payment: ['U01'], location, half: 'lower' as const, navalCard: 'U17' });
    expect(expectRefused(s, deploy('cairo'), 'R6.1.2').key).toBe('ruleError.not-port');
    // The same reason with or without the naval card picked (E2), as a plain deploy there says.
    expect(expectRefused(s, deploy('savannah'), 'E2').key).toBe('ruleError.deploy-contested');
    expect(expectRefused(s, { ...deploy('savannah'), navalCard: undefined }, 'E2').key).toBe('ruleError.deploy-contested');
    expect(expectRefused(s, deploy('new-orleans'), 'R6.1.2').key).toBe('ruleError.not-own-port');
  });

  it('R6.1.2 port deployment is the Union\'s, for armies only', () => {
    const c = game({ units: [], active: 'confederate', hands: { confederate: ['C06', 'C01', 'C02'] } });
    expectRefused(c, { type: 'deploy', card: 'C06', payment: ['C01'], location: 'savannah', half: 'lower', navalCard: 'C02' }, /R6\.1\.2|R6\.1/);
    const u = game({ units: [], hands: { union: ['U17', 'U01', 'U06'] } });
    expectRefused(u, { type: 'deploy', card: 'U17', payment: ['U01'], navalCard: 'U06' }, 'R6.1.2');
  });

  it('R6.1.3 a ship moves the Blockade marker one space in its player\'s favour', () => {
    const s = game({ units: [], blockade: 2, hands: { union: ['U17', 'U01'], confederate: ['C20', 'C01'] } });
    const t = applyAction(s, { type: 'deploy', card: 'U17', payment: ['U01'] });
    expect(blockadeSpace(t)).toBe(3);
    const c = game({ units: [], blockade: 2, active: 'confederate', hands: { confederate: ['C20', 'C01'] } });
    expect(blockadeSpace(applyAction(c, { type: 'deploy', card: 'C20', payment: ['C01'] }))).toBe(1);
  });

  it('R6.1.4 a politician moves the Europe marker one space in its player\'s favour', () => {
    const s = game({ units: [], hands: { union: ['U21', 'U01', 'U02'] } });
    expect(europeSpace(applyAction(s, { type: 'deploy', card: 'U21', payment: ['U01', 'U02'] }))).toBe(2);
    const c = game({ units: [], active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } });
    expect(europeSpace(applyAction(c, { type: 'deploy', card: 'C21', payment: ['C01', 'C02'] }))).toBe(4);
  });

  it('R6.1.5 markers never move past the end of a track', () => {
    const s = game({ units: [], blockade: 5, europe: 0, hands: { union: ['U17', 'U01', 'U21', 'U02', 'U03'] } });
    let t = applyAction(s, { type: 'deploy', card: 'U17', payment: ['U01'] });
    expect(blockadeSpace(t)).toBe(5);
    t = applyAction(t, { type: 'deploy', card: 'U21', payment: ['U02', 'U03'] });
    expect(europeSpace(t)).toBe(0);
    const c = game({ units: [], blockade: 0, active: 'confederate', hands: { confederate: ['C20', 'C01'] } });
    expect(blockadeSpace(applyAction(c, { type: 'deploy', card: 'C20', payment: ['C01'] }))).toBe(0);
  });
});

describe('R6.2 move army', () => {
  it('R6.2 a move discards one card with a Movement symbol', () => {
    const s = game({ units: [army('union', 'washington', 3)], hands: { union: ['U13', 'U30'] } });
    const ids = idsAt(s, 'washington');
    expectRefused(s, { type: 'move', card: 'U13', from: 'washington', to: 'harpers-ferry', units: ids }, 'R6.2');
    expect(all(s, 'move', (a) => a.card === 'U13')).toEqual([]);
    const t = applyAction(s, { type: 'move', card: 'U30', from: 'washington', to: 'harpers-ferry', units: ids });
    expect(t.cards.union.discard).toEqual(['U30']);
    expect(hand(t, 'union')).toEqual(['U13']);
    expect(t.actionsTaken).toBe(1);
  });

  it('R6.2.1 some or all armies of one location move along one link into the adjacent location', () => {
    const s = game({ units: [army('union', 'washington', 3), army('union', 'washington', 2), army('union', 'washington', 1)], hands: { union: ['U30', 'U31'] } });
    const [a, b, c] = idsAt(s, 'washington');
    let t = applyAction(s, { type: 'move', card: 'U30', from: 'washington', to: 'harpers-ferry', units: [a!, b!] });
    expect(idsAt(t, 'harpers-ferry')).toEqual([a, b]);
    expect(idsAt(t, 'washington')).toEqual([c]);
    t = applyAction(t, { type: 'move', card: 'U31', from: 'harpers-ferry', to: 'harrisburg', units: [a!, b!] });
    expect(idsAt(t, 'harrisburg')).toEqual([a, b]);
  });

  it('R6.2.2 one army moves any distance through locations the player controls', () => {
    const s = game({ units: [army('union', 'washington', 3), army('union', 'washington', 2)], hands: { union: ['U30'] } });
    const [a, b] = idsAt(s, 'washington');
    const t = applyAction(s, { type: 'move', card: 'U30', from: 'washington', to: 'cairo', units: [a!] });
    expect(idsAt(t, 'cairo')).toEqual([a]);
    // Two armies on a long move break R6.2.2 (one army any distance), as the message says: one id in it.
    const err = expectRefused(s, { type: 'move', card: 'U30', from: 'washington', to: 'cairo', units: [a!, b!] }, 'R6.2.2');
    expect(err.message).toBe('Several armies move together only to an adjacent location; a long move takes one army (R6.2.2)');
    expect(all(s, 'move', (m) => m.to === 'cairo' && m.units.length > 1)).toEqual([]);
  });

  it('R6.2.2 a long move cannot pass an enemy-controlled location', () => {
    const s = game({ units: [army('union', 'washington', 3)], hands: { union: ['U30'] } });
    // Richmond is reached only through beige Manassas, Fredericksburg or Front Royal.
    expect(all(s, 'move', (a) => a.to === 'richmond')).toEqual([]);
    expectRefused(s, { type: 'move', card: 'U30', from: 'washington', to: 'richmond', units: idsAt(s, 'washington') }, 'R6.2.2');
  });

  it('R6.2.2 a long move may end in an attack by another link than the direct one (entry half and modifier follow the last link)', () => {
    // Washington — Manassas enters Manassas' upper half with +1 Confederate; Front Royal — Manassas enters its lower half, no modifier.
    const s = game({
      units: [army('union', 'washington', 3), army('confederate', 'manassas', 1)],
      control: { 'front-royal': 'union' }, hands: { union: ['U30', 'U35'] },
    });
    const direct = all(s, 'move', (a) => a.to === 'manassas' && (a.via === undefined || a.via === 'washington'));
    const around = all(s, 'move', (a) => a.to === 'manassas' && a.via === 'front-royal');
    expect(direct.length).toBeGreaterThan(0);
    expect(around.length).toBeGreaterThan(0);
    const t = applyAction(s, around[0]!);
    expect(t.combat).toMatchObject({ half: 'lower', from: 'front-royal' });
    const u = applyAction(t, { type: 'attacker-card', card: around[0]!.card === 'U30' ? 'U35' : 'U30' });
    const r = applyAction(u, { type: 'stand', card: null, benefits: [] });
    expect(revealed(u, r).defenderTerms['rail-modifier']).toBeUndefined();
  });

  it('R6.2.3 entering an empty enemy-controlled location stops the move and takes control', () => {
    const s = game({ units: [army('union', 'washington', 3)], hands: { union: ['U30'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'knoxville'));
    expect(at(t, 'knoxville', 'union')).toHaveLength(1);
    expect(controller(t, 'knoxville')).toBe('union');
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'action', actionsTaken: 1 });
  });

  it('R6.2.3 entering an enemy-occupied location starts combat at once', () => {
    const s = game({ units: [army('union', 'washington', 3), army('confederate', 'manassas', 1)], hands: { union: ['U30', 'U31'] } });
    const t = applyAction(s, find(s, 'move', (a) => a.to === 'manassas' && a.card === 'U30'));
    expect(t.combat).toMatchObject({ location: 'manassas', attacker: 'union', defender: 'confederate', mode: 'rail' });
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'attacker-card', location: 'manassas' });
  });

  it('R6.2.4 forts never move', () => {
    const s = game({
      active: 'confederate',
      units: [{ side: 'confederate', kind: 'fort', location: 'richmond' }, army('confederate', 'richmond', 1)],
      hands: { confederate: ['C01', 'C34'] },
    });
    const [fort] = idsAt(s, 'richmond', 'confederate', 'fort');
    expectRefused(s, { type: 'move', card: 'C01', from: 'richmond', to: 'manassas', units: [fort!] }, 'R6.2.4');
    expect(all(s, 'move', (a) => a.units.includes(fort!))).toEqual([]);
    expect(all(s, 'card-action', (a) => (a.moves ?? []).some((m) => m.unit === fort))).toEqual([]);
  });
});

describe('R6.3 naval movement and E5', () => {
  const scenario = () => game({
    units: [army('union', 'washington', 3), army('union', 'fort-monroe', 2), army('confederate', 'savannah', 1)],
    control: { 'fort-monroe': 'union' },
    hands: { union: ['U06', 'U07', 'U30', 'U35'], confederate: ['C01'] },
  });

  it('R6.3 / E5 each naval card moves one army from a port; one destination; armies from different ports fight together, in the harbour half', () => {
    const s = scenario();
    const w = idsAt(s, 'washington')[0]!;
    const f = idsAt(s, 'fort-monroe')[0]!;
    const t = applyAction(s, { type: 'naval-move', cards: ['U06', 'U07'], moves: [{ unit: w, from: 'washington' }, { unit: f, from: 'fort-monroe' }], to: 'savannah' });
    expect(t.actionsTaken).toBe(1);
    expect(t.cards.union.discard.sort()).toEqual(['U06', 'U07']);
    expect(t.combat).toMatchObject({ location: 'savannah', mode: 'naval', half: 'lower' });
    expect(t.combat!.attackerUnits.sort()).toEqual([w, f].sort());
    expect(at(t, 'savannah', 'union').every((u) => u.half === 'lower')).toBe(true);
    // R7.1: the defender moves into the attacked half.
    expect(at(t, 'savannah', 'confederate')[0]!.half).toBe('lower');
  });

  it('R6.3 an army sails to an empty port and lands in its harbour half', () => {
    const s = game({ units: [army('union', 'washington', 3)], hands: { union: ['U06'] } });
    const t = applyAction(s, find(s, 'naval-move', (a) => a.to === 'new-orleans'));
    expect(unitsAt(t, 'new-orleans')).toEqual([expect.objectContaining({ side: 'union', half: 'lower' })]);
    expect(controller(t, 'new-orleans')).toBe('union');
  });

  it('R6.3 one card per army, port to port, cards with the naval symbol, Union only', () => {
    const s = scenario();
    const w = idsAt(s, 'washington')[0]!;
    const f = idsAt(s, 'fort-monroe')[0]!;
    expectRefused(s, { type: 'naval-move', cards: ['U06'], moves: [{ unit: w, from: 'washington' }, { unit: f, from: 'fort-monroe' }], to: 'savannah' }, 'R6.3');
    expectRefused(s, { type: 'naval-move', cards: ['U30'], moves: [{ unit: w, from: 'washington' }], to: 'savannah' }, 'R6.3');
    expectRefused(s, { type: 'naval-move', cards: ['U06'], moves: [{ unit: w, from: 'washington' }], to: 'richmond' }, 'R6.3');
    const k = game({ units: [army('union', 'kentucky', 2)], hands: { union: ['U06'] } });
    expectRefused(k, { type: 'naval-move', cards: ['U06'], moves: [{ unit: idsAt(k, 'kentucky')[0]!, from: 'kentucky' }], to: 'savannah' }, 'R6.3');
    const c = game({ active: 'confederate', units: [army('confederate', 'savannah', 2)], hands: { confederate: ['C01'] } });
    expect(all(c, 'naval-move')).toEqual([]);
    expectRefused(c, { type: 'naval-move', cards: ['C01'], moves: [{ unit: idsAt(c, 'savannah')[0]!, from: 'savannah' }], to: 'new-orleans' }, 'R6.3');
  });
});

describe('R6.4–R6.8 the other actions', () => {
  const contested = () => game({
    units: [army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 1, 'lower')],
    hands: { union: ['U30', 'U35'], confederate: ['C01'] },
  });

  it('R6.4 declare attack in a contested location, paying no card for the action', () => {
    const s = contested();
    const t = applyAction(s, { type: 'declare-attack', location: 'manassas' });
    expect(t.actionsTaken).toBe(1);
    expect(hand(t, 'union')).toEqual(['U30', 'U35']);
    expect(t.combat).toMatchObject({ mode: 'declared', half: 'lower', attacker: 'union', wasContested: true });
    expect(decision(t)).toMatchObject({ kind: 'attacker-card', side: 'union' });
  });

  it('R6.4 only where the player has armies in a contested location', () => {
    const s = game({ units: [army('union', 'washington', 3), army('confederate', 'manassas', 1)] });
    expectRefused(s, { type: 'declare-attack', location: 'manassas' }, 'R6.4');
    expect(all(s, 'declare-attack')).toEqual([]);
    const f = game({ units: [army('union', 'manassas', 3, 'upper'), { side: 'confederate', kind: 'fort', location: 'manassas', half: 'lower' }], active: 'confederate' });
    expectRefused(f, { type: 'declare-attack', location: 'manassas' }, 'R6.4'); // forts cannot attack
  });

  it('R6.5 discard one or more cards as an action', () => {
    const s = game({ hands: { union: ['U30', 'U35', 'U01'] } });
    const t = applyAction(s, { type: 'discard', cards: ['U30', 'U01'] });
    expect(hand(t, 'union')).toEqual(['U35']);
    expect(t.cards.union.discard).toEqual(['U30', 'U01']);
    expect(t.actionsTaken).toBe(1);
    expectRefused(s, { type: 'discard', cards: [] }, 'R6.5');
    expectRefused(s, { type: 'discard', cards: ['U40'] }, 'R6.5');
  });

  it('R6.6 a card action carries out an Action text and discards the card; cards without one are refused', () => {
    const s = game({ hands: { union: ['U51', 'U35'], confederate: ['C01', 'C02', 'C03'] } });
    const t = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(t.actionsTaken).toBe(1);
    expect(t.cards.union.discard).toEqual(['U51']);
    expectRefused(s, { type: 'card-action', card: 'U35' }, 'R6.6');
  });

  it('R6.7 pass does nothing but counts as an action', () => {
    const s = game({ hands: { union: ['U30'] } });
    const t = applyAction(s, { type: 'pass' });
    expect(t.actionsTaken).toBe(1);
    expect(t.units).toEqual(s.units);
    expect(hand(t, 'union')).toEqual(['U30']);
    expect(logOf(t, 'pass')).toHaveLength(1);
  });

  it('R6.8 actions are independent: a battle is fought before any other army can join it', () => {
    const s = game({
      units: [army('union', 'washington', 3), army('union', 'front-royal', 2), army('confederate', 'manassas', 3)],
      control: { 'front-royal': 'union' },
      hands: { union: ['U30', 'U31', 'U35'], confederate: ['C01'] },
    });
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'washington' && a.to === 'manassas' && a.card === 'U30'));
    expect(t.combat!.attackerUnits).toEqual(idsAt(s, 'washington'));
    expectRefused(t, { type: 'move', card: 'U31', from: 'front-royal', to: 'manassas', units: idsAt(t, 'front-royal') }, 'R7.2');
    expect(legalActions(t).every((a) => a.type === 'attacker-card')).toBe(true);
  });
});

describe('E1 contested locations and long moves (default: no passing through)', () => {
  const richmond = (variants?: { passThroughContested: boolean }) => game({
    units: [army('union', 'richmond', 2, 'upper'), army('confederate', 'richmond', 1, 'lower'), army('union', 'manassas', 2)],
    control: { manassas: 'union' },
    hands: { union: ['U30'] },
  }, variants);

  it('E1 a long move may not pass through a contested location, even by links entering the mover\'s half', () => {
    const s = richmond();
    expect(all(s, 'move', (a) => a.from === 'manassas' && a.to === 'fort-monroe')).toEqual([]);
    const err = expectRefused(s, { type: 'move', card: 'U30', from: 'manassas', to: 'fort-monroe', units: idsAt(s, 'manassas') }, 'E1');
    expect(err.message).toMatch(/contested/);
  });

  it('E1 moving into a contested location is allowed', () => {
    const s = richmond();
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'manassas' && a.to === 'richmond'));
    expect(at(t, 'richmond', 'union')).toHaveLength(2);
    expect(t.combat).toBeNull();
    // A long move ending in a contested location, too.
    const w = game({
      units: [army('union', 'richmond', 2, 'upper'), army('confederate', 'richmond', 1, 'lower'), army('union', 'washington', 3)],
      control: { manassas: 'union' }, hands: { union: ['U30'] },
    });
    const v = applyAction(w, { type: 'move', card: 'U30', from: 'washington', to: 'richmond', units: idsAt(w, 'washington') });
    expect(at(v, 'richmond', 'union')).toHaveLength(2);
    expect(isContested(v, 'richmond')).toBe(true);
  });
});

describe('E7 entering a contested location', () => {
  const s0 = (): GameState => game({
    units: [
      army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 2, 'lower'),
      army('union', 'washington', 3), army('union', 'front-royal', 1),
    ],
    control: { 'front-royal': 'union' },
    hands: { union: ['U30', 'U31', 'U35'], confederate: ['C01'] },
  });

  it('E7 by a link into one\'s own half it is a reinforcement, not an attack', () => {
    const s = s0();
    const t = applyAction(s, { type: 'move', card: 'U30', from: 'washington', to: 'manassas', units: idsAt(s, 'washington') });
    expect(t.combat).toBeNull();
    expect(at(t, 'manassas', 'union').map((u) => u.half)).toEqual(['upper', 'upper']);
    expect(logOf(t, 'reinforce-contested')).toHaveLength(1);
  });

  it('E7 by a link into the enemy\'s half it is an attack by the moving armies only', () => {
    const s = s0();
    const mover = idsAt(s, 'front-royal')[0]!;
    const t = applyAction(s, { type: 'move', card: 'U30', from: 'front-royal', to: 'manassas', units: [mover] });
    expect(t.combat).toMatchObject({ half: 'lower', wasContested: true, attackerUnits: [mover] });
    expect(isLegal(t, { type: 'attacker-card', card: 'U35' })).toBe(true);
  });
});

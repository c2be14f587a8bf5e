/** Setup (R1), where cards go after use (R2.5) and the turn sequence (R3). */
import { readFileSync } from 'node:fs';
import { applyAction, decision, deserialize, europeSpace, blockadeSpace, hand, handSize, isLegal, newGame, unitsAt, viewFor, RuleError } from '../../src/engine/index';
import type { LocationId } from '../../src/engine/index';
import { CARDS } from '../../src/data';

const CARD_BY_ID = Object.fromEntries(CARDS.map((c) => [c.id, c]));
import { all, cardCount, expectRefused, find, game, idsAt, play, revealed, ruleError } from './helpers';

const idsOf = (side: 'union' | 'confederate', pile: 'base' | 'I' | 'II') =>
  CARDS.filter((c) => c.side === side && c.pile === pile).map((c) => c.id).sort();

describe('R1 components and setup', () => {
  const s = newGame({ seed: 7 });

  it('R1.1 each side has its own deck: 69 Union cards and 50 Confederate cards', () => {
    expect(cardCount(s, 'union')).toBe(69);
    expect(cardCount(s, 'confederate')).toBe(50);
    const u = s.cards.union;
    const all = [...u.hand, ...u.draw, ...u.pileI, ...u.pileII];
    expect(all.every((id) => CARD_BY_ID[id]!.side === 'union')).toBe(true);
    expect(new Set(all).size).toBe(69);
  });

  it('R1.1 counter stock: more strength-1 Union armies than the 8 tiles is refused, 8 is accepted', () => {
    const armies = (n: number) => Array.from({ length: n }, () => ({ side: 'union' as const, kind: 'army' as const, strength: 1 as const, location: 'washington' as LocationId }));
    expect(unitsAt(game({ units: armies(8) }), 'washington')).toHaveLength(8);
    const err = ruleError(() => game({ units: armies(9) }));
    expect(err.rule).toBe('R1.1');
    expect(err.message).toMatch(/stock/);
  });

  it('R1.1 forts are Confederate only, 4 in stock', () => {
    const forts = (n: number) => Array.from({ length: n }, () => ({ side: 'confederate' as const, kind: 'fort' as const, location: 'richmond' as LocationId }));
    expect(unitsAt(game({ units: forts(4) }), 'richmond')).toHaveLength(4);
    expect(ruleError(() => game({ units: forts(5) })).rule).toBe('R1.1');
    expect(ruleError(() => game({ units: [{ side: 'union', kind: 'fort', location: 'washington' }] })).rule).toBe('R1.1');
    expect(ruleError(() => game({ units: [{ side: 'union', kind: 'fort', location: 'washington' }] })).message).toMatch(/Union has no forts/);
  });

  it('R1.2 the I and II cards are set aside as two piles; the rest form the draw pile (and hands)', () => {
    for (const side of ['union', 'confederate'] as const) {
      const c = s.cards[side];
      expect(c.pileI.slice().sort()).toEqual(idsOf(side, 'I'));
      expect(c.pileII.slice().sort()).toEqual(idsOf(side, 'II'));
      expect([...c.hand, ...c.draw].sort()).toEqual(idsOf(side, 'base'));
      expect(c.discard).toEqual([]);
      expect(c.reshuffles).toBe(0);
    }
    expect(idsOf('union', 'I')).toHaveLength(14);
    expect(idsOf('confederate', 'II')).toHaveLength(5);
  });

  it('R1.2 the draw pile is shuffled by the seeded generator (same seed, same order)', () => {
    const a = newGame({ seed: 7 });
    const b = newGame({ seed: 8 });
    expect(a.cards.union.draw).toEqual(s.cards.union.draw);
    expect(b.cards.union.draw).not.toEqual(s.cards.union.draw);
    const base = idsOf('union', 'base');
    expect(s.cards.union.draw).not.toEqual(base.filter((id) => s.cards.union.draw.includes(id)));
  });

  it('R1.3 the Blockade and Europe markers start on S', () => {
    expect(blockadeSpace(s)).toBe(0);
    expect(europeSpace(s)).toBe(3);
  });

  it('R1.4 starting hands: Confederate 5 cards, Union 6, from the draw piles', () => {
    expect(hand(s, 'confederate')).toHaveLength(5);
    expect(hand(s, 'union')).toHaveLength(6);
    expect(s.cards.union.draw).toHaveLength(41 - 6);
    expect(s.cards.confederate.draw).toHaveLength(40 - 5);
    for (const id of hand(s, 'union')) expect(CARD_BY_ID[id]!.pile).toBe('base');
  });

  it('R1.5 starting armies', () => {
    const expected: [LocationId, 'union' | 'confederate', number][] = [
      ['washington', 'union', 3], ['harpers-ferry', 'union', 2], ['kentucky', 'union', 2], ['cairo', 'union', 2],
      ['manassas', 'confederate', 3], ['front-royal', 'confederate', 2], ['savannah', 'confederate', 2], ['new-orleans', 'confederate', 2],
      ['nashville', 'confederate', 1], ['fort-henry-donelson', 'confederate', 1], ['fort-monroe', 'confederate', 1],
    ];
    expect(s.units).toHaveLength(11);
    for (const [loc, side, strength] of expected) {
      const here = unitsAt(s, loc);
      expect(here).toHaveLength(1);
      expect(here[0]).toMatchObject({ side, kind: 'army', strength, half: 'upper' });
    }
    // A scenario without units has the same armies; an empty list means an empty map.
    expect(game({}).units.map((u) => [u.location, u.strength])).toEqual(s.units.map((u) => [u.location, u.strength]));
    expect(game({ units: [] }).units).toEqual([]);
  });

  it('R1.6 the Union takes the first turn', () => {
    expect(decision(s)).toMatchObject({ side: 'union', kind: 'action', actionsTaken: 0 });
    expect(decision(game({}))).toMatchObject({ side: 'union', kind: 'action' });
  });
});

describe('R2 cards', () => {
  const washington = { side: 'union' as const, kind: 'army' as const, strength: 3 as const, location: 'washington' as LocationId };

  it('R2.1 a top-area unit is built by discarding its deploy cost: the number of other cards printed', () => {
    // Army of the Tennessee: army 3 for 1 card; Army of the Potomac: army 3 for 2; McClellan has no top area.
    const s = game({ units: [], hands: { union: ['U59', 'U15', 'U30', 'U31', 'U32'] } });
    expect(CARD_BY_ID.U59!.cost).toBe(1);
    expect(isLegal(s, { type: 'deploy', card: 'U59', payment: ['U30'], location: 'washington', half: 'upper' })).toBe(true);
    expect(isLegal(s, { type: 'deploy', card: 'U15', payment: ['U30'], location: 'washington', half: 'upper' })).toBe(false);
    expect(isLegal(s, { type: 'deploy', card: 'U15', payment: ['U30', 'U31'], location: 'washington', half: 'upper' })).toBe(true);
    expectRefused(s, { type: 'deploy', card: 'U30', payment: [], location: 'washington', half: 'upper' }, 'R6.1');
    expect(all(s, 'deploy', (a) => a.card === 'U30')).toEqual([]);
  });

  it('R2.2 Movement pays for a move, Naval movement for naval movement (Union only), Leadership counts in combat', () => {
    const s = game({ units: [washington], hands: { union: ['U17', 'U13', 'U06'] } });
    // Blockade Squadron: naval symbol, no train; Pennsylvania Reserves: neither; River Flotilla Troops: both.
    expect(all(s, 'move').map((a) => a.card)).toEqual(expect.arrayContaining(['U06']));
    expect(all(s, 'move').some((a) => a.card === 'U17' || a.card === 'U13')).toBe(false);
    expect(new Set(all(s, 'naval-move').flatMap((a) => a.cards))).toEqual(new Set(['U17', 'U06']));
    expect(CARDS.filter((c) => c.side === 'confederate' && c.naval)).toEqual([]);
    const b = game({
      units: [washington, { side: 'confederate', kind: 'army', strength: 1, location: 'harpers-ferry' }],
      control: { 'harpers-ferry': 'confederate' }, hands: { union: ['U30', 'U41'] },
    });
    const t = play(b, find(b, 'move', (a) => a.to === 'harpers-ferry' && a.card === 'U30'), { type: 'attacker-card', card: 'U41' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r).attackerStrength).toBe(3 + CARD_BY_ID.U41!.leadership);
  });

  it('R2.3 an Action text costs one of the two actions; a Free action none; a Benefit none', () => {
    const s = game({ hands: { union: ['U51', 'U24'], confederate: ['C01', 'C02', 'C03'] } });
    expect(applyAction(s, { type: 'free-action', card: 'U24' }).actionsTaken).toBe(0);
    const raid = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(raid.actionsTaken).toBe(1);
    // A Benefit is played in the opponent's battle: the active side's count of actions is unchanged by it.
    const b = game({
      units: [washington, { side: 'confederate', kind: 'army', strength: 2, location: 'manassas' }],
      hands: { union: ['U30', 'U35'], confederate: ['C30'] },
    });
    const t = play(b, find(b, 'move', (a) => a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [{ card: 'C30', kind: 'high-ground' }] });
    expect(r.actionsTaken).toBe(1);
    expect(r.active).toBe('union');
  });

  it('R2.4 a card played is used for exactly one purpose', () => {
    const s = game({ units: [washington], hands: { union: ['U09', 'U06', 'U30'] } });
    expectRefused(s, { type: 'deploy', card: 'U09', payment: ['U09'], location: 'washington', half: 'upper' }, 'R2.4');
    expectRefused(s, { type: 'deploy', card: 'U09', payment: ['U06'], location: 'washington', half: 'lower', navalCard: 'U06' }, 'R2.4');
    expectRefused(s, { type: 'discard', cards: ['U30', 'U30'] }, 'R2.4');
    const b = game({
      units: [washington, { side: 'confederate', kind: 'army', strength: 2, location: 'manassas' }],
      hands: { union: ['U30', 'U35'], confederate: ['C30'] },
    });
    const t = play(b, find(b, 'move', (a) => a.to === 'manassas' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
    expectRefused(t, { type: 'stand', card: 'C30', benefits: [{ card: 'C30', kind: 'high-ground' }] }, 'R2.4');
  });

  it('R2.6 no view names the seed, which rebuilds both starting hands and draw piles (QA), a save written before included', () => {
    const s = newGame({ seed: 424242 });
    // What the seed gives away: the other side's hand, rebuilt from it.
    expect(newGame({ seed: 424242 }).cards.confederate.hand).toEqual(hand(s, 'confederate'));
    for (const viewer of ['union', 'confederate', 'observer'] as const) {
      const v = viewFor(s, viewer);
      expect(v.log[0]).toMatchObject({ key: 'setup', args: {} });
      expect(JSON.stringify(v)).not.toContain('424242');
    }
    // A save whose setup entry still names its seed (3) loses it on loading, and so do its views.
    const text = readFileSync('tests/fixtures/saves/v2-rail-movement.json', 'utf8');
    expect(JSON.parse(text).state.log[0]).toMatchObject({ key: 'setup', args: { seed: 3 } });
    const old = deserialize(text);
    expect(old.seed).toBe(3);
    expect(old.log[0]).toMatchObject({ key: 'setup', args: {} });
    for (const viewer of ['union', 'confederate', 'observer'] as const) expect(viewFor(old, viewer).log[0]!.args).toEqual({});
  });

  it('R2.6 the opponent may inspect the units on the map, but not the other side\'s discard or removed cards (E16)', () => {
    const s = game({ discards: { confederate: ['C38'] }, removed: { confederate: ['C12'] } });
    const v = viewFor(s, 'union');
    const conf = v.units.filter((u) => u.side === 'confederate');
    expect(conf.map((u) => [u.location, u.strength])).toEqual(s.units.filter((u) => u.side === 'confederate').map((u) => [u.location, u.strength]));
    expect(v.sides.confederate.discard).toBeUndefined();
    expect(v.sides.confederate.removed).toBeUndefined();
    expect(JSON.stringify(v)).not.toMatch(/"C38"|"C12"/);
  });
});

describe('R2.5 where played cards go', () => {
  const base = { units: [{ side: 'union' as const, kind: 'army' as const, strength: 3 as const, location: 'washington' as LocationId }] };

  it('R2.5 a built strength-1 army card goes to the discard pile, its payment too', () => {
    const s = game({ ...base, hands: { union: ['U01', 'U30'] } });
    const t = applyAction(s, find(s, 'deploy', (a) => a.card === 'U01' && a.location === 'washington' && a.half === 'upper' && !a.navalCard));
    expect(t.cards.union.discard).toEqual(expect.arrayContaining(['U01', 'U30']));
    expect(t.cards.union.removed).toEqual([]);
    expect(idsAt(t, 'washington', 'union')).toHaveLength(2);
  });

  it('R2.5 a built strength-2 or 3 army, ship, politician or fort is removed from the game; payments are discarded', () => {
    const s = game({ ...base, hands: { union: ['U09', 'U15', 'U17', 'U21', 'U30', 'U31', 'U32', 'U33', 'U34', 'U35'] } });
    let t = applyAction(s, find(s, 'deploy', (a) => a.card === 'U09' && a.payment[0] === 'U30' && a.location === 'washington' && a.half === 'upper'));
    t = applyAction(t, find(t, 'deploy', (a) => a.card === 'U15' && a.payment.includes('U31') && a.payment.includes('U32') && a.location === 'washington' && a.half === 'upper'));
    expect(t.cards.union.removed.sort()).toEqual(['U09', 'U15']);
    expect(t.cards.union.discard.sort()).toEqual(['U30', 'U31', 'U32']);
    const c = game({ hands: { union: ['U17', 'U21', 'U33', 'U34', 'U35'], confederate: ['C16', 'C01'] }, units: [] });
    let u = applyAction(c, find(c, 'deploy', (a) => a.card === 'U17' && a.payment[0] === 'U33'));
    u = applyAction(u, find(u, 'deploy', (a) => a.card === 'U21' && a.payment.includes('U34') && a.payment.includes('U35')));
    expect(u.cards.union.removed.sort()).toEqual(['U17', 'U21']);
    expect(u.cards.union.discard.sort()).toEqual(['U33', 'U34', 'U35']);
    u = applyAction(u, { type: 'end-turn' });
    u = applyAction(u, find(u, 'deploy', (a) => a.card === 'C16' && a.location === 'richmond' && a.half === 'lower'));
    expect(u.cards.confederate.removed).toEqual(['C16']);
    expect(u.cards.confederate.discard).toEqual(['C01']);
  });

  it('R2.5 a card played for its Movement symbol or its text goes to the discard pile', () => {
    const s = game({ ...base, hands: { union: ['U30', 'U51'], confederate: ['C01', 'C02', 'C03'] } });
    let t = applyAction(s, find(s, 'move', (a) => a.card === 'U30' && a.to === 'harpers-ferry'));
    expect(t.cards.union.discard).toEqual(['U30']);
    t = applyAction(t, find(t, 'card-action', (a) => a.card === 'U51'));
    expect(t.cards.union.discard).toEqual(['U30', 'U51']);
    expect(t.cards.union.removed).toEqual([]);
  });
});

describe('R3 turn sequence', () => {
  it('R3.1 the active player performs two actions, one after the other, then ends the turn', () => {
    const s = game({ hands: { union: ['U30', 'U31'] } });
    const one = applyAction(s, { type: 'pass' });
    expect(decision(one)).toMatchObject({ side: 'union', kind: 'action', actionsTaken: 1, mayEndTurn: false });
    expectRefused(one, { type: 'end-turn' }, 'R3.1');
    const two = applyAction(one, { type: 'pass' });
    expect(decision(two)).toMatchObject({ side: 'union', actionsTaken: 2, mayEndTurn: true });
    expectRefused(two, { type: 'pass' }, 'R3.1');
    expectRefused(two, { type: 'discard', cards: ['U30'] }, 'R3.1');
    const next = applyAction(two, { type: 'end-turn' });
    expect(decision(next)).toMatchObject({ side: 'confederate', kind: 'action', actionsTaken: 0 });
    expect(next.turn).toBe(s.turn + 1);
  });

  it('R3.1 free actions cost no action and may be played any number of times (also after both actions, X14)', () => {
    const s = game({ actionsTaken: 2, hands: { union: ['U24', 'U50'] }, reshuffles: { union: 1 } });
    const t = applyAction(s, { type: 'free-action', card: 'U24' });
    expect(t.actionsTaken).toBe(2);
    const u = applyAction(t, { type: 'free-action', card: 'U50' });
    expect(u.actionsTaken).toBe(2);
    expect(hand(u, 'union')).toHaveLength(6);
  });

  it('R3.2 the Union refills to 6; the Confederate to the hand size at the Blockade space', () => {
    const s = game({ actionsTaken: 2, hands: { union: ['U30'] } });
    expect(hand(applyAction(s, { type: 'end-turn' }), 'union')).toHaveLength(6);
    for (const [space, size] of [[0, 5], [1, 5], [2, 4], [3, 4], [4, 3], [5, 3]] as const) {
      const c = game({ active: 'confederate', actionsTaken: 2, blockade: space, hands: { confederate: ['C01'] } });
      expect(handSize(c, 'confederate')).toBe(size);
      expect(hand(applyAction(c, { type: 'end-turn' }), 'confederate')).toHaveLength(size);
    }
    expect(handSize(game({ blockade: 5 }), 'union')).toBe(6);
  });

  it('R3.2 the Confederate hand size is the one at the Blockade space when he refills: his own ship played this turn counts', () => {
    // Space 2: hand size 4. CSS Virginia (a ship, R6.1.3) moves the marker back to space 1: hand size 5.
    const s = game({ units: [], active: 'confederate', actionsTaken: 1, blockade: 2, hands: { confederate: ['C20', 'C01'] } });
    expect(handSize(s, 'confederate')).toBe(4);
    const t = applyAction(s, { type: 'deploy', card: 'C20', payment: ['C01'] });
    expect(t.blockade).toBe(1);
    const u = applyAction(t, { type: 'end-turn' });
    expect(hand(u, 'confederate')).toHaveLength(5);
  });

  it('R3.3 a hand larger than the hand size is kept at the end of the turn', () => {
    const big = ['U30', 'U31', 'U32', 'U33', 'U34', 'U35', 'U36', 'U37'];
    const s = game({ actionsTaken: 2, hands: { union: big } });
    const t = applyAction(s, { type: 'end-turn' });
    expect(hand(t, 'union')).toEqual(big);
    expect(t.cards.union.discard).toEqual([]);
    const c = game({ active: 'confederate', actionsTaken: 2, blockade: 5, hands: { confederate: ['C01', 'C02', 'C03', 'C04'] } });
    expect(hand(applyAction(c, { type: 'end-turn' }), 'confederate')).toHaveLength(4);
  });

  it('R3.4 the non-active player never draws at the end of the turn: cards spent defending wait for his own turn', () => {
    const s = game({
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'kentucky' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'nashville' },
      ],
      hands: { union: ['U30', 'U35', 'U01'], confederate: ['C38', 'C01', 'C02'] },
    });
    let t = applyAction(s, find(s, 'move', (a) => a.card === 'U30' && a.to === 'nashville'));
    t = applyAction(t, { type: 'attacker-card', card: 'U35' });
    t = applyAction(t, { type: 'stand', card: 'C38', benefits: [] });
    expect(t.combat).toBeNull();
    expect(hand(t, 'confederate')).toEqual(['C01', 'C02']);
    t = play(t, { type: 'pass' }, { type: 'end-turn' });
    expect(hand(t, 'union')).toHaveLength(6);
    expect(hand(t, 'confederate')).toEqual(['C01', 'C02']);
    t = play(t, { type: 'pass' }, { type: 'pass' }, { type: 'end-turn' });
    expect(hand(t, 'confederate')).toHaveLength(5);
  });
});

it('R1 newGame refuses a malformed scenario with a RuleError', () => {
  expect(() => newGame({ scenario: { units: [{ side: 'union', kind: 'army', strength: 2, location: 'atlantis' as LocationId }] } })).toThrow(RuleError);
});

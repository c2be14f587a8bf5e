/**
 * Illegal and malformed input: applyAction throws RuleError with the rule broken and a
 * plain-language message, leaving its input unchanged; malformed scenarios and save texts are refused.
 */
import fc from 'fast-check';
import { applyAction, deserialize, invariantViolations, isLegal, newGame, RuleError, serialize } from '../../src/engine/index';
import type { Action, GameState, LocationId, Scenario, Side } from '../../src/engine/index';
import { citedRule, RULE_ERRORS, type RuleErrorKey } from '../../src/engine/rule-errors';
import { expectRefused, find, game, idsAt, play, ruleError } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

/** A Union turn with armies at Washington and Kentucky, a contested Manassas and a mixed hand. */
const base = (): GameState => game({
  units: [
    army('union', 'washington', 3), army('union', 'washington', 2), army('union', 'kentucky', 2),
    army('union', 'manassas', 1, 'upper'), army('confederate', 'manassas', 1, 'lower'),
    army('confederate', 'nashville', 1), { side: 'confederate', kind: 'fort', location: 'richmond' },
  ],
  control: { nashville: 'confederate' },
  hands: { union: ['U01', 'U09', 'U13', 'U30', 'U35', 'U06'], confederate: ['C01', 'C27'] },
});

describe('illegal actions throw RuleError naming the rule, in plain words, leaving the state unchanged', () => {
  const s = base();
  const w = idsAt(s, 'washington');
  const cases: [string, Action, string][] = [
    ['a card not in hand', { type: 'deploy', card: 'U15', payment: ['U01', 'U30'], location: 'washington', half: 'upper' }, 'R6.1'],
    ['a wrong deploy cost', { type: 'deploy', card: 'U09', payment: [], location: 'washington', half: 'upper' }, 'R6.1'],
    ['a card paying twice', { type: 'deploy', card: 'U09', payment: ['U01', 'U01'], location: 'washington', half: 'upper' }, 'R2.4'],
    ['deploying into enemy territory', { type: 'deploy', card: 'U09', payment: ['U01'], location: 'nashville', half: 'upper' }, 'R6.1.1'],
    ['deploying into a contested location', { type: 'deploy', card: 'U09', payment: ['U01'], location: 'manassas', half: 'upper' }, 'E2'],
    ['a move card without a Movement symbol', { type: 'move', card: 'U13', from: 'washington', to: 'harpers-ferry', units: w }, 'R6.2'],
    ['moving the enemy\'s army', { type: 'move', card: 'U30', from: 'nashville', to: 'chattanooga', units: idsAt(s, 'nashville') }, 'R6.2'],
    ['moving a fort', { type: 'move', card: 'U30', from: 'richmond', to: 'manassas', units: idsAt(s, 'richmond') }, 'R6.2'],
    ['a long move with two armies', { type: 'move', card: 'U30', from: 'washington', to: 'cairo', units: w }, 'R6.2.2'],
    ['an army not in the starting location', { type: 'move', card: 'U30', from: 'washington', to: 'harpers-ferry', units: idsAt(s, 'kentucky') }, 'R6.2.1'],
    ['a naval move with a card lacking the symbol', { type: 'naval-move', cards: ['U30'], moves: [{ unit: w[0]!, from: 'washington' }], to: 'savannah' }, 'R6.3'],
    ['a naval move from an inland location', { type: 'naval-move', cards: ['U06'], moves: [{ unit: idsAt(s, 'kentucky')[0]!, from: 'kentucky' }], to: 'savannah' }, 'R6.3'],
    ['declaring an attack where nothing is contested', { type: 'declare-attack', location: 'nashville' }, 'R6.4'],
    ['discarding no card', { type: 'discard', cards: [] }, 'R6.5'],
    ['a card action without Action text', { type: 'card-action', card: 'U35' }, 'R6.6'],
    ['a free action without free-action text', { type: 'free-action', card: 'U35' }, 'R2.3'],
    ['ending the turn before two actions', { type: 'end-turn' }, 'R3.1'],
    ['answering a decision that is not asked', { type: 'stand', card: null, benefits: [] }, 'R3.1'],
    ['a raid response with no raid', { type: 'cavalry-raid-response', card: null }, 'R3.1'],
  ];
  for (const [what, action, rule] of cases) {
    it(`refuses ${what} (${rule})`, () => {
      expectRefused(s, action, rule);
      expect(isLegal(s, action)).toBe(false);
    });
  }

  it('R6.2.2 a long move through enemy territory names R6.2.2', () => {
    const t = game({ units: [army('union', 'washington', 3)], hands: { union: ['U30'] } });
    const err = expectRefused(t, { type: 'move', card: 'U30', from: 'washington', to: 'richmond', units: idsAt(t, 'washington') }, 'R6.2.2');
    expect(err.message).toMatch(/No rail path from Washington to Richmond/);
  });

  // Contract: "applyAction with an illegal action throws RuleError, whose `rule` field names the rule it breaks".
  // Here no contested location lies on any path (Nashville, Kentucky's contested neighbour, leads nowhere near
  // Richmond, and Richmond stays unreachable with the E1 variant too): the error must name R6.2.2, not E1.
  it('R6.2.2 a long move blocked by enemy territory names R6.2.2, not E1, when a contested neighbour is beside the point', () => {
    const t = game({
      units: [army('union', 'kentucky', 3), army('union', 'nashville', 1, 'upper'), army('confederate', 'nashville', 1, 'lower')],
      hands: { union: ['U30'] },
    });
    expectRefused(t, { type: 'move', card: 'U30', from: 'kentucky', to: 'richmond', units: idsAt(t, 'kentucky') }, 'R6.2.2');
  });

  it('R5.8 the message says what is wrong: "Kentucky is not in supply"', () => {
    const k = game({ units: [army('union', 'kentucky')], control: { cincinnati: 'union', harrisburg: 'union', washington: 'confederate' }, hands: { union: ['U09', 'U01'] } });
    const err = expectRefused(k, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'kentucky', half: 'upper' }, 'R5.8');
    expect(err).toBeInstanceOf(RuleError);
    expect(err.message).toMatch(/^Kentucky is not in supply/);
    expect(err.message).toMatch(/Washington/);
    expect(err.message).toMatch(/\(R5\.8\)$/);
  });

  it('R3.1 a third action is refused', () => {
    const t = play(s, { type: 'pass' }, { type: 'pass' });
    const err = expectRefused(t, { type: 'discard', cards: ['U01'] }, 'R3.1');
    expect(err.message).toMatch(/end the turn/);
  });

  it('R7.2 / E4 / R7.7 / R9 combat decisions are checked', () => {
    let t = applyAction(s, find(s, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville' && a.card === 'U30'));
    expectRefused(t, { type: 'attacker-card', card: null }, 'R7.2');
    expectRefused(t, { type: 'attacker-card', card: 'C01' }, 'R7.2');
    expectRefused(t, { type: 'pass' }, 'R7.2');
    t = applyAction(t, { type: 'attacker-card', card: 'U35' });
    expectRefused(t, { type: 'stand', card: 'C27', benefits: [{ card: 'C01', kind: 'high-ground' }] }, 'R11.3');
    expectRefused(t, { type: 'stand', card: 'U09', benefits: [] }, 'R7.3');
  });

  it('R12 nothing is accepted once the game is over', () => {
    const over = game({ units: [], active: 'confederate', europe: 8, hands: { confederate: ['C24', 'C01', 'C02'] } });
    const t = applyAction(over, { type: 'deploy', card: 'C24', payment: ['C01', 'C02'] });
    expectRefused(t, { type: 'pass' }, 'R12');
  });
});

describe('malformed actions', () => {
  const s = base();
  const bad: [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['an object without type', {}],
    ['an unknown type', { type: 'fly' }],
    ['payment not a list', { type: 'deploy', card: 'U09', payment: 'U01', location: 'washington', half: 'upper' }],
    ['a deploy with no location', { type: 'deploy', card: 'U09', payment: ['U01'] }],
    ['a deploy with a bad half', { type: 'deploy', card: 'U09', payment: ['U01'], location: 'washington', half: 'middle' }],
    ['an unknown location', { type: 'move', card: 'U30', from: 'washington', to: 'atlantis', units: [idsAt(s, 'washington')[0]] }],
    ['an unknown unit', { type: 'move', card: 'U30', from: 'washington', to: 'harpers-ferry', units: ['u999'] }],
    ['units not a list', { type: 'move', card: 'U30', from: 'washington', to: 'harpers-ferry', units: 'u1' }],
    ['a unit named twice', { type: 'move', card: 'U30', from: 'washington', to: 'harpers-ferry', units: ['u1', 'u1'] }],
    ['an unknown card', { type: 'discard', cards: ['X99'] }],
    ['a naval move without moves', { type: 'naval-move', cards: ['U06'], to: 'savannah' }],
  ];
  for (const [what, action] of bad) {
    it(`refuses ${what} with a RuleError, state unchanged`, () => {
      const before = JSON.stringify(s);
      const err = ruleError(() => applyAction(s, action as Action));
      expect(err.rule).toMatch(/^(contract|R[\d.]+|E\d+|X\d+)$/);
      expect(err.message.length).toBeGreaterThan(10);
      expect(JSON.stringify(s)).toBe(before);
      expect(isLegal(s, action as Action)).toBe(false);
    });
  }
});

describe('malformed scenarios are refused', () => {
  const cases: [string, Scenario][] = [
    ['an unknown card', { hands: { union: ['U99'] } }],
    ['a card placed twice', { hands: { union: ['U01'] }, discards: { union: ['U01'] } }],
    ['a card of the other side', { hands: { union: ['C01'] } }],
    ['an unknown location', { units: [army('union', 'atlantis' as LocationId)] }],
    ['an army without strength', { units: [{ side: 'union', kind: 'army', location: 'washington' }] }],
    ['a Union fort', { units: [{ side: 'union', kind: 'fort', location: 'washington' }] }],
    ['more forts than the stock', { units: Array.from({ length: 5 }, () => ({ side: 'confederate' as const, kind: 'fort' as const, location: 'atlanta' as LocationId })) }],
    ['more strength-3 armies than the stock', { units: Array.from({ length: 7 }, () => army('confederate', 'atlanta', 3)) }],
    ['both sides in one half', { units: [army('union', 'nashville', 2, 'upper'), army('confederate', 'nashville', 1, 'upper')] }],
    ['a side in both halves of a contested location', { units: [army('union', 'nashville', 2, 'upper'), army('union', 'nashville', 2, 'lower'), army('confederate', 'nashville', 1, 'lower')] }],
    ['a Confederate unit in a top-three location', { units: [army('confederate', 'harrisburg')] }],
    ['a Europe marker off the track', { europe: 10 }],
    ['a Blockade marker off the track', { blockade: 6 }],
    ['a negative Blockade space', { blockade: -1 }],
    ['too many reshuffles', { reshuffles: { union: 3 as 2 } }],
    ['actions taken out of range', { actionsTaken: 3 as 2 }],
    ['an unknown field', { weather: 'rain' } as unknown as Scenario],
    ['a captured location that is not blue', { captured: ['richmond'], control: {} }],
    ['a captured location without a Confederate flag', { captured: ['kentucky'] }],
  ];
  for (const [what, scenario] of cases) {
    it(`R1.1 R5.5 R5.10 E9: refuses ${what} (the rule its message cites, else "scenario")`, () => {
      const err = ruleError(() => newGame({ seed: 1, scenario }));
      expect(err.rule).toBe(citedRule(RULE_ERRORS[err.key.slice('ruleError.'.length) as RuleErrorKey]) ?? 'scenario');
      // One id in the message: the rule thrown is the one the text cites.
      expect(err.message.match(/\((R[\d.]+|E\d+|scenario)\)/g) ?? []).toHaveLength(1);
      expect(err.message.length).toBeGreaterThan(10);
    });
  }

  it('refuses a non-finite seed', () => {
    expect(ruleError(() => newGame({ seed: Number.NaN })).rule).toBe('scenario');
  });
});

describe('save texts', () => {
  const mid = (): GameState => {
    const s = base();
    return play(s, find(s, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville' && a.card === 'U30'), { type: 'attacker-card', card: 'U35' });
  };

  it('round-trips a state, also in the middle of a combat', () => {
    for (const s of [newGame({ seed: 3 }), base(), mid()]) {
      const back = deserialize(serialize(s));
      expect(back).toEqual(s);
      expect(deserialize(serialize(back))).toEqual(s);
    }
    // The restored game goes on exactly like the original.
    const m = mid();
    const a = find(m, 'stand');
    expect(applyAction(deserialize(serialize(m)), a)).toEqual(applyAction(m, a));
  });

  it('refuses bad save texts with a RuleError (rule "save")', () => {
    const good = JSON.parse(serialize(base()));
    const texts: [string, string][] = [
      ['not JSON', 'lincoln!'],
      ['an empty object', '{}'],
      ['another format', JSON.stringify({ ...good, format: 'chess-save' })],
      ['another version', JSON.stringify({ ...good, version: 2 })],
      ['no state', JSON.stringify({ format: 'lincoln-save', version: 1 })],
      ['damaged units', JSON.stringify({ ...good, state: { ...good.state, units: 'many' } })],
      ['a unit in an unknown location', JSON.stringify({ ...good, state: { ...good.state, units: [{ id: 'u1', side: 'union', kind: 'army', strength: 2, half: 'upper', location: 'atlantis' }] } })],
      ['a card in two places', JSON.stringify({ ...good, state: { ...good.state, cards: { ...good.state.cards, union: { ...good.state.cards.union, discard: [...good.state.cards.union.discard, good.state.cards.union.hand[0]] } } } })],
      ['a card missing', JSON.stringify({ ...good, state: { ...good.state, cards: { ...good.state.cards, union: { ...good.state.cards.union, hand: [] } } } })],
      ['a marker off the track', JSON.stringify({ ...good, state: { ...good.state, europe: 12 } })],
      ['too many counters', JSON.stringify({ ...good, state: { ...good.state, units: Array.from({ length: 9 }, (_, i) => ({ id: `u${i + 1}`, side: 'union', kind: 'army', strength: 1, half: 'upper', location: 'washington' })) } })],
    ];
    for (const [what, text] of texts) {
      const err = ruleError(() => deserialize(text));
      expect(err.rule, what).toBe('save');
      expect(err.message.length, what).toBeGreaterThan(10);
    }
  });
});

describe('any action, legal or not (fast-check)', () => {
  const cards = ['U01', 'U06', 'U09', 'U13', 'U15', 'U17', 'U21', 'U24', 'U26', 'U27', 'U29', 'U30', 'U35', 'U51', 'C01', 'C06', 'C16', 'C27', 'C30', 'C38', 'X00'];
  const locations = ['washington', 'manassas', 'kentucky', 'nashville', 'richmond', 'savannah', 'harrisburg', 'atlantis'];
  const units = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u99'];
  const card = fc.constantFrom(...cards);
  const loc = fc.constantFrom(...locations);
  const unit = fc.constantFrom(...units);
  const half = fc.constantFrom('upper', 'lower', 'middle');
  const action = fc.oneof(
    fc.record({ type: fc.constant('deploy'), card, payment: fc.array(card, { maxLength: 3 }), location: loc, half, navalCard: fc.option(card, { nil: undefined }) }),
    fc.record({ type: fc.constant('move'), card, from: loc, to: loc, units: fc.array(unit, { maxLength: 3 }) }),
    fc.record({ type: fc.constant('naval-move'), cards: fc.array(card, { maxLength: 2 }), moves: fc.array(fc.record({ unit, from: loc }), { maxLength: 2 }), to: loc }),
    fc.record({ type: fc.constant('declare-attack'), location: loc }),
    fc.record({ type: fc.constant('discard'), cards: fc.array(card, { maxLength: 3 }) }),
    fc.record({ type: fc.constant('card-action'), card, deploys: fc.option(fc.array(fc.record({ card, location: loc, half }), { maxLength: 2 }), { nil: undefined }), moves: fc.option(fc.array(fc.record({ unit, to: loc }), { maxLength: 2 }), { nil: undefined }) }),
    fc.record({ type: fc.constant('free-action'), card }),
    fc.record({ type: fc.constantFrom('pass', 'end-turn', 'fly') }),
    fc.record({ type: fc.constant('attacker-card'), card: fc.option(card, { nil: null }) }),
    fc.record({ type: fc.constant('stand'), card: fc.option(card, { nil: null }), benefits: fc.array(fc.record({ card, kind: fc.constantFrom('high-ground', 'reinforcements'), unit }), { maxLength: 2 }) }),
    fc.record({ type: fc.constant('withdraw'), moves: fc.array(fc.record({ unit, to: fc.oneof(loc, fc.constant('other-half')) }), { maxLength: 2 }) }),
    fc.record({ type: fc.constant('casualties'), units: fc.array(unit, { maxLength: 2 }) }),
    fc.record({ type: fc.constant('retreat'), moves: fc.array(fc.record({ unit, to: loc }), { maxLength: 2 }) }),
  ) as fc.Arbitrary<Action>;

  /** A few positions: the action phase, an attacker's card, a defender's response, casualties. */
  const positions = (): GameState[] => {
    const s = base();
    const atCard = applyAction(s, find(s, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville' && a.card === 'U30'));
    const atResponse = applyAction(atCard, { type: 'attacker-card', card: 'U35' });
    const big = game({ units: [army('union', 'kentucky', 3), army('union', 'kentucky', 1), army('confederate', 'nashville', 2), army('confederate', 'nashville', 1)], hands: { union: ['U30', 'U41'] } });
    const atCasualties = play(big, find(big, 'move', (a) => a.to === 'nashville' && a.units.length === 2 && a.card === 'U30'), { type: 'attacker-card', card: 'U41' }, { type: 'stand', card: null, benefits: [] });
    return [s, atCard, atResponse, atCasualties];
  };

  it('either throws a RuleError or returns a sound new state; the input is never changed', () => {
    const states = positions();
    expect(states[3]!.combat?.step).toBe('casualties');
    fc.assert(fc.property(fc.nat(states.length - 1), action, (i, a) => {
      const s = states[i]!;
      const before = JSON.stringify(s);
      let next: GameState | null = null;
      try {
        next = applyAction(s, a);
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        expect((e as RuleError).rule).toMatch(/^(contract|R[\d.]+|E\d+|X\d+)$/);
      }
      expect(JSON.stringify(s)).toBe(before);
      if (next) expect(invariantViolations(next)).toEqual([]);
      expect(isLegal(s, a)).toBe(next !== null);
    }), { numRuns: 400, seed: 20260 });
  });
});

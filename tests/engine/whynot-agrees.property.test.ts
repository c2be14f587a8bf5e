/**
 * whyNot agrees with applyAction on whole actions (engine contract: whyNot "must agree with
 * isLegal/applyAction"): in random positions — from the rulebook's start and crowded ones — legal
 * actions are broken one field at a time (a card not in hand, the other side's card, another
 * location) and whyNot must give the rule and the key of the RuleError applyAction throws, or
 * null when the broken action is legal after all.
 */
import fc from 'fast-check';
import { CARDS } from '../../src/data';
import { abilityOf, applyAction, decision, legalActions, RuleError, whyNot } from '../../src/engine/index';
import type { Action, CardId, GameState, LocationId, Side } from '../../src/engine/index';
import { game, idsAt, play } from './helpers';
import { CONFEDERATE_CARDS, LOCATIONS, UNION_CARDS } from './helpers/reference';
import { choiceAt, describeSpec, gameSpec, rngFrom, startOf } from './helpers/play';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2) => ({ side, kind: 'army' as const, strength, location });

/** The refusal applyAction gives `action` in `state`, or null when it is legal. */
function refusal(state: GameState, action: Action): RuleError | null {
  try {
    applyAction(state, action);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

/**
 * Whether whyNot reads `action` as still partial though its shape is whole (`whyNotImpl`): a
 * deploy of a unit with no place or half chosen yet, a card-action without the fields its ability
 * reads. Its answer is then why no completion would do, not the engine's "choose one".
 */
function stillPartial(action: Action, e: RuleError): boolean {
  const a = action as unknown as Record<string, unknown>;
  if (e.key === 'ruleError.choose-half' && a.half === undefined) return true;
  if (e.key === 'ruleError.choose-location' && a.location === undefined) return true;
  if (action.type !== 'card-action' || e.key === 'ruleError.not-in-hand') return false;
  const data = CARDS.find((c) => c.id === action.card);
  return (data ? abilityOf(data)?.takes ?? [] : []).some((f) => a[f] === undefined);
}

/** A field of an action holding a card id or a location id: how to read and replace it. */
interface Slot { kind: 'card' | 'location'; set: (value: string) => Action }

/** Every card and location field of `action` (nested lists and objects included). */
function slots(action: Action): Slot[] {
  const out: Slot[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) { value.forEach((v, i) => walk(v, [...path, i])); return; }
    if (value && typeof value === 'object') { for (const [k, v] of Object.entries(value)) walk(v, [...path, k]); return; }
    if (typeof value !== 'string' || path.length === 0) return;
    const key = path.filter((p) => typeof p === 'string').at(-1)!;
    const kind = ['card', 'navalCard', 'cards', 'payment'].includes(key) ? 'card'
      : ['location', 'from', 'to', 'via'].includes(key) ? 'location' : null;
    if (!kind) return;
    out.push({
      kind,
      set: (replacement) => {
        const copy = structuredClone(action) as unknown as Record<string | number, unknown>;
        let at: Record<string | number, unknown> = copy;
        for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, unknown>;
        at[path.at(-1)!] = replacement;
        return copy as unknown as Action;
      },
    });
  };
  walk(action, []);
  return out;
}

/**
 * Broken copies of `action`: each card field given a card of `side` not in hand, one of the other
 * side and another card of the hand; each location field another location; and two fields broken
 * at once (a card of the hand of the wrong kind beside a card not in hand: the engine's check order decides).
 */
function broken(state: GameState, side: Side, action: Action, r: () => number): Action[] {
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(r() * xs.length)];
  const hand = state.cards[side].hand;
  const own = (side === 'union' ? UNION_CARDS : CONFEDERATE_CARDS).filter((c) => !hand.includes(c));
  const other = side === 'union' ? CONFEDERATE_CARDS : UNION_CARDS;
  const values = (kind: Slot['kind']): string[] => (kind === 'card' ? [pick(own), pick(other), pick(hand)] : [pick(LOCATIONS)]).filter((c): c is CardId => c !== undefined);
  const single = slots(action).flatMap((slot) => values(slot.kind).map((v) => slot.set(v)));
  const double: Action[] = [];
  for (let i = 0; i < 3; i++) {
    const first = pick(slots(action));
    const v = first && pick(values(first.kind));
    if (!first || v === undefined) break;
    const once = first.set(v);
    const second = pick(slots(once));
    const w = second && pick(values(second.kind));
    if (second && w !== undefined) double.push(second.set(w));
  }
  return [...single, ...double];
}

describe('whyNot and applyAction agree on whole actions (engine contract)', () => {
  it('R2.4 R3.1 R6 R7 R8 R9 R11 X32: a legal action broken in one field (a card not in hand, the other side\'s card, another location) gets the same rule and key from whyNot as from applyAction', () => {
    let checked = 0;
    fc.assert(
      fc.property(gameSpec(40), (spec) => {
        let state = startOf(spec);
        // Legal actions of the last positions: played again later, they are whole actions of another moment (a third action, another decision).
        let earlier: Action[] = [];
        for (let step = 0; step < 40 && decision(state); step++) {
          const legal = legalActions(state);
          const choice = choiceAt(spec, step);
          const r = rngFrom(choice >>> 0);
          const side = decision(state)!.side;
          const pool = [...legal, ...earlier];
          // A few legal actions of this position or an earlier one, each as it is and broken in every way.
          for (let i = 0; i < 4; i++) {
            const base = pool[Math.floor(r() * pool.length)]!;
            for (const action of [base, ...broken(state, side, base, r)]) {
              const e = refusal(state, action);
              const why = whyNot(state, action);
              const where = `${describeSpec(spec, step)}: ${JSON.stringify(action)}`;
              if (e && stillPartial(action, e)) continue;
              if (!e) expect(why, where).toBeNull();
              else expect(why && { rule: why.rule, key: why.key }, where).toEqual({ rule: e.rule, key: e.key });
              checked++;
            }
          }
          earlier = [...legal.slice(0, 20), ...earlier].slice(0, 60);
          state = applyAction(state, legal[choice % legal.length]!);
        }
      }),
      { numRuns: 15 },
    );
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it('R3.1 E4 R6.6 R6.3: the audit\'s cases — a card not in hand in a third action, a stand with a no-Leadership card, a card-action with a non-Action card, a Confederate naval move — agree', () => {
    const s = game({ units: [army('union', 'washington', 2), army('confederate', 'manassas', 1)], hands: { union: ['U13', 'U01', 'U30'], confederate: ['C41', 'C01'] } });
    const third = play(s, { type: 'pass' }, { type: 'pass' });
    const cases: [GameState, Action][] = [
      [third, { type: 'discard', cards: ['U50'] }],
      [s, { type: 'card-action', card: 'U13', deploys: [{ card: 'U50', location: 'washington', half: 'upper' }] }],
    ];
    const attacked = play(s, { type: 'move', card: 'U30', from: 'washington', to: 'manassas', units: idsAt(s, 'washington') }, { type: 'attacker-card', card: 'U01' });
    if (decision(attacked)?.kind === 'defender-response') cases.push([attacked, { type: 'stand', card: 'C41', benefits: [{ card: 'C30', kind: 'high-ground' }] }]);
    const rebels = game({ active: 'confederate', units: [army('confederate', 'new-orleans', 2)], hands: { confederate: ['C01'] } });
    cases.push([rebels, { type: 'naval-move', cards: ['C02'], moves: [{ unit: idsAt(rebels, 'new-orleans')[0]!, from: 'new-orleans' }], to: 'savannah' }]);
    for (const [state, action] of cases) {
      const e = refusal(state, action)!;
      expect(e, JSON.stringify(action)).toBeInstanceOf(RuleError);
      expect(whyNot(state, action), JSON.stringify(action)).toMatchObject({ rule: e.rule, key: e.key });
    }
    expect(cases).toHaveLength(4);
  });
});

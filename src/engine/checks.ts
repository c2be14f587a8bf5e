/**
 * Guard clauses shared by `applyAction` and the card-ability modules (`cards/`): each checks one
 * field of an action against the state and throws `RuleError` naming the rule when it fails.
 */
import type { CardId, GameState, LocationId, Side, UnitState } from './types';
import { require } from './errors';
import { rulesOf } from './ruleset';
import { isContested } from './control';
import { isForbidden, type HasRuleset } from './map';
import { groupUnits as groupBy } from './combinatorics';

/**
 * Checks the cards are distinct and all in `side`'s hand (R2.4: one purpose per card); `rule` is
 * the rule named when a card is not in hand. Throws RuleError ('contract' for a malformed list).
 */
export function requireCards(state: GameState, side: Side, cards: unknown, rule: string): asserts cards is CardId[] {
  require(Array.isArray(cards) && cards.every((c) => typeof c === 'string'), 'contract', 'cards-not-list');
  require(new Set(cards).size === cards.length, 'R2.4', 'card-one-purpose');
  for (const c of cards) {
    require(rulesOf(state).cardById[c], 'contract', 'no-such-card', { id: c });
    require(state.cards[side].hand.includes(c), rule, 'not-in-hand', { card: c, side });
  }
}

/** The units named by `ids`, each once and on the map; throws RuleError ('contract') otherwise. */
export function requireUnits(state: GameState, ids: unknown): UnitState[] {
  require(Array.isArray(ids) && ids.every((c) => typeof c === 'string'), 'contract', 'units-not-list');
  require(new Set(ids).size === ids.length, 'contract', 'unit-named-twice');
  return ids.map((id) => {
    const u = state.units.find((x) => x.id === id);
    require(u, 'contract', 'no-such-unit', { unit: id });
    return u;
  });
}

/** Checks `loc` is a location of the game's ruleset; throws RuleError ('contract') otherwise. */
/**
 * R6.1.3, R6.1.4: a ship or a politician moves a track marker, so its deploy names no location or
 * half (an action that names one is not the action the list offers, issue 7 item 4).
 */
export function requireNoPlace(top: { kind: string }, place: { location?: unknown; half?: unknown }): void {
  if (top.kind !== 'ship' && top.kind !== 'politician') return;
  require(place.location === undefined && place.half === undefined, top.kind === 'ship' ? 'R6.1.3' : 'R6.1.4',
    top.kind === 'ship' ? 'ship-no-place' : 'politician-no-place');
}

/** Asserts that `loc` is a location of the state's ruleset; throws `RuleError` ('contract', 'unknown-location') otherwise. */
export function requireLocation(state: GameState, loc: unknown): asserts loc is LocationId {
  require(typeof loc === 'string' && rulesOf(state).locationById[loc as LocationId], 'contract', 'unknown-location', { id: String(loc) });
}

/**
 * Where a unit is deployed, by an action (R6.1) or a card's free deploy (R11.4): a location of the
 * map, not one `side` may never enter — the more specific rule first, the Confederates never enter
 * the top three by any means (R5.10), not only for the flag they lack (R6.1.1; QA) — and a half
 * chosen (R6.1.1). Throws RuleError.
 */
export function requireDeployPlace(state: GameState, side: Side, loc: unknown, half: unknown): asserts loc is LocationId {
  requireLocation(state, loc);
  require(!isForbidden(state, side, loc), 'R5.10', 'forbidden', { location: loc });
  require(half === 'upper' || half === 'lower', 'R6.1.1', 'choose-half');
}

/**
 * Interchangeable units, lowest ids first (halves matter only in contested locations, E13): the
 * listers offer one action per group, never one per unit.
 */
export function interchangeableGroups(state: GameState, units: readonly UnitState[]): UnitState[][] {
  return groupBy(units, (loc) => isContested(state, loc));
}

/**
 * Interchangeable cards (same data row: every field but the id equal, `rulesOf(state).cardClass`),
 * grouped: each group in deck order, groups in the deck order of their first card. The listers
 * offer one action per choice of groups (the first cards of each), never one per card id; the
 * checks accept any copy.
 */
export function interchangeableCards(state: HasRuleset, cards: readonly CardId[]): CardId[][] {
  const t = rulesOf(state);
  const byClass = new Map<CardId, CardId[]>();
  for (const c of cards) {
    const k = t.cardClass[c] ?? c;
    const g = byClass.get(k);
    if (g) g.push(c); else byClass.set(k, [c]);
  }
  const order = (c: CardId) => t.cardOrder[c] ?? Number.MAX_SAFE_INTEGER;
  const groups = [...byClass.values()];
  for (const g of groups) g.sort((a, b) => order(a) - order(b));
  groups.sort((a, b) => order(a[0]!) - order(b[0]!));
  return groups;
}

/**
 * `groups` (as `interchangeableCards` gives them) without the cards in `exclude`: equal to
 * `interchangeableCards` of the cards left, without grouping them again (the deploy lister asks
 * it once per card and payment, issue 9).
 */
export function cardGroupsWithout(state: HasRuleset, groups: readonly (readonly CardId[])[], exclude: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  let reorder = false;
  for (const g of groups) {
    if (!exclude.length || !g.some((c) => exclude.includes(c))) { out.push(g as CardId[]); continue; }
    const rest = g.filter((c) => !exclude.includes(c));
    if (!rest.length) continue;
    if (rest[0] !== g[0]) reorder = true;
    out.push(rest);
  }
  if (reorder) {
    const t = rulesOf(state);
    const order = (c: CardId) => t.cardOrder[c] ?? Number.MAX_SAFE_INTEGER;
    out.sort((a, b) => order(a[0]!) - order(b[0]!));
  }
  return out;
}

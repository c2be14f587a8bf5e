/**
 * The ruleset the bot is thinking under (issue 7: the bot reads the game's own ruleset, never the
 * default data). `createBot().chooseAction` and the other entry points bind the ruleset of the
 * state they are given (`bindRuleset(rulesOf(state))`) before any heuristic runs; everything the
 * bot derives from a ruleset (rail neighbours, distances, card values) is built once per ruleset
 * and kept in a WeakMap. One decision runs synchronously, so the binding cannot change under it.
 */
import { defaultRules, type HasRuleset, rulesOf, type RulesetTables } from '../engine';

let current: RulesetTables = defaultRules();
/** The derived values of the bound ruleset (`derived.get(current)`), or null until first asked after a binding. */
let currentDerived: Map<string, unknown> | null = null;

/** Makes `state`'s ruleset (a state or a view) the one the bot reads until the next binding. */
export function bindRuleset(state: HasRuleset): void {
  const t = rulesOf(state);
  if (t !== current) currentDerived = null;
  current = t;
}

/** The bound ruleset's tables (the default until a game binds its own). */
export function botRules(): RulesetTables {
  return current;
}

const derived = new WeakMap<RulesetTables, Map<string, unknown>>();

/**
 * A value the bot derives from the bound ruleset, built by `build` once per ruleset and name
 * (e.g. `perRuleset('neighbours', buildNeighbours)`).
 */
export function perRuleset<T>(name: string, build: (t: RulesetTables) => T): T {
  // The bound ruleset's values kept at hand: heuristics ask several times per scored action (issue 9).
  let m: Map<string, unknown> | null | undefined = currentDerived;
  if (!m) {
    m = derived.get(current);
    if (!m) { m = new Map(); derived.set(current, m); }
    currentDerived = m;
  }
  let value = m.get(name) as T | undefined;
  if (value === undefined && !m.has(name)) { value = build(current); m.set(name, value); }
  return value as T;
}

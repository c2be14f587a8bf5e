/**
 * The ruleset the bot is thinking under (issue 7: the bot reads the game's own ruleset, never the
 * default data). `createBot().chooseAction` and the other entry points bind the ruleset of the
 * state they are given (`bindRuleset(rulesOf(state))`) before any heuristic runs; everything the
 * bot derives from a ruleset (rail neighbours, distances, card values) is built once per ruleset
 * and kept in a WeakMap. One decision runs synchronously, so the binding cannot change under it.
 */
import { defaultRules, type HasRuleset, rulesOf, type RulesetTables } from '../engine';

let current: RulesetTables = defaultRules();

/** Makes `state`'s ruleset (a state or a view) the one the bot reads until the next binding. */
export function bindRuleset(state: HasRuleset): void {
  current = rulesOf(state);
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
  let m = derived.get(current);
  if (!m) { m = new Map(); derived.set(current, m); }
  if (!m.has(name)) m.set(name, build(current));
  return m.get(name) as T;
}

/**
 * The ruleset of the game on screen (issue 7): card data, location names and colours shown by the
 * UI come from the game's own ruleset, never the default data. The store shows each game it puts
 * on screen (`showRuleset`); display helpers read `displayRules()`.
 */
import { defaultRules, rulesOf, type HasRuleset, type RulesetTables } from '../../engine';

let shown: RulesetTables = defaultRules();

/** Makes `state`'s ruleset (a state or a view) the one the UI displays. */
export function showRuleset(state: HasRuleset): void {
  shown = rulesOf(state);
}

/** The displayed game's ruleset tables (the default before any game is shown). */
export function displayRules(): RulesetTables {
  return shown;
}

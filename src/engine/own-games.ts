/**
 * The engine's side door for games the bot plays inside its own search (issue 9 item 2): the same
 * rules as `newGame` and `applyAction`, without the checks that guard the engine against input it
 * did not make — the shape check of every action (valibot, ~6% of an `applyAction`) and the
 * schema and whole-position checks of a scenario (about half of a `newGame({ scenario })`).
 *
 * Only for actions and scenarios built by typed code from a sound position of the same game: the
 * bot's proposals, members of `legalActions`, and its determinizations of a `PlayerView`. Input
 * from a person, a file, a worker message or a test's hand goes through `src/engine/index.ts`.
 * The rules themselves are checked all the same: an illegal action is still a `RuleError`.
 * Tests (tests/bot/own-games.test.ts) hold both doors to the same results.
 */
import type { Action, Combat, GameState, LocationId, NewGameOptions, Scenario, Side } from './types';
import type { HasRuleset } from './map';
import { applyActionImpl, settle } from './apply';
import { createGame } from './setup';
import { createScenarioGame } from './scenario-load';
import { controllersOf } from './control';

/**
 * `applyAction` for an action of the engine's own typed callers (see module note): the rules are
 * checked, the shape is not. Throws RuleError when the action is illegal; the input is untouched.
 */
export function applyOwnAction(state: GameState, action: Action): GameState {
  return applyActionImpl(state, action, true);
}

/**
 * `newGame` for a scenario built by the engine's own typed callers from a sound position (the
 * bot's determinizations): no schema or whole-position check. Throws RuleError like `newGame` for
 * the contents it still checks (cards, stock, sides). `rulesetOf`: the state or view the scenario
 * was built from; the new game shares its ruleset reference instead of `options.ruleset`, as states
 * of one game share it, so a custom ruleset is not hashed, copied and tabled again per game.
 */
export function newOwnGame(options: NewGameOptions, rulesetOf?: HasRuleset): GameState {
  return settle(options.scenario ? createScenarioGame({ ...options, scenario: options.scenario }, true, rulesetOf?.ruleset) : createGame(options, true, rulesetOf?.ruleset));
}

/**
 * The controller of every location (R5.4, R5.5; null where contested), in the ruleset's
 * `locationIds` order: one pass over the units for the bot's snapshot of its own games, where
 * asking `controller` per location scans the units once each (issue 9 item 2).
 */
export function controllers(state: GameState): (Side | null)[] {
  return controllersOf(state);
}

/**
 * `newOwnGame` for a determinization of a battle in progress (R7; issue 9 item 4): the scenario's
 * armies of both sides may stand in one half of `battleAt`, and the combat `combatOf` builds from
 * the new game (its unit ids; face-down cards the caller's own sample, `attackerCard` left out to
 * ask the attacker for one) is put in place before the forced decisions are settled. Only for the
 * bot's own determinizations of a view; checks no more than `newOwnGame`.
 */
export function newOwnGameInBattle(
  options: NewGameOptions & { scenario: Scenario }, rulesetOf: HasRuleset, battleAt: LocationId, combatOf: (game: GameState) => Combat,
): GameState {
  const state = createScenarioGame(options, true, rulesetOf.ruleset, battleAt);
  state.combat = combatOf(state);
  return settle(state);
}

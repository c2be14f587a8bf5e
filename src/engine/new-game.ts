/**
 * The door's `newGame` (contract): the standard setup or a scenario. In a module of its own, which
 * the door re-exports, so that the app's first paint, which starts only the standard setup
 * (`newStandardGame`), leaves the scenario loader to the lazily loaded parts that call this
 * (vite.config.ts, as `whyNot` and `threats`).
 */
import type { GameState, NewGameOptions } from './types';
import { settle } from './apply';
import { createGame } from './setup';
import { createScenarioGame } from './scenario-load';

/** Starts a game (R1): the standard setup, or `options.scenario`. Throws RuleError for a malformed scenario, an unknown ruleset or a seed that is no finite number. */
export function newGame(options: NewGameOptions = {}): GameState {
  return settle(options.scenario ? createScenarioGame({ ...options, scenario: options.scenario }) : createGame(options));
}

/**
 * The bot: ISMCTS at 'action' decisions (hidden cards determinized from the side's own view) and,
 * with `budget.combatSearch`, between standing and withdrawing in a battle (R7.3, R8); the heuristic
 * policy for the other decisions inside a combat or a raid and whenever the search has nothing to
 * add (a single legal action).
 */
import { bindRuleset } from './rules';
import type { Side } from '../data';
import { legalActions, viewFor } from '../engine';
import type { Action, GameState } from '../engine';
import { contextFromView } from './context';
import { canDeterminize, canDeterminizeCombat } from './determinize';
import { searchAction, type SearchBudget, type SearchStats } from './ismcts';
import { LEVEL_BUDGETS, type BotLevel } from './levels';
import type { Player } from './player';
import { greedy } from './policy';
import { assertToDecide } from './random-player';
import { createRng } from './rng';

/** Options of `createBot`. */
export interface BotOptions {
  /** Strength: `heuristic` (no search), `easy`, `normal`, `hard` (search budgets, see LEVEL_BUDGETS). */
  level: BotLevel;
  /** Seed of the bot's own generator (uint32); the same seed and the same states give the same choices. */
  seed: number;
  /** Overrides of the level's budget (e.g. `{ iterations: 20 }` in tests, `{ timeMs: 800 }` in a browser). */
  budget?: Partial<SearchBudget>;
  /** Clock in milliseconds for `budget.timeMs` (e.g. `() => performance.now()`); without it only iterations count. */
  now?: () => number;
}

/** A bot: a `Player` that also reports its last search. */
export interface Bot extends Player {
  readonly level: BotLevel;
  /** Statistics of the last search, or null when the last choice did not search. */
  lastStats(): SearchStats | null;
}

/** Creates a bot. Its choices depend only on what `side` may see (`viewFor`), its seed and its budget. */
export function createBot(options: BotOptions): Bot {
  const rng = createRng(options.seed);
  const budget: SearchBudget | null = options.level === 'heuristic' ? null : { ...LEVEL_BUDGETS[options.level], ...options.budget };
  let last: SearchStats | null = null;
  return {
    name: `bot:${options.level}`,
    level: options.level,
    lastStats: () => last,
    chooseAction(state: GameState, side: Side): Action {
      assertToDecide(state, side);
      bindRuleset(state);
      last = null;
      const view = viewFor(state, side);
      const searchBattle = budget?.combatSearch === true && view.decision?.kind === 'defender-response' && canDeterminizeCombat(view);
      if (budget && (canDeterminize(view) || searchBattle)) {
        const { action, stats } = searchAction(state, view, side, rng, budget, options.now);
        last = stats;
        return action;
      }
      const actions = legalActions(state);
      if (actions.length === 1) return actions[0];
      return greedy(contextFromView(view, side), actions, rng);
    },
  };
}

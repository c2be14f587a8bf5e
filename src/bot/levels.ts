/** The bot's strength levels: search budgets (iterations per decision, or thinking time in a browser) and knobs. */
import type { SearchBudget } from './ismcts';

/** Bot levels by search budget; `heuristic` is the greedy policy without search (a baseline). */
export type BotLevel = 'heuristic' | 'easy' | 'normal' | 'hard';

/** All levels, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['heuristic', 'easy', 'normal', 'hard'];

const COMMON: Omit<SearchBudget, 'iterations' | 'rootTopK' | 'topK' | 'rolloutDepth'> = {
  exploration: 0.7,
  epsilon: 0.1,
  sample: 10,
};

/** The budget of each searching level (iteration counts; a browser may add a `timeMs` cap). */
export const LEVEL_BUDGETS: Readonly<Record<Exclude<BotLevel, 'heuristic'>, SearchBudget>> = {
  easy: { ...COMMON, iterations: 16, rootTopK: 5, topK: 3, rolloutDepth: 8 },
  normal: { ...COMMON, iterations: 48, rootTopK: 8, topK: 3, rolloutDepth: 10 },
  hard: { ...COMMON, iterations: 512, rootTopK: 14, topK: 4, rolloutDepth: 16 },
};

/**
 * Thinking time of each level in a browser, in ms (issue 9 item 2): there the search runs until this
 * time is spent (`timedBudget`), so every level gets stronger as the engine or the machine gets
 * faster. Each is about the mean time the search loop of the level's reference iterations takes on
 * the development machine (docs/bot.md, "Iterations and time"), so a level plays in the browser about
 * as strong as the simulator, which counts iterations to stay reproducible, measured it. All are well
 * under issue 9's limits: easy < 0.2 s, normal < 1 s, hard < 3 s.
 */
export const LEVEL_THINK_MS: Readonly<Record<Exclude<BotLevel, 'heuristic'>, number>> = { easy: 12, normal: 35, hard: 450 };

/** A timed search runs at most this many times its level's reference iterations (a bound on memory, and on a stopped clock). */
export const TIMED_ITERATION_FACTOR = 16;

/**
 * The budget overrides of `level` thinking for `timeMs` (default `LEVEL_THINK_MS`): the time decides,
 * up to `TIMED_ITERATION_FACTOR` × the reference iterations; the search still tries each root
 * candidate once however slow the machine. Empty for `heuristic`, which does not search.
 */
export function timedBudget(level: BotLevel, timeMs?: number): Partial<SearchBudget> {
  if (level === 'heuristic') return {};
  return { timeMs: timeMs ?? LEVEL_THINK_MS[level], iterations: LEVEL_BUDGETS[level].iterations * TIMED_ITERATION_FACTOR };
}

/** True for a known level name. */
export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

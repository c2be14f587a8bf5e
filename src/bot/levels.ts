/** The bot's strength levels: search budgets (iterations per decision) and knobs. */
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

/** True for a known level name. */
export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

/**
 * A bot budget override given on the command line (simulate's `--union-budget` and
 * `--confederate-budget`, bot-versus's `--budget-a` and `--budget-b`): JSON text or `@file`, every
 * key a knob of `SearchBudget` with a value of its kind, and `weights` naming every evaluation term.
 * A misspelt key is refused (QA: `{"iteration":96}` was accepted and the run played the level's own
 * budget, measuring nothing).
 */
import type { SearchBudget } from '../src/bot/index.ts';
import { EVAL_TERMS } from '../src/bot/evaluate.ts';
import { jsonOption, nearest, UsageError } from './cli.ts';

/** Each key of `SearchBudget` with the kind of its value (`satisfies` keeps the list the interface's, no more, no less). */
const BUDGET_KEYS = {
  iterations: 'number', timeMs: 'number', rootTopK: 'number', topK: 'number', rolloutDepth: 'number', exploration: 'number',
  epsilon: 'number', sample: 'number', weights: 'weights', threatGuard: 'boolean', threatMargin: 'number', combatSearch: 'boolean',
} as const satisfies Record<keyof SearchBudget, 'number' | 'boolean' | 'weights'>;

/**
 * The values each number knob allows (src/bot/ismcts.ts, `SearchBudget`): `whole` for a count.
 * QA: `{"iterations":-5}` or `{"rootTopK":-1}` were accepted and played a search of nothing.
 */
const BUDGET_RANGES: Record<string, { min: number; max?: number; whole: boolean; meaning: string }> = {
  iterations: { min: 1, whole: true, meaning: 'iterations per decision' },
  timeMs: { min: 0, whole: false, meaning: 'thinking time in ms' },
  rootTopK: { min: 1, whole: true, meaning: 'candidate actions kept at the root' },
  topK: { min: 1, whole: true, meaning: 'candidate actions at other nodes' },
  rolloutDepth: { min: 0, whole: true, meaning: 'rollout length in decisions, 0 to evaluate at once' },
  exploration: { min: 0, whole: false, meaning: 'the UCB exploration constant' },
  epsilon: { min: 0, max: 1, whole: false, meaning: 'the rollout\'s chance of a random step' },
  sample: { min: 1, whole: true, meaning: 'actions scored per rollout step' },
  threatMargin: { min: 0, whole: false, meaning: 'the threat guard\'s margin in strength points' },
};

/** Says `key` is not one of `known`, with the nearest known one when there is one. */
function unknownKey(option: string, what: string, key: string, known: readonly string[]): UsageError {
  const near = nearest(key, known);
  return new UsageError(`--${option}: unknown ${what} "${key}"${near ? ` (did you mean "${near}"?)` : ''}. The ${what}s: ${known.join(', ')}.`);
}

/**
 * The budget override of the option `--name` (JSON text or `@file`; undefined when absent). Throws
 * UsageError for a key that is no knob of the bot (naming the nearest one), a value of the wrong
 * kind, or `weights` that do not give each evaluation term exactly once.
 */
export function budgetOption(text: string | undefined, name: string): Partial<SearchBudget> | undefined {
  const value = jsonOption(text, name);
  if (value === undefined) return undefined;
  const known = Object.keys(BUDGET_KEYS);
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(BUDGET_KEYS, key)) throw unknownKey(name, 'key', key, known);
    const kind = BUDGET_KEYS[key as keyof SearchBudget];
    if (kind === 'number' && (typeof v !== 'number' || !Number.isFinite(v))) throw new UsageError(`--${name}: "${key}" must be a number (got ${JSON.stringify(v)}).`);
    const range = BUDGET_RANGES[key];
    if (range && typeof v === 'number' && (v < range.min || (range.max !== undefined && v > range.max) || (range.whole && !Number.isInteger(v)))) {
      const what = `${range.whole ? 'a whole number' : 'a number'} ${range.max !== undefined ? `from ${range.min} to ${range.max}` : `of at least ${range.min}`}`;
      throw new UsageError(`--${name}: "${key}" (${range.meaning}) must be ${what} (got ${JSON.stringify(v)}).`);
    }
    if (kind === 'boolean' && typeof v !== 'boolean') throw new UsageError(`--${name}: "${key}" must be true or false (got ${JSON.stringify(v)}).`);
    if (kind === 'weights') {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new UsageError(`--${name}: "weights" must be an object of the evaluation's terms.`);
      for (const [term, w] of Object.entries(v)) {
        if (!(EVAL_TERMS as readonly string[]).includes(term)) throw unknownKey(name, 'weights term', term, EVAL_TERMS);
        if (typeof w !== 'number' || !Number.isFinite(w)) throw new UsageError(`--${name}: weight "${term}" must be a number (got ${JSON.stringify(w)}).`);
      }
      // The evaluation reads every term: a missing one would make every position's value NaN.
      const missing = EVAL_TERMS.filter((t) => !Object.hasOwn(v, t));
      if (missing.length) throw new UsageError(`--${name}: "weights" must give every term; missing ${missing.join(', ')}.`);
    }
  }
  return value as Partial<SearchBudget>;
}

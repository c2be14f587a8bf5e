/**
 * The rule a refusal cites, for the position editor (contract addition, issue 10): read from the
 * refusal's key and arguments, never its text. A module of its own, with no side effects, so that
 * the first paint, which never asks it, leaves it to the lazily loaded editor (vite.config.ts).
 */
import { citedRule, RULE_ERROR_PREFIX, RULE_ERRORS, type ErrorArgs, type RuleErrorKey } from './rule-errors';
import { POSITION_PROBLEMS, type PositionProblemKey } from './position-problems';

/** The rule or ruling a problem's template cites (`'R5.10'`), or null. */
export function problemRule(key: PositionProblemKey): string | null {
  return citedRule(POSITION_PROBLEMS[key]);
}

/**
 * A scenario's fields that a rule bounds and the editor lets a person type, by field (`args.at` of
 * a schema refusal): the turn, counted from the Union's first (R1.6), and the track markers (R10.1,
 * R10.2). The other bounded fields are lists to choose from in the editor.
 */
const FIELD_RULES: Readonly<Record<string, string>> = { turn: 'R1.6', blockade: 'R10.1', europe: 'R10.2' };

/**
 * The rule a refusal cites, from its key and arguments (never its text): its own `rule` when that
 * is a rule or ruling id; else, for a refusal of a save or scenario (`rule` `'save'`,
 * `'scenario'`…), the rule bounding the field it refuses (`args.at`: the turn, a track marker…), the rule of
 * the position problem it carries (`args.problem`) or the one its key's template names; null when
 * none does.
 */
export function refusalRule(error: { rule: string; key: string; args: ErrorArgs }): string | null {
  if (citedRule(error.rule) === error.rule) return error.rule;
  const field = error.args.at;
  if (typeof field === 'string' && field in FIELD_RULES) return FIELD_RULES[field]!;
  const carried = error.args.problem;
  if (typeof carried === 'string' && carried in POSITION_PROBLEMS) return problemRule(carried as PositionProblemKey);
  const key = error.key.startsWith(RULE_ERROR_PREFIX) ? error.key.slice(RULE_ERROR_PREFIX.length) : error.key;
  return key in RULE_ERRORS ? citedRule(RULE_ERRORS[key as RuleErrorKey]) : null;
}

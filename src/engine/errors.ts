/**
 * `RuleError`: thrown by `applyAction` (and scenario / save loading) when an action breaks a rule.
 * `rule` names the rule or ruling broken (`'R6.1.1'`, `'E1'`; a scenario or save that breaks no named
 * rule: `'scenario'`, `'save'`); `key` and
 * `args` say what is wrong as a message key with plain arguments (issue 7 item 6) for the UI to
 * say in its own language; `message` says it in English, from the same key's template
 * (`rule-errors.ts`), ending with the rule id.
 */
import { ruleErrorText, RULE_ERROR_PREFIX, type ErrorArgs, type ErrorNames, type RuleErrorKey } from './rule-errors';
import { DEFAULT_RULESET } from './ruleset/default';

export type { ErrorArgs, RuleErrorKey } from './rule-errors';

let defaultNames: ErrorNames | undefined;
/** English names of the default board's locations and the default decks' cards (built on first use), as messages print them. */
export function errorNames(): ErrorNames {
  if (!defaultNames) {
    const locations = new Map<string, string>(DEFAULT_RULESET.locations.map((l) => [l.id, l.name]));
    const cards = new Map<string, string>(DEFAULT_RULESET.cards.map((c) => [c.id, c.name]));
    defaultNames = { location: (id) => locations.get(id), card: (id) => cards.get(id) };
  }
  return defaultNames;
}

/** A refusal: the rule broken, its message key and arguments, and its English message. */
export class RuleError extends Error {
  /** The rule or ruling id the action breaks, e.g. `'R5.8'`. */
  readonly rule: string;
  /** The message's key among the UI's strings: `ruleError.<key of RULE_ERRORS>`, e.g. `'ruleError.not-in-supply-union'`. */
  readonly key: `ruleError.${RuleErrorKey}`;
  /** The message's arguments: ids, sides, numbers (never English names; see `rule-errors.ts`). */
  readonly args: ErrorArgs;
  /** Throws nothing; builds the English `message` from `key`'s template and `args`, with `(rule)` at its end. */
  constructor(rule: string, key: RuleErrorKey, args: ErrorArgs = {}) {
    const message = ruleErrorText(key, args, errorNames());
    super(message.includes(`(${rule})`) ? message : `${message} (${rule})`);
    this.name = 'RuleError';
    this.rule = rule;
    this.key = `${RULE_ERROR_PREFIX}${key}` as `ruleError.${RuleErrorKey}`;
    this.args = { ...args };
  }
}

/** Throws `new RuleError(rule, key, args)` unless `condition` holds. */
export function require(condition: unknown, rule: string, key: RuleErrorKey, args: ErrorArgs = {}): asserts condition {
  if (!condition) throw new RuleError(rule, key, args);
}

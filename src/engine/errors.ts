/**
 * `RuleError`: thrown by `applyAction` (and scenario / save loading) when an action breaks a rule.
 * `rule` names the rule or ruling broken (`'R6.1.1'`, `'E1'`, `'scenario'`, `'save'`).
 */
export class RuleError extends Error {
  /** The rule or ruling id the action breaks, e.g. `'R5.8'`. */
  readonly rule: string;
  constructor(rule: string, message: string) {
    super(message.includes(`(${rule})`) ? message : `${message} (${rule})`);
    this.name = 'RuleError';
    this.rule = rule;
  }
}

/** Throws a `RuleError` unless `condition` holds. */
export function require(condition: unknown, rule: string, message: string | (() => string)): asserts condition {
  if (!condition) throw new RuleError(rule, typeof message === 'string' ? message : message());
}

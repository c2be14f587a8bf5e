/** Rulesets as values (issue 7): types, the default, the named variants, lookups per ruleset. */
export * from './types';
export * from './constants';
export { DEFAULT_RULESET } from './default';
export { buildTables, type Exit, type RulesetTables } from './tables';
export {
  NAMED_RULESETS, defaultRules, listRulesets, resolveRuleset, rulesOf, rulesetFromRef, rulesetHash, rulesetRef, tablesOf,
} from './registry';
export { rulesetProblems } from './check';
export { combineVariants } from './variants';

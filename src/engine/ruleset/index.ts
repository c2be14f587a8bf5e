/** Rulesets as values (issue 7): types, the default, the named variants, lookups per ruleset. */
export * from './types';
export * from './constants';
export { DEFAULT_RULESET } from './default';
export { buildTables, type Exit, type RulesetTables } from './tables';
export {
  NAMED_RULESETS, defaultRules, resolveRuleset, rulesOf, rulesetFromRef, rulesetHash, rulesetRef, tablesOf,
} from './registry';
export { rulesetProblems } from './check';
// The lists' English texts (catalog.ts), which the first paint does not load (vite.config.ts, LAZY_ENGINE).
export { combineVariants, listRulesets } from './catalog';

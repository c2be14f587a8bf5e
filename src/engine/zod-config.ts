/**
 * Plain words for a schema issue of `zod/mini` (which loads no message locale): the save,
 * scenario, ruleset and action checks name what is wrong in their RuleError messages from the
 * issue's kind and bounds. Kept to a few lines instead of zod's whole English locale, which cost
 * first-paint bytes the app does not have (first-paint budget, issue 12 item 8). The English
 * templates are data (`SCHEMA_ISSUES`); the UI says the same in its language (`schemaIssue.<kind>`).
 */
import type * as z from 'zod/mini';

/** English templates of the kinds of schema issue a refusal names; `{known}` is the expected type, bound, values or keys. */
export const SCHEMA_ISSUES = {
  invalid_type: 'expected {known}',
  too_big: 'too big: at most {known}',
  too_small: 'too small: at least {known}',
  invalid_value: 'not one of {known}',
  unrecognized_keys: 'unknown key(s) {known}',
  invalid_union: 'none of the allowed shapes',
  other: 'invalid ({known})',
} as const;

/** A kind of schema issue (a key of `SCHEMA_ISSUES`). */
export type SchemaIssueKind = keyof typeof SCHEMA_ISSUES;

/** The kind of `issue` and what it expected, written as the file's format writes it. */
function kindOf(issue: z.core.$ZodIssue): { issue: SchemaIssueKind; known: string } {
  switch (issue.code) {
    case 'invalid_type': return { issue: issue.code, known: String(issue.expected) };
    case 'too_big': return { issue: issue.code, known: String(issue.maximum) };
    case 'too_small': return { issue: issue.code, known: String(issue.minimum) };
    case 'invalid_value': return { issue: issue.code, known: issue.values.map((v) => JSON.stringify(v)).join(', ') };
    case 'unrecognized_keys': return { issue: issue.code, known: issue.keys.join(', ') };
    case 'invalid_union': return { issue: issue.code, known: '' };
    default: return { issue: 'other', known: issue.code };
  }
}

/**
 * A schema issue as a refusal's arguments: `issue` (its kind), `known` (what it expected) and
 * `detail`, their English (e.g. "expected number", "too big: at most 3").
 */
export function issueArgs(issue: z.core.$ZodIssue): { detail: string; issue: SchemaIssueKind; known: string } {
  const kind = kindOf(issue);
  return { ...kind, detail: SCHEMA_ISSUES[kind.issue].replace('{known}', kind.known) };
}

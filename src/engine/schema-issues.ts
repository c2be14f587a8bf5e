/**
 * Plain words for a schema issue of `valibot` (the save, scenario, ruleset and action checks): a
 * refusal names what is wrong from the issue's kind and what it expected. The English templates
 * are data (`SCHEMA_ISSUES`); the UI says the same in its language (`schemaIssue.<kind>`).
 */
import * as v from 'valibot';

/** English templates of the kinds of schema issue a refusal names; `{known}` is the expected type, bound, values or key (unknown or missing). */
export const SCHEMA_ISSUES = {
  invalid_type: 'expected {known}',
  too_big: 'too big: at most {known}',
  too_small: 'too small: at least {known}',
  invalid_value: 'not one of {known}',
  unrecognized_keys: 'unknown key {known}',
  missing_key: 'missing {known}',
  invalid_union: 'none of the allowed shapes',
  other: 'invalid ({known})',
} as const;

/** A kind of schema issue (a key of `SCHEMA_ISSUES`). */
export type SchemaIssueKind = keyof typeof SCHEMA_ISSUES;

/** The path of an issue's field, dotted (`units.3.half`); empty at the top level. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '';
}

/** The kind of `issue` and what it expected, written as the file's format writes it. */
function kindOf(issue: v.BaseIssue<unknown>): { issue: SchemaIssueKind; known: string } {
  const expected = issue.expected ?? '';
  switch (issue.type) {
    case 'min_value': return { issue: 'too_small', known: String(issue.requirement) };
    case 'max_value': return { issue: 'too_big', known: String(issue.requirement) };
    case 'integer': return { issue: 'invalid_type', known: 'integer' };
    case 'finite': return { issue: 'invalid_type', known: 'finite number' };
    case 'literal': case 'picklist': return { issue: 'invalid_value', known: expected.replace(/ \| /g, ', ') };
    case 'union': case 'variant': return { issue: 'invalid_union', known: '' };
    // An object's issue expects `Object` when the value is none; at a key, it expects `never` for
    // a key the strict shape does not know, else the required key that is absent (`"location"`).
    case 'object': case 'strict_object':
      if (expected !== 'Object') return { issue: expected === 'never' ? 'unrecognized_keys' : 'missing_key', known: issue.path!.at(-1)!.key as string };
  }
  return issue.kind === 'schema' ? { issue: 'invalid_type', known: expected } : { issue: 'other', known: issue.type };
}

/**
 * A schema issue as a refusal's arguments: `issue` (its kind), `known` (what it expected) and
 * `detail`, their English (e.g. "expected number", "too big: at most 3").
 */
export function issueArgs(issue: v.BaseIssue<unknown>): { detail: string; issue: SchemaIssueKind; known: string } {
  const kind = kindOf(issue);
  return { ...kind, detail: SCHEMA_ISSUES[kind.issue].replace('{known}', kind.known) };
}

/**
 * Plain English for a schema issue of `zod/mini` (which loads no message locale): the save,
 * scenario, ruleset and action checks name what is wrong in their RuleError messages from the
 * issue's code and bounds. Kept to a few lines instead of zod's whole English locale, which cost
 * first-paint bytes the app does not have (first-paint budget, issue 12 item 8).
 */
import type * as z from 'zod/mini';

/** What is wrong, in a few words: e.g. "expected number", "at most 3", "not one of the allowed values". */
export function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': return `expected ${issue.expected}`;
    case 'too_big': return `too big: at most ${String(issue.maximum)}`;
    case 'too_small': return `too small: at least ${String(issue.minimum)}`;
    case 'invalid_value': return `not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys': return `unknown key(s) ${issue.keys.join(', ')}`;
    case 'invalid_union': return 'none of the allowed shapes';
    default: return `invalid (${issue.code})`;
  }
}

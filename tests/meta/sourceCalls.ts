/**
 * Reading call sites in the engine's source, for the tests that check every refusal and every
 * position problem speaks in keys (tests/ui/rule-error-keys.test.ts, position-problem-keys.test.ts).
 */

/** The text of a call's arguments from `open` (the index of its opening parenthesis). Throws on an unbalanced call. */
export function argumentsText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced call at ${open}`);
}

/** The property names of an object literal's text (`{ a, b: x }` → a, b). */
export function propertyNames(body: string): string[] {
  return body.split(',').map((p) => /^\s*(\w+)\s*(?::|$)/.exec(p)?.[1]).filter((n): n is string => n !== undefined);
}

/**
 * JSON helpers of the store's files (the autosave, the record, a file's import): reading text
 * without `__proto__` keys, and a key-order-free text of a value. A module of their own, so that
 * `persistence.ts` and `recordFile.ts` need not import each other.
 */

/** JSON text of `value` with every object's keys sorted: the same state gives the same text however it was built (`deserialize` orders keys its own way). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v);
}

/** Parses JSON text, refusing `__proto__` keys (as the engine's `deserialize` does); null when it is not JSON or holds one. */
export function parseJson(text: string): unknown {
  let hostile = false;
  try {
    const data: unknown = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') hostile = true;
      return value;
    });
    return hostile ? null : data;
  } catch (e) {
    if (e instanceof SyntaxError) return null;
    throw e;
  }
}

/**
 * The named rulesets and how a state finds its own (issue 7): `resolveRuleset`
 * (an id or a whole value), `rulesetRef` (what a state records) and `rulesOf(state)` (the tables
 * of the state's ruleset, cached per ruleset).
 */
import { RuleError } from '../errors';
import { DEFAULT_RULESET } from './default';
import { buildTables, type RulesetTables } from './tables';
import type { Ruleset, RulesetRef } from './types';
import { VARIANT_RULESETS } from './variants';

/** The named rulesets: the default first, then the playtesting variants. */
export const NAMED_RULESETS: readonly Ruleset[] = [DEFAULT_RULESET, ...VARIANT_RULESETS];
const BY_ID = new Map(NAMED_RULESETS.map((r) => [r.id, r]));

/**
 * The ruleset named by `idOrValue` (default when undefined), or the value itself.
 * Throws RuleError('ruleset') for an unknown id.
 */
export function resolveRuleset(idOrValue: string | Ruleset | undefined): Ruleset {
  if (idOrValue === undefined) return DEFAULT_RULESET;
  if (typeof idOrValue !== 'string') return idOrValue;
  const named = BY_ID.get(idOrValue);
  if (!named) throw new RuleError('ruleset', 'ruleset-unknown', { id: idOrValue, known: [...BY_ID.keys()].join(', ') });
  return named;
}

const hashes = new WeakMap<Ruleset, string>();

/**
 * A content hash of the rules (everything but id, name and description): 53-bit cyrb53 over the
 * canonical JSON (sorted keys), as 14 hex digits. Equal rules give equal hashes.
 */
export function rulesetHash(ruleset: Ruleset): string {
  let h = hashes.get(ruleset);
  if (h === undefined) {
    const { id: _id, name: _name, description: _description, ...rules } = ruleset;
    h = cyrb53(canonicalJson(rules));
    if (Object.isFrozen(ruleset)) hashes.set(ruleset, h);
  }
  return h;
}

/** What a new state records of `ruleset`: id and hash; the whole value unless it is a named one unchanged. */
export function rulesetRef(ruleset: Ruleset): RulesetRef {
  const hash = rulesetHash(ruleset);
  const named = BY_ID.get(ruleset.id);
  if (named && rulesetHash(named) === hash) return { id: ruleset.id, hash };
  return { id: ruleset.id, hash, value: structuredClone(ruleset) };
}

const tablesByRuleset = new WeakMap<Ruleset, RulesetTables>();
const tablesByRef = new WeakMap<RulesetRef, RulesetTables>();
let defaultTables: RulesetTables | undefined;

/** The tables of `ruleset`, built once per ruleset value. */
export function tablesOf(ruleset: Ruleset): RulesetTables {
  let t = tablesByRuleset.get(ruleset);
  if (!t) { t = buildTables(ruleset); tablesByRuleset.set(ruleset, t); }
  return t;
}

/** The default ruleset's tables. */
export function defaultRules(): RulesetTables {
  return (defaultTables ??= tablesOf(DEFAULT_RULESET));
}

/**
 * The ruleset a recorded reference names. Throws RuleError('ruleset') when it cannot be rebuilt:
 * an unknown id without a value, a named ruleset whose rules have changed since, or a value whose
 * content does not match its hash.
 */
export function rulesetFromRef(ref: RulesetRef): Ruleset {
  if (ref.value) {
    if (rulesetHash(ref.value) !== ref.hash) throw new RuleError('ruleset', 'ruleset-tampered', { id: ref.id });
    return ref.value;
  }
  const named = BY_ID.get(ref.id);
  if (!named) throw new RuleError('ruleset', 'ruleset-missing', { id: ref.id });
  if (rulesetHash(named) !== ref.hash) throw new RuleError('ruleset', 'ruleset-earlier', { id: ref.id, hash: ref.hash, now: rulesetHash(named) });
  return named;
}

/**
 * The tables of the ruleset `state` plays under (the default for a state without a record: saves
 * of format 1). Cached per recorded reference, so the per-action cost is one WeakMap lookup.
 * Throws like `rulesetFromRef`.
 */
export function rulesOf(state: { ruleset?: RulesetRef }): RulesetTables {
  const ref = state.ruleset;
  if (!ref) return defaultRules();
  // The hot path: the same game's reference again (cloneState shares it between states).
  if (ref === lastRef) return lastTables!;
  let t = tablesByRef.get(ref);
  if (!t) {
    const ruleset = rulesetFromRef(ref);
    t = ruleset === DEFAULT_RULESET ? defaultRules() : tablesOf(ruleset);
    tablesByRef.set(ref, t);
  }
  lastRef = ref;
  lastTables = t;
  return t;
}
let lastRef: RulesetRef | undefined;
let lastTables: RulesetTables | undefined;

/** JSON with object keys sorted, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** cyrb53 (public domain string hash), 53 bits as hex. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

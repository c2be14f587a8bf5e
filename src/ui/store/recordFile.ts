/**
 * A game record (origin + actions, `session.ts`) as plain JSON, for the autosave beside the
 * engine's save (`RECORD_KEY`) and for the one-file bug report (issue 10 items 1, 5). A loaded
 * origin is kept as the engine's `serialize` text and read back with `deserialize`, so it passes
 * the engine's whole-position validation; actions are checked by the engine when replayed. Reading
 * never throws for bad input: it returns null.
 */
import { deserialize, RuleError, serialize } from '../../engine';
import type { Action, GameState, NewGameOptions } from '../../engine/types';
import { isStorageError, ORIGINAL_KEY, readItem, saveFailure, type SaveFailure, type SaveStorage } from './persistence';
import { canonicalJson, parseJson } from './json';
import type { GameOrigin, GameRecord } from './session';

/** Storage key of the autosaved game record. */
export const RECORD_KEY = 'lincoln.record.v1';
/** Storage key of the record of the backup autosave (moved along with it, `writeSave`). */
export const RECORD_BACKUP_KEY = 'lincoln.record.backup.v1';

/**
 * Whether a stored record (the game's, its backup's, the kept original's) may begin at a scenario
 * (a sandbox game of the editor): `main.tsx` then loads the scenario loader (`scenarioOrigins.ts`)
 * before the store reads them. A loose text test: a false alarm only loads that chunk earlier.
 */
export function storedScenarioOrigin(storage: SaveStorage | null): boolean {
  return [RECORD_KEY, RECORD_BACKUP_KEY, ORIGINAL_KEY].some((key) => readItem(storage, key)?.includes('scenario') ?? false);
}

/** Prefix of the keys that keep damaged autosaved records, each named by its text's `fingerprint` (`keepCorruptRecord`). */
export const CORRUPT_RECORD_PREFIX = 'lincoln.record.corrupt.v1.';

/** A damaged record found beside a sound autosave: its text and the key that keeps it (null: storage refused it). */
export interface CorruptRecord { raw: string; keptUnder: string | null }

/** A record as JSON data. */
export interface RecordData {
  format: 'lincoln-record';
  version: 1;
  origin: { kind: 'new'; options: NewGameOptions & { seed: number } } | { kind: 'loaded'; state: string };
  actions: Action[];
  sandbox?: boolean;
}

/** The record autosaved beside the game, with the fingerprint of the position it ends at. */
interface SavedRecord extends RecordData {
  /** `positionFingerprint(state)` of the autosave this record leads to: a record of another position is ignored. */
  position: string;
}

/** The `serialize` text of each loaded origin (origins are immutable, and a long game writes its record after every action). */
const originTexts = new WeakMap<GameState, string>();

function originText(state: GameState): string {
  let text = originTexts.get(state);
  if (text === undefined) originTexts.set(state, (text = serialize(state)));
  return text;
}

/**
 * The fingerprint of a game state: of its canonical JSON, so a state and its `deserialize(serialize(…))`
 * copy agree. Any plain data reads the same way (a new game's options, for `gameIdentity`).
 */
export function positionFingerprint(state: GameState | NewGameOptions): string {
  return fingerprint(canonicalJson(state));
}

/** A short fingerprint of a text (FNV-1a, 32 bits, hex) and its length. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${(h >>> 0).toString(16)}:${text.length}`;
}

/** `record` as JSON data. */
export function encodeRecord(record: GameRecord): RecordData {
  const origin: RecordData['origin'] = record.origin.kind === 'new'
    ? { kind: 'new', options: record.origin.options }
    : { kind: 'loaded', state: originText(record.origin.state) };
  return { format: 'lincoln-record', version: 1, origin, actions: record.actions, ...(record.sandbox ? { sandbox: true } : {}) };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The record of JSON data (already parsed), or null when it is not one: wrong format, a loaded
 * origin the engine refuses, actions that are not objects with a type. The actions' legality is
 * decided only when they are replayed (`timeline.ts`), by the engine.
 */
export function decodeRecord(data: unknown): GameRecord | null {
  if (!isObject(data) || data.format !== 'lincoln-record' || data.version !== 1) return null;
  const { origin, actions } = data;
  if (!isObject(origin) || !Array.isArray(actions) || !actions.every((a) => isObject(a) && typeof a.type === 'string')) return null;
  let decoded: GameOrigin;
  if (origin.kind === 'new') {
    const options = origin.options;
    if (!isObject(options) || typeof options.seed !== 'number' || !Number.isFinite(options.seed)) return null;
    if (options.variants !== undefined && !isObject(options.variants)) return null;
    if (options.scenario !== undefined && !isObject(options.scenario)) return null;
    if (options.ruleset !== undefined && typeof options.ruleset !== 'string') return null;
    decoded = { kind: 'new', options: options as unknown as NewGameOptions & { seed: number } };
  } else if (origin.kind === 'loaded' && typeof origin.state === 'string') {
    try {
      decoded = { kind: 'loaded', state: deserialize(origin.state) };
    } catch (e) {
      if (e instanceof RuleError) return null;
      throw e;
    }
  } else {
    return null;
  }
  return { origin: decoded, actions: actions as unknown as Action[], ...(data.sandbox === true ? { sandbox: true } : {}) };
}


/** Writes `record` beside the autosave of `state`; returns why when storage refuses. */
export function writeRecord(storage: SaveStorage | null, record: GameRecord, state: GameState): SaveFailure | null {
  if (!storage) return null;
  const saved: SavedRecord = { ...encodeRecord(record), position: positionFingerprint(state) };
  try {
    storage.setItem(RECORD_KEY, JSON.stringify(saved));
    return null;
  } catch (e) {
    if (isStorageError(e)) return saveFailure(e);
    throw e;
  }
}

/**
 * The autosaved record (under `key`) that leads to `state`, or null: none saved (an autosave of an
 * earlier version), unreadable, or the record of another position. `state` null: whatever position it leads to.
 */
export function loadRecord(storage: SaveStorage | null, state: GameState | null, key = RECORD_KEY): GameRecord | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  const data = parseJson(raw);
  if (!isObject(data) || (state && data.position !== positionFingerprint(state))) return null;
  return decodeRecord(data);
}

/**
 * Keeps the text of a damaged autosaved record (`raw`) under a key of its own, named by its
 * fingerprint, before the next autosave replaces it: what its banner says, or null when this very
 * text was kept already (a reload before the next autosave: said once). `keptUnder` null: storage
 * refused it, and only the banner's download keeps it.
 */
export function keepCorruptRecord(storage: SaveStorage, raw: string): CorruptRecord | null {
  const key = CORRUPT_RECORD_PREFIX + fingerprint(raw);
  try {
    if (storage.getItem(key) === raw) return null;
    storage.setItem(key, raw);
    return { raw, keptUnder: key };
  } catch (e) {
    if (!isStorageError(e)) throw e;
    return { raw, keptUnder: null };
  }
}

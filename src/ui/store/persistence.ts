/**
 * Autosave in the browser's storage. The game is written with the engine's `serialize` after
 * every action and read back with `deserialize`; a save that cannot be read is never thrown away
 * but copied under its own key and reported. One backup generation (`BACKUP_KEY`) keeps the
 * autosave as it was before the last write: after an import or a new game it is the previous
 * game, until the new one has been played once.
 */
import { deserialize, RuleError, serialize } from '../../engine';
import type { GameState } from '../../engine/types';
import { canonicalJson, parseJson } from './json';

/** Storage key of the autosave. */
export const SAVE_KEY = 'lincoln.save.v1';
/** Storage key of the previous autosave (one generation). */
export const BACKUP_KEY = 'lincoln.save.backup.v1';
/** Storage key of the game a sandbox branched from (`originalGame.ts`, issue 10 item 2). */
export const ORIGINAL_KEY = 'lincoln.original.v1';
/** Prefix of the keys that keep unreadable saves (one key per incident). */
export const CORRUPT_KEY_PREFIX = 'lincoln.save.corrupt.v1.';
/** Storage key of the unreadable autosave's banner while it is unanswered: the `CorruptSave` without its text, which its own key keeps. */
export const CORRUPT_PENDING_KEY = 'lincoln.save.corrupt.pending.v1';

/** The part of `Storage` the store needs (localStorage, or a stand-in in tests). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An unreadable save: the raw text, why it failed and where it is kept. */
/** An unreadable autosave: its text, the engine's refusal (English `message`, its `key` and `args`) and where it was kept. */
export interface CorruptSave { raw: string; message: string; key?: string; args?: Readonly<Record<string, string | number>>; keptUnder: string | null }

/** What reading the autosave found. */
export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; state: GameState }
  | { kind: 'corrupt'; corrupt: CorruptSave };

/**
 * True for the errors a Web Storage throws: access refused (`SecurityError`, private mode) or
 * full (`QuotaExceededError`). Anything else is a bug and is not caught.
 */
export function isStorageError(e: unknown): e is Error {
  return (typeof DOMException !== 'undefined' && e instanceof DOMException) || (e instanceof Error && /SecurityError|QuotaExceeded/.test(e.name));
}

/** The text under `key`, or null: none, no storage, or a storage refusing to be read (`isStorageError`). */
export function readItem(storage: SaveStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (e) {
    if (isStorageError(e)) return null;
    throw e;
  }
}

/**
 * Why an autosave was not written (the banner says it in the UI's language, `save.<failure>`): the
 * site's storage is full (`QuotaExceededError`), or the browser keeps no data for the site (site
 * data blocked: `SecurityError`; no storage at all).
 */
export type SaveFailure = 'full' | 'off';

/** The failure a Web Storage error (`isStorageError`) stands for. */
export function saveFailure(e: Error): SaveFailure {
  return /Quota/.test(e.name) ? 'full' : 'off';
}

/** The browser's localStorage when usable, else null (private mode, tests without DOM). */
export function browserStorage(): SaveStorage | null {
  try {
    // A storage that refuses to be read (SecurityError) is none: nothing is written over a save it hides.
    return typeof localStorage === 'undefined' ? null : (localStorage.getItem(SAVE_KEY), localStorage);
  } catch (e) {
    if (isStorageError(e)) return null;
    throw e;
  }
}

/** Reads the autosave; an unreadable one is copied under a `CORRUPT_KEY_PREFIX` key and reported. */
export function loadSave(storage: SaveStorage | null, now: () => string = () => new Date().toISOString()): LoadResult {
  const raw = readItem(storage, SAVE_KEY);
  if (raw === null) return { kind: 'none' };
  try {
    return { kind: 'ok', state: deserialize(raw) };
  } catch (e) {
    if (!(e instanceof RuleError)) throw e; // deserialize refuses every bad save with a RuleError
    const { message, key, args } = e;
    let keptUnder: string | null = CORRUPT_KEY_PREFIX + now();
    try {
      storage!.setItem(keptUnder, raw);
      // The banner stays unanswered across reloads, and with it the backup it offers (QA: a reload hid it and the next move overwrote the backup).
      storage!.setItem(CORRUPT_PENDING_KEY, JSON.stringify({ message, key, args, keptUnder }));
    } catch (err) {
      if (!isStorageError(err)) throw err;
      keptUnder = null; // storage full: the text is still offered for download from memory
    }
    return { kind: 'corrupt', corrupt: { raw, message, key, args, keptUnder } };
  }
}

/**
 * The unreadable autosave whose banner was left unanswered before a reload (`CORRUPT_PENDING_KEY`,
 * its text read back from the key that keeps it), or null: none, or its record is unreadable or gone.
 */
export function loadPendingCorrupt(storage: SaveStorage | null): CorruptSave | null {
  try {
    const pending = storage?.getItem(CORRUPT_PENDING_KEY);
    if (!pending) return null;
    // Any JSON may be there (null, a number, a list): only a record of this shape is one.
    const { message, key, args, keptUnder } = (JSON.parse(pending) ?? {}) as Partial<CorruptSave>;
    if (typeof keptUnder !== 'string' || typeof message !== 'string' || (key !== undefined && typeof key !== 'string') || (args !== undefined && !(args instanceof Object))) return null;
    const raw = storage!.getItem(keptUnder);
    return raw === null ? null : { message, key, args, keptUnder, raw };
  } catch (e) {
    if (isStorageError(e) || e instanceof SyntaxError) return null;
    throw e;
  }
}

/** Forgets the unanswered banner (`CORRUPT_PENDING_KEY`): it was answered. The unreadable text stays under its own key. */
export function clearPendingCorrupt(storage: SaveStorage | null): void {
  try {
    storage?.removeItem(CORRUPT_PENDING_KEY);
  } catch (e) {
    if (!isStorageError(e)) throw e;
  }
}

/**
 * Writes the autosave, first moving the autosave it replaces (when a different position) to `BACKUP_KEY`
 * unless `backup` is false, and with it each `[key, backupKey]` of `along` (the game's record, so
 * the backup keeps its replay); returns why when storage refuses.
 */
export function writeSave(storage: SaveStorage | null, state: GameState, backup = true, along: readonly (readonly [string, string])[] = []): SaveFailure | null {
  if (!storage) return null;
  const text = serialize(state);
  try {
    const before = backup ? storage.getItem(SAVE_KEY) : null;
    // Compared as data: a position read back (`deserialize`) is written with its keys in another
    // order, and that same position is no new generation (the backup would become a copy of it).
    // Only texts of one length can be the same data so.
    if (before !== null && before !== text && (before.length !== text.length || canonicalJson(parseJson(before)) !== canonicalJson(parseJson(text)))) {
      storage.setItem(BACKUP_KEY, before);
      for (const [key, backupKey] of along) {
        const value = storage.getItem(key);
        if (value === null) storage.removeItem(backupKey);
        else storage.setItem(backupKey, value);
      }
    }
    storage.setItem(SAVE_KEY, text);
    return null;
  } catch (e) {
    if (isStorageError(e)) return saveFailure(e);
    throw e;
  }
}

/** The backup autosave, when there is one and it opens (a damaged backup counts as none). */
export function loadBackup(storage: SaveStorage | null): GameState | null {
  const raw = readItem(storage, BACKUP_KEY);
  if (raw === null) return null;
  try {
    return deserialize(raw);
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
}

/** A random uint32 seed from the browser's crypto (the engine itself never uses randomness). */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

/** Forgets the game a sandbox branched from (`originalGame.ts`). */
export function dropOriginal(storage: SaveStorage | null): void {
  try {
    storage?.removeItem(ORIGINAL_KEY);
  } catch (e) {
    if (!isStorageError(e)) throw e;
  }
}

/** Whether a game a sandbox branched from is kept (read without opening it). */
export function hasOriginalGame(storage: SaveStorage | null): boolean {
  return readItem(storage, ORIGINAL_KEY) !== null;
}

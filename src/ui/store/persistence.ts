/**
 * Autosave in the browser's storage. The game is written with the engine's `serialize` after
 * every action and read back with `deserialize`; a save that cannot be read is never thrown away
 * but copied under its own key and reported.
 */
import { deserialize, serialize } from '../../engine';
import type { GameState } from '../../engine/types';

/** Storage key of the autosave. */
export const SAVE_KEY = 'lincoln.save.v1';
/** Prefix of the keys that keep unreadable saves (one key per incident). */
export const CORRUPT_KEY_PREFIX = 'lincoln.save.corrupt.v1.';

/** The part of `Storage` the store needs (localStorage, or a stand-in in tests). */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An unreadable save: the raw text, why it failed and where it is kept. */
export interface CorruptSave { raw: string; message: string; keptUnder: string | null }

/** What reading the autosave found. */
export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; state: GameState }
  | { kind: 'corrupt'; corrupt: CorruptSave };

/** The browser's localStorage when usable, else null (private mode, tests without DOM). */
export function browserStorage(): SaveStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the autosave; an unreadable one is copied under a `CORRUPT_KEY_PREFIX` key and reported. */
export function loadSave(storage: SaveStorage | null, now: () => string = () => new Date().toISOString()): LoadResult {
  if (!storage) return { kind: 'none' };
  const raw = storage.getItem(SAVE_KEY);
  if (raw === null) return { kind: 'none' };
  try {
    return { kind: 'ok', state: deserialize(raw) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    let keptUnder: string | null = CORRUPT_KEY_PREFIX + now();
    try {
      storage.setItem(keptUnder, raw);
    } catch {
      keptUnder = null; // storage full: the text is still offered for download from memory
    }
    return { kind: 'corrupt', corrupt: { raw, message, keptUnder } };
  }
}

/** Writes the autosave; returns the error message when storage refuses it. */
export function writeSave(storage: SaveStorage | null, state: GameState): string | null {
  if (!storage) return null;
  try {
    storage.setItem(SAVE_KEY, serialize(state));
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Offers text to the user as a file download (export, unreadable saves). */
export function downloadText(filename: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A random uint32 seed from the browser's crypto (the engine itself never uses randomness). */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

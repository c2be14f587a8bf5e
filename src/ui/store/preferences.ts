/**
 * This browser's preferences (not part of any game): projector mode and the bots' pace. Read once
 * at start-up, written when changed; a storage that refuses (private mode, quota) loses only the
 * preference.
 */
import { isStorageError, type SaveStorage } from './persistence';
import { BOT_SPEED_KEY, BOT_SPEEDS, type BotSpeed } from './players';

/** Where to keep the projector setting ('1' or '0'). */
export const PROJECTOR_KEY = 'lincoln.projector';

/** The preferences of this browser. */
export interface Preferences { projector: boolean; speed: BotSpeed }

function read(storage: SaveStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (e) {
    if (isStorageError(e)) return null;
    throw e;
  }
}

/** Writes one preference; a refusing storage is ignored (the setting is not essential). */
function write(storage: SaveStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (e) {
    if (!isStorageError(e)) throw e;
  }
}

/** Reads the saved preferences (defaults: projector off, normal speed). */
export function loadPreferences(storage: SaveStorage | null): Preferences {
  const speed = read(storage, BOT_SPEED_KEY);
  return {
    projector: read(storage, PROJECTOR_KEY) === '1',
    speed: BOT_SPEEDS.includes(speed as BotSpeed) ? (speed as BotSpeed) : 'normal',
  };
}

/** Saves projector mode. */
export function writeProjector(storage: SaveStorage | null, on: boolean): void {
  write(storage, PROJECTOR_KEY, on ? '1' : '0');
}

/** Saves the bots' pace. */
export function writeSpeed(storage: SaveStorage | null, speed: BotSpeed): void {
  write(storage, BOT_SPEED_KEY, speed);
}

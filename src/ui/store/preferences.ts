/**
 * This browser's preferences (not part of any game): projector mode, the bots' pace and the UI's
 * language. Read once
 * at start-up, written when changed; a storage that refuses (private mode, quota) loses only the
 * preference.
 */
import { isUiLanguage, type UiLanguage } from '../../i18n/languages';
import { isStorageError, readItem, type SaveStorage } from './persistence';
import { BOT_SPEED_KEY, BOT_SPEEDS, type BotSpeed } from './players';

/** Where to keep the projector setting ('1' or '0'). */
export const PROJECTOR_KEY = 'lincoln.projector';

/** Where to keep the chosen UI language ('en', 'pl' or 'ru'). */
export const LANGUAGE_KEY = 'lincoln.language';

/** The preferences of this browser; `language` is null until a language is chosen in the header. */
export interface Preferences { projector: boolean; speed: BotSpeed; language: UiLanguage | null }

/** Writes one preference; a refusing storage is ignored (the setting is not essential). */
function write(storage: SaveStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (e) {
    if (!isStorageError(e)) throw e;
  }
}

/** Reads the saved preferences (defaults: projector off, normal speed, no language chosen). */
export function loadPreferences(storage: SaveStorage | null): Preferences {
  const speed = readItem(storage, BOT_SPEED_KEY);
  const language = readItem(storage, LANGUAGE_KEY);
  return {
    projector: readItem(storage, PROJECTOR_KEY) === '1',
    speed: BOT_SPEEDS.includes(speed as BotSpeed) ? (speed as BotSpeed) : 'normal',
    language: isUiLanguage(language) ? language : null,
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

/** Saves the UI language chosen in the header. */
export function writeLanguage(storage: SaveStorage | null, language: UiLanguage): void {
  write(storage, LANGUAGE_KEY, language);
}

/** Set ('seen') once a person closed the welcome screen in this browser (issue 11 item 6). */
export const WELCOME_KEY = 'lincoln.welcome.v1';

/** Whether the welcome screen was closed before in this browser. */
export function welcomeSeen(storage: SaveStorage | null): boolean {
  return readItem(storage, WELCOME_KEY) === 'seen';
}

/** Remembers that the welcome screen was closed (a refusing storage only means it may open again). */
export function markWelcomeSeen(storage: SaveStorage | null): void {
  write(storage, WELCOME_KEY, 'seen');
}

/**
 * The game a sandbox branched from (issue 10 item 2): *Play from here* keeps the game being
 * replayed under its own storage key, with its record and players, so that the header can offer
 * to return to it however long the sandbox is played (the autosave's one backup generation would
 * lose it after one move). A new or imported game that is not a sandbox drops it. Loaded when a
 * sandbox is started or left (first-paint budget); the key lives in `persistence.ts`.
 */
import { deserialize, RuleError, serialize } from '../../engine';
import type { GameState } from '../../engine/types';
import { isStorageError, readItem, ORIGINAL_KEY, saveFailure, type SaveFailure, type SaveStorage } from './persistence';
import { loadPlayersSave, type PlayersSave } from './players';
import { decodeRecord, encodeRecord } from './recordFile';
import { parseJson } from './json';
import type { GameRecord } from './session';

export { ORIGINAL_KEY } from './persistence';

/** The kept game: its state, record, players and action count, and whether a person played it (`GameStore.personPlayed`). */
export interface OriginalGame {
  game: GameState;
  record: GameRecord | null;
  players: PlayersSave['players'];
  paused: boolean;
  actions: number;
  personPlayed: boolean;
}

/** Keeps `original` (the replaced autosave stays too); returns why when storage refuses. */
export function writeOriginal(storage: SaveStorage | null, original: OriginalGame): SaveFailure | null {
  if (!storage) return null;
  const { game, record, players, paused, actions, personPlayed } = original;
  const data = {
    format: 'lincoln-original', version: 1, save: serialize(game), record: record ? encodeRecord(record) : null,
    players: { format: 'lincoln-players', version: 1, seed: game.seed, players, paused, actions, personPlayed },
  };
  try {
    storage.setItem(ORIGINAL_KEY, JSON.stringify(data));
    return null;
  } catch (e) {
    if (isStorageError(e)) return saveFailure(e);
    throw e;
  }
}

/** The kept game, or null when there is none or it no longer opens. */
export function loadOriginal(storage: SaveStorage | null): OriginalGame | null {
  const raw = readItem(storage, ORIGINAL_KEY);
  if (raw === null) return null;
  const data = parseJson(raw) as { format?: unknown; save?: unknown; record?: unknown; players?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.format !== 'lincoln-original' || typeof data.save !== 'string') return null;
  let game: GameState;
  try {
    game = deserialize(data.save);
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
  const players = loadPlayersSave(JSON.stringify(data.players ?? null), game.seed);
  if (!players) return null;
  // A game kept before `personPlayed` was saved reads it from its players (`loadPlayersSave`).
  return { game, record: decodeRecord(data.record), players: players.players, paused: players.paused, actions: players.actions, personPlayed: players.personPlayed === true };
}

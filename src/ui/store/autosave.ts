/**
 * The autosave subscriber: after every change of the game, the players, the bots' pause or who holds
 * the screen (which decides who has yet to take it, `takingSide`, and changes when a raided side hands
 * the screen back, `ui.raided`, X22), it
 * writes the autosave (engine `serialize`), the game's record and the players beside it, and reports a refusing
 * storage in `ui.saveError`. Nothing is written while the tab is read-only (another tab has the
 * game). The previous autosave is kept as the backup generation (see `persistence.ts`), except while
 * an unreadable autosave's banner is unanswered.
 */
import type { GameStore, GameStoreApi } from './gameStore';
import { writeSave, type SaveFailure, type SaveStorage } from './persistence';
import { PLAYERS_BACKUP_KEY, PLAYERS_KEY, takingSide, writePlayers } from './players';
import { RECORD_BACKUP_KEY, RECORD_KEY, writeRecord } from './recordFile';

/**
 * Writes the store's game, its record (for the replay, issue 10) and its players now; returns the
 * first error. `backup`: keep the replaced autosave as backup.
 */
export function saveNow(storage: SaveStorage | null, s: GameStore, backup = true): SaveFailure | null {
  return writeSave(storage, s.game, backup, [[RECORD_KEY, RECORD_BACKUP_KEY], [PLAYERS_KEY, PLAYERS_BACKUP_KEY]])
    ?? writeRecord(storage, s.record, s.game)
    ?? writePlayers(storage, playersSave(s));
}

/**
 * What `writePlayers` keeps of the store: its players, pause and action count, who has yet to take
 * the screen, the battles each viewer has seen, whether a person played the game, and the side a
 * raid let happen at once struck until it hands the screen back (X22: a reload keeps its hand-off).
 */
function playersSave(s: GameStore) {
  // JSON leaves `takesScreen` out when undefined. `battlesSeen` changes only with the game, so it is
  // written whenever it changes; `personPlayed` only with the players or the game.
  return { seed: s.game.seed, players: s.players, paused: s.bot.paused, actions: s.actions, takesScreen: takingSide(s.players, s.ui.confirmedSide) ?? undefined, seen: s.ui.battlesSeen, personPlayed: s.personPlayed, raided: s.ui.raided };
}

/** Starts autosaving `store` into `storage`; returns the function that stops it. */
export function attachAutosave(store: GameStoreApi, storage: SaveStorage | null): () => void {
  return store.subscribe((s, prev) => {
    // No storage: nothing is written, and the store's 'off' warning (if the browser refused it) stays.
    if (s.ui.readOnly || !storage) return;
    const gameChanged = s.game !== prev.game || s.actions !== prev.actions || prev.ui.readOnly;
    // Who holds the screen decides who has yet to take it (`takingSide`); it changes too when a raided
    // side hands the screen back (X22), the one change of `ui.raided` without the game or the players.
    if (!gameChanged && s.players === prev.players && s.bot.paused === prev.bot.paused && s.ui.confirmedSide === prev.ui.confirmedSide) return;
    // While the unreadable-save banner is unanswered the backup is the last good game, which it
    // offers: the fresh game's writes do not replace it (QA: the next move lost the old game).
    const error = gameChanged
      ? saveNow(storage, s, !s.ui.corruptSave)
      : writePlayers(storage, playersSave(s));
    if (error !== s.ui.saveError) {
      store.setState((d) => {
        d.ui.saveError = error;
      });
    }
  });
}

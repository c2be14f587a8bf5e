// @vitest-environment jsdom
// Bad data in storage never keeps the app from starting: createGameStore runs before React mounts,
// outside every error boundary, so a throw there is a blank page on every reload (audit).
import { afterEach, vi } from 'vitest';
import { createGameStore } from '../../src/ui/store/gameStore';
import { BACKUP_KEY, CORRUPT_KEY_PREFIX, CORRUPT_PENDING_KEY, ORIGINAL_KEY, SAVE_KEY } from '../../src/ui/store/persistence';
import { BOT_SPEED_KEY, PLAYERS_BACKUP_KEY, PLAYERS_KEY } from '../../src/ui/store/players';
import { LANGUAGE_KEY, PROJECTOR_KEY, WELCOME_KEY } from '../../src/ui/store/preferences';
import { RECORD_BACKUP_KEY, RECORD_KEY } from '../../src/ui/store/recordFile';
import { memoryStorage, storeFor } from './helpers';

const KEYS = [SAVE_KEY, BACKUP_KEY, ORIGINAL_KEY, CORRUPT_PENDING_KEY, PLAYERS_KEY, PLAYERS_BACKUP_KEY, RECORD_KEY, RECORD_BACKUP_KEY, BOT_SPEED_KEY, PROJECTOR_KEY, LANGUAGE_KEY, WELCOME_KEY];
const JUNK = ['null', '1', '[]', '{}', '"x"', 'true', '{"format":"lincoln-players","version":1,"seed":', '{"keptUnder":null,"message":1}', `{"keptUnder":"${CORRUPT_KEY_PREFIX}x","message":"m","args":1}`];

/** A storage as a game of a few moves leaves it: autosave, backup, record, players, an unreadable save's banner left unanswered. */
function goodStorage() {
  const storage = memoryStorage();
  const { store } = storeFor({ seed: 5 }, storage);
  store.getState().dispatch({ type: 'pass' });
  store.getState().dispatch({ type: 'pass' });
  storage.setItem(CORRUPT_KEY_PREFIX + 'x', 'unreadable');
  storage.setItem(CORRUPT_PENDING_KEY, JSON.stringify({ message: 'm', keptUnder: CORRUPT_KEY_PREFIX + 'x' }));
  return storage;
}

afterEach(() => vi.restoreAllMocks());

describe('start-up over bad stored data', () => {
  it('reads a sound storage as it was left (the table below starts from it)', () => {
    const store = createGameStore({ storage: goodStorage() });
    expect(store.getState().game.actionsTaken).toBe(2);
    expect(store.getState().ui.corruptSave?.raw).toBe('unreadable');
  });

  for (const key of KEYS) {
    it.each(JUNK)(`${key} = %s never makes createGameStore throw`, (junk) => {
      const storage = goodStorage();
      storage.setItem(key, junk);
      const store = createGameStore({ storage });
      expect(store.getState().game).toBeTruthy();
      // The pending banner's record is used only when sound.
      const corrupt = store.getState().ui.corruptSave;
      if (corrupt) expect(typeof corrupt.message).toBe('string');
    });
  }

  // A record's new-game options are the engine's input: a ruleset that is not a name threw a TypeError.
  it.each([RECORD_KEY, RECORD_BACKUP_KEY])('%s with options the engine cannot take never makes createGameStore throw', (key) => {
    const storage = goodStorage();
    storage.setItem(key, '{"format":"lincoln-record","version":1,"origin":{"kind":"new","options":{"seed":5,"ruleset":5}},"actions":[{"type":"pass"}]}');
    expect(createGameStore({ storage }).getState().game.actionsTaken).toBe(2);
  });

  it('a storage whose reading throws starts a game and says the browser keeps no data ("off")', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const store = createGameStore();
    expect(store.getState().ui.saveError).toBe('off');
    // Nothing is written over a save it could not read.
    expect(setItem).not.toHaveBeenCalled();
  });

  it('a given storage whose reading throws does not make createGameStore throw', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => createGameStore({ storage })).not.toThrow();
  });
});

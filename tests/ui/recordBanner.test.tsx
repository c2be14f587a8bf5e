// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { newGame, serialize } from '../../src/engine';
import type { Action } from '../../src/engine/types';
import { loadLanguage } from '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import { CORRUPT_RECORD_PREFIX, fingerprint, positionFingerprint, RECORD_KEY } from '../../src/ui/store/recordFile';
import { memoryStorage, playRotation } from './helpers';
import { renderApp } from './render';

const GAME = playRotation(1, 40);

/** A storage holding the game after `n` actions played from the start, its autosave and its record as the app writes them. */
function played(n: number) {
  const storage = memoryStorage();
  const store = createGameStore({ storage, seed: () => 1 });
  for (const a of GAME.actions.slice(0, n)) expect(store.getState().dispatch(a)).toBe(true);
  return storage;
}

/** The keys that keep damaged records. */
const keptKeys = (storage: ReturnType<typeof memoryStorage>) => [...storage.data.keys()].filter((k) => k.startsWith(CORRUPT_RECORD_PREFIX));

describe('a damaged game record beside a sound autosave is kept and said once, never lost silently', { timeout: 30_000 }, () => {
  /** The sound autosave after 12 actions, with `raw` as its record. */
  const beside = (raw: string) => {
    const storage = played(12);
    storage.data.set(RECORD_KEY, raw);
    return storage;
  };
  const sound = JSON.parse(played(12).data.get(RECORD_KEY)!) as { actions: Action[]; position: string };

  it.each([
    ['not JSON', 'not a record {'],
    ['JSON of another format', JSON.stringify({ format: 'lincoln-save', version: 1 })],
    ['a loaded origin the engine refuses', JSON.stringify({ ...sound, origin: { kind: 'loaded', state: '{"format":"lincoln-save"}' } })],
    ['actions that do not replay to the saved position (an action taken out)', JSON.stringify({ ...sound, actions: sound.actions.slice(1) })],
    ['actions that do not replay to the saved position (an illegal one put in)', JSON.stringify({ ...sound, actions: [{ type: 'declare-attack', location: 'washington' }, ...sound.actions] })],
  ])('%s: the game opens; its record starts at the autosave and the text is kept under its own key', (_why, raw) => {
    const storage = beside(raw);
    const store = createGameStore({ storage, seed: () => 99 });
    expect(store.getState().game).toEqual(GAME.states[12]);
    expect(store.getState().record).toMatchObject({ origin: { kind: 'loaded' }, actions: [] });
    const key = CORRUPT_RECORD_PREFIX + fingerprint(raw);
    expect(store.getState().ui.corruptRecord).toEqual({ raw, keptUnder: key });
    expect(storage.data.get(key)).toBe(raw);
    // The damaged record stays where it was until the next autosave replaces it with the sound one.
    expect(storage.data.get(RECORD_KEY)).toBe(raw);
  });

  it('said once: a reload before the next autosave neither keeps it twice nor says it again; the next move writes a sound record', () => {
    const storage = beside('garbage');
    expect(createGameStore({ storage }).getState().ui.corruptRecord).not.toBeNull();
    const again = createGameStore({ storage });
    expect(again.getState().ui.corruptRecord).toBeNull();
    expect(keptKeys(storage)).toHaveLength(1);
    act(() => void again.getState().dispatch(GAME.actions[12]!));
    const reloaded = createGameStore({ storage });
    expect(reloaded.getState().ui.corruptRecord).toBeNull();
    expect(reloaded.getState().record.actions).toEqual([GAME.actions[12]]);
    expect(storage.data.get(keptKeys(storage)[0]!)).toBe('garbage');
  });

  it('a record of another position (storage written halfway: the record refused, the autosave written) is kept too: it is the only copy of the game\'s history', () => {
    const storage = played(0);
    const store = createGameStore({ storage, seed: () => 1 });
    for (const a of GAME.actions.slice(0, 6)) store.getState().dispatch(a);
    const earlier = storage.data.get(RECORD_KEY)!;
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      if (k === RECORD_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem(k, v);
    };
    act(() => void store.getState().dispatch(GAME.actions[6]!));
    expect(store.getState().ui.saveError).toBe('full');
    expect(JSON.parse(storage.data.get(RECORD_KEY)!).position).not.toBe(positionFingerprint(GAME.states[7]!));
    storage.setItem = setItem;

    const reloaded = createGameStore({ storage });
    expect(reloaded.getState().game).toEqual(GAME.states[7]);
    expect(reloaded.getState().ui.corruptRecord).toEqual({ raw: earlier, keptUnder: CORRUPT_RECORD_PREFIX + fingerprint(earlier) });
    expect(storage.data.get(CORRUPT_RECORD_PREFIX + fingerprint(earlier))).toBe(earlier);
  });

  it('a sound record of another game (another seed) beside the autosave is no damage: no banner, nothing kept (e2e: a save put in place by hand)', () => {
    const storage = played(0);
    const store = createGameStore({ storage, seed: () => 1 });
    for (const a of GAME.actions.slice(0, 6)) store.getState().dispatch(a);
    // Another game's autosave put in place of this one's, its record left as it was.
    storage.data.set(SAVE_KEY, serialize(newGame({ seed: 77 })));
    const reloaded = createGameStore({ storage });
    expect(reloaded.getState().game.seed).toBe(77);
    expect(reloaded.getState().ui.corruptRecord).toBeNull();
    expect([...storage.data.keys()].some((k) => k.startsWith(CORRUPT_RECORD_PREFIX))).toBe(false);
  });

  it('a storage that refuses to keep it: the banner still has the text, for download', () => {
    const storage = beside('garbage');
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      if (k.startsWith(CORRUPT_RECORD_PREFIX)) throw new DOMException('full', 'QuotaExceededError');
      setItem(k, v);
    };
    expect(createGameStore({ storage }).getState().ui.corruptRecord).toEqual({ raw: 'garbage', keptUnder: null });
  });

  it('a missing record (an autosave of an earlier version) opens silently from its position, as before', () => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(GAME.states[20]!) });
    const store = createGameStore({ storage });
    expect(store.getState().record).toMatchObject({ origin: { kind: 'loaded' }, actions: [] });
    expect(store.getState().ui.corruptRecord).toBeNull();
    expect(keptKeys(storage)).toEqual([]);
  });

  it('no banner in ordinary play: a reload after any step, a new game, an import, a sandbox branch and the return from it', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1 });
    const reloadIsQuiet = () => {
      const reloaded = createGameStore({ storage });
      expect(reloaded.getState().ui.corruptRecord).toBeNull();
      expect(reloaded.getState().record.actions).toEqual(store.getState().record.actions);
    };
    reloadIsQuiet();
    for (const a of GAME.actions.slice(0, 30)) {
      act(() => void store.getState().dispatch(a));
      reloadIsQuiet();
    }
    act(() => store.getState().undo());
    reloadIsQuiet();
    await act(() => store.getState().branch(GAME.states[10]!, { origin: { kind: 'new', options: { seed: 1 } }, actions: GAME.actions.slice(0, 10) }));
    act(() => void store.getState().dispatch(GAME.actions[10]!));
    reloadIsQuiet();
    await act(async () => void (await store.getState().returnToOriginal()));
    reloadIsQuiet();
    act(() => store.getState().loadGame(GAME.states[20]!, { origin: { kind: 'new', options: { seed: 1 } }, actions: GAME.actions.slice(0, 20) }));
    reloadIsQuiet();
    act(() => store.getState().loadGame(GAME.states[25]!, null));
    reloadIsQuiet();
    act(() => store.getState().startNewGame({ seed: 5 }));
    reloadIsQuiet();
    expect(keptKeys(storage)).toEqual([]);
  });
});

describe('the damaged record\'s banner', { timeout: 30_000 }, () => {
  afterAll(() => loadLanguage('en'));

  it('says in plain words that the game is intact and its history starts here, names the key, offers the text for download and is dismissed', async () => {
    const storage = played(12);
    storage.data.set(RECORD_KEY, 'not a record {');
    const store = createGameStore({ storage });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:test')), revokeObjectURL: vi.fn() });
    const { user } = renderApp(store);
    const banner = await screen.findByTestId('corrupt-record', {}, { timeout: 10_000 });
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('The game itself is intact');
    expect(banner.textContent).toContain('Replay and Undo now start from this position');
    expect(banner.textContent).toContain(store.getState().ui.corruptRecord!.keptUnder!);
    await user.click(screen.getByTestId('corrupt-record-download'));
    expect(await blobs[0]!.text()).toBe('not a record {');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('corrupt-record')).toBeNull();
    expect(store.getState().ui.corruptRecord).toBeNull();
  });

  it('when storage could not keep it, says to download it now; in Polish and Russian too', async () => {
    for (const [lng, words] of [['en', 'download it now'], ['pl', 'pobierz ją teraz'], ['ru', 'скачайте её сейчас']] as const) {
      const storage = played(3);
      storage.data.set(RECORD_KEY, '[]');
      const setItem = storage.setItem;
      storage.setItem = (k, v) => {
        if (k.startsWith(CORRUPT_RECORD_PREFIX)) throw new DOMException('full', 'QuotaExceededError');
        setItem(k, v);
      };
      const store = createGameStore({ storage });
      await loadLanguage(lng);
      const { unmount } = renderApp(store);
      const banner = await screen.findByTestId('corrupt-record', {}, { timeout: 10_000 });
      expect(banner.textContent).toContain(words);
      expect(banner.textContent).not.toContain('{{');
      unmount();
    }
  });
});

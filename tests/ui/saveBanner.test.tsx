// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { deserialize, legalActions, newGame, serialize } from '../../src/engine';
import { loadLanguage } from '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import { BACKUP_KEY, CORRUPT_KEY_PREFIX, SAVE_KEY } from '../../src/ui/store/persistence';
import { memoryStorage } from './helpers';
import { renderApp } from './render';

describe('unreadable save banner', () => {
  it('with a full storage, says the unreadable save could not be kept and must be downloaded now, not that it is kept under "—" (QA)', async () => {
    const storage = memoryStorage({ [SAVE_KEY]: 'not a saved game at all' });
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      if (k.startsWith(CORRUPT_KEY_PREFIX)) throw new DOMException('full', 'QuotaExceededError');
      setItem(k, v);
    };
    const store = createGameStore({ storage, seed: () => 77 });
    renderApp(store);
    const banner = await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 });
    expect(store.getState().ui.corruptSave!.keptUnder).toBeNull();
    expect(banner.textContent).toContain('could not be kept in this browser’s storage');
    expect(banner.textContent).toContain('download it now');
    expect(banner.textContent).not.toContain('—');
  });

  it('reports the unreadable save and offers its raw text for download', async () => {
    const raw = 'not a saved game at all';
    const storage = memoryStorage({ [SAVE_KEY]: raw });
    const store = createGameStore({ storage, seed: () => 77 });
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const { user } = renderApp(store);

    const banner = await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 }); // loaded when it has something to say
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('could not be read');
    expect(banner.textContent).toContain(store.getState().ui.corruptSave!.keptUnder!);
    await user.click(screen.getByTestId('corrupt-save-download'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await blobs[0].text()).toBe(raw);
  });

  it('offers the last good autosave, and keeps it while the banner is unanswered (QA: the backup was never offered, and the next move replaced it)', async () => {
    // Seed 1, one step played: the backup is the game a step earlier. Then the autosave is damaged (cut).
    const storage = memoryStorage();
    const played = createGameStore({ storage, seed: () => 1 });
    act(() => void played.getState().dispatch(legalActions(played.getState().game)[0]));
    const good = storage.data.get(BACKUP_KEY)!;
    expect(good).toBeDefined();
    storage.data.set(SAVE_KEY, storage.data.get(SAVE_KEY)!.slice(0, 200));

    const store = createGameStore({ storage, seed: () => 2 });
    expect(store.getState().game.seed).toBe(2); // a new game was started
    const { user } = renderApp(store);
    const banner = await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('Go back to the last good autosave');
    // The fresh game's first moves and a New game do not replace the good backup while the banner waits.
    act(() => void store.getState().dispatch(legalActions(store.getState().game)[0]));
    act(() => store.getState().startNewGame({ seed: 3 }));
    expect(storage.data.get(BACKUP_KEY)).toBe(good);

    await user.click(screen.getByTestId('corrupt-save-restore'));
    expect(store.getState().game).toEqual(deserialize(good));
    expect(deserialize(storage.data.get(SAVE_KEY)!)).toEqual(deserialize(good));
    expect(screen.queryByTestId('corrupt-save')).toBeNull(); // answered
  });

  it('Dismiss says first that the last good autosave goes with the banner, and only a second click answers it (audit: the next move replaced it without a word)', async () => {
    const storage = memoryStorage();
    const played = createGameStore({ storage, seed: () => 1 });
    act(() => void played.getState().dispatch(legalActions(played.getState().game)[0]));
    const good = storage.data.get(BACKUP_KEY)!;
    storage.data.set(SAVE_KEY, storage.data.get(SAVE_KEY)!.slice(0, 200));
    const store = createGameStore({ storage, seed: () => 2 });
    const { user } = renderApp(store);
    await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('corrupt-save-dismiss'));
    // Asked, not answered: the banner, and with it the backup, stays.
    expect(store.getState().ui.corruptSave).not.toBeNull();
    expect(screen.getByTestId('corrupt-save-dismiss-warning').textContent).toContain('your next move replaces the last good autosave');
    act(() => void store.getState().dispatch(legalActions(store.getState().game)[0]));
    expect(storage.data.get(BACKUP_KEY)).toBe(good);
    await user.click(screen.getByTestId('corrupt-save-dismiss-confirm'));
    expect(screen.queryByTestId('corrupt-save')).toBeNull();
  });

  it('the last good autosave of a game against the bot comes back against the bot, though the fresh game was hot-seat (QA)', async () => {
    const storage = memoryStorage();
    const vsBot = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } } as const;
    const played = createGameStore({ storage, seed: () => 1, players: vsBot });
    act(() => void played.getState().setPaused(true)); // the bot does not answer on its own in this test
    act(() => void played.getState().dispatch(legalActions(played.getState().game)[0]));
    storage.data.set(SAVE_KEY, storage.data.get(SAVE_KEY)!.slice(0, 200));

    const store = createGameStore({ storage, seed: () => 2 });
    expect(store.getState().players.confederate.kind).toBe('person'); // the fresh game is hot-seat
    act(() => void store.getState().dispatch(legalActions(store.getState().game)[0])); // and writes its players
    expect(store.getState().restoreBackup()).toBe(true);
    expect(store.getState().players).toEqual(vsBot);
  });

  it('says what is wrong with an unsound save in the UI language, from the engine\'s key (issue 7 item 6)', async () => {
    const data = JSON.parse(serialize(newGame({ seed: 5 })));
    data.state.units.push({ ...data.state.units[0] }); // two units with one id
    const store = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: JSON.stringify(data) }), seed: () => 78 });
    expect(store.getState().ui.corruptSave).toMatchObject({ key: 'ruleError.save-unsound', args: { problem: 'unit-id-twice' } });
    await loadLanguage('pl');
    try {
      renderApp(store);
      const banner = await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 });
      expect(banner.textContent).toContain('dwie jednostki mają ten sam identyfikator');
      expect(banner.textContent).not.toContain('two units');
    } finally {
      await loadLanguage('en');
    }
  });
});

describe('the unreadable autosave banner says why in plain words (QA)', () => {
  /** The corrupt-save banner's text for an autosave holding `raw`, in `lng`. */
  async function bannerText(raw: string, lng: 'en' | 'pl' | 'ru'): Promise<string> {
    const store = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: raw }), seed: () => 79 });
    await loadLanguage(lng);
    const { unmount } = renderApp(store);
    try {
      return (await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 })).textContent ?? '';
    } finally {
      unmount();
    }
  }
  afterAll(() => loadLanguage('en'));

  it('an autosave of a newer save format is "saved by a newer version", as Import says, not "not a Lincoln save"', async () => {
    const newer = JSON.stringify({ ...JSON.parse(serialize(newGame({ seed: 5 }))), version: 2 });
    const store = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: newer }), seed: () => 79 });
    expect(store.getState().ui.corruptSave).toMatchObject({ key: 'ruleError.save-newer', args: { count: 2 } });
    const expected = { en: 'saved by a newer version of Lincoln', pl: 'zapisała nowsza wersja', ru: 'сохранена более новой версией' };
    for (const lng of ['en', 'pl', 'ru'] as const) {
      const text = await bannerText(newer, lng);
      expect(text, lng).toContain(expected[lng]);
      expect(text, lng).not.toContain('lincoln-save');
    }
  });

  it('an autosave that is not JSON (garbage, or cut short) is "damaged", in the UI language, without the browser\'s English parse error', async () => {
    const cut = serialize(newGame({ seed: 5 })).slice(0, 100);
    const expected = { en: 'it is incomplete or not valid JSON', pl: 'jest niekompletny albo nie jest poprawnym JSON-em', ru: 'оно неполное или не является корректным JSON' };
    for (const raw of ['garbage', cut]) {
      let parseError = '';
      try {
        JSON.parse(raw);
      } catch (e) {
        parseError = (e as Error).message;
      }
      expect(parseError).not.toBe('');
      for (const lng of ['en', 'pl', 'ru'] as const) {
        const text = await bannerText(raw, lng);
        expect(text, lng).toContain(expected[lng]);
        expect(text, lng).not.toContain(parseError);
        expect(text, lng).not.toMatch(/Unexpected|position \d/);
      }
    }
  });
});

describe('a browser that keeps no game (QA: no loss without warning)', () => {
  it('site data blocked: reading localStorage throws SecurityError, and the banner says the game will be lost on reload, in Polish too', async () => {
    const blocked = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    try {
      const store = createGameStore({ seed: () => 5 });
      expect(store.getState().ui.saveError).toBe('off');
      renderApp(store);
      const banner = await screen.findByTestId('save-error', {}, { timeout: 10_000 });
      expect(banner.textContent).toContain('the game will be lost when the page is reloaded or closed. Use Export game to keep it.');
      // Playing on keeps the warning: there is still nowhere to write.
      act(() => void store.getState().dispatch({ type: 'pass' }));
      expect(store.getState().ui.saveError).toBe('off');
      await act(() => loadLanguage('pl'));
      expect((await screen.findByText(/gra przepadnie po przeładowaniu/)).getAttribute('data-testid')).toBe('save-error');
    } finally {
      Object.defineProperty(window, 'localStorage', blocked);
      await act(() => loadLanguage('en'));
    }
  });

  it('storage full: the banner says so in words, not the browser\'s English message, and names Export game', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 6 });
    renderApp(store);
    storage.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    act(() => void store.getState().dispatch({ type: 'pass' }));
    expect(store.getState().ui.saveError).toBe('full');
    const banner = await screen.findByTestId('save-error', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('storage for the site is full');
    expect(banner.textContent).not.toContain('quota');
  });
});

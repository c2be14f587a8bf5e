// @vitest-environment jsdom
/**
 * Code that fails to load (QA: a new version replaced the files of an open page, or the network went
 * before they were cached) never leaves a blank page or a lost move: a dialog of the header that
 * cannot load brings the recovery screen; when the recovery screen's own code cannot load either,
 * a reload screen stands in; a language that cannot load keeps the current one and says why.
 */
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { newGame } from '../../src/engine';
import i18n from '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import { memoryStorage } from './helpers';
import { renderApp } from './render';

/** What a browser throws for a chunk it cannot fetch. */
const missing = (file: string) => new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`);

vi.mock('../../src/ui/dialogs/NewGameDialog', () => { throw missing('NewGameDialog-x.js'); });
vi.mock('../../src/ui/layout/CrashScreen', () => { throw missing('CrashScreen-x.js'); });
vi.mock('../../src/i18n/ru', () => ({ get ru(): never { throw missing('ru-x.js'); } }));

describe('code that fails to load (QA: never a blank page)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React and the boundary report the error
  });

  it('New game whose dialog cannot load: not a blank page but a reload screen (the recovery screen\'s code is missing too), the game untouched', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ initial: newGame({ seed: 12 }), storage });
    const game = store.getState().game;
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const crash = await screen.findByTestId('crash-screen', {}, { timeout: 10_000 });
    expect(crash.textContent).toContain('Your game is safe in this browser: reload the page to go on.');
    expect(screen.getByTestId('crash-reload').className).toBe('primary');
    expect(store.getState().game).toBe(game);
  });

  it('a language whose strings cannot load: the UI stays in English and says why', async () => {
    const store = createGameStore({ initial: newGame({ seed: 12 }), storage: memoryStorage() });
    renderApp(store);
    await act(() => store.getState().setLanguage('ru'));
    expect(i18n.language).toBe('en');
    expect(store.getState().ui.error).toMatchObject({ key: 'crash.reloadExplain' });
    const banner = await screen.findByTestId('rule-error');
    // Headed as code that did not load, not as a refused move ("Not allowed:").
    expect(banner.textContent).toContain('Reload needed: Part of the app could not be loaded');
  });
});

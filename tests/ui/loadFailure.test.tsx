// @vitest-environment jsdom
/**
 * Code that fails to load (QA: a new version replaced the files of an open page, or the network went
 * before they were cached) never leaves a blank page or a lost move: a dialog of the header that
 * cannot load, or the import's file reader, says so in the banner and the game and header stay (QA:
 * the recovery screen it used to bring offered only to throw a sound game away); a page that cannot
 * load brings the recovery screen, and when that screen's own code cannot load either, a reload
 * screen stands in; a language that cannot load keeps the current one and says why.
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

// As the browser's import rejects: with the TypeError itself (a throwing factory reaches the code
// wrapped in vitest's own error, which lazyPart.tsx rightly takes for a bug, not a failed load).
vi.mock('../../src/ui/dialogs/NewGameDialog', () => ({ get NewGameDialog(): never { throw missing('NewGameDialog-x.js'); } }));
vi.mock('../../src/ui/store/gameFile', () => { throw missing('gameFile-x.js'); });
vi.mock('../../src/ui/story/StoryPage', () => { throw missing('StoryPage-x.js'); });
vi.mock('../../src/ui/layout/CrashScreen', () => { throw missing('CrashScreen-x.js'); });
vi.mock('../../src/i18n/ru', () => ({ get ru(): never { throw missing('ru-x.js'); } }));

describe('code that fails to load (QA: never a blank page)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React and the boundary report the error
  });

  it('New game whose dialog cannot load: the banner says so, the game and the header stay, no recovery screen', async () => {
    const store = createGameStore({ initial: newGame({ seed: 12 }), storage: memoryStorage() });
    const game = store.getState().game;
    const { user } = renderApp(store);
    for (let i = 0; i < 2; i++) {
      // Twice: React.lazy keeps the failure, and the second click must say it again, not do nothing.
      await user.click(screen.getByTestId('new-game'));
      const banner = await screen.findByTestId('rule-error', {}, { timeout: 10_000 });
      expect(banner.textContent).toContain('Reload needed: Part of the app could not be loaded');
      expect(banner.textContent).not.toContain('Not allowed');
      act(() => store.getState().dismissError());
    }
    expect(screen.queryByTestId('crash-screen')).toBeNull();
    expect(screen.getByTestId('new-game')).toBeTruthy();
    expect(screen.getByTestId('status-bar')).toBeTruthy(); // the game screen, not the recovery screen
    expect(store.getState().game).toBe(game);
  });

  it('Import whose file reader cannot load: the banner says so (no unhandled rejection), the game stays', async () => {
    const store = createGameStore({ initial: newGame({ seed: 12 }), storage: memoryStorage() });
    const game = store.getState().game;
    const { user } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File(['{}'], 'game.json', { type: 'application/json' }));
    const banner = await screen.findByTestId('rule-error', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('Reload needed: Part of the app could not be loaded');
    expect(screen.queryByTestId('crash-screen')).toBeNull();
    expect(store.getState().game).toBe(game);
  });

  it('a page whose code cannot load: not a blank page but a reload screen (the recovery screen\'s code is missing too), the game untouched', async () => {
    const store = createGameStore({ initial: newGame({ seed: 12 }), storage: memoryStorage() });
    const game = store.getState().game;
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-story'));
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

// @vitest-environment jsdom
/**
 * Parts of the game screen loaded on demand whose code cannot load (QA: the log, the tracks or a
 * card's history, offline before they were cached or replaced by a new version) say so in their
 * place, with the way out (reload); the recovery screen, which offered only to throw a sound game
 * away, never comes, and the game goes on (lazyPart.tsx). Whole pages keep the recovery screen
 * and the header's dialogs the banner (loadFailure.test.tsx).
 */
import { Component, Suspense, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { newGame } from '../../src/engine';
import { lazyPart, Unloaded } from '../../src/ui/layout/lazyPart';
import { createGameStore } from '../../src/ui/store/gameStore';
import { memoryStorage } from './helpers';
import { renderApp } from './render';

/** What a browser throws for a chunk it cannot fetch. */
const missing = (file: string) => new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`);

// The part's export throws as the browser's import would reject: with the TypeError itself (a
// throwing factory reaches the code wrapped in vitest's own error).
vi.mock('../../src/ui/log/GameLog', () => ({ get GameLog(): never { throw missing('GameLog-x.js'); } }));
vi.mock('../../src/ui/map/Tracks', () => ({ get Tracks(): never { throw missing('Tracks-x.js'); } }));

describe('parts of the game screen that fail to load (QA: never the recovery screen for a part)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // lazyPart logs the failure
  });

  it('the log and the tracks cannot load: each says so in its place, the map, hand and header stay, and a move is still played', async () => {
    const store = createGameStore({ initial: newGame({ seed: 12 }), storage: memoryStorage() });
    const { user } = renderApp(store);
    // The parts show once the Union has taken the screen (the hand-off screen hides the game, R2.6).
    await user.click(await screen.findByTestId('handoff-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('part-unloaded')).toHaveLength(2), { timeout: 10_000 });
    for (const notice of screen.getAllByTestId('part-unloaded')) {
      expect(notice.textContent).toContain('Part of the app could not be loaded');
      expect(notice.textContent).toContain('reload the page to go on');
      expect(notice.getAttribute('role')).toBe('alert');
    }
    expect(screen.queryByTestId('crash-screen')).toBeNull();
    expect(screen.getByTestId('status-bar')).toBeTruthy();
    expect(screen.getByTestId('new-game')).toBeTruthy();
    // The game goes on.
    const before = store.getState().game.actionsTaken;
    store.getState().dispatch({ type: 'pass' });
    expect(store.getState().game.actionsTaken).toBe(before + 1);
    expect(screen.queryByTestId('crash-screen')).toBeNull();
  });

  it('a dialog whose code cannot load offers Close beside the notice, which closes it', async () => {
    let closed = 0;
    render(<Unloaded onClose={() => closed++} />);
    expect(screen.getByTestId('part-unloaded').textContent).toContain('reload the page');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toBe(1);
  });

  it('a bug in a part\'s module (not code that failed to load) goes on to the error boundary, not into a notice that would hide it', async () => {
    class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
      state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      render() {
        return this.state.error ? <p data-testid="caught">{this.state.error.message}</p> : this.props.children;
      }
    }
    const Broken = lazyPart<object>(() => Promise.reject(new Error('a bug at the top of the module')));
    render(<Boundary><Suspense fallback={null}><Broken /></Suspense></Boundary>);
    expect((await screen.findByTestId('caught')).textContent).toBe('a bug at the top of the module');
    expect(screen.queryByTestId('part-unloaded')).toBeNull();
  });
});

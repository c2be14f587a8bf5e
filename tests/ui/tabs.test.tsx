// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { newGame, serialize } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import type { TabChannel, TabMessage } from '../../src/ui/store/tabs';
import { memoryStorage } from './helpers';
import { renderApp } from './render';

/** BroadcastChannel stand-in: every tab's channel on one bus; messages go to the other tabs, synchronously. */
function bus() {
  const handlers = new Set<(m: TabMessage) => void>();
  return (): TabChannel => {
    const mine = new Set<(m: TabMessage) => void>();
    return {
      post: (m) => handlers.forEach((h) => !mine.has(h) && h(m)),
      listen(h) {
        handlers.add(h);
        mine.add(h);
        return () => handlers.delete(h);
      },
    };
  };
}

describe('two tabs on one game (issue 7)', () => {
  it('the second tab is read-only until it takes over; then it has the first tab’s latest moves and the first tab is read-only', async () => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(newGame({ seed: 40 })) });
    const channel = bus();
    const first = createGameStore({ storage, tabs: channel() });
    const second = createGameStore({ storage, tabs: channel() });
    expect(first.getState().ui.readOnly).toBe(false);
    expect(second.getState().ui.readOnly).toBe(true);

    // The second tab neither plays nor saves, and says why (QA: it refused in silence).
    const saved = storage.data.get(SAVE_KEY);
    expect(second.getState().dispatch({ type: 'pass' })).toBe(false);
    expect(storage.data.get(SAVE_KEY)).toBe(saved);
    expect(second.getState().ui.error).toMatchObject({ key: 'tabs.refused' });
    // The first plays on.
    expect(first.getState().dispatch({ type: 'pass' })).toBe(true);
    const afterFirst = storage.data.get(SAVE_KEY);
    expect(afterFirst).toBe(serialize(first.getState().game));

    const { user } = renderApp(second);
    // The banner loads when it has something to say (first-paint budget).
    expect((await screen.findByTestId('read-only', {}, { timeout: 10_000 })).textContent).toContain('another tab');
    await user.click(screen.getByTestId('take-over'));
    expect(second.getState().ui.readOnly).toBe(false);
    expect(second.getState().game).toEqual(first.getState().game);
    expect(first.getState().ui.readOnly).toBe(true);
    expect(screen.queryByTestId('read-only')).toBeNull();
    expect(second.getState().ui.error).toBeNull(); // the refusal is gone with the reason for it
    // The first tab cannot overwrite what the second now plays.
    expect(first.getState().dispatch({ type: 'pass' })).toBe(false);
    expect(second.getState().dispatch({ type: 'pass' })).toBe(true);
    expect(storage.data.get(SAVE_KEY)).toBe(serialize(second.getState().game));
  });

  it('an autosave written by another tab (storage event) makes this tab read-only', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createGameStore({ initial: newGame({ seed: 41 }), storage, events: events as unknown as Window });
    act(() => void events.dispatchEvent(Object.assign(new Event('storage'), { key: 'lincoln.projector', newValue: '1' })));
    expect(store.getState().ui.readOnly).toBe(false);
    act(() => void events.dispatchEvent(Object.assign(new Event('storage'), { key: SAVE_KEY, newValue: serialize(newGame({ seed: 42 })) })));
    expect(store.getState().ui.readOnly).toBe(true);
    // A read-only tab does not replace the game either.
    act(() => store.getState().startNewGame({ seed: 43 }));
    expect(store.getState().game.seed).toBe(41);
    expect(store.getState().ui.error).toMatchObject({ key: 'tabs.refused' });
  });
});

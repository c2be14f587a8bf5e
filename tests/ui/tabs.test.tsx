// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
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

/**
 * BroadcastChannel stand-in as the browser's is: a message reaches the other tabs' channels later
 * (`flush`), not while the posting tab is still starting, so two tabs can start before either
 * hears the other.
 */
function queuedBus() {
  const channels = new Set<Set<(m: TabMessage) => void>>();
  const queue: (() => void)[] = [];
  return {
    channel(): TabChannel {
      const mine = new Set<(m: TabMessage) => void>();
      channels.add(mine);
      return {
        post: (m) => channels.forEach((c) => c !== mine && queue.push(() => c.forEach((h) => h(m)))),
        listen(h) {
          mine.add(h);
          return () => mine.delete(h);
        },
      };
    },
    /** Delivers every message, and the messages they lead to, in order. */
    flush() {
      for (let i = 0; i < 1000 && queue.length > 0; i++) act(() => queue.shift()!());
      expect(queue).toEqual([]);
    },
  };
}

/** A `storage` event of the autosave, as another tab's write of `value` gives it. */
function saveWritten(events: EventTarget, value: string) {
  act(() => void events.dispatchEvent(Object.assign(new Event('storage'), { key: SAVE_KEY, newValue: value })));
}

describe('two tabs on one game (issue 7)', () => {
  // Tab ids sort by start time: each tab here starts a millisecond after the one before.
  beforeEach(() => {
    let now = Date.UTC(2026, 0, 1);
    vi.spyOn(Date, 'now').mockImplementation(() => now++);
  });
  afterEach(() => vi.restoreAllMocks());

  it('two tabs opened at once on an autosave (a browser restoring its session): exactly one plays, the first (QA: both were read-only)', () => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(newGame({ seed: 40 })) });
    const bus = queuedBus();
    // Both pages have their channel before either tab asks: each hears the other's `hello`.
    const channels = [bus.channel(), bus.channel()];
    const first = createGameStore({ storage, tabs: channels[0] });
    const second = createGameStore({ storage, tabs: channels[1] });
    bus.flush();
    expect([first.getState().ui.readOnly, second.getState().ui.readOnly]).toEqual([false, true]);
    // A third tab opened later is read-only, and the first still plays.
    const third = createGameStore({ storage, tabs: bus.channel() });
    bus.flush();
    expect([first, second, third].map((s) => s.getState().ui.readOnly)).toEqual([false, true, true]);
  });

  it('two tabs opened at once where there was no autosave: each writes a first save, and still exactly one plays (QA: both were read-only)', () => {
    for (const order of ['writes first', 'messages first'] as const) {
      // Both found no autosave (each read the storage before the other wrote): each has a storage of its own here.
      const storages = [memoryStorage(), memoryStorage()];
      const bus = queuedBus();
      const channels = [bus.channel(), bus.channel()];
      const events = [new EventTarget(), new EventTarget()];
      const first = createGameStore({ storage: storages[0], tabs: channels[0], events: events[0] as unknown as Window, seed: () => 1 });
      const second = createGameStore({ storage: storages[1], tabs: channels[1], events: events[1] as unknown as Window, seed: () => 2 });
      const [firstSave, secondSave] = storages.map((s) => s.data.get(SAVE_KEY)!);
      expect(firstSave && secondSave && firstSave !== secondSave).toBe(true);
      if (order === 'messages first') bus.flush();
      // Each tab hears of the other's first save (the browser queues it until the page has started).
      saveWritten(events[0]!, secondSave);
      saveWritten(events[1]!, firstSave);
      bus.flush();
      expect([first.getState().ui.readOnly, second.getState().ui.readOnly], order).toEqual([false, true]);
    }
  });

  it('with the channel, an autosave written by a tab that still plays makes this later tab read-only', () => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(newGame({ seed: 40 })) });
    const bus = queuedBus();
    const events = new EventTarget();
    const first = createGameStore({ storage, tabs: bus.channel() });
    const second = createGameStore({ storage, tabs: bus.channel(), events: events as unknown as Window });
    second.getState().setReadOnly(false); // as if it had never heard the first tab
    saveWritten(events, serialize(newGame({ seed: 41 })));
    bus.flush();
    expect([first.getState().ui.readOnly, second.getState().ui.readOnly]).toEqual([false, true]);
  });

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

  // Audit: an autosave this tab cannot read (damaged, or written by a newer version) was taken for
  // none: the tab played its stale game on and overwrote the other tab's.
  it.each([
    ['written by a newer version', JSON.stringify({ format: 'lincoln-save', version: 2, state: {} }), 'Reload needed: This game was saved by a newer version of Lincoln (save format version 2), which this version cannot open'],
    ['damaged', '{"format":"lincoln-save","version":1,"state":{"turn":"x"}}', 'Reload needed:'],
  ])('taking over an autosave %s keeps this tab read-only, says to reload, and writes nothing', async (_what, unreadable, said) => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(newGame({ seed: 40 })) });
    const channel = bus();
    createGameStore({ storage, tabs: channel() });
    const second = createGameStore({ storage, tabs: channel() });
    storage.setItem(SAVE_KEY, unreadable);
    const before = new Map(storage.data);
    const { user } = renderApp(second);
    await user.click(await screen.findByTestId('take-over', {}, { timeout: 10_000 }));
    expect(second.getState().ui.readOnly).toBe(true);
    expect(screen.getByTestId('rule-error').textContent).toContain(said);
    expect(second.getState().dispatch({ type: 'pass' })).toBe(false);
    expect(storage.data).toEqual(before);
  });
});

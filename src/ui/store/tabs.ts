/**
 * Two tabs on one game (issue 7): the autosave is shared by every tab of this browser, so only one
 * tab may play it. A tab that opens asks (`hello`); a tab that plays answers (`owner`), and the
 * new tab becomes read-only until the person takes over there (`takeover`), which makes every
 * other tab read-only. An autosave written by another tab that plays (the `storage` event) also
 * makes this tab read-only: nothing is ever overwritten silently.
 * Tabs that open at once (a browser restoring its session) each ask, and each may answer the other:
 * of two tabs that both play, the one whose id sorts first keeps the game (`newTabId`: ids sort by
 * start time, so the tab that was there first keeps it), and it says so (`owner`) to the other.
 * Where the channel is, such an autosave makes this tab ask again (`hello`) rather than give up at
 * once: the tab that wrote it answers if it still plays, and the same order decides (two tabs
 * opened where there was no autosave each write a first one). Without the channel it gives up at once.
 */
import type { GameStoreApi } from './gameStore';
import { SAVE_KEY } from './persistence';

/** A message between tabs of the same game. */
export type TabMessage = { kind: 'hello' | 'owner' | 'takeover'; tab: string };

/** The channel between tabs (a BroadcastChannel in the browser, a stand-in in tests). */
export interface TabChannel {
  post(message: TabMessage): void;
  /** Calls `handler` for each message of another tab; returns the function that stops listening. */
  listen(handler: (message: TabMessage) => void): () => void;
}

/** Name of the BroadcastChannel. */
export const TAB_CHANNEL_NAME = 'lincoln.tabs.v1';

/** The browser's channel between tabs, or null where BroadcastChannel is missing (then only `storage` events guard). */
export function browserTabChannel(): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      const onMessage = (e: MessageEvent<TabMessage>) => handler(e.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** An id for this tab: its start time (fixed width, so that ids sort by age), then a random part against ties. */
function newTabId(): string {
  return Date.now().toString(36).padStart(9, '0') + Math.random().toString(36).slice(2);
}

/**
 * Guards `store` against a second tab: `channel` carries the messages, `events` (the window) gives
 * `storage` events. `tab`: this tab's id (of two tabs that both play, the smaller keeps the game).
 * Returns the function that stops the guard.
 */
export function attachTabGuard(store: GameStoreApi, channel: TabChannel | null, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null, tab = newTabId()): () => void {
  const stops: (() => void)[] = [];
  if (channel) {
    stops.push(channel.listen((message) => {
      if (message.tab === tab) return;
      // A tab taking over, or one that plays and came first: this tab stops playing.
      if (message.kind === 'takeover' || (message.kind === 'owner' && message.tab < tab)) store.getState().setReadOnly(true);
      // Asked, or told by a later tab that it plays (both opened at once): this tab, playing, keeps the game.
      else if (!store.getState().ui.readOnly) channel.post({ kind: 'owner', tab });
    }));
    // Taking over (read-only → playing) tells the other tabs to stop playing.
    stops.push(store.subscribe((s, prev) => {
      if (prev.ui.readOnly && !s.ui.readOnly) channel.post({ kind: 'takeover', tab });
    }));
    channel.post({ kind: 'hello', tab });
  }
  if (events) {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SAVE_KEY || e.newValue === null || store.getState().ui.readOnly) return;
      if (channel) channel.post({ kind: 'hello', tab });
      else store.getState().setReadOnly(true);
    };
    events.addEventListener('storage', onStorage);
    stops.push(() => events.removeEventListener('storage', onStorage));
  }
  return () => stops.forEach((stop) => stop());
}

/**
 * A bot client that loads the real one (`src/bot/client.ts`, the Web Worker's promise client) the
 * first time a bot must move, so a game of two people never downloads it (first-paint budget,
 * issue 12 item 8). Same `BotClient` API; a request made before `cancel()` or `dispose()` and still
 * waiting for the module rejects instead of reaching the worker.
 */
import type { BotClient } from '../../bot/client';

/** Rejection of a request dropped while the bot client was still loading. */
export class BotRequestDroppedError extends Error {
  constructor() {
    super('Bot request dropped while the bot was loading');
    this.name = 'BotRequestDroppedError';
  }
}

/** The lazily loaded bot client (see the module's comment). */
export function lazyBotClient(): BotClient {
  let client: BotClient | null = null;
  let loading: Promise<BotClient> | null = null;
  /** Bumped by cancel/dispose: requests of an older generation are dropped. */
  let generation = 0;
  let disposed = false;
  const load = (): Promise<BotClient> =>
    (loading ??= import('../../bot/client').then((m) => {
      client = m.createBotClient();
      if (disposed) client.dispose();
      return client;
    }));
  return {
    chooseAction(state, side, options) {
      const asked = generation;
      return load().then((c) => {
        if (asked !== generation || disposed) throw new BotRequestDroppedError();
        return c.chooseAction(state, side, options);
      });
    },
    cancel() {
      generation += 1;
      client?.cancel();
    },
    dispose() {
      generation += 1;
      disposed = true;
      client?.dispose();
    },
  };
}

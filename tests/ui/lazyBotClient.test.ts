/**
 * The lazily loaded bot client (first-paint budget, issue 12 item 8): the real client's module
 * loads on the first request; requests dropped while it loads never reach the worker.
 */
import { vi } from 'vitest';
import { newGame, legalActions } from '../../src/engine';
import type { Action } from '../../src/engine/types';

const calls: string[] = [];
const answer: { action: Action | null } = { action: null };

vi.mock('../../src/bot/client', () => ({
  createBotClient: () => ({
    chooseAction: () => {
      calls.push('choose');
      return Promise.resolve(answer.action);
    },
    cancel: () => calls.push('cancel'),
    dispose: () => calls.push('dispose'),
  }),
}));

const { lazyBotClient, BotRequestDroppedError } = await import('../../src/ui/store/lazyBotClient');

describe('lazyBotClient', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('loads the real client on the first request and answers with its action', async () => {
    const state = newGame({ seed: 5 });
    answer.action = legalActions(state)[0]!;
    const client = lazyBotClient();
    expect(calls).toEqual([]);
    await expect(client.chooseAction(state, 'union', { level: 'easy', seed: 1 })).resolves.toEqual(answer.action);
    expect(calls).toEqual(['choose']);
    client.cancel();
    expect(calls).toEqual(['choose', 'cancel']);
  });

  it('drops a request cancelled while the module loads, and a later one goes through', async () => {
    const state = newGame({ seed: 6 });
    answer.action = legalActions(state)[0]!;
    const client = lazyBotClient();
    const dropped = client.chooseAction(state, 'union', { level: 'easy', seed: 1 });
    client.cancel();
    await expect(dropped).rejects.toBeInstanceOf(BotRequestDroppedError);
    expect(calls).toEqual([]);
    await expect(client.chooseAction(state, 'union', { level: 'easy', seed: 2 })).resolves.toEqual(answer.action);
    expect(calls).toEqual(['choose']);
  });

  it('disposes the real client once it has loaded after dispose()', async () => {
    const state = newGame({ seed: 7 });
    const client = lazyBotClient();
    const dropped = client.chooseAction(state, 'union', { level: 'easy', seed: 1 });
    client.dispose();
    await expect(dropped).rejects.toBeInstanceOf(BotRequestDroppedError);
    expect(calls).toEqual(['dispose']);
  });
});

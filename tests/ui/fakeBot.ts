/** A stand-in for the bot's Web Worker client: records every request and answers when the test says so. */
import { vi } from 'vitest';
import { legalActions } from '../../src/engine';
import type { Action, GameState, Side } from '../../src/engine/types';
import { BotCancelledError, type BotClient, type ChooseOptions } from '../../src/bot/client';

/** One request made to the fake client. */
export interface FakeRequest {
  state: GameState;
  side: Side;
  options: ChooseOptions;
  /** Settled: answered, failed or cancelled. */
  settled: boolean;
  answer(action: Action): void;
  fail(error: Error): void;
}

/** A simple bot policy for tests: pass while it may, end the turn when it may, else the first legal action. */
export function passThenEnd(state: GameState): Action {
  const legal = legalActions(state);
  return legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'end-turn') ?? legal[0];
}

/**
 * A fake `BotClient`. With `policy`, each request is answered on the next microtask with the
 * policy's action; without it, the test answers `requests[i]` itself.
 */
export function fakeBot(policy?: (state: GameState, side: Side) => Action) {
  const requests: FakeRequest[] = [];
  const open = () => requests.filter((r) => !r.settled);
  const client: BotClient & { chooseAction: ReturnType<typeof vi.fn>; cancel: ReturnType<typeof vi.fn> } = {
    chooseAction: vi.fn((state: GameState, side: Side, options: ChooseOptions) =>
      new Promise<Action>((resolve, reject) => {
        const request: FakeRequest = {
          state, side, options, settled: false,
          answer(action) {
            if (request.settled) return;
            request.settled = true;
            resolve(action);
          },
          fail(error) {
            if (request.settled) return;
            request.settled = true;
            reject(error);
          },
        };
        requests.push(request);
        if (policy) queueMicrotask(() => request.answer(policy(state, side)));
      })),
    // Like the real client: every pending request is rejected with BotCancelledError.
    cancel: vi.fn(() => {
      for (const r of open()) r.fail(new BotCancelledError());
    }),
    dispose: vi.fn(),
  };
  return { client, requests, open };
}

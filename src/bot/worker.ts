/// <reference lib="webworker" />
/**
 * The bot's module Web Worker. Receives a `BotRequest` ({ id, serializedState, side, level, seed,
 * timeMs? }) and posts back a `BotReply` ({ id, ok: true, action, ms } or { id, ok: false, error }).
 * Create it with `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`,
 * or better use `createBotClient()` from `client.ts`.
 */
import { answerRequest } from './choose';
import type { BotRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<BotRequest>) => {
  scope.postMessage(answerRequest(event.data, () => performance.now()));
};

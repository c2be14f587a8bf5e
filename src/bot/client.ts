/**
 * The app's promise client for the bot worker.
 *
 *   const bots = createBotClient();
 *   const action = await bots.chooseAction(state, 'confederate', { level: 'normal', seed: 7 });
 *   state = applyAction(state, action);
 *   ...
 *   bots.dispose();
 *
 * Requests are answered in order, one at a time. `cancel()` drops every pending request (their
 * promises reject with `BotCancelledError`) and restarts the worker, e.g. on New game or undo.
 */
import type { Side } from '../data';
import { serialize } from '../engine';
import type { Action, GameState } from '../engine';
import { LEVEL_THINK_MS, type BotLevel } from './levels';
import type { BotReply, BotRequest } from './protocol';

/** Rejection reason of a request the worker could not answer: its refusal or its own failure, in `message`. */
export class BotWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BotWorkerError';
  }
}

/** Rejection reason of requests dropped by `cancel()` or `dispose()`. */
export class BotCancelledError extends Error {
  constructor() {
    super('Bot request cancelled');
    this.name = 'BotCancelledError';
  }
}

/** Options of one request. */
export interface ChooseOptions {
  level: BotLevel | 'random';
  /** Seed of the bot's generator for this decision (uint32); vary it per decision, e.g. by move number. */
  seed: number;
  /**
   * Thinking time of the search in ms (default: the level's `LEVEL_THINK_MS`); `null` counts the
   * level's reference iterations instead, as the simulator does (benches, reproducible answers).
   */
  timeMs?: number | null;
  /** The promise resolves no sooner than this many ms after the call (a speed control for bot vs bot). */
  minDelayMs?: number;
}

/** The client's API. */
export interface BotClient {
  /** The bot's action for `side` (a member of `legalActions(state)`); rejects on a bot error. */
  chooseAction(state: GameState, side: Side, options: ChooseOptions): Promise<Action>;
  /** Drops pending requests and restarts the worker. */
  cancel(): void;
  /** Drops pending requests and stops the worker for good. */
  dispose(): void;
}

type Pending = { resolve: (a: Action) => void; reject: (e: Error) => void; notBefore: number };

/**
 * Creates the client. `makeWorker` is for tests; the default builds the module worker with Vite's
 * `new URL('./worker.ts', import.meta.url)` pattern.
 */
export function createBotClient(
  makeWorker: () => Worker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
): BotClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const start = (): Worker => {
    const w = makeWorker();
    w.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (!reply.ok) {
        p.reject(new BotWorkerError(reply.error));
        return;
      }
      const wait = p.notBefore - performance.now();
      if (wait > 0) setTimeout(() => p.resolve(reply.action), wait);
      else p.resolve(reply.action);
    };
    w.onerror = (event: ErrorEvent) => {
      const err = new BotWorkerError(`Bot worker failed: ${event.message}`);
      for (const p of pending.values()) p.reject(err);
      pending.clear();
      w.terminate();
      if (worker === w) worker = null;
    };
    return w;
  };

  const dropAll = (): void => {
    for (const p of pending.values()) p.reject(new BotCancelledError());
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  return {
    chooseAction(state, side, options) {
      worker ??= start();
      const id = nextId++;
      const req: BotRequest = {
        id,
        serializedState: serialize(state),
        side,
        level: options.level,
        seed: options.seed >>> 0,
        timeMs: options.timeMs === null || options.level === 'random' || options.level === 'heuristic'
          ? undefined
          : options.timeMs ?? LEVEL_THINK_MS[options.level],
      };
      return new Promise<Action>((resolve, reject) => {
        pending.set(id, { resolve, reject, notBefore: performance.now() + (options.minDelayMs ?? 0) });
        worker!.postMessage(req);
      });
    },
    cancel: dropAll,
    dispose: dropAll,
  };
}

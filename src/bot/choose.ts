/** One whole bot decision from a serialized request: what the worker runs (and tests can call). */
import { deserialize } from '../engine';
import { createBot } from './bot';
import type { BotReply, BotRequest } from './protocol';
import { timedBudget } from './levels';
import { createRandomPlayer } from './random-player';

/**
 * Answers a request: deserializes the state, creates a bot of the level with the seed and asks it.
 * Never throws: errors come back as `{ ok: false, error }`. `now` measures time; with `timeMs` the
 * search thinks for that long (`timedBudget`, issue 9 item 2), without it the level's iterations count.
 */
export function answerRequest(req: BotRequest, now: () => number): BotReply {
  const start = now();
  try {
    const state = deserialize(req.serializedState);
    const player = req.level === 'random'
      ? createRandomPlayer(req.seed)
      : createBot({ level: req.level, seed: req.seed, budget: req.timeMs !== undefined ? timedBudget(req.level, req.timeMs) : undefined, now });
    const action = player.chooseAction(state, req.side);
    return { id: req.id, ok: true, action, ms: now() - start };
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

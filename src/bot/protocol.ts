/** Messages between the app (`client.ts`) and the bot's Web Worker (`worker.ts`). */
import type { Side } from '../data';
import type { Action } from '../engine';
import type { BotLevel } from './levels';

/** App → worker: choose an action for `side` in the serialized state. */
export interface BotRequest {
  /** Echoed in the reply, to match replies to requests. */
  id: number;
  /** `serialize(state)` of the engine. */
  serializedState: string;
  side: Side;
  level: BotLevel | 'random';
  /** Seed of the bot's generator for this decision (uint32). */
  seed: number;
  /** Thinking time of the search in ms (`timedBudget`); without it the level's reference iterations count. */
  timeMs?: number;
}

/** Worker → app: the chosen action, or the error that stopped the bot. */
export type BotReply =
  | { id: number; ok: true; action: Action; ms: number }
  | { id: number; ok: false; error: string };

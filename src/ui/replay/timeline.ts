/**
 * The positions of a recorded game (issue 10 item 1), rebuilt from its origin and its actions
 * with the engine's `applyAction` alone: position 0 is the origin's state, position i the state
 * after the first i actions. One pass keeps every `CHECKPOINT_EVERY`-th state and each position's
 * turn; any other position is rebuilt from the checkpoint before it (at most
 * `CHECKPOINT_EVERY - 1` actions). Pure: no React, no storage.
 */
import { newGame, RuleError } from '../../engine';
import type { GameState } from '../../engine/types';
import type { KeyedMessage } from '../game/errorText';
import { replayStep, type GameRecord } from '../store/session';

/** Every how many actions a position is kept in memory. */
export const CHECKPOINT_EVERY = 32;

/** The first position of each turn: `{ turn, index }`, in order. */
export interface TurnStart { turn: number; index: number }

/** A recorded game's positions. */
export interface Timeline {
  /** The last position's index (= the number of actions replayed). */
  readonly last: number;
  /** The turn at each position, `turns[i]` for position i. */
  readonly turns: readonly number[];
  /** The first position of each turn. */
  readonly turnStarts: readonly TurnStart[];
  /**
   * Set when an action of the record was refused (a damaged record): the positions stop before it.
   * `index` is the refused action's index; the engine's reason, its English `message` with its `key`
   * and `args`, which the UI renders in its language (`errorText`).
   */
  readonly broken: ({ index: number } & KeyedMessage) | null;
  /** The state at position `index` (clamped to 0 … `last`). */
  positionAt(index: number): GameState;
}

/** The origin's state of a record: a new game's first position, or the state it was loaded from. Throws `RuleError` for bad options. */
export function startOf(record: GameRecord): GameState {
  return record.origin.kind === 'new' ? newGame(record.origin.options) : record.origin.state;
}

/** Builds the timeline of `record` (one pass over its actions; throws `RuleError` only when its origin is refused). */
export function buildTimeline(record: GameRecord): Timeline {
  const start = startOf(record);
  const checkpoints: GameState[] = [start];
  const turns: number[] = [start.turn];
  let state = start;
  let broken: Timeline['broken'] = null;
  for (let i = 0; i < record.actions.length; i++) {
    try {
      state = replayStep(state, record.actions[i]);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      broken = { index: i, message: e.message, key: e.key, args: e.args };
      break;
    }
    turns.push(state.turn);
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
  }
  const last = turns.length - 1;
  const finalState = state;
  const turnStarts: TurnStart[] = [];
  turns.forEach((turn, index) => {
    if (index === 0 || turns[index - 1] !== turn) turnStarts.push({ turn, index });
  });
  // The newest rebuilt position, so that stepping forward costs one action.
  let cached: { index: number; state: GameState } = { index: last, state: finalState };
  return {
    last,
    turns,
    turnStarts,
    broken,
    positionAt(index: number): GameState {
      const i = Math.max(0, Math.min(last, Math.trunc(index)));
      if (i === cached.index) return cached.state;
      const k = Math.floor(i / CHECKPOINT_EVERY);
      let from = k * CHECKPOINT_EVERY;
      let s = checkpoints[k];
      if (cached.index > from && cached.index < i) {
        from = cached.index;
        s = cached.state;
      }
      for (let j = from; j < i; j++) s = replayStep(s, record.actions[j]);
      cached = { index: i, state: s };
      return s;
    },
  };
}

/** The index of the first position of `turn` (the nearest turn after it when it has none; `last` past the end). */
export function turnStartIndex(timeline: Timeline, turn: number): number {
  const found = timeline.turnStarts.find((t) => t.turn >= turn);
  return found ? found.index : timeline.last;
}

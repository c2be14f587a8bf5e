/**
 * The positions of a recorded game (issue 10 item 1), rebuilt from its origin and its actions
 * with the engine's `applyAction` alone: position 0 is the origin's state, position i the state
 * after the first i actions. One pass keeps every `CHECKPOINT_EVERY`-th state and each position's
 * turn; any other position is rebuilt from the checkpoint before it (at most
 * `CHECKPOINT_EVERY - 1` actions). Pure: no React, no storage.
 */
import { newGame, RuleError } from '../../engine';
import type { GameState, Side } from '../../engine/types';
import type { KeyedMessage } from '../game/errorText';
import { replayStep, type GameRecord } from '../store/session';
import type { Viewpoint } from './viewpoint';

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
  /**
   * The positions that a replayed "let the raid happen" (`cavalry-raid-response` with no card, R11.2)
   * leaves, in order, each with the raided side: `index` is the position before that answer (the
   * raid awaiting it). `stepsFor` folds them into the raid's own step (X22).
   */
  readonly raidsLetHappen: readonly { index: number; raided: Side }[];
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
  const raidsLetHappen: { index: number; raided: Side }[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i];
    const before = state;
    try {
      state = replayStep(state, action);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      broken = { index: i, message: e.message, key: e.key, args: e.args };
      break;
    }
    if (action.type === 'cavalry-raid-response' && action.card === null) {
      // The raider plays the raid on its own turn: the side whose turn it is (an older record's
      // skipped answer comes after the raid let happen at once, no raid awaiting it any more).
      const raider = before.pending?.kind === 'cavalry-raid-response' ? before.pending.raider : before.active;
      raidsLetHappen.push({ index: i, raided: raider === 'union' ? 'confederate' : 'union' });
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
    raidsLetHappen,
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

/** The positions a replay steps through for one viewpoint (X22): a subsequence of the timeline's. */
export interface Steps {
  /** The timeline's positions shown, in order: `positions[n]` is the position of step n. */
  readonly positions: readonly number[];
  /** The last step's number (`positions.length - 1`); its position is always the timeline's `last`. */
  readonly last: number;
  /** The step number of the timeline's position `index` (clamped); a folded position reads as the position its raid's step leads to. */
  stepOf(index: number): number;
}

/**
 * The steps a replay seen from `viewpoint` goes through (X22, R11.2). A raided side holding no
 * Cavalry Raid is not asked: the raid happens in the raider's own step. A side holding one that lets
 * the raid happen gives the record one more step, the raid awaiting that answer. For a viewer who may
 * not see the raided hand, that position is folded into the raid's step (stepping moves over both
 * at once, counts and labels the same as when nobody was asked), else the extra step would tell
 * that the hand held a Cavalry Raid. The raided side's own view and *Everything* keep it. A record
 * of an older version, whose answer the engine now skips, is folded likewise. The same object for
 * the same timeline and viewpoint.
 */
export function stepsFor(timeline: Timeline, viewpoint: Viewpoint): Steps {
  let byViewpoint = stepsCache.get(timeline);
  if (!byViewpoint) stepsCache.set(timeline, (byViewpoint = new Map()));
  let steps = byViewpoint.get(viewpoint);
  if (!steps) byViewpoint.set(viewpoint, (steps = foldedSteps(timeline, viewpoint)));
  return steps;
}

/** Each timeline's steps by viewpoint, made once: `stepsFor` returns the same object for the same pair. */
const stepsCache = new WeakMap<Timeline, Map<Viewpoint, Steps>>();

/** `stepsFor` without its cache. */
function foldedSteps(timeline: Timeline, viewpoint: Viewpoint): Steps {
  const folded = new Set<number>();
  for (const { index, raided } of timeline.raidsLetHappen) if (viewpoint !== 'everything' && viewpoint !== raided) folded.add(index);
  const positions: number[] = [];
  // The step number of each position: a folded one takes the number of the next position shown.
  const numbers = new Int32Array(timeline.last + 1);
  for (let i = 0; i <= timeline.last; i++) {
    numbers[i] = positions.length;
    if (!folded.has(i)) positions.push(i);
  }
  return {
    positions,
    last: positions.length - 1,
    stepOf: (index) => numbers[Math.max(0, Math.min(timeline.last, Math.trunc(index)))]!,
  };
}

/**
 * The steps a replay goes through for one viewpoint (X22, R11.2): the timeline's positions, save
 * those a viewer may not be shown apart. Kept out of `timeline.ts`, which the first paint loads (a
 * report's import rebuilds its timeline): only the Replay page needs it.
 */
import type { Side } from '../../engine/types';
import type { GameRecord } from '../store/session';
import type { Timeline } from './timeline';
import type { Viewpoint } from './viewpoint';

/** The positions a replay steps through for one viewpoint: a subsequence of its timeline's. */
export interface Steps {
  /** The timeline's positions shown, in order: `positions[n]` is the position of step n. */
  readonly positions: readonly number[];
  /** The last step's number (`positions.length - 1`); its position is always the timeline's `last`. */
  readonly last: number;
  /** The step number of the timeline's position `index` (clamped); a folded position reads as the position its raid's step leads to. */
  stepOf(index: number): number;
}

/**
 * The positions of `timeline` (the timeline of `record`) before each replayed "let the raid happen"
 * (`cavalry-raid-response` with no card): the raid awaiting that answer, with the raided side.
 */
function raidsLetHappen(record: GameRecord, timeline: Timeline): { index: number; raided: Side }[] {
  const found: { index: number; raided: Side }[] = [];
  // Only the actions replayed: a damaged record's timeline stops before the one refused.
  for (let i = 0; i < timeline.last; i++) {
    const action = record.actions[i]!;
    if (action.type !== 'cavalry-raid-response' || action.card !== null) continue;
    // The raider plays the raid on its own turn: the side whose turn it is (an older record's
    // skipped answer comes after the raid let happen at once, no raid awaiting it any more).
    const before = timeline.positionAt(i);
    const raider = before.pending?.kind === 'cavalry-raid-response' ? before.pending.raider : before.active;
    found.push({ index: i, raided: raider === 'union' ? 'confederate' : 'union' });
  }
  return found;
}

/** `stepsFor` without its cache. */
function foldedSteps(record: GameRecord, timeline: Timeline, viewpoint: Viewpoint): Steps {
  const folded = new Set<number>();
  if (viewpoint !== 'everything') {
    for (const { index, raided } of raidsLetHappen(record, timeline)) if (viewpoint !== raided) folded.add(index);
  }
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

/** Each timeline's steps by viewpoint, made once: `stepsFor` returns the same object for the same pair. */
const cache = new WeakMap<Timeline, Map<Viewpoint, Steps>>();

/**
 * The steps a replay of `record` (whose timeline is `timeline`) seen from `viewpoint` goes through
 * (X22, R11.2). A raided side holding no Cavalry Raid is not asked: the raid happens in the raider's
 * own step. A side holding one that lets the raid happen gives the record one more step, the raid
 * awaiting that answer. For a viewer who may not see the raided hand, that position is folded into
 * the raid's step (stepping moves over both at once, counts and labels the same as when nobody was
 * asked), else the extra step would tell that the hand held a Cavalry Raid. The raided side's own
 * view and *Everything* keep it. A record of an older version, whose answer the engine now skips
 * (`replayStep`), is folded likewise. The same object for the same timeline and viewpoint.
 */
export function stepsFor(record: GameRecord, timeline: Timeline, viewpoint: Viewpoint): Steps {
  let byViewpoint = cache.get(timeline);
  if (!byViewpoint) cache.set(timeline, (byViewpoint = new Map()));
  let steps = byViewpoint.get(viewpoint);
  if (!steps) byViewpoint.set(viewpoint, (steps = foldedSteps(record, timeline, viewpoint)));
  return steps;
}

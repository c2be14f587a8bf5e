/**
 * The story of a game, turn by turn, for the charts (issue 12 item 5): a game's start and its
 * actions are replayed through the engine, and the position at the end of each turn is sampled
 * with the engine's own queries (VP and the clock's next threshold R4.3/R4.4, the Blockade and
 * Europe markers R10, armies on the map); battles won and places taken come from the game log.
 * Pure: no React, no storage.
 */
import { blockadeSpace, clockStatus, europeSpace, victoryPoints } from '../../engine';
import type { Action, GameState } from '../../engine/types';
import type { LocationId, Side } from '../../data/types';
import { replayStep } from '../store/session';

/** The position at the end of one turn (turn 0: the start of a new game). */
export interface TurnSample {
  turn: number;
  /** Union VP (R4.5). */
  vp: number;
  /**
   * VP the Union needs at the next reshuffle check (R4.3, R4.4); at the end of a finished game, the
   * last one in force (the line runs to the end, where the game was decided); null when none was.
   */
  needsVp: number | null;
  /** Blockade and Europe marker spaces (R10). */
  blockade: number;
  europe: number;
  /** Armies on the map, per side. */
  armies: Record<Side, number>;
}

/** A battle won, or a place taken, in `turn`, by `side`. */
export interface StoryEvent {
  turn: number;
  kind: 'battle' | 'capture';
  side: Side;
  location: LocationId;
}

/** A game's story: one sample per turn played, and its battles and captures. */
export interface Story {
  samples: TurnSample[];
  events: StoryEvent[];
}

function sample(state: GameState, turn: number): TurnSample {
  const armies = { union: 0, confederate: 0 };
  for (const u of state.units) if (u.kind === 'army') armies[u.side]++;
  return {
    turn, vp: victoryPoints(state), needsVp: clockStatus(state).nextCheck?.needsVp ?? null,
    blockade: blockadeSpace(state), europe: europeSpace(state), armies,
  };
}

/**
 * Replays `actions` from `start` (`replayStep`; throws the engine's RuleError if one is illegal there) and
 * returns the story: a sample of the start (turn 0) and of the end of each turn, the last one
 * being the position after the last action.
 */
export function storyOf(start: GameState, actions: readonly Action[]): Story {
  // The start is the end of the turn before it (turn 0 for a new game).
  const samples: TurnSample[] = [sample(start, start.turn - 1)];
  let state = start;
  for (const action of actions) {
    // As every replay of a record: an older record's answer to a raid now let happen at once is skipped (X22).
    const next = replayStep(state, action);
    if (next.turn !== state.turn) samples.push(sample(state, state.turn));
    state = next;
  }
  const end = sample(state, state.turn);
  // A finished game has no next check: its line keeps the last one (QA: it stopped a turn short).
  if (end.needsVp === null && state.winner) end.needsVp = samples[samples.length - 1]!.needsVp;
  samples.push(end);
  const events: StoryEvent[] = [];
  for (const entry of state.log) {
    if (entry.privateTo) continue;
    const kind = entry.key === 'battle-won' ? 'battle' : entry.key === 'control-taken' ? 'capture' : null;
    if (!kind) continue;
    events.push({ turn: entry.turn, kind, side: entry.args.side as Side, location: entry.args.location as LocationId });
  }
  return { samples, events };
}

/**
 * The undo rule of the store: a step may be taken back only while nothing hidden was revealed or
 * drawn (the engine's `checkpoint` is unchanged) and the same side is still deciding, and never a
 * public decision (casualties, X26), which both players watch being made.
 */
import { decision, isPublicDecision } from '../../engine';
import type { GameState, Side } from '../../engine/types';

/** At most this many steps are kept for undo. */
export const HISTORY_LIMIT = 100;

/** The side that must decide in `state`, or null once the game is over. */
export function decidingSide(state: GameState): Side | null {
  return decision(state)?.side ?? null;
}

/**
 * Whether `next` may be undone back to `prev`: same checkpoint and same deciding side, and `prev` no
 * public decision (X26: casualties chosen with both players watching; QA: after the hand-off that
 * follows, Undo took such a choice back, the other side's forced casualty in between).
 */
export function canUndoTo(prev: GameState, next: GameState): boolean {
  const side = decidingSide(next);
  return side !== null && prev.checkpoint === next.checkpoint && decidingSide(prev) === side && !isPublicDecision(prev);
}

/** The undo history after `prev` became `next`: extended when undoable, otherwise cleared. */
export function nextHistory(history: readonly GameState[], prev: GameState, next: GameState): GameState[] {
  if (!canUndoTo(prev, next)) return [];
  return [...history, prev].slice(-HISTORY_LIMIT);
}

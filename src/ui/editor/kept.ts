/**
 * The position editor's draft kept while its page is closed (issue 10 item 3): a playtester who
 * opens the Rules page in the middle of an edit finds the draft again, as long as the game it was
 * taken from has not moved on. Memory only; not saved.
 */
import type { GameState } from '../../engine/types';
import type { Draft } from './draft';

let kept: { game: GameState; draft: Draft } | null = null;

/** Remembers `draft`, taken from `game`. */
export function keepDraft(game: GameState, draft: Draft): void {
  kept = { game, draft };
}

/** The draft kept for `game` (the same state object), or null. */
export function keptDraft(game: GameState): Draft | null {
  return kept?.game === game ? kept.draft : null;
}

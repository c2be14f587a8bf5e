/**
 * The position editor's draft kept while its page is closed (issue 10 item 3): a playtester who
 * opens the Rules page, or plays on, in the middle of an edit finds the draft again, as long as it
 * is the same game (its record's origin: the same object for all of one game's states; a new
 * game, an import or a save loaded starts the editor afresh). Memory only; not saved.
 */
import type { Draft } from './draft';

let kept: { game: object; draft: Draft } | null = null;

/** Remembers `draft`, made in the game whose record's origin is `game`. */
export function keepDraft(game: object, draft: Draft): void {
  kept = { game, draft };
}

/** The draft kept for the game whose record's origin is `game`, or null. */
export function keptDraft(game: object): Draft | null {
  return kept?.game === game ? kept.draft : null;
}

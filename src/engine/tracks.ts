/**
 * The tracks (R10): the Blockade marker (R10.1: Confederate hand size and Union VP) and the Europe
 * marker (R10.2), each kept on its track of the game's ruleset; the Europe end wins for the
 * Confederacy at once (R12.1). Every move of a marker goes through here.
 */
import type { GameState, Side } from './types';
import { endGame } from './game-end';
import { rulesOf } from './ruleset';

/** Moves the Blockade marker `steps` spaces (negative: back toward S), kept on the track (R10.1). Returns the new space. */
export function moveBlockade(state: GameState, steps: number): number {
  const last = rulesOf(state).ruleset.blockadeTrack.length - 1;
  state.blockade = Math.max(0, Math.min(last, state.blockade + steps));
  return state.blockade;
}

/**
 * Moves the Europe marker `steps` spaces toward `side`'s end (the Confederacy's end is the Europe
 * end), kept on the track (R10.2). Returns how many spaces it really moved. Does not check R12.1:
 * callers call `checkEurope` once their whole step is done (a battle's losses, a deploy).
 */
export function moveEurope(state: GameState, towards: Side, steps: number): number {
  const t = rulesOf(state).ruleset.europeTrack;
  const before = state.europe;
  state.europe = towards === 'confederate' ? Math.min(t.europeEnd, state.europe + steps) : Math.max(t.unionEnd, state.europe - steps);
  return Math.abs(state.europe - before);
}

/** R12.1: the Europe marker at the Europe end wins for the Confederacy at once. */
export function checkEurope(state: GameState): void {
  if (state.europe >= rulesOf(state).ruleset.europeTrack.europeEnd) endGame(state, 'R12.1', 'europe');
}

/** Victory (R12.2, R12.3): the capital checks made at the end of a turn (the Europe end, R12.1, is in tracks.ts; ending a game in game-end.ts). */
import type { GameState, LocationId, Side } from './types';
import { controllerOf } from './control';
import { endGame } from './game-end';
import { opponent } from './map';

/**
 * The locations whose loss ends the game, for the side that would lose them, with the rule: the
 * Union's Washington (R12.2), the Confederacy's Richmond and Vicksburg together (R12.3). The
 * end-of-turn check below and `threats` read them from here.
 */
export const DECISIVE: Record<Side, readonly { location: LocationId; rule: 'R12.2' | 'R12.3' }[]> = {
  union: [{ location: 'washington', rule: 'R12.2' }],
  confederate: [{ location: 'richmond', rule: 'R12.3' }, { location: 'vicksburg', rule: 'R12.3' }],
};

/** R12.2 / R12.3: the capital checks made at the end of a turn: the active side loses when the enemy controls all its decisive locations. */
export function checkEndOfTurn(state: GameState): void {
  const side = state.active;
  if (!DECISIVE[side].every((d) => controllerOf(state, d.location) === opponent(side))) return;
  if (side === 'union') endGame(state, 'R12.2', 'washington');
  else endGame(state, 'R12.3', 'vicksburg-richmond');
}

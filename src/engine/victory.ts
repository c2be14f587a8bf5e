/** Victory (R12.2, R12.3): the capital checks made at the end of a turn (the Europe end, R12.1, is in tracks.ts; ending a game in game-end.ts). */
import type { GameState } from './types';
import { controllerOf } from './control';
import { endGame } from './game-end';

/** R12.2 / R12.3: the capital checks made at the end of a turn. */
export function checkEndOfTurn(state: GameState): void {
  if (state.active === 'union' && controllerOf(state, 'washington') === 'confederate') {
    endGame(state, 'confederate', 'washington', 'R12.2');
  } else if (state.active === 'confederate' && controllerOf(state, 'vicksburg') === 'union' && controllerOf(state, 'richmond') === 'union') {
    endGame(state, 'union', 'vicksburg-richmond', 'R12.3');
  }
}

/**
 * One click for *Pass* and *End turn* (issue 11 item 1), unless the click loses the game or gives
 * up an action that could still be used; then the builder asks for a confirmation and says why.
 * Read from the engine alone: the legal actions, and the action tried on a copy (`losingWinner`).
 */
import type { Action, ActionType, GameState, Winner } from '../../engine/types';
import { losingWinner } from '../game/danger';

/** Actions that do something on the board or the tracks: passing while one is legal gives it up (R6.7). */
const USEFUL: readonly ActionType[] = ['deploy', 'move', 'naval-move', 'declare-attack', 'card-action'];

/**
 * The action types a *Pass* gives up (R6.7: the action does nothing), or the free actions still
 * playable when the turn ends (R2.3, R11.1); empty for any other action.
 */
export function wastedUses(legal: readonly Action[], action: Action): ActionType[] {
  const kinds: readonly ActionType[] = action.type === 'pass' ? USEFUL : action.type === 'end-turn' ? ['free-action'] : [];
  return kinds.filter((type) => legal.some((a) => a.type === type));
}

/** Why *Pass* or *End turn* needs a confirmation: the game it loses, the uses it gives up; null for one click. */
export function oneClickWarning(state: GameState, legal: readonly Action[], action: Action): { loses: Winner | null; wasted: ActionType[] } | null {
  const side = state.active;
  const loses = losingWinner(state, action, side);
  const wasted = wastedUses(legal, action);
  return loses || wasted.length ? { loses, wasted } : null;
}

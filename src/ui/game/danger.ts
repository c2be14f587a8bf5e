/**
 * No loss without warning (issue 11 item 2), from the engine alone: the decisive locations that
 * can fall next turn (`threats`), and whether an action about to be confirmed ends the game
 * against the side taking it (the action applied to a copy with `applyAction`, its `winner` read:
 * R12.1–R12.3, R4.3, R4.4 are never re-implemented here).
 */
import { applyAction, opponent, RuleError, threats } from '../../engine';
import type { Threat } from '../../engine';
import type { Action, GameState, Side, Winner } from '../../engine/types';

/**
 * The viewer's decisive locations that can fall next turn (both sides' for an observer): an enemy
 * force at least as strong as the counters there can reach it, so a Leadership card may carry
 * the battle (R7.4); an undefended one falls to any army.
 */
export function dangersFor(state: GameState, viewer: Side | 'observer'): Threat[] {
  if (state.winner) return [];
  const sides: Side[] = viewer === 'observer' ? ['union', 'confederate'] : [viewer];
  return sides.flatMap((side) => threats(state, side)).filter((t) => t.enemyStrength > 0 && t.enemyStrength >= t.ownStrength);
}

/** `action` applied to a copy of `state`; null when the engine refuses it (the builder offers only legal actions, so that is never expected). */
export function tried(state: GameState, action: Action): GameState | null {
  try {
    return applyAction(state, action);
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
}

/** The winner that `action`, taken by `side`, hands to the opponent at once; null when it does not lose the game (or is refused). */
export function losingWinner(state: GameState, action: Action, side: Side): Winner | null {
  const winner = tried(state, action)?.winner;
  return winner && winner.side === opponent(side) ? winner : null;
}

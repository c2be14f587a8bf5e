/** Victory (R12): ending the game, and the checks made at the end of a turn and when the Europe marker moves. */
import { EUROPE_TRACK } from '../data/board';
import type { GameState, Side } from './types';
import { controllerOf } from './control';
import { logEvent } from './log';
import { WIN_REASONS } from './messages';

/** Ends the game (mutates): records the winner, the reason key and the rule. */
export function endGame(state: GameState, side: Side, reason: string, rule: string, args: Record<string, string | number> = {}): void {
  if (state.winner) return;
  state.winner = { side, reason: WIN_REASONS[reason] ?? reason, rule };
  const combat = state.combat;
  if (combat) {
    // Cards still in the battle go to their owners' discard piles (R7.12), so none is lost.
    if (combat.attackerCard) state.cards[combat.attacker].discard.push(combat.attackerCard);
    if (combat.defenderCard) state.cards[combat.defender].discard.push(combat.defenderCard);
    for (const b of combat.benefits) state.cards[combat.defender].discard.push(b.card);
  }
  state.combat = null;
  state.raid = null;
  state.railMove = null;
  state.freeDeploy = null;
  logEvent(state, 'game-over', { side, reason, ...args }, [rule], side);
}

/** R12.1: the Europe marker at the Europe end wins for the Confederacy at once. */
export function checkEurope(state: GameState): void {
  if (state.europe >= EUROPE_TRACK.europeEnd) endGame(state, 'confederate', 'europe', 'R12.1');
}

/** R12.2 / R12.3: the capital checks made at the end of a turn. */
export function checkEndOfTurn(state: GameState): void {
  if (state.active === 'union' && controllerOf(state, 'washington') === 'confederate') {
    endGame(state, 'confederate', 'washington', 'R12.2');
  } else if (state.active === 'confederate' && controllerOf(state, 'vicksburg') === 'union' && controllerOf(state, 'richmond') === 'union') {
    endGame(state, 'union', 'vicksburg-richmond', 'R12.3');
  }
}

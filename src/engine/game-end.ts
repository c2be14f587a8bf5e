/**
 * The end of a game (R12, X21): recording the winner and clearing what was pending. Imports no
 * rule module, so every chapter that can end the game (the clock R4, the tracks R10, the capitals
 * R12) may call it without an import circle.
 */
import type { GameState, Side } from './types';
import { logEvent } from './log';

/**
 * Every rule that ends a game, with the side it lets win: the one place that says so, read by
 * `endGame` and by the save check (`validate.ts`). R4.4's third exhaustion goes to either side, by
 * the Union's VP then (`thirdExhaustionWinner`, deck.ts): null here.
 */
export const RULE_WINNER = { 'R4.3': 'confederate', 'R4.4': null, 'R12.1': 'confederate', 'R12.2': 'confederate', 'R12.3': 'union' } as const;

/** A rule that ends a game (R4.3, R4.4, R12.1–R12.3). */
export type GameEndRule = keyof typeof RULE_WINNER;

type Args = Record<string, string | number>;

/**
 * Ends the game (mutates) under `rule`, won by the side `RULE_WINNER` gives it (R4.4: `side`, by
 * VP): records the winner, the rule, and the reason as a key of `WIN_REASONS` with its arguments
 * (`needs` from the ruleset's constants, `vp`), also in the game-over log entry.
 */
export function endGame(state: GameState, rule: Exclude<GameEndRule, 'R4.4'>, reason: string, args?: Args): void;
export function endGame(state: GameState, rule: 'R4.4', reason: string, args: Args, side: Side): void;
export function endGame(state: GameState, rule: GameEndRule, reason: string, args: Args = {}, by?: Side): void {
  const side = RULE_WINNER[rule] ?? by!;
  if (state.winner) return;
  state.winner = { side, reason, rule, args: { ...args } };
  const combat = state.combat;
  if (combat && !battleBegun(state)) {
    // X21: the same action began a battle and ended the game before any card was played (a move
    // out of a contested location handed it over, R5.6, E9, R12.1). The battle is never fought;
    // it stays in the final position so the armies face to face in the attacked half (R7.1, X20)
    // are shown as they stood.
  } else if (combat) {
    // Cards still in the battle go to their owners' discard piles (R7.12), so none is lost.
    if (combat.attackerCard) state.cards[combat.attacker].discard.push(combat.attackerCard);
    if (combat.defenderCard) state.cards[combat.defender].discard.push(combat.defenderCard);
    for (const b of combat.benefits) state.cards[combat.defender].discard.push(b.card);
    state.combat = null;
  }
  state.pending = null;
  logEvent(state, 'game-over', { side, reason, ...args }, [rule], side);
}

/**
 * True when the open battle has begun to be fought: a card played, a Benefit, or a reveal.
 * A battle that has not begun is the only one a finished game may hold (X21).
 */
export function battleBegun(state: GameState): boolean {
  const c = state.combat;
  if (!c) return false;
  return c.attackerCard !== undefined || c.defenderCard !== undefined || c.benefits.length > 0 || c.result !== undefined || c.fortBattle;
}

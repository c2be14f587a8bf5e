/**
 * Drawing and reshuffling (R3.2–R3.4, R4.1–R4.4, E14), the Union clock, and moving cards
 * between hand and piles.
 */
import type { CardId, GameState, Side } from './types';
import { shuffleInPlace } from './rng';
import { logEvent } from './log';
import { victoryPoints } from './score';
import { endGame } from './game-end';
import { rulesOf } from './ruleset';

/** The hand size now (R3.2): Union 6; Confederate as printed at the Blockade marker's space. */
export function handSize(state: GameState, side: Side): number {
  return side === 'union' ? rulesOf(state).constants.unionHandSize : rulesOf(state).ruleset.blockadeTrack[state.blockade]!.handSize;
}

/** Removes `card` from `side`'s hand (mutates). Callers have checked it is there. */
export function takeFromHand(state: GameState, side: Side, card: CardId): void {
  const hand = state.cards[side].hand;
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
}

/** Moves cards from hand to the discard pile (R2.5). */
export function discardFromHand(state: GameState, side: Side, cards: readonly CardId[]): void {
  for (const c of cards) {
    takeFromHand(state, side, c);
    state.cards[side].discard.push(c);
  }
}

/** R4.3: the VP the Union needs at the reshuffle check it makes with `made` reshuffles already made (0: the first check, 1: the second). */
export function reshuffleCheckVp(state: GameState, made: 0 | 1): number {
  const k = rulesOf(state).constants;
  return made === 0 ? k.firstReshuffleVp : k.secondReshuffleVp;
}

/** R4.4: the side the Union's third exhaustion lets win, with the Union at `vp` VP: the Union with `thirdExhaustionVp` or more. */
export function thirdExhaustionWinner(state: GameState, vp: number): Side {
  return vp >= rulesOf(state).constants.thirdExhaustionVp ? 'union' : 'confederate';
}

/**
 * Reshuffles `side`'s discard pile into a new draw pile, adding the I pile at the first reshuffle
 * and the II pile at the second (R4.1, R4.2). For the Union, checks the clock at that moment
 * (R4.3) and ends the game at a third exhaustion (R4.4). Returns false when no card can be drawn
 * (game over, or E14: nothing left to shuffle).
 */
export function reshuffle(state: GameState, side: Side): boolean {
  const cards = state.cards[side];
  if (side === 'union') {
    const vp = victoryPoints(state);
    const k = rulesOf(state).constants;
    if (cards.reshuffles >= 2) {
      const side = thirdExhaustionWinner(state, vp);
      endGame(state, 'R4.4', side === 'union' ? 'third-exhaustion-win' : 'third-exhaustion-loss', { vp, needs: k.thirdExhaustionVp }, side);
      return false;
    }
    const needs = reshuffleCheckVp(state, cards.reshuffles === 0 ? 0 : 1);
    logEvent(state, 'reshuffle-check', { reshuffle: cards.reshuffles + 1, vp, needs }, ['R4.3'], 'union');
    if (vp < needs) {
      endGame(state, 'R4.3', cards.reshuffles === 0 ? 'first-reshuffle' : 'second-reshuffle', { vp, needs });
      return false;
    }
  }
  let added: CardId[] = [];
  if (cards.reshuffles === 0) { added = cards.pileI; cards.pileI = []; }
  else if (cards.reshuffles === 1) { added = cards.pileII; cards.pileII = []; }
  if (cards.discard.length === 0 && added.length === 0) {
    logEvent(state, 'draw-stops', {}, ['E14'], side);
    return false;
  }
  const pile = cards.discard.concat(added);
  cards.discard = [];
  shuffleInPlace(state, pile);
  cards.draw = pile;
  const pileName = cards.reshuffles === 0 ? 'I' : cards.reshuffles === 1 ? 'II' : '';
  if (cards.reshuffles < 2) cards.reshuffles += 1;
  state.checkpoint += 1;
  logEvent(state, pileName ? 'reshuffle-added' : 'reshuffle', { pile: pileName, cards: pile.length }, ['R4.1', 'R4.2'], side);
  return true;
}

/**
 * Draws up to `n` cards into `side`'s hand, reshuffling when the draw pile is empty (R4.1), and logs
 * the draw citing `rule`, the rule that draws them (R3.2 the refill, R11.1, R11.2). Returns how many were drawn.
 */
export function drawCards(state: GameState, side: Side, n: number, rule: string): number {
  let drawn = 0;
  const cards = state.cards[side];
  while (drawn < n && !state.winner) {
    if (cards.draw.length === 0 && !reshuffle(state, side)) break;
    cards.hand.push(cards.draw.shift()!);
    drawn++;
  }
  if (drawn > 0) {
    state.checkpoint += 1;
    logEvent(state, 'draw', { count: drawn }, [rule], side);
  }
  return drawn;
}

/**
 * Deploying units (R6.1): armies and forts into controlled, uncontested locations in supply
 * (R6.1.1, E2), Union port deployment (R6.1.2), ships (R6.1.3) and politicians (R6.1.4) moving
 * their tracks, never past the ends (R6.1.5); the card removed or discarded after (R2.5).
 */
import { BLOCKADE_TRACK, EUROPE_TRACK, LOCATION_IDS } from '../data/board';
import { CARD_BY_ID } from '../data/decks';
import type { CardData } from '../data/types';
import type { CardId, GameState, Half, LocationId, Side } from './types';
import { controllerOf } from './control';
import { suppliedLocations } from './supply';
import { PORTS } from './map';
import { countersOnMap, placeUnit, stockOf } from './setup';
import { takeFromHand } from './deck';
import { cardName, logEvent } from './log';
import { checkEurope } from './victory';

/** True when a counter for this card's top unit is left in the stock (R6.1.1). */
export function stockAllows(state: GameState, side: Side, card: CardData, alsoPlacing: CardData[] = []): boolean {
  const top = card.top;
  if (!top || (top.kind !== 'army' && top.kind !== 'fort')) return true;
  const strength = top.kind === 'army' ? top.strength : undefined;
  const same = alsoPlacing.filter((c) => c.top?.kind === top.kind && (top.kind === 'fort' || (c.top as { strength?: number }).strength === strength)).length;
  return countersOnMap(state, side, top.kind, strength) + same < stockOf(side, top.kind, strength);
}

/** Locations where `side` may deploy an army or fort normally (R6.1.1, E2): controlled, uncontested, in supply. */
export function deployLocations(state: GameState, side: Side): LocationId[] {
  const supplied = suppliedLocations(state, side);
  return LOCATION_IDS.filter((id) => supplied.has(id) && controllerOf(state, id) === side);
}

/** Ports where the Union may deploy an army by paying a naval-movement card (R6.1.2): controlled, supply or not. */
export function portDeployLocations(state: GameState, side: Side): LocationId[] {
  if (side !== 'union') return [];
  return PORTS.filter((id) => controllerOf(state, id) === side);
}

/** Places the card's top unit (mutates): the counter, or the track marker (R6.1.1–R6.1.5), then removes or discards the card (R2.5). */
export function deployCard(state: GameState, side: Side, cardId: CardId, location?: LocationId, half?: Half, rules: string[] = ['R6.1']): void {
  const card = CARD_BY_ID[cardId]!;
  const top = card.top!;
  takeFromHand(state, side, cardId);
  const sign = side === 'union' ? 1 : -1;
  if (top.kind === 'army' || top.kind === 'fort') {
    placeUnit(state, side, top.kind, top.kind === 'army' ? top.strength : 3, location!, half!);
    logEvent(state, top.kind === 'army' ? 'deploy-army' : 'deploy-fort',
      { side, card: cardName(cardId), location: location!, half: half!, strength: top.kind === 'army' ? top.strength : 3 }, [...rules, 'R6.1.1'], side);
  } else if (top.kind === 'ship') {
    state.blockade = Math.max(0, Math.min(BLOCKADE_TRACK.length - 1, state.blockade + sign));
    logEvent(state, 'deploy-ship', { side, card: cardName(cardId), space: state.blockade }, [...rules, 'R6.1.3', 'R6.1.5'], side);
  } else {
    state.europe = Math.max(EUROPE_TRACK.unionEnd, Math.min(EUROPE_TRACK.europeEnd, state.europe - sign));
    logEvent(state, 'deploy-politician', { side, card: cardName(cardId), space: state.europe }, [...rules, 'R6.1.4', 'R6.1.5'], side);
  }
  // R2.5: built cards are removed from the game, except strength-1 armies, which are discarded.
  if (top.kind === 'army' && top.strength === 1) state.cards[side].discard.push(cardId);
  else state.cards[side].removed.push(cardId);
  if (top.kind === 'politician') checkEurope(state);
}

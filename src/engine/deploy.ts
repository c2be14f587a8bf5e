/**
 * Deploying units (R6.1): armies and forts into controlled, uncontested locations in supply
 * (R6.1.1, E2), Union port deployment (R6.1.2), ships (R6.1.3) and politicians (R6.1.4) moving
 * their tracks, never past the ends (R6.1.5); the card removed or discarded after (R2.5).
 */
import type { CardData } from '../data/types';
import type { CardId, GameState, Half, LocationId, Side } from './types';
import { controllerOf, isContested, readingPosition } from './control';
import { isInSupply, suppliedLocations } from './supply';
import { require } from './errors';

import { countersOnMap, placeUnit, stockOf } from './stock';
import { takeFromHand } from './deck';
import { cardName, logEvent } from './log';
import { checkEurope, moveBlockade, moveEurope } from './tracks';
import { rulesOf } from './ruleset';

/** True when a counter for this card's top unit is left in the stock (R6.1.1). */
export function stockAllows(state: GameState, side: Side, card: CardData, alsoPlacing: CardData[] = []): boolean {
  const top = card.top;
  if (!top || (top.kind !== 'army' && top.kind !== 'fort')) return true;
  const strength = top.kind === 'army' ? top.strength : undefined;
  const same = alsoPlacing.filter((c) => c.top?.kind === top.kind && (top.kind === 'fort' || (c.top as { strength?: number }).strength === strength)).length;
  return countersOnMap(state, side, top.kind, strength) + same < stockOf(state, side, top.kind, strength);
}

/** Locations where `side` may deploy an army or fort normally (R6.1.1, E2): controlled, uncontested, in supply. */
export function deployLocations(state: GameState, side: Side): LocationId[] {
  const supplied = suppliedLocations(state, side);
  return rulesOf(state).locationIds.filter((id) => supplied.has(id) && controllerOf(state, id) === side);
}

/**
 * Refuses a location `side` may not deploy an army or fort into normally, naming the first rule it
 * breaks: contested (E2), not controlled by `side` (R6.1.1), out of supply (R5.8). The same places
 * `deployLocations` lists; a deploy by Paper Money / Cotton Bonds is held to them too (R11.4: "each
 * placement must be legal (R6.1)"). Throws RuleError.
 */
export function requireDeployLocation(state: GameState, side: Side, location: LocationId): void {
  require(!isContested(state, location), 'E2', 'deploy-contested', { location });
  require(controllerOf(state, location) === side, 'R6.1.1', 'not-controlled', { side, location });
  // Traced through the occupancy index (issue 9: the unindexed trace scanned every unit per location).
  require(readingPosition(state, () => isInSupply(state, side, location)), 'R5.8', side === 'union' ? 'not-in-supply-union' : 'not-in-supply-confederate', { location, side });
}

/** Ports where the Union may deploy an army by paying a naval-movement card (R6.1.2): controlled, supply or not. */
export function portDeployLocations(state: GameState, side: Side): LocationId[] {
  if (side !== 'union') return [];
  return rulesOf(state).ports.filter((id) => controllerOf(state, id) === side);
}

/** Places the card's top unit (mutates): the counter, or the track marker (R6.1.1–R6.1.5), then removes or discards the card (R2.5). */
export function deployCard(state: GameState, side: Side, cardId: CardId, location?: LocationId, half?: Half, rules: string[] = ['R6.1']): void {
  const card = rulesOf(state).cardById[cardId]!;
  const top = card.top!;
  takeFromHand(state, side, cardId);
  const sign = side === 'union' ? 1 : -1;
  if (top.kind === 'army' || top.kind === 'fort') {
    const strength = top.kind === 'army' ? top.strength : rulesOf(state).constants.fortStrength;
    placeUnit(state, side, top.kind, strength, location!, half!);
    logEvent(state, top.kind === 'army' ? 'deploy-army' : 'deploy-fort',
      { side, card: cardName(state, cardId), location: location!, half: half!, strength }, [...rules, 'R6.1.1'], side);
  } else if (top.kind === 'ship') {
    moveBlockade(state, sign);
    logEvent(state, 'deploy-ship', { side, card: cardName(state, cardId), space: state.blockade }, [...rules, 'R6.1.3', 'R6.1.5'], side);
  } else {
    moveEurope(state, side, 1);
    logEvent(state, 'deploy-politician', { side, card: cardName(state, cardId), space: state.europe }, [...rules, 'R6.1.4', 'R6.1.5'], side);
  }
  // R2.5: built cards are removed from the game, except strength-1 armies, which are discarded.
  if (top.kind === 'army' && top.strength === 1) state.cards[side].discard.push(cardId);
  else state.cards[side].removed.push(cardId);
  if (top.kind === 'politician') checkEurope(state);
}

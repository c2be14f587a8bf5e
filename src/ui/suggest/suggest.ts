/**
 * Hints (issue 11 item 7): what a suggestion points at and why, from the engine alone. The action
 * comes from the bot, which decides from the side's own view (`viewFor`: it never reads a hidden
 * card); the reason comes from the engine's public `threats` (R12.2, R12.3: what can reach a
 * decisive location next turn) and the action itself. Pure: no React, no worker.
 */
import { opponent, threats } from '../../engine';
import type { Action, CardId, GameState, LocationId, Side, UnitId } from '../../engine/types';
import { primaryCards, unitsOf } from '../builder/steps';

/** A suggestion on screen: the action, for which game state, and what to highlight. */
export interface Suggestion {
  /** The state it was asked for: shown only while the game is still there. */
  for: GameState;
  action: Action;
  /** Hand cards the action plays (highlighted in the hand). */
  cards: CardId[];
  /** Units it moves or loses, and the place it goes to (highlighted on the map). */
  units: UnitId[];
  location: LocationId | null;
  /** The one-line reason: i18n keys with their arguments, read in order. */
  reason: ReasonPart[];
}

/** One part of a reason: an i18n key under `suggest.reason.` and its arguments (location ids are turned into names by the caller). */
export interface ReasonPart { key: string; args: Record<string, string | number> }

/** The place an action goes to or acts on, when it has one. */
export function targetOf(action: Action): LocationId | null {
  switch (action.type) {
    case 'deploy':
    case 'declare-attack':
      return action.location ?? null;
    case 'move':
    case 'naval-move':
      return action.to;
    default:
      return null;
  }
}

/**
 * Why `side` might take `action` in `state`: first a decisive location of its own that the enemy
 * can attack next turn with at least its defenders' strength ("Washington can be attacked with 5
 * next turn; reinforce it"), or an enemy decisive location the action strikes at; then what the
 * action does. Public facts only: `threats` reads units and control, never a hand.
 */
export function reasonFor(state: GameState, side: Side, action: Action): ReasonPart[] {
  const target = targetOf(action);
  const parts: ReasonPart[] = [];
  const danger = threats(state, side).find((t) => t.enemyStrength > 0 && t.enemyStrength >= t.ownStrength);
  if (danger) {
    const key = target === danger.location ? 'reinforce' : 'danger';
    parts.push({ key, args: { location: danger.location, strength: danger.enemyStrength, rule: danger.rule ?? '' } });
  }
  const prize = target ? threats(state, opponent(side)).find((t) => t.location === target) : undefined;
  if (prize && (!danger || danger.location !== target)) parts.push({ key: 'strike', args: { location: prize.location, rule: prize.rule ?? '' } });
  // A ship or a politician is deployed on a track, not in a place (R6.1.3, R6.1.4).
  parts.push(target ? { key: `action.${action.type}`, args: { location: target } } : { key: action.type === 'deploy' ? 'action.deployTrack' : `action.${action.type}`, args: {} });
  return parts;
}

/** The suggestion for `action`, decided by `side` in `state`. */
export function suggestionOf(state: GameState, side: Side, action: Action): Suggestion {
  return { for: state, action, cards: primaryCards(action), units: unitsOf(action), location: targetOf(action), reason: reasonFor(state, side, action) };
}

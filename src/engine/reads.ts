/**
 * Plain reads of the engine's door (engine-contract.md) that no first-paint code of the app calls,
 * only lazily loaded parts: a module of its own, with no side effects, so that the first paint
 * leaves it to them (vite.config.ts), as it leaves `whyNot`. The door re-exports each.
 */
import type { CardData } from '../data/types';
import type { CardId, GameState, LocationId, Side, Winner } from './types';
import { RuleError } from './errors';
import { controllerOf } from './control';
import { navalEscapeOpen } from './combat';
import type { HasRuleset } from './map';
import { defaultRules, rulesOf, type RulesetRef } from './ruleset';

/** The controller of `location` (R5.4); null when contested (R5.5). */
export function controller(state: GameState, location: LocationId): Side | null {
  return controllerOf(state, location);
}

/** `side`'s hand (card ids). */
export function hand(state: GameState, side: Side): CardId[] {
  return state.cards[side].hand.slice();
}

/** The Blockade marker's space: 0 = S … the track's last (5 on the rulebook's track; the ruleset's `blockadeTrack`) (R10.1). */
export function blockadeSpace(state: GameState): number {
  return state.blockade;
}

/** The Europe marker's space: 0 = Union end … the Europe end (9 on the rulebook's track, start S = 3; the ruleset's `europeTrack`, e.g. 10 under `europe-end-10`) (R10.2). */
export function europeSpace(state: GameState): number {
  return state.europe;
}

/** The winner, why, and the rule; null while the game goes on. */
export function winner(state: GameState): Winner | null {
  return state.winner ? { ...state.winner } : null;
}

/**
 * The printed data of a card in `state`'s ruleset (a state or a view; the default ruleset without
 * one). Throws RuleError for an unknown id.
 */
export function cardData(id: CardId, state?: { ruleset?: RulesetRef }): CardData {
  const card = (state ? rulesOf(state) : defaultRules()).cardById[id];
  if (!card) throw new RuleError('contract', 'no-such-card', { id });
  return card;
}

/**
 * Whether `side` could withdraw or retreat by sea from the battle now being fought, cards aside
 * (R8.6, R9.3, E6): the Union, in a port other than Washington, with Washington Union-controlled.
 * False when no battle is being fought. The UI's warning before a naval attack asks it (QA).
 */
export function seaEscapeOpen(state: GameState, side: Side): boolean {
  return state.combat !== null && navalEscapeOpen(state, state.combat, side);
}

/** Every location id, in board order. */
export function allLocations(state: HasRuleset): readonly LocationId[] {
  return rulesOf(state).locationIds;
}

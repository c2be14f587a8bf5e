/**
 * Engine queries the UI makes again and again, cached per game state (states are immutable, so a
 * state object always gives the same answers).
 */
import { decision, groupUnits, legalActions, rulesOf, viewFor } from '../../engine';
import type { Action, GameState, LocationId, PlayerView, Side, UnitId } from '../../engine/types';
import type { StepContext } from '../builder/steps';

const legalCache = new WeakMap<GameState, Action[]>();
const viewCache = new WeakMap<GameState, Map<Side | 'observer', PlayerView>>();

/** The deciding side's legal actions (none once the game is over). */
export function legalFor(state: GameState): Action[] {
  let legal = legalCache.get(state);
  if (!legal) {
    legal = decision(state) ? legalActions(state) : [];
    legalCache.set(state, legal);
  }
  return legal;
}

/** What `viewer` may see of `state` (the engine's `viewFor`, cached). */
export function viewOf(state: GameState, viewer: Side | 'observer'): PlayerView {
  let views = viewCache.get(state);
  if (!views) viewCache.set(state, (views = new Map()));
  let view = views.get(viewer);
  if (!view) views.set(viewer, (view = viewFor(state, viewer)));
  return view;
}

/**
 * Where units stand, which units are interchangeable (the engine's grouping: halves count in
 * contested locations) and which cards are copies of one row, from a view, for the action builder's steps.
 */
export function unitContext(view: PlayerView): StepContext {
  const at = new Map<UnitId, LocationId>(view.units.map((u) => [u.id, u.location]));
  const rows = rulesOf(view).cardClass;
  const groups = groupUnits(view.units, (l) => view.contested.includes(l));
  return {
    unitLocation: (unit) => at.get(unit), cardRow: (card) => rows[card] ?? card, hand: view.hand ?? [],
    group: (unit) => groups.find((g) => g.some((u) => u.id === unit))?.map((u) => u.id) ?? [unit],
  };
}

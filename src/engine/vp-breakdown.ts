/**
 * The Union's VP location by location (contract `vpBreakdown`, R4.5), for the game-over panel.
 * A module of its own, with no side effects, so that the first paint, which never shows it, leaves
 * it to the lazily loaded panel (vite.config.ts).
 */
import type { GameState, LocationId } from './types';
import { controllersOf } from './control';
import { rulesOf } from './ruleset';
import { unionVpAt } from './score';

/** The VP breakdown (R4.5): the locations the Union controls with their VP, the Blockade space's VP, the total. */
export function vpBreakdown(state: GameState): { locations: { location: LocationId; vp: number }[]; blockade: number; total: number } {
  const locations: { location: LocationId; vp: number }[] = [];
  const ids = rulesOf(state).locationIds;
  const control = controllersOf(state);
  for (let i = 0; i < ids.length; i++) {
    const vp = unionVpAt(state, control, i);
    if (vp > 0) locations.push({ location: ids[i]!, vp });
  }
  const blockade = rulesOf(state).ruleset.blockadeTrack[state.blockade]!.vp;
  return { locations, blockade, total: locations.reduce((s, l) => s + l.vp, 0) + blockade };
}

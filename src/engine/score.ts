/** Union victory points (R4.5): printed VP of every location the Union controls plus the Blockade space's VP. */
import { BLOCKADE_TRACK, LOCATION_BY_ID } from '../data/board';
import type { GameState, LocationId } from './types';
import { controllerOf } from './control';
import { ALL_LOCATIONS } from './map';

/** The VP breakdown (R4.5): per controlled location, the Blockade VP and the total. */
export function vpBreakdown(state: GameState): { locations: { location: LocationId; vp: number }[]; blockade: number; total: number } {
  const locations: { location: LocationId; vp: number }[] = [];
  for (const id of ALL_LOCATIONS) {
    const vp = LOCATION_BY_ID[id].vp;
    if (vp > 0 && controllerOf(state, id) === 'union') locations.push({ location: id, vp });
  }
  const blockade = BLOCKADE_TRACK[state.blockade]!.vp;
  return { locations, blockade, total: locations.reduce((s, l) => s + l.vp, 0) + blockade };
}

/** The Union's VP now (R4.5). */
export function victoryPoints(state: GameState): number {
  let total = BLOCKADE_TRACK[state.blockade]!.vp;
  for (const id of ALL_LOCATIONS) {
    const vp = LOCATION_BY_ID[id].vp;
    if (vp > 0 && controllerOf(state, id) === 'union') total += vp;
  }
  return total;
}

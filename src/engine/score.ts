/** Union victory points (R4.5): printed VP of every location the Union controls plus the Blockade space's VP. */
import type { GameState, LocationId } from './types';
import { controllerOf } from './control';
import { rulesOf } from './ruleset';


/** The VP breakdown (R4.5): per controlled location, the Blockade VP and the total. */
export function vpBreakdown(state: GameState): { locations: { location: LocationId; vp: number }[]; blockade: number; total: number } {
  const locations: { location: LocationId; vp: number }[] = [];
  for (const id of rulesOf(state).locationIds) {
    const vp = rulesOf(state).locationById[id].vp;
    if (vp > 0 && controllerOf(state, id) === 'union') locations.push({ location: id, vp });
  }
  const blockade = rulesOf(state).ruleset.blockadeTrack[state.blockade]!.vp;
  return { locations, blockade, total: locations.reduce((s, l) => s + l.vp, 0) + blockade };
}

/** The Union's VP now (R4.5). */
export function victoryPoints(state: GameState): number {
  let total = rulesOf(state).ruleset.blockadeTrack[state.blockade]!.vp;
  for (const id of rulesOf(state).locationIds) {
    const vp = rulesOf(state).locationById[id].vp;
    if (vp > 0 && controllerOf(state, id) === 'union') total += vp;
  }
  return total;
}

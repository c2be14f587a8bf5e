/** Union victory points (R4.5): printed VP of every location the Union controls plus the Blockade space's VP. */
import type { GameState, LocationId, Side } from './types';
import { controllersOf } from './control';
import { rulesOf } from './ruleset';

/** The printed VP of the `i`-th location of the ruleset when the Union controls it (`control` from `controllersOf`), else 0 (R4.5). */
function unionVpAt(state: GameState, control: readonly (Side | null)[], i: number): number {
  if (control[i] !== 'union') return 0;
  const tables = rulesOf(state);
  return tables.locationById[tables.locationIds[i]!].vp;
}

/** The VP breakdown (R4.5): per controlled location, the Blockade VP and the total. */
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

/** The Union's VP now (R4.5). */
export function victoryPoints(state: GameState): number {
  let total = rulesOf(state).ruleset.blockadeTrack[state.blockade]!.vp;
  // Every controller from one pass over the units (issue 9: a scan of the units per location was
  // most of this function in the bot's rollouts).
  const control = controllersOf(state);
  for (let i = 0; i < control.length; i++) total += unionVpAt(state, control, i);
  return total;
}

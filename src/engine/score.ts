/** Union victory points (R4.5): printed VP of every location the Union controls plus the Blockade space's VP. */
import type { GameState, Side } from './types';
import { controllersOf } from './control';
import { rulesOf } from './ruleset';

/** The printed VP of the `i`-th location of the ruleset when the Union controls it (`control` from `controllersOf`), else 0 (R4.5). */
export function unionVpAt(state: GameState, control: readonly (Side | null)[], i: number): number {
  if (control[i] !== 'union') return 0;
  const tables = rulesOf(state);
  return tables.locationById[tables.locationIds[i]!].vp;
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

/** The counter stock (R1.1, R6.1.1; decks.md unit stock): placing counters and counting them against the ruleset's stock. */
import type { GameState, LocationId, Side } from './types';
import { rulesOf } from './ruleset';

/** Places a new counter (mutates); returns its id. */
export function placeUnit(state: GameState, side: Side, kind: 'army' | 'fort', strength: number, location: LocationId, half: 'upper' | 'lower'): string {
  const id = `u${state.nextUnitId++}`;
  state.units.push({ id, side, kind, strength, location, half });
  return id;
}

/** Counters of that kind and strength `side` has on the map (for the stock, R6.1.1). */
export function countersOnMap(state: GameState, side: Side, kind: 'army' | 'fort', strength?: number): number {
  let n = 0;
  for (const u of state.units) if (u.side === side && u.kind === kind && (kind === 'fort' || u.strength === strength)) n++;
  return n;
}

/** The stock limit for that counter (R1.1, decks.md): 0 when the side has no such counter. */
export function stockOf(state: GameState, side: Side, kind: 'army' | 'fort', strength?: number): number {
  if (kind === 'fort') return side === 'confederate' ? rulesOf(state).ruleset.fortStock : 0;
  return rulesOf(state).ruleset.unitStock[side][strength as 1 | 2 | 3] ?? 0;
}

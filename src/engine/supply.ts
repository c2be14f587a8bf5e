/**
 * Supply (R5.7, R5.8): traced from a supply source the side controls along rail links through
 * locations it controls; a contested location (supply source included) passes supply only
 * through links entering the half that side occupies (FAQ: Union in Richmond's upper half cuts
 * Richmond off).
 */
import type { GameState, Half, LocationId, Side } from './types';
import { controllerOf, halfOf, isContested, perPosition } from './control';
import {exitsOf } from './map';
import { rulesOf } from './ruleset';

/** Which halves of `location` `side` may use to pass supply or movement: both, one, or none. */
export function passableHalves(state: GameState, side: Side, location: LocationId): Half[] {
  if (isContested(state, location)) {
    const half = halfOf(state, side, location);
    return half ? [half] : [];
  }
  return controllerOf(state, location) === side ? ['upper', 'lower'] : [];
}

/**
 * Every location `side` can trace supply to now (R5.8). Computed once per side while
 * `legalActions` reads a position (`perPosition`): callers read the set, never change it.
 */
export function suppliedLocations(state: GameState, side: Side): ReadonlySet<LocationId> {
  return perPosition(state, `supply|${side}`, () => traceSupply(state, side));
}

function traceSupply(state: GameState, side: Side): Set<LocationId> {
  const reached = new Set<LocationId>();
  const queue: LocationId[] = [];
  const halvesCache = new Map<LocationId, Half[]>();
  const halves = (loc: LocationId) => {
    let h = halvesCache.get(loc);
    if (!h) { h = passableHalves(state, side, loc); halvesCache.set(loc, h); }
    return h;
  };
  for (const source of rulesOf(state).supplySources[side]) {
    if (halves(source).length > 0) { reached.add(source); queue.push(source); }
  }
  while (queue.length > 0) {
    const loc = queue.shift()!;
    const mine = halves(loc);
    for (const exit of exitsOf(state, loc)) {
      if (!mine.includes(exit.here) || reached.has(exit.to)) continue;
      if (!halves(exit.to).includes(exit.toHalf)) continue;
      reached.add(exit.to);
      queue.push(exit.to);
    }
  }
  return reached;
}

/** True when `location` is in supply for `side` (R5.8). */
export function isInSupply(state: GameState, side: Side, location: LocationId): boolean {
  return suppliedLocations(state, side).has(location);
}

/** `suppliedLocations` as a list in the ruleset's location order (views and the engine's door). */
export function suppliedList(state: GameState, side: Side): LocationId[] {
  const reached = suppliedLocations(state, side);
  return rulesOf(state).locationIds.filter((id) => reached.has(id));
}

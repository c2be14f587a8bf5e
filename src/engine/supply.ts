/**
 * Supply (R5.7, R5.8): traced from a supply source the side controls along rail links through
 * locations it controls; a contested location (supply source included) passes supply only
 * through links entering the half that side occupies (FAQ: Union in Richmond's upper half cuts
 * Richmond off).
 */
import type { GameState, Half, LocationId, Side } from './types';
import { controllerOf, halfOf, isContested, perPosition } from './control';
import { halvesBits, railGraph } from './rail-graph';
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
  const g = railGraph(state);
  const reached = new Set<LocationId>();
  // Passable halves per location index as bits (passableHalves), asked once per location.
  const bits: number[] = new Array<number>(g.ids.length).fill(-1);
  const halves = (i: number): number => {
    let b = bits[i]!;
    if (b < 0) b = bits[i] = halvesBits(passableHalves(state, side, g.ids[i]!));
    return b;
  };
  const queue: number[] = [];
  for (const source of rulesOf(state).supplySources[side]) {
    const i = g.index.get(source)!;
    if (halves(i) !== 0 && !reached.has(source)) { reached.add(source); queue.push(i); }
  }
  for (let head = 0; head < queue.length; head++) {
    const loc = queue[head]!;
    const mine = halves(loc);
    for (let e = g.first[loc]!, end = g.first[loc + 1]!; e < end; e++) {
      const to = g.to[e]!;
      if (!(mine & g.hereBit[e]!) || reached.has(g.ids[to]!)) continue;
      if (!(halves(to) & g.toHalfBit[e]!)) continue;
      reached.add(g.ids[to]!);
      queue.push(to);
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

/**
 * Control and contested locations (R5.4–R5.6), control flags, and the Confederate Europe bonus
 * for captured blue locations (R7.11, E9).
 */
import type { GameState, Half, LocationId, Side, UnitState } from './types';
import { colourOf } from './map';
import { logEvent } from './log';
import { checkEurope, moveEurope } from './tracks';
import { rulesOf } from './ruleset';
import { railGraph } from './rail-graph';

/**
 * Occupancy of a position read without change (issue 9 item 1): per location, which sides stand
 * there (bit 1 the Union, bit 2 the Confederacy), the half of each side's first unit, and the
 * units standing there (in `state.units` order). Built once by `readingPosition` for the units
 * array it was made from; every query below checks that array's identity, so a copy being
 * changed (applyAction's draft) is never answered from it.
 */
interface Occupancy {
  units: readonly UnitState[];
  sides: Map<LocationId, number>;
  unionHalf: Map<LocationId, Half>;
  confederateHalf: Map<LocationId, Half>;
  at: Map<LocationId, UnitState[]>;
  memo: Map<string, unknown>;
}
let reading: Occupancy | null = null;

function occupancyOf(state: GameState): Occupancy | null {
  return reading !== null && reading.units === state.units ? reading : null;
}

/**
 * Runs `read` with the occupancy of `state` indexed once, so control (R5.4), contested locations
 * (R5.5), halves and the units at a location are table look-ups instead of scans of every unit.
 * For readers only (`legalActions`): `state` must not change while `read` runs. Nested calls keep
 * the outer index.
 */
export function readingPosition<T>(state: GameState, read: () => T): T {
  if (occupancyOf(state)) return read();
  const sides = new Map<LocationId, number>();
  const unionHalf = new Map<LocationId, Half>();
  const confederateHalf = new Map<LocationId, Half>();
  const at = new Map<LocationId, UnitState[]>();
  for (const u of state.units) {
    const loc = u.location;
    const here = at.get(loc);
    if (here) here.push(u); else at.set(loc, [u]);
    const bit = u.side === 'union' ? 1 : 2;
    const present = sides.get(loc) ?? 0;
    if (present & bit) continue;
    sides.set(loc, present | bit);
    (bit === 1 ? unionHalf : confederateHalf).set(loc, u.half);
  }
  const outer = reading;
  reading = { units: state.units, sides, unionHalf, confederateHalf, at, memo: new Map() };
  try {
    return read();
  } finally {
    reading = outer;
  }
}

/**
 * `compute()` once per `key` while `readingPosition(state, …)` runs (e.g. a side's supply, R5.8,
 * asked by every deploy lister); outside it, computed each time. The value must not be changed.
 */
export function perPosition<T>(state: GameState, key: string, compute: () => T): T {
  const o = occupancyOf(state);
  if (!o) return compute();
  if (o.memo.has(key)) return o.memo.get(key) as T;
  const value = compute();
  o.memo.set(key, value);
  return value;
}

/** Units of `side` at `location` (both halves). */
export function unitsOfSideAt(state: GameState, side: Side, location: LocationId): UnitState[] {
  const o = occupancyOf(state);
  if (o) return (o.at.get(location) ?? []).filter((u) => u.side === side);
  return state.units.filter((u) => u.location === location && u.side === side);
}

/** Armies (not forts) of `side` at `location`. */
export function armiesAt(state: GameState, side: Side, location: LocationId): UnitState[] {
  const o = occupancyOf(state);
  if (o) return (o.at.get(location) ?? []).filter((u) => u.side === side && u.kind === 'army');
  return state.units.filter((u) => u.location === location && u.side === side && u.kind === 'army');
}

/** True when `side` has a unit (army or fort) at `location`. */
export function hasUnitsAt(state: GameState, side: Side, location: LocationId): boolean {
  const o = occupancyOf(state);
  if (o) return ((o.sides.get(location) ?? 0) & (side === 'union' ? 1 : 2)) !== 0;
  return state.units.some((u) => u.location === location && u.side === side);
}

/** True when both sides have units at `location` (R5.5). */
export function isContested(state: GameState, location: LocationId): boolean {
  const o = occupancyOf(state);
  if (o) return o.sides.get(location) === 3;
  let union = false;
  let confederate = false;
  for (const u of state.units) {
    if (u.location !== location) continue;
    if (u.side === 'union') union = true;
    else confederate = true;
    if (union && confederate) return true;
  }
  return false;
}

/** The side that holds `location` when nobody stands there: its colour unless an enemy flag is on it (R5.4, R5.6). */
/**
 * The side whose units alone stand in `location` (R5.6: it holds the location), or null when no
 * unit or both sides' do. Reads the units themselves, so a position being built may ask it.
 */
export function soleOccupant(state: GameState, location: LocationId): Side | null {
  let side: Side | null = null;
  for (const u of state.units) {
    if (u.location !== location) continue;
    if (side && side !== u.side) return null;
    side = u.side;
  }
  return side;
}

export function ownerOf(state: GameState, location: LocationId): Side {
  return state.flags[location] ?? colourOf(state, location);
}

/** The controller of `location` (R5.4): null when contested (R5.5). */
export function controllerOf(state: GameState, location: LocationId): Side | null {
  const o = occupancyOf(state);
  if (o) {
    const sides = o.sides.get(location);
    return sides === 3 ? null : sides === 1 ? 'union' : sides === 2 ? 'confederate' : ownerOf(state, location);
  }
  let present: Side | null = null;
  for (const u of state.units) {
    if (u.location !== location) continue;
    if (present && present !== u.side) return null;
    present = u.side;
  }
  return present ?? ownerOf(state, location);
}

/**
 * The controller of every location at once (R5.4, R5.5), in the ruleset's `locationIds` order:
 * null where contested. One pass over the units instead of one per location (issue 9 item 2);
 * the same answers as `controllerOf` for each location.
 */
export function controllersOf(state: GameState): (Side | null)[] {
  const ids = rulesOf(state).locationIds;
  const index = rulesOf(state).locationIndex;
  const present = new Uint8Array(ids.length);
  for (const u of state.units) present[index[u.location]!] |= u.side === 'union' ? 1 : 2;
  const out: (Side | null)[] = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const p = present[i];
    out[i] = p === 3 ? null : p === 1 ? 'union' : p === 2 ? 'confederate' : ownerOf(state, ids[i]!);
  }
  return out;
}

/** The half `side` occupies in `location` (meaningful in a contested location, where each side holds one half). */
export function halfOf(state: GameState, side: Side, location: LocationId): Half | undefined {
  const o = occupancyOf(state);
  if (o) return (side === 'union' ? o.unionHalf : o.confederateHalf).get(location);
  return state.units.find((u) => u.location === location && u.side === side)?.half;
}

/**
 * Brings control up to date after units moved (R5.6, R7.9): a sole occupant of a location held
 * by the enemy takes control (its flag). Then the Europe bonus (R7.11, E9, X6): each blue location
 * the Confederacy controls carries one extra space toward Europe while it controls it; the space
 * is given back when it stops controlling it (contested, R5.5, or retaken), judged once a battle
 * fought there is over. Mutates the draft.
 */
export function updateControl(state: GameState): void {
  // One pass over the units: which sides stand where (bit 1 the Union, bit 2 the Confederacy), in
  // the rail graph's scratch table (issue 9: a Map per call was a third of applyAction's own time).
  const g = railGraph(state);
  const present = g.present;
  present.fill(0);
  for (const u of state.units) present[g.index.get(u.location)!]! |= u.side === 'union' ? 1 : 2;
  const ids = g.ids;
  for (let i = 0; i < ids.length; i++) {
    const bits = present[i];
    if (bits !== 1 && bits !== 2) continue;
    const side: Side = bits === 1 ? 'union' : 'confederate';
    if (ownerOf(state, ids[i]!) === side) continue;
    setOwner(state, ids[i]!, side);
  }
  const blue = rulesOf(state).blueLocations;
  for (let b = 0; b < blue.length; b++) {
    const location = blue[b]!;
    // A battle being fought there decides nothing yet: the Confederacy loses a captured location
    // only when the enemy takes it (R7.9, R7.11: "lost if he subsequently loses the location") or
    // contests it (X6) once the battle is over, when this runs again.
    if (state.combat?.location === location) continue;
    // controllerOf (R5.4, R5.5) from the same pass: the units do not move in here.
    const bits = present[g.blueIndex[b]!];
    const held = bits === 0 ? ownerOf(state, location) === 'confederate' : bits === 2;
    const idx = state.captured.indexOf(location);
    if (held && idx < 0) {
      state.captured.push(location);
      moveEurope(state, 'confederate', 1);
      logEvent(state, 'europe-capture', { location, space: state.europe }, ['R7.11', 'E9'], 'confederate');
      checkEurope(state);
    } else if (!held && idx >= 0) {
      state.captured.splice(idx, 1);
      moveEurope(state, 'union', 1);
      logEvent(state, 'europe-recapture', { location, space: state.europe }, ['R7.11', 'E9'], 'union');
    }
  }
}

/** Puts `side`'s control flag on `location`, or takes the enemy's off (R5.6). */
export function setOwner(state: GameState, location: LocationId, side: Side): void {
  if (side === colourOf(state, location)) delete state.flags[location];
  else state.flags[location] = side;
  logEvent(state, 'control-taken', { side, location }, ['R5.6'], side);
}



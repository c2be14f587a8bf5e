/**
 * Control and contested locations (R5.4–R5.6), control flags, and the Confederate Europe bonus
 * for captured blue locations (R7.11, E9).
 */
import type { GameState, Half, LocationId, Side, UnitState } from './types';
import { colourOf } from './map';
import { logEvent } from './log';
import { checkEurope, moveEurope } from './tracks';
import { rulesOf } from './ruleset';

/** Units of `side` at `location` (both halves). */
export function unitsOfSideAt(state: GameState, side: Side, location: LocationId): UnitState[] {
  return state.units.filter((u) => u.location === location && u.side === side);
}

/** Armies (not forts) of `side` at `location`. */
export function armiesAt(state: GameState, side: Side, location: LocationId): UnitState[] {
  return state.units.filter((u) => u.location === location && u.side === side && u.kind === 'army');
}

/** True when both sides have units at `location` (R5.5). */
export function isContested(state: GameState, location: LocationId): boolean {
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
export function ownerOf(state: GameState, location: LocationId): Side {
  return state.flags[location] ?? colourOf(state, location);
}

/** The controller of `location` (R5.4): null when contested (R5.5). */
export function controllerOf(state: GameState, location: LocationId): Side | null {
  let present: Side | null = null;
  for (const u of state.units) {
    if (u.location !== location) continue;
    if (present && present !== u.side) return null;
    present = u.side;
  }
  return present ?? ownerOf(state, location);
}

/** The half `side` occupies in `location` (meaningful in a contested location, where each side holds one half). */
export function halfOf(state: GameState, side: Side, location: LocationId): Half | undefined {
  return state.units.find((u) => u.location === location && u.side === side)?.half;
}

/**
 * Brings control up to date after units moved (R5.6, R7.9): a sole occupant of a location held
 * by the enemy takes control (its flag). Then the Europe bonus (R7.11, E9, X6): each blue location
 * the Confederacy controls carries one extra space toward Europe while it controls it; the space
 * is given back when it stops controlling it (contested, R5.5, or retaken). Mutates the draft.
 */
export function updateControl(state: GameState): void {
  for (const location of rulesOf(state).locationIds) {
    let present: Side | null = null;
    let both = false;
    for (const u of state.units) {
      if (u.location !== location) continue;
      if (present && present !== u.side) { both = true; break; }
      present = u.side;
    }
    if (!present || both) continue;
    if (ownerOf(state, location) === present) continue;
    setOwner(state, location, present);
  }
  for (const location of rulesOf(state).blueLocations) {
    const held = controllerOf(state, location) === 'confederate';
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



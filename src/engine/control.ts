/**
 * Control and contested locations (R5.4–R5.6), control flags, and the Confederate Europe bonus
 * for captured blue locations (R7.11, E9).
 */
import { EUROPE_TRACK } from '../data/board';
import type { GameState, Half, LocationId, Side, UnitState } from './types';
import { ALL_LOCATIONS, colourOf } from './map';
import { logEvent } from './log';
import { checkEurope } from './victory';

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
  return state.flags[location] ?? colourOf(location);
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
 * Brings control flags up to date after units moved (R5.6, R7.9): a sole occupant of a location
 * held by the enemy takes control. A blue location the Confederacy takes moves the Europe marker
 * one space toward Europe; losing it gives the space back (R7.11, E9). Mutates the draft.
 */
export function updateControl(state: GameState): void {
  for (const location of ALL_LOCATIONS) {
    let present: Side | null = null;
    let both = false;
    for (const u of state.units) {
      if (u.location !== location) continue;
      if (present && present !== u.side) { both = true; break; }
      present = u.side;
    }
    if (!present || both) continue;
    const owner = ownerOf(state, location);
    if (owner === present) continue;
    setOwner(state, location, present);
  }
}

/** Puts `side`'s control on `location` (R5.6) and applies the E9 bonus. */
export function setOwner(state: GameState, location: LocationId, side: Side): void {
  const colour = colourOf(location);
  if (side === colour) delete state.flags[location];
  else state.flags[location] = side;
  logEvent(state, 'control-taken', { side, location }, ['R5.6'], side);
  if (colour !== 'union') return;
  const idx = state.captured.indexOf(location);
  if (side === 'confederate' && idx < 0) {
    state.captured.push(location);
    state.europe = Math.min(EUROPE_TRACK.europeEnd, state.europe + 1);
    logEvent(state, 'europe-capture', { location, space: state.europe }, ['R7.11', 'E9'], 'confederate');
    checkEurope(state);
  } else if (side === 'union' && idx >= 0) {
    state.captured.splice(idx, 1);
    state.europe = Math.max(EUROPE_TRACK.unionEnd, state.europe - 1);
    logEvent(state, 'europe-recapture', { location, space: state.europe }, ['R7.11', 'E9'], 'union');
  }
}

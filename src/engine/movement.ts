/**
 * Army movement over the rail map: adjacent moves (R6.2.1), long moves of one army (R6.2.2, E1),
 * Rail Movement paths (R11.5), leaving contested locations only by links entering one's own half
 * (E12, E13), and what happens on entering a location (R6.2.3, E7): control taken, reinforcement,
 * or combat.
 */
import type { GameState, Half, LocationId, Side, UnitState } from './types';
import { controllerOf, halfOf, isContested, unitsOfSideAt, updateControl } from './control';
import {exitsOf, isForbidden, opponent, type Exit } from './map';
import { startCombat } from './combat';
import { logEvent } from './log';

/** The halves `side`'s units at `location` may leave by (E12: contested → own half only; E13: otherwise both). */
export function exitHalves(state: GameState, side: Side, location: LocationId): Half[] {
  if (isContested(state, location)) {
    const h = halfOf(state, side, location);
    return h ? [h] : [];
  }
  return ['upper', 'lower'];
}

/** Exits `side` may take out of `location` (E12/E13), excluding forbidden destinations (R5.10). */
export function usableExits(state: GameState, side: Side, location: LocationId): Exit[] {
  const halves = exitHalves(state, side, location);
  return exitsOf(state, location).filter((e) => halves.includes(e.here) && !isForbidden(state, side, e.to));
}

/** One way to arrive somewhere by rail: the last location passed (`via`) and the link taken. */
export interface Entry { via: LocationId; exit: Exit }

/** Halves of an intermediate location a moving army may pass through (R6.2.2; E1 and its variant). */
function throughHalves(state: GameState, side: Side, location: LocationId): Half[] {
  if (isContested(state, location)) {
    if (!state.variants.passThroughContested) return [];
    const h = halfOf(state, side, location);
    return h ? [h] : [];
  }
  return controllerOf(state, location) === side ? ['upper', 'lower'] : [];
}

/**
 * Every way one army of `side` leaving `from` can arrive in another location by a long move
 * (R6.2.2): paths through locations `side` controls (contested ones only with the E1 variant,
 * entering and leaving by the mover's half). Includes the adjacent locations. One entry per
 * (via, link); `from` itself is never a destination.
 */
export function longMoveEntries(state: GameState, side: Side, from: LocationId): Entry[] {
  const entries: Entry[] = [];
  const visited = new Set<LocationId>([from]);
  const halvesAt = new Map<LocationId, Half[]>([[from, exitHalves(state, side, from)]]);
  const queue: LocationId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const loc = queue[head]!;
    const halves = halvesAt.get(loc)!;
    for (const exit of exitsOf(state, loc)) {
      if (!halves.includes(exit.here) || exit.to === from || isForbidden(state, side, exit.to)) continue;
      entries.push({ via: loc, exit });
      if (visited.has(exit.to)) continue;
      const through = throughHalves(state, side, exit.to);
      if (!through.includes(exit.toHalf)) continue;
      visited.add(exit.to);
      halvesAt.set(exit.to, through);
      queue.push(exit.to);
    }
  }
  return entries;
}

/**
 * Rail Movement destinations (R11.5) for one army of `side` at `from`: locations reached through
 * friendly territory that hold no enemy unit. One entry per destination (the first path found).
 */
export function railMoveEntries(state: GameState, side: Side, from: LocationId): Entry[] {
  const enemy = opponent(side);
  const seen = new Set<LocationId>();
  const out: Entry[] = [];
  for (const entry of longMoveEntries(state, side, from)) {
    const to = entry.exit.to;
    if (seen.has(to)) continue;
    if (unitsOfSideAt(state, enemy, to).length > 0) continue;
    seen.add(to);
    out.push(entry);
  }
  return out;
}

/** Puts units at a location and half (mutates). */
export function relocate(_state: GameState, units: readonly UnitState[], to: LocationId, half: Half): void {
  for (const u of units) { u.location = to; u.half = half; }
}

/** How units arrive: by rail along a link, or by sea (R6.3). */
export type Arrival = { mode: 'rail'; from: LocationId; linkId: number } | { mode: 'naval' };

/**
 * Moves `units` of `side` into `to`, arriving in `half` (R7.1; the harbour half by sea, E5), and
 * applies what follows (R6.2.3): take control of an empty enemy location (R5.6); join one's own
 * half of a contested location (E7); otherwise start a combat against the enemy there (R7).
 * A location whose only enemy units are forts in the other half is entered without combat and
 * becomes contested (ruling X2: those forts fight only if their half is attacked, R7.1).
 */
export function enterLocation(state: GameState, side: Side, units: UnitState[], to: LocationId, half: Half, arrival: Arrival): void {
  const enemy = opponent(side);
  const enemyUnits = unitsOfSideAt(state, enemy, to);
  if (enemyUnits.length === 0) {
    relocate(state, units, to, half);
    updateControl(state);
    return;
  }
  if (isContested(state, to)) {
    const ownHalf = halfOf(state, side, to);
    if (ownHalf === half) {
      relocate(state, units, to, half);
      logEvent(state, 'reinforce-contested', { side, location: to }, ['E7'], side);
      return;
    }
    relocate(state, units, to, half);
    startCombat(state, { location: to, attacker: side, half, arrival, attackerUnits: units.map((u) => u.id), wasContested: true });
    return;
  }
  const armies = enemyUnits.filter((u) => u.kind === 'army');
  const fortsHere = enemyUnits.filter((u) => u.kind === 'fort' && u.half === half);
  relocate(state, units, to, half);
  if (armies.length === 0 && fortsHere.length === 0) {
    logEvent(state, 'enter-beside-forts', { side, location: to }, ['R7.1', 'X2'], side);
    return;
  }
  relocate(state, armies, to, half);
  startCombat(state, { location: to, attacker: side, half, arrival, attackerUnits: units.map((u) => u.id), wasContested: false });
}

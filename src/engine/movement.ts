/**
 * Army movement over the rail map: adjacent moves (R6.2.1), long moves of one army (R6.2.2, E1),
 * Rail Movement paths (R11.5), leaving contested locations only by links entering one's own half
 * (E12, E13), and what happens on entering a location (R6.2.3, E7): control taken, reinforcement,
 * or combat.
 */
import type { GameState, Half, LocationId, Side, UnitState } from './types';
import { controllerOf, halfOf, hasUnitsAt, isContested, perPosition, unitsOfSideAt, updateControl } from './control';
import {exitsOf, isForbidden, opponent, type Exit } from './map';
import { halvesBits, newSearch, railGraph } from './rail-graph';
import { startCombat } from './combat';
import { logEvent } from './log';
import { RuleError } from './errors';

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

/** `perPosition` keys of the long-move tables, per side and E1 setting (no key text built per call). */
const LONG_KEYS: Record<Side, readonly [string, string]> = { union: ['long|union|0', 'long|union|1'], confederate: ['long|confederate|0', 'long|confederate|1'] };
const THROUGH_KEYS: Record<Side, readonly [string, string]> = { union: ['through|union|0', 'through|union|1'], confederate: ['through|confederate|0', 'through|confederate|1'] };

/**
 * The long-move search (R6.2.2) from `from` as pairs of indices into `railGraph(state)`: the
 * location passed last (`via`) and the exit taken, `[via, exit, via, exit, …]`, in breadth-first
 * order. Searched once per (side, from, E1 variant) while `legalActions` reads a position
 * (`perPosition`); the list must not be changed.
 */
export function longMoveSearch(state: GameState, side: Side, from: LocationId): readonly number[] {
  // One table per side and E1 setting, then by location: no key text built per call.
  const bySide = perPosition(state, LONG_KEYS[side][state.variants.passThroughContested ? 1 : 0], () => new Map<LocationId, number[]>());
  let found = bySide.get(from);
  if (!found) { found = searchLongMoves(state, side, from); bySide.set(from, found); }
  return found;
}

function searchLongMoves(state: GameState, side: Side, from: LocationId, leaving = exitHalves(state, side, from)): number[] {
  const g = railGraph(state);
  const start = g.index.get(from)!;
  // Halves each location may be passed through (throughHalves as bits), asked once per location.
  const through = perPosition(state, THROUGH_KEYS[side][state.variants.passThroughContested ? 1 : 0], () => new Array<number>(g.ids.length).fill(-1));
  const forbidden = side === 'confederate' ? g.noConfederateEntry : null;
  const { mark, halves: halvesAt, queue } = g.scratch;
  const found: number[] = [];
  // Computed before the search starts: throughHalves below never starts another search.
  const startHalves = halvesBits(leaving);
  const stamp = newSearch(g);
  mark[start] = stamp;
  halvesAt[start] = startHalves;
  queue[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const loc = queue[head]!;
    const halves = halvesAt[loc]!;
    for (let e = g.first[loc]!, end = g.first[loc + 1]!; e < end; e++) {
      const to = g.to[e]!;
      if (!(halves & g.hereBit[e]!) || to === start || (forbidden && forbidden[to])) continue;
      found.push(loc, e);
      if (mark[to] === stamp) continue;
      let bits = through[to]!;
      if (bits < 0) bits = through[to] = halvesBits(throughHalves(state, side, g.ids[to]!));
      if (!(bits & g.toHalfBit[e]!)) continue;
      mark[to] = stamp;
      halvesAt[to] = bits;
      queue[tail++] = to;
    }
  }
  return found;
}

/**
 * Every way one army of `side` leaving `from` can arrive in another location by a long move
 * (R6.2.2): paths through locations `side` controls (contested ones only with the E1 variant,
 * entering and leaving by the mover's half). Includes the adjacent locations. One entry per
 * (via, link), in breadth-first order; `from` itself is never a destination.
 */
export function longMoveEntries(state: GameState, side: Side, from: LocationId, leaving?: Half[]): Entry[] {
  const g = railGraph(state);
  // `leaving`: the halves of `from` searched from, instead of those E12 opens (a refusal asks whether E12 is to blame).
  const found = leaving ? searchLongMoves(state, side, from, leaving) : longMoveSearch(state, side, from);
  const entries: Entry[] = [];
  for (let i = 0; i < found.length; i += 2) entries.push({ via: g.ids[found[i]!]!, exit: g.exits[found[i + 1]!]! });
  return entries;
}

/**
 * Why one army of `side` finds no rail path from `from` to `to` (via `via` when given) on a long move
 * (R6.2.2) or by Rail Movement (R11.5), as `rule`: E12 when only leaving `from`, contested, by its
 * other half would reach it (QA: one army out of Cairo); E1 when only the rulebook's pass-through
 * would; otherwise `rule`, no path through locations `side` controls (QA: Rail Movement said "an
 * enemy-occupied location" where an empty enemy-controlled one stood in the way).
 */
export function noRailPathError(state: GameState, side: Side, from: LocationId, to: LocationId, rule: 'R6.2.2' | 'R11.5', via?: LocationId): RuleError {
  const reaches = (st: GameState, leaving?: Half[]) => longMoveEntries(st, side, from, leaving).some((e) => e.exit.to === to && (via === undefined || e.via === via));
  const blocked = !state.variants.passThroughContested && reaches({ ...state, variants: { ...state.variants, passThroughContested: true } });
  if (!blocked && isContested(state, from) && reaches(state, ['upper', 'lower'])) return new RuleError('E12', 'contested-exit', { location: from });
  return via
    ? new RuleError(blocked ? 'E1' : rule, blocked ? 'no-rail-path-via-blocked' : 'no-rail-path-via', { from, to, via, side })
    : new RuleError(blocked ? 'E1' : rule, blocked ? 'no-rail-path-blocked' : 'no-rail-path', { from, to, side });
}

/**
 * Rail Movement destinations (R11.5) for one army of `side` at `from`: locations reached through
 * friendly territory that hold no enemy unit, by the long move's search (so through a contested
 * location only under the E1 variant, X24). One entry per destination (the first path found).
 */
export function railMoveEntries(state: GameState, side: Side, from: LocationId): Entry[] {
  const g = railGraph(state);
  const enemy = opponent(side);
  const found = longMoveSearch(state, side, from);
  const seen: boolean[] = [];
  const out: Entry[] = [];
  for (let i = 0; i < found.length; i += 2) {
    const e = found[i + 1]!;
    const to = g.to[e]!;
    if (seen[to] || hasUnitsAt(state, enemy, g.ids[to]!)) continue;
    seen[to] = true;
    out.push({ via: g.ids[found[i]!]!, exit: g.exits[e]! });
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

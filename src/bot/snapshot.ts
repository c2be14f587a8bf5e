/**
 * A compact summary of the public map (units, strengths and control per location), built from a
 * `PlayerView` or from a state through the engine's public queries. Heuristics read this only.
 */
import { botRules } from './rules';
import type { LocationId, Side } from '../data';
import { controllers } from '../engine/own-games';
import type { GameState, PlayerView, UnitState } from '../engine';

/** What stands at one location. */
export interface LocationSummary {
  /** Army strength per side (forts excluded). */
  army: Record<Side, number>;
  /** Army counters per side. */
  armyCount: Record<Side, number>;
  /** Confederate forts in each half. */
  forts: { upper: number; lower: number };
  /** Controller (R5.4), null when contested. */
  control: Side | null;
}

/** The public map at a glance. */
export interface Snapshot {
  /** The map's units by id, in the list's order. */
  units: ReadonlyMap<string, UnitState>;
  at: Record<LocationId, LocationSummary>;
  /** Total army strength on the map per side. */
  totalArmy: Record<Side, number>;
  /** Scratch space for values derived from this snapshot (heuristics memoize here). */
  memo: Record<string, unknown>;
}

function emptySummary(): LocationSummary {
  return { army: { union: 0, confederate: 0 }, armyCount: { union: 0, confederate: 0 }, forts: { upper: 0, lower: 0 }, control: null };
}

function build(units: readonly UnitState[], control: (l: LocationId, i: number) => Side | null): Snapshot {
  const at = {} as Record<LocationId, LocationSummary>;
  const ids = botRules().locationIds;
  for (let i = 0; i < ids.length; i++) {
    const l = ids[i];
    at[l] = emptySummary();
    at[l].control = control(l, i);
  }
  // A Map: keyed stores of unit ids into a fresh object were a third of this function (issue 9).
  const byId = new Map<string, UnitState>();
  const totalArmy: Record<Side, number> = { union: 0, confederate: 0 };
  for (const u of units) {
    byId.set(u.id, u);
    const s = at[u.location];
    if (u.kind === 'fort') s.forts[u.half]++;
    else {
      s.army[u.side] += u.strength;
      s.armyCount[u.side]++;
      totalArmy[u.side] += u.strength;
    }
  }
  return { units: byId, at, totalArmy, memo: {} };
}

/** Snapshot of what a view shows. */
export function snapshotFromView(view: PlayerView): Snapshot {
  return build(view.units, (l) => view.control[l] ?? null);
}

/**
 * Snapshot of a state's public map: its units (the public `GameState.units` list; units on the map
 * are open information, R2.6) and every location's controller.
 */
export function snapshotFromState(state: GameState): Snapshot {
  // Every location's controller from one pass over the units (issue 9 item 2).
  const control = controllers(state);
  return build(state.units, (_l, i) => control[i]);
}

/** A unit's interchangeability class: armies of the same side, strength and half in one location are alike. */
export function unitSignature(u: UnitState): string {
  return `${u.location}/${u.side}/${u.kind}/${u.strength}/${u.half}`;
}

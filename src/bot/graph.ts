/**
 * Map facts the bot's heuristics need, derived once per ruleset from the bound ruleset's board
 * (./rules.ts): neighbours by rail, the link between two locations, VP and port data.
 */
import type { Half, LocationId, RailLink, Side } from '../data';
import { botRules, perRuleset } from './rules';
import type { RulesetTables } from '../engine';

/** One rail neighbour of a location: the link, the other end and the halves each end enters. */
export interface Neighbour {
  link: RailLink;
  to: LocationId;
  /** The half of the location itself that the link enters. */
  ownHalf: Half;
  /** The half of `to` that the link enters. */
  toHalf: Half;
  /** `to`'s index in the ruleset's `locationIds` (for flat per-location scratch arrays). */
  toIndex: number;
}

/** The bound ruleset's rail neighbours, from the engine's exits (R5.1). */
const neighbourTable = () => perRuleset('neighbours', (t) => {
  const table: Record<string, Neighbour[]> = {};
  for (const id of t.locationIds) table[id] = t.exits[id].map((e) => ({ link: e.link, to: e.to, ownHalf: e.here, toHalf: e.toHalf, toIndex: t.locationIndex[e.to]! }));
  return table;
});

/** The last bound ruleset's neighbour table, kept at hand: heuristics ask thousands of times per decision (issue 9). */
let lastTables: RulesetTables | null = null;
let lastTable: Record<string, Neighbour[]> = {};

/** Rail neighbours of a location (R5.1). */
export function neighbours(location: LocationId): readonly Neighbour[] {
  const t = botRules();
  if (t !== lastTables) { lastTable = neighbourTable(); lastTables = t; }
  return lastTable[location] ?? [];
}

/** `location`'s index in the bound ruleset's `locationIds` (-1 when unknown). */
export function locationIndex(location: LocationId): number {
  return botRules().locationIndex[location] ?? -1;
}

/** The link joining two adjacent locations, seen from `from`, or undefined when not adjacent. */
export function linkBetween(from: LocationId, to: LocationId): Neighbour | undefined {
  return neighbourTable()[from]?.find((n) => n.to === to);
}

/** Union VP printed on a location (R4.5). */
export function locationVp(location: LocationId): number {
  return botRules().locationById[location]?.vp ?? 0;
}

/** The location's colour (R5.4). */
export function colourOf(location: LocationId): Side {
  return botRules().locationById[location].colour;
}

/** The other side. */
export function other(side: Side): Side {
  return side === 'union' ? 'confederate' : 'union';
}

/** Rail distance (links) from every location to the nearest of `targets`, ignoring control. */
export function distancesTo(targets: readonly LocationId[]): Record<LocationId, number> {
  const dist: Record<string, number> = {};
  for (const id of botRules().locationIds) dist[id] = Infinity;
  const queue: LocationId[] = [];
  for (const t of targets) {
    dist[t] = 0;
    queue.push(t);
  }
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const n of neighbours(at)) {
      if (dist[n.to] === Infinity) {
        dist[n.to] = dist[at] + 1;
        queue.push(n.to);
      }
    }
  }
  return dist as Record<LocationId, number>;
}

/** Rail distance to Washington, once per ruleset (the Confederate's target, R12.2). */
export const distToWashington = (): Record<LocationId, number> => perRuleset('dist-washington', () => distancesTo(['washington']));
/** Rail distance to Richmond or Vicksburg, once per ruleset (the Union's targets, R12.3). */
export const distToUnionGoals = (): Record<LocationId, number> => perRuleset('dist-union-goals', () => distancesTo(['richmond', 'vicksburg']));

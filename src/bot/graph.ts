/**
 * Static map facts the bot's heuristics need, derived once from the board data:
 * neighbours by rail, the link between two locations, VP and port data.
 */
import { LOCATIONS, LOCATION_BY_ID, RAIL_LINKS } from '../data';
import type { Half, LocationId, RailLink, Side } from '../data';

/** One rail neighbour of a location: the link, the other end and the halves each end enters. */
export interface Neighbour {
  link: RailLink;
  to: LocationId;
  /** The half of the location itself that the link enters. */
  ownHalf: Half;
  /** The half of `to` that the link enters. */
  toHalf: Half;
}

const NEIGHBOURS: Record<string, Neighbour[]> = {};
for (const l of LOCATIONS) NEIGHBOURS[l.id] = [];
for (const link of RAIL_LINKS) {
  NEIGHBOURS[link.a.location].push({ link, to: link.b.location, ownHalf: link.a.half, toHalf: link.b.half });
  NEIGHBOURS[link.b.location].push({ link, to: link.a.location, ownHalf: link.b.half, toHalf: link.a.half });
}

/** Rail neighbours of a location (R5.1). */
export function neighbours(location: LocationId): readonly Neighbour[] {
  return NEIGHBOURS[location] ?? [];
}

/** The link joining two adjacent locations, seen from `from`, or undefined when not adjacent. */
export function linkBetween(from: LocationId, to: LocationId): Neighbour | undefined {
  return NEIGHBOURS[from]?.find((n) => n.to === to);
}

/** Union VP printed on a location (R4.5). */
export function locationVp(location: LocationId): number {
  return LOCATION_BY_ID[location]?.vp ?? 0;
}

/** The location's colour (R5.4). */
export function colourOf(location: LocationId): Side {
  return LOCATION_BY_ID[location].colour;
}

/** The other side. */
export function other(side: Side): Side {
  return side === 'union' ? 'confederate' : 'union';
}

/** Rail distance (links) from every location to the nearest of `targets`, ignoring control. */
export function distancesTo(targets: readonly LocationId[]): Record<LocationId, number> {
  const dist: Record<string, number> = {};
  for (const l of LOCATIONS) dist[l.id] = Infinity;
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

/** Rail distance to Washington, precomputed (the Confederate's target, R12.2). */
export const DIST_TO_WASHINGTON = distancesTo(['washington']);
/** Rail distance to Richmond or Vicksburg, precomputed (the Union's targets, R12.3). */
export const DIST_TO_UNION_GOALS = distancesTo(['richmond', 'vicksburg']);

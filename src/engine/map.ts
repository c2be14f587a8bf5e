/**
 * The rail graph, read once from the board data (R5.1): each location's link ends, and lookups
 * by pair of locations. Pure data helpers; no game state.
 */
import { LOCATION_BY_ID, LOCATION_IDS, RAIL_LINKS } from '../data/board';
import type { Half, LocationId, RailLink, Side } from '../data/types';

/** One link seen from one of its ends: `here` is the half it enters at this end (R5.1). */
export interface Exit {
  link: RailLink;
  here: Half;
  to: LocationId;
  /** The half the link enters at the other end. */
  toHalf: Half;
}

const EXITS: Record<LocationId, Exit[]> = Object.fromEntries(LOCATION_IDS.map((id) => [id, [] as Exit[]])) as Record<LocationId, Exit[]>;
for (const link of RAIL_LINKS) {
  EXITS[link.a.location].push({ link, here: link.a.half, to: link.b.location, toHalf: link.b.half });
  EXITS[link.b.location].push({ link, here: link.b.half, to: link.a.location, toHalf: link.a.half });
}

/** Every link leaving `location`, with the half it enters at each end. */
export function exitsOf(location: LocationId): readonly Exit[] {
  return EXITS[location];
}

/** The link joining `from` to `to`, seen from `from`; undefined when they are not adjacent. */
export function exitBetween(from: LocationId, to: LocationId): Exit | undefined {
  return EXITS[from].find((e) => e.to === to);
}

/** The exit of `from` along link number `linkId`. */
export function exitByLink(from: LocationId, linkId: number): Exit | undefined {
  return EXITS[from].find((e) => e.link.id === linkId);
}

/** The other half. */
export function otherHalf(half: Half): Half {
  return half === 'upper' ? 'lower' : 'upper';
}

/** The other side. */
export function opponent(side: Side): Side {
  return side === 'union' ? 'confederate' : 'union';
}

/** The location's colour (R5.1). */
export function colourOf(location: LocationId): Side {
  return LOCATION_BY_ID[location].colour;
}

/** True when `side` may never enter `location` (R5.10: the Confederates and the top three). */
export function isForbidden(side: Side, location: LocationId): boolean {
  return side === 'confederate' && !!LOCATION_BY_ID[location].noConfederateEntry;
}

/** True when `location` is a port (R5.3). */
export function isPort(location: LocationId): boolean {
  return !!LOCATION_BY_ID[location].port;
}

/** The half where armies land by sea (E5); undefined for non-ports. */
export function harbourHalf(location: LocationId): Half | undefined {
  return LOCATION_BY_ID[location].port?.harbourHalf;
}

/** Every location id, in board order. */
export const ALL_LOCATIONS: readonly LocationId[] = LOCATION_IDS;
/** The ports (R5.3). */
export const PORTS: readonly LocationId[] = LOCATION_IDS.filter((id) => isPort(id));

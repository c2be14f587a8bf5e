/**
 * Lookup tables derived from one ruleset (built on first use per ruleset, never at import): the
 * rail graph (R5.1), location and card lookups, supply sources (R5.7), ports (R5.3).
 */
import type { CardData, CardId, Half, LocationData, LocationId, RailLink, Side } from '../../data/types';
import type { RuleConstants } from './constants';
import type { Ruleset } from './types';

/** One link seen from one of its ends: `here` is the half it enters at this end (R5.1). */
export interface Exit {
  link: RailLink;
  here: Half;
  to: LocationId;
  /** The half the link enters at the other end. */
  toHalf: Half;
}

/** A ruleset with its lookups; read it with `rulesOf(state)`. */
export interface RulesetTables {
  ruleset: Ruleset;
  constants: RuleConstants;
  /** Location ids in board order (R5.1). */
  locationIds: readonly LocationId[];
  locationById: Readonly<Record<LocationId, LocationData>>;
  /** Each location id → its position in `locationIds`, for flat per-location arrays. */
  locationIndex: Readonly<Record<LocationId, number>>;
  /** Every link leaving each location (R5.1). */
  exits: Readonly<Record<LocationId, readonly Exit[]>>;
  /** The ports (R5.3). */
  ports: readonly LocationId[];
  /** The blue (Union-coloured) locations the Confederacy can enter (R5.10): the only ones it can capture (E9). */
  blueLocations: readonly LocationId[];
  /** Each side's supply sources (R5.7). */
  supplySources: Readonly<Record<Side, readonly LocationId[]>>;
  cardById: Readonly<Record<CardId, CardData>>;
  /** Each side's card ids in deck order (R1.2). */
  cardIds: Readonly<Record<Side, readonly CardId[]>>;
  /**
   * Interchangeable cards: each card id → the first id (deck order) of a card whose data is equal
   * in every field but the id (side, pile, name, top unit, cost, Leadership, symbols, text), e.g.
   * the five Volunteers U01–U05 all → U01. Such copies differ in nothing the rules read.
   */
  cardClass: Readonly<Record<CardId, CardId>>;
  /** Each card id → its position in the ruleset's card list (deck order), for sorting. */
  cardOrder: Readonly<Record<CardId, number>>;
}

/** A card's data without its id, in a fixed key order: equal for interchangeable copies. */
function cardSignature(c: CardData): string {
  const sorted = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, sorted((v as Record<string, unknown>)[k])]))
    : v);
  const { id: _id, ...rest } = c;
  return JSON.stringify(sorted(rest));
}

/** Builds the tables of `ruleset`. Throws when a rail link names a location the ruleset lacks. */
export function buildTables(ruleset: Ruleset): RulesetTables {
  const locationIds = ruleset.locations.map((l) => l.id);
  // Prototype-free lookups: an id such as "toString" or "__proto__" from a hostile file finds nothing.
  const locationById: Record<LocationId, LocationData> = Object.create(null);
  for (const l of ruleset.locations) locationById[l.id] = l;
  const locationIndex: Record<LocationId, number> = Object.create(null);
  locationIds.forEach((id, i) => { locationIndex[id] = i; });
  const exits = Object.fromEntries(locationIds.map((id) => [id, [] as Exit[]])) as Record<LocationId, Exit[]>;
  for (const link of ruleset.railLinks) {
    const a = exits[link.a.location];
    const b = exits[link.b.location];
    if (!a || !b) throw new Error(`Rail link ${link.id} names a location not on this board`);
    a.push({ link, here: link.a.half, to: link.b.location, toHalf: link.b.half });
    b.push({ link, here: link.b.half, to: link.a.location, toHalf: link.a.half });
  }
  const cardById: Record<CardId, CardData> = Object.create(null);
  for (const c of ruleset.cards) cardById[c.id] = c;
  const cardClass: Record<CardId, CardId> = Object.create(null);
  const cardOrder: Record<CardId, number> = Object.create(null);
  const firstBySignature = new Map<string, CardId>();
  ruleset.cards.forEach((c, i) => {
    const sig = cardSignature(c);
    if (!firstBySignature.has(sig)) firstBySignature.set(sig, c.id);
    cardClass[c.id] = firstBySignature.get(sig)!;
    cardOrder[c.id] = i;
  });
  return {
    ruleset,
    constants: ruleset.constants,
    locationIds,
    locationById,
    locationIndex,
    exits,
    ports: ruleset.locations.filter((l) => l.port).map((l) => l.id),
    blueLocations: ruleset.locations.filter((l) => l.colour === 'union' && !l.noConfederateEntry).map((l) => l.id),
    supplySources: {
      union: ruleset.locations.filter((l) => l.supplySource === 'union').map((l) => l.id),
      confederate: ruleset.locations.filter((l) => l.supplySource === 'confederate').map((l) => l.id),
    },
    cardById,
    cardIds: {
      union: ruleset.cards.filter((c) => c.side === 'union').map((c) => c.id),
      confederate: ruleset.cards.filter((c) => c.side === 'confederate').map((c) => c.id),
    },
    cardClass,
    cardOrder,
  };
}

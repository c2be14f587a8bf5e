/**
 * The rail graph of a ruleset (R5.1) as integer tables for the searches `legalActions` runs many
 * times per position (issue 9 item 1): locations by index, each location's exits as a run of
 * indices, halves as bits. Built on first use per ruleset tables (a WeakMap), never at import.
 */
import type { Half, LocationId } from './types';
import { rulesOf, type Exit, type RulesetTables } from './ruleset';
import type { HasRuleset } from './map';

/** A half as a bit: upper 1, lower 2 (a set of halves is their sum: 0 none, 3 both). */
export function halfBit(half: Half): number {
  return half === 'upper' ? 1 : 2;
}

/** The bits of a list of halves. */
export function halvesBits(halves: readonly Half[]): number {
  let bits = 0;
  for (const h of halves) bits |= halfBit(h);
  return bits;
}

/** The rail graph as tables: the exits of location `i` are the exit indices `first[i]` to `first[i + 1] - 1`. */
export interface RailGraph {
  /** Location ids in board order; a location's index is its position here. */
  ids: readonly LocationId[];
  /** Location id → index. */
  index: ReadonlyMap<LocationId, number>;
  first: Int32Array;
  /** Per exit: the half it leaves by (`Exit.here`) as a bit. */
  hereBit: Uint8Array;
  /** Per exit: the index of the location it enters (`Exit.to`). */
  to: Int32Array;
  /** Per exit: the half it enters at the other end (`Exit.toHalf`) as a bit. */
  toHalfBit: Uint8Array;
  /** Per exit: the ruleset's own `Exit` object (the same objects `exitsOf` returns, in the same order). */
  exits: readonly Exit[];
  /** Per location: 1 when the Confederates may never enter it (R5.10). */
  noConfederateEntry: Uint8Array;
  /**
   * Scratch space for one search at a time (searches never nest): a location is marked when
   * `mark[i] === stamp`; `newSearch` moves the stamp on instead of clearing (allocating typed
   * arrays per search cost more than the search).
   */
  scratch: { stamp: number; mark: Int32Array; halves: Uint8Array; queue: Int32Array };
  /** Scratch for `updateControl` (R5.6): per location, the sides standing there as bits (1 Union, 2 Confederacy). */
  present: Uint8Array;
  /** Per blue location of `RulesetTables.blueLocations` (R5.10, E9): its index here. */
  blueIndex: Int32Array;
}

/** Starts a search over `g`'s scratch space: every location unmarked. Returns the stamp to mark with. */
export function newSearch(g: RailGraph): number {
  const s = g.scratch;
  if (s.stamp >= 0x7fffffff) { s.mark.fill(0); s.stamp = 0; }
  return ++s.stamp;
}

const graphs = new WeakMap<RulesetTables, RailGraph>();

/** The rail graph of `state`'s ruleset, built once per ruleset. */
export function railGraph(state: HasRuleset): RailGraph {
  const t = rulesOf(state);
  let g = graphs.get(t);
  if (!g) { g = buildGraph(t); graphs.set(t, g); }
  return g;
}

function buildGraph(t: RulesetTables): RailGraph {
  const ids = t.locationIds;
  const index = new Map<LocationId, number>(ids.map((id, i) => [id, i]));
  const exits: Exit[] = [];
  const first = new Int32Array(ids.length + 1);
  ids.forEach((id, i) => {
    first[i] = exits.length;
    exits.push(...t.exits[id]);
  });
  first[ids.length] = exits.length;
  return {
    ids,
    index,
    first,
    hereBit: Uint8Array.from(exits, (e) => halfBit(e.here)),
    to: Int32Array.from(exits, (e) => index.get(e.to)!),
    toHalfBit: Uint8Array.from(exits, (e) => halfBit(e.toHalf)),
    exits,
    noConfederateEntry: Uint8Array.from(ids, (id) => (t.locationById[id].noConfederateEntry ? 1 : 0)),
    scratch: { stamp: 0, mark: new Int32Array(ids.length), halves: new Uint8Array(ids.length), queue: new Int32Array(ids.length) },
    present: new Uint8Array(ids.length),
    blueIndex: Int32Array.from(t.blueLocations, (id) => index.get(id)!),
  };
}

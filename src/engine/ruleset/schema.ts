/**
 * The shape of a `Ruleset` value as stored whole in a save (a custom ruleset), checked before
 * `rulesetProblems` reads it: a hostile or damaged file is refused with a RuleError, never a TypeError.
 */
import * as v from 'valibot';
import { CARD_TEXTS } from '../../data/types';

const side = v.picklist(['union', 'confederate']);
const half = v.picklist(['upper', 'lower']);
const int = v.pipe(v.number(), v.integer());
const nonNeg = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A `Ruleset`'s shape (see ./types.ts for what each field means). */
export const rulesetSchema = v.object({
  id: v.string(), name: v.string(), description: v.string(),
  locations: v.array(v.object({
    id: v.string(), name: v.string(), colour: side, vp: nonNeg,
    port: v.optional(v.object({ harbourHalf: half, navalDefence: nonNeg })),
    supplySource: v.optional(side), noConfederateEntry: v.optional(v.boolean()),
    lat: v.pipe(v.number(), v.finite()), lon: v.pipe(v.number(), v.finite()),
  })),
  railLinks: v.array(v.object({
    id: int, a: v.object({ location: v.string(), half }), b: v.object({ location: v.string(), half }),
    modifier: v.optional(v.object({ side, value: int, note: v.optional(v.string()) })),
  })),
  blockadeTrack: v.array(v.object({ handSize: nonNeg, vp: nonNeg })),
  blockadeStart: nonNeg,
  europeTrack: v.object({ spaces: nonNeg, start: nonNeg, unionEnd: nonNeg, europeEnd: nonNeg }),
  startingArmies: v.array(v.object({ side, location: v.string(), strength: v.union([v.literal(1), v.literal(2), v.literal(3)]) })),
  cards: v.array(v.object({
    id: v.string(), side, pile: v.picklist(['base', 'I', 'II']), name: v.string(),
    top: v.optional(v.union([
      v.object({ kind: v.literal('army'), strength: v.union([v.literal(1), v.literal(2), v.literal(3)]) }),
      v.object({ kind: v.picklist(['fort', 'ship', 'politician']) }),
    ])),
    cost: v.optional(nonNeg), leadership: nonNeg, movement: v.boolean(), naval: v.boolean(),
    text: v.optional(v.picklist(CARD_TEXTS)),
  })),
  unitStock: v.object({
    union: v.object({ 1: nonNeg, 2: nonNeg, 3: nonNeg }), confederate: v.object({ 1: nonNeg, 2: nonNeg, 3: nonNeg }),
  }),
  fortStock: nonNeg,
  controlFlagStock: nonNeg,
  constants: v.record(v.string(), nonNeg),
});

/** The shape of a state's `ruleset` record. */
export const rulesetRefSchema = v.object({ id: v.string(), hash: v.string(), value: v.optional(rulesetSchema) });

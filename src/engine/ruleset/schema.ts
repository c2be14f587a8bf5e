/**
 * The shape of a `Ruleset` value as stored whole in a save (a custom ruleset), checked before
 * `rulesetProblems` reads it: a hostile or damaged file is refused with a RuleError, never a TypeError.
 */
import * as z from 'zod/mini';
import { CARD_TEXTS } from '../../data/types';

const side = z.enum(['union', 'confederate']);
const half = z.enum(['upper', 'lower']);
const int = z.int();
const nonNeg = z.int().check(z.gte(0));

/** A `Ruleset`'s shape (see ./types.ts for what each field means). */
export const rulesetSchema = z.object({
  id: z.string(), name: z.string(), description: z.string(),
  locations: z.array(z.object({
    id: z.string(), name: z.string(), colour: side, vp: nonNeg,
    port: z.optional(z.object({ harbourHalf: half, navalDefence: nonNeg })),
    supplySource: z.optional(side), noConfederateEntry: z.optional(z.boolean()),
    lat: z.number(), lon: z.number(),
  })),
  railLinks: z.array(z.object({
    id: int, a: z.object({ location: z.string(), half }), b: z.object({ location: z.string(), half }),
    modifier: z.optional(z.object({ side, value: int, note: z.optional(z.string()) })),
  })),
  blockadeTrack: z.array(z.object({ handSize: nonNeg, vp: nonNeg })),
  blockadeStart: nonNeg,
  europeTrack: z.object({ spaces: nonNeg, start: nonNeg, unionEnd: nonNeg, europeEnd: nonNeg }),
  startingArmies: z.array(z.object({ side, location: z.string(), strength: z.union([z.literal(1), z.literal(2), z.literal(3)]) })),
  cards: z.array(z.object({
    id: z.string(), side, pile: z.enum(['base', 'I', 'II']), name: z.string(),
    top: z.optional(z.union([
      z.object({ kind: z.literal('army'), strength: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
      z.object({ kind: z.enum(['fort', 'ship', 'politician']) }),
    ])),
    cost: z.optional(nonNeg), leadership: nonNeg, movement: z.boolean(), naval: z.boolean(),
    text: z.optional(z.enum(CARD_TEXTS)),
  })),
  unitStock: z.object({
    union: z.object({ 1: nonNeg, 2: nonNeg, 3: nonNeg }), confederate: z.object({ 1: nonNeg, 2: nonNeg, 3: nonNeg }),
  }),
  fortStock: nonNeg,
  controlFlagStock: nonNeg,
  constants: z.record(z.string(), nonNeg),
});

/** The shape of a state's `ruleset` record. */
export const rulesetRefSchema = z.object({ id: z.string(), hash: z.string(), value: z.optional(rulesetSchema) });

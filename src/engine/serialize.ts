/**
 * Saving and loading games: a versioned JSON text. `deserialize` refuses anything that is not a
 * sound game state (wrong format, wrong shape, broken invariants) with a RuleError whose rule is
 * `'save'`.
 */
import { z } from 'zod';
import { LOCATION_IDS } from '../data/board';
import type { GameState, LocationId } from './types';
import { RuleError } from './errors';
import { invariantViolations } from './invariants';

const side = z.enum(['union', 'confederate']);
const half = z.enum(['upper', 'lower']);
const location = z.enum(LOCATION_IDS as [LocationId, ...LocationId[]]);
const cards = z.array(z.string());
const sideCards = z.object({ hand: cards, draw: cards, pileI: cards, pileII: cards, discard: cards, removed: cards, reshuffles: z.number().int().min(0).max(2) });
const term = z.object({ term: z.string(), value: z.number(), rule: z.string() });
const combatResult = z.object({
  attacker: z.array(term), defender: z.array(term), attackerStrength: z.number(), defenderStrength: z.number(),
  winner: side, losses: z.object({ union: z.number(), confederate: z.number() }),
});

/** The shape of a saved `GameState`. */
export const gameStateSchema = z.object({
  format: z.literal('lincoln-state'),
  version: z.literal(1),
  seed: z.number(),
  rng: z.number().int().min(0).max(0xffffffff),
  variants: z.object({ passThroughContested: z.boolean(), openDiscards: z.boolean() }),
  turn: z.number().int().min(1),
  active: side,
  actionsTaken: z.number().int().min(0).max(2),
  cards: z.object({ union: sideCards, confederate: sideCards }),
  units: z.array(z.object({ id: z.string(), side, kind: z.enum(['army', 'fort']), strength: z.number().int().min(1).max(3), half, location })),
  nextUnitId: z.number().int().min(1),
  flags: z.partialRecord(location, side),
  captured: z.array(location),
  blockade: z.number().int(),
  europe: z.number().int(),
  combat: z.object({
    location, attacker: side, defender: side, half, mode: z.enum(['rail', 'naval', 'declared']),
    from: location.optional(), linkId: z.number().int().optional(), wasContested: z.boolean(),
    attackerUnits: z.array(z.string()), defenderUnits: z.array(z.string()),
    attackerCard: z.string().nullable().optional(), defenderCard: z.string().nullable().optional(),
    benefits: z.array(z.union([
      z.object({ card: z.string(), kind: z.literal('high-ground') }),
      z.object({ card: z.string(), kind: z.literal('reinforcements'), unit: z.string() }),
    ])),
    fortBattle: z.boolean(),
    step: z.enum(['attacker-card', 'defender-response', 'casualties', 'retreat']),
    result: combatResult.optional(),
    casualtiesTaken: z.array(side),
    lost: z.object({ union: z.number(), confederate: z.number() }),
  }).nullable(),
  raid: z.object({ card: z.string(), raider: side }).nullable(),
  railMove: z.object({ card: z.string(), moved: z.string() }).nullable(),
  freeDeploy: z.object({ card: z.string() }).nullable(),
  lastBattle: z.object({
    location, attacker: side, defender: side, mode: z.enum(['rail', 'naval', 'declared']), result: combatResult,
    attackerCardName: z.string().nullable(), defenderCardName: z.string().nullable(),
    lost: z.object({ union: z.number(), confederate: z.number() }), turn: z.number(),
  }).nullable(),
  winner: z.object({ side, reason: z.string(), rule: z.string() }).nullable(),
  checkpoint: z.number().int().min(0),
  log: z.array(z.object({
    key: z.string(), args: z.record(z.string(), z.union([z.string(), z.number()])),
    rules: z.array(z.string()).optional(), side: side.optional(), privateTo: side.optional(), turn: z.number(),
  })),
});

/** The save text of a state: `{"format":"lincoln-save","version":1,"state":…}`. */
export function serializeState(state: GameState): string {
  return JSON.stringify({ format: 'lincoln-save', version: 1, state });
}

/** Reads a save text back. Throws RuleError('save', …) on anything unreadable or unsound. */
export function deserializeState(text: string): GameState {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new RuleError('save', `The save is not valid JSON: ${(e as Error).message}`);
  }
  const envelope = z.object({ format: z.literal('lincoln-save'), version: z.literal(1), state: z.unknown() }).safeParse(data);
  if (!envelope.success) throw new RuleError('save', 'This is not a Lincoln save (format "lincoln-save", version 1)');
  const parsed = gameStateSchema.safeParse(envelope.data.state);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuleError('save', `The saved game is damaged at ${issue.path.join('.')}: ${issue.message}`);
  }
  const state = parsed.data as GameState;
  const problems = invariantViolations(state);
  if (problems.length) throw new RuleError('save', `The saved game is not a sound position: ${problems[0]}`);
  return state;
}

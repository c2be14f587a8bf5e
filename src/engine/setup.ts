/**
 * New games (R1): the standard setup, or a `Scenario` position for the sandbox, tutorials and
 * tests (engine contract), validated so that a malformed scenario is refused with a RuleError.
 */
import * as z from 'zod/mini';
import './zod-config';
import { BLOCKADE_START, BLOCKADE_TRACK, EUROPE_TRACK, LOCATION_BY_ID, LOCATION_IDS, STARTING_ARMIES } from '../data/board';
import { CARDS, CARD_BY_ID, FORT_STOCK, UNIT_STOCK } from '../data/decks';
import type { CardId, GameState, LocationId, NewGameOptions, Scenario, Side, Variants } from './types';
import { RuleError } from './errors';
import { positionProblems } from './validate';
import { seedToRng, shuffleInPlace } from './rng';
import { logEvent } from './log';
import { colourOf, isForbidden } from './map';
import { controllerOf, ownerOf, updateControl } from './control';

/** The rulebook's defaults for every variant (E1, E16). */
export const DEFAULT_VARIANTS: Variants = { passThroughContested: false, openDiscards: false };

const SIDES: Side[] = ['union', 'confederate'];
const sideSchema = z.enum(['union', 'confederate']);
const locationSchema = z.enum(LOCATION_IDS as [LocationId, ...LocationId[]]);
const cardListSchema = z.array(z.string());
const zeroToTwo = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const perSide = <T extends z.ZodMiniType>(schema: T) => z.strictObject({ union: z.optional(schema), confederate: z.optional(schema) });

/** The shape of a `Scenario` (contract), checked before its contents (`zod/mini`: issue 12 item 8). */
export const scenarioSchema = z.strictObject({
  active: z.optional(sideSchema),
  actionsTaken: z.optional(zeroToTwo),
  units: z.optional(z.array(z.strictObject({
    side: sideSchema,
    kind: z.enum(['army', 'fort']),
    strength: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    location: locationSchema,
    half: z.optional(z.enum(['upper', 'lower'])),
  }))),
  control: z.optional(z.partialRecord(locationSchema, sideSchema)),
  hands: z.optional(perSide(cardListSchema)),
  drawPiles: z.optional(perSide(cardListSchema)),
  discards: z.optional(perSide(cardListSchema)),
  removed: z.optional(perSide(cardListSchema)),
  reshuffles: z.optional(perSide(zeroToTwo)),
  blockade: z.optional(z.int().check(z.gte(0), z.lte(BLOCKADE_TRACK.length - 1))),
  europe: z.optional(z.int().check(z.gte(EUROPE_TRACK.unionEnd), z.lte(EUROPE_TRACK.europeEnd))),
  captured: z.optional(z.array(locationSchema)),
});

function emptyState(seed: number, variants: Variants): GameState {
  const sideCards = () => ({ hand: [], draw: [], pileI: [], pileII: [], discard: [], removed: [], reshuffles: 0 });
  return {
    format: 'lincoln-state', version: 1, seed, rng: seedToRng(seed), variants,
    turn: 1, active: 'union', actionsTaken: 0,
    cards: { union: sideCards(), confederate: sideCards() },
    units: [], nextUnitId: 1, flags: {}, captured: [],
    blockade: BLOCKADE_START, europe: EUROPE_TRACK.start,
    combat: null, raid: null, railMove: null, freeDeploy: null, lastBattle: null, winner: null, checkpoint: 0, log: [],
  };
}

/** Places a new counter (mutates); returns its id. */
export function placeUnit(state: GameState, side: Side, kind: 'army' | 'fort', strength: number, location: LocationId, half: 'upper' | 'lower'): string {
  const id = `u${state.nextUnitId++}`;
  state.units.push({ id, side, kind, strength, location, half });
  return id;
}

/** Counters of that kind and strength `side` has on the map (for the stock, R6.1.1). */
export function countersOnMap(state: GameState, side: Side, kind: 'army' | 'fort', strength?: number): number {
  let n = 0;
  for (const u of state.units) if (u.side === side && u.kind === kind && (kind === 'fort' || u.strength === strength)) n++;
  return n;
}

/** The stock limit for that counter (R1.1, decks.md): 0 when the side has no such counter. */
export function stockOf(side: Side, kind: 'army' | 'fort', strength?: number): number {
  if (kind === 'fort') return side === 'confederate' ? FORT_STOCK : 0;
  return UNIT_STOCK[side][strength as 1 | 2 | 3] ?? 0;
}

/** Creates a game: the standard setup (R1.2–R1.6) or the given scenario. Throws RuleError for a bad scenario. */
export function createGame(options: NewGameOptions = {}): GameState {
  const seed = options.seed ?? 1;
  if (!Number.isFinite(seed)) throw new RuleError('scenario', 'The seed must be a finite number');
  const variants: Variants = { ...DEFAULT_VARIANTS, ...(options.variants ?? {}) };
  const state = emptyState(seed, variants);
  if (options.scenario) {
    loadScenario(state, options.scenario);
    // The same whole-position validation as a save (issue 8): a scenario is refused in plain words.
    const problems = positionProblems(state);
    if (problems.length) throw new RuleError('scenario', `The scenario is not a possible position: ${problems[0]}`);
    return state;
  }
  for (const side of SIDES) {
    const cards = state.cards[side];
    for (const card of CARDS) {
      if (card.side !== side) continue;
      if (card.pile === 'I') cards.pileI.push(card.id);
      else if (card.pile === 'II') cards.pileII.push(card.id);
      else cards.draw.push(card.id);
    }
    shuffleInPlace(state, cards.draw);
  }
  // R1.4: Confederate 5 cards, Union 6.
  state.cards.confederate.hand = state.cards.confederate.draw.splice(0, 5);
  state.cards.union.hand = state.cards.union.draw.splice(0, 6);
  for (const a of STARTING_ARMIES) placeUnit(state, a.side, 'army', a.strength, a.location, 'upper');
  logEvent(state, 'setup', { seed }, ['R1.2', 'R1.3', 'R1.4', 'R1.5', 'R1.6']);
  return state;
}

function loadScenario(state: GameState, input: Scenario): void {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RuleError('scenario', `Malformed scenario at ${issue.path.join('.') || 'top level'}: ${issue.message}`);
  }
  const sc = parsed.data as Scenario;
  state.active = sc.active ?? 'union';
  state.actionsTaken = sc.actionsTaken ?? 0;
  if (sc.blockade !== undefined) state.blockade = sc.blockade;
  if (sc.europe !== undefined) state.europe = sc.europe;

  // Cards: each at most once, of the right side.
  const placed = new Set<CardId>();
  const place = (side: Side, list: CardId[] | undefined, where: string): CardId[] => {
    const out: CardId[] = [];
    for (const id of list ?? []) {
      const card = CARD_BY_ID[id];
      if (!card) throw new RuleError('scenario', `Unknown card ${id} in the ${side} ${where}`);
      if (card.side !== side) throw new RuleError('scenario', `Card ${id} is not a ${side} card (${where})`);
      if (placed.has(id)) throw new RuleError('scenario', `Card ${id} is placed twice`);
      placed.add(id);
      out.push(id);
    }
    return out;
  };
  for (const side of SIDES) {
    const cards = state.cards[side];
    cards.reshuffles = sc.reshuffles?.[side] ?? 0;
    cards.hand = place(side, sc.hands?.[side], 'hand');
    const drawGiven = sc.drawPiles?.[side] !== undefined;
    cards.draw = place(side, sc.drawPiles?.[side], 'draw pile');
    cards.discard = place(side, sc.discards?.[side], 'discard pile');
    cards.removed = place(side, sc.removed?.[side], 'removed cards');
    const rest: CardId[] = [];
    for (const card of CARDS) {
      if (card.side !== side || placed.has(card.id)) continue;
      if (card.pile === 'I' && cards.reshuffles < 1) cards.pileI.push(card.id);
      else if (card.pile === 'II' && cards.reshuffles < 2) cards.pileII.push(card.id);
      else rest.push(card.id);
    }
    shuffleInPlace(state, rest);
    if (drawGiven) cards.discard.push(...rest);
    else cards.draw.push(...rest);
  }

  // Units: the starting armies unless given; stock, sides and halves checked.
  const units = sc.units ?? STARTING_ARMIES.map((a) => ({ ...a, kind: 'army' as const, half: 'upper' as const }));
  for (const u of units) {
    if (u.kind === 'fort' && u.side === 'union') throw new RuleError('scenario', `The Union has no forts (R1.1): fort at ${u.location}`);
    if (u.kind === 'army' && u.strength === undefined) throw new RuleError('scenario', `An army at ${u.location} needs a strength of 1, 2 or 3`);
    if (isForbidden(u.side, u.location)) throw new RuleError('scenario', `Confederate units may never stand in ${LOCATION_BY_ID[u.location].name} (R5.10)`);
    const strength = u.kind === 'fort' ? 3 : u.strength!;
    placeUnit(state, u.side, u.kind, strength, u.location, u.half ?? 'upper');
    const stock = stockOf(u.side, u.kind, u.kind === 'army' ? strength : undefined);
    if (countersOnMap(state, u.side, u.kind, strength) > stock) {
      throw new RuleError('scenario', `More ${u.side} ${u.kind === 'fort' ? 'forts' : `strength-${strength} armies`} than the stock of ${stock}`);
    }
  }
  for (const id of LOCATION_IDS) {
    const here = state.units.filter((u) => u.location === id);
    const halves: Record<Side, Set<string>> = { union: new Set(), confederate: new Set() };
    for (const u of here) halves[u.side].add(u.half);
    if (halves.union.size > 0 && halves.confederate.size > 0) {
      const [hu] = [...halves.union];
      const [hc] = [...halves.confederate];
      if (halves.union.size > 1 || halves.confederate.size > 1 || hu === hc) {
        throw new RuleError('scenario', `${LOCATION_BY_ID[id].name} holds both sides: each must stand in its own half (R5.5)`);
      }
    }
  }

  // Control flags, then sole occupants take control (R5.6) without E9 side effects.
  for (const [loc, side] of Object.entries(sc.control ?? {}) as [LocationId, Side][]) {
    if (isForbidden(side, loc)) throw new RuleError('scenario', `The Confederacy can never control ${LOCATION_BY_ID[loc].name} (R5.10)`);
    if (side !== colourOf(loc)) state.flags[loc] = side;
  }
  for (const id of LOCATION_IDS) {
    const sides = new Set(state.units.filter((u) => u.location === id).map((u) => u.side));
    if (sides.size === 1) {
      const [side] = [...sides] as Side[];
      if (side === colourOf(id)) delete state.flags[id];
      else state.flags[id] = side;
    }
  }
  for (const loc of sc.captured ?? []) {
    if (colourOf(loc) !== 'union') throw new RuleError('scenario', `Only blue locations can be captured (E9): ${loc}`);
    if (ownerOf(state, loc) !== 'confederate') throw new RuleError('scenario', `Captured ${loc} must carry a Confederate control flag (E9)`);
  }
  // The bonus is carried while the Confederacy controls the location (X6): a contested one carries none.
  // The scenario's Europe space already includes its bonuses: every blue location the Confederacy
  // controls counts as captured, without moving the marker again (E9).
  for (const loc of LOCATION_IDS) {
    if (colourOf(loc) === 'union' && controllerOf(state, loc) === 'confederate' && !state.captured.includes(loc)) state.captured.push(loc);
  }
  updateControl(state);
  state.log = [];
  logEvent(state, 'scenario', {});
}

/**
 * New games from a `Scenario` position (engine contract: the sandbox, tutorials and tests),
 * validated so that a malformed or impossible scenario is refused with a RuleError. Apart from
 * setup.ts, so that the app's first paint, which only ever starts the standard setup
 * (`newStandardGame`), leaves it to the lazily loaded editor (vite.config.ts).
 */
import * as v from 'valibot';
import { issueArgs, issuePath } from './schema-issues';
import { problem, problemArgs } from './position-problems';
import type { CardId, GameState, LocationId, NewGameOptions, Scenario, ScenarioBattle, Side } from './types';
import { errorNames, RuleError } from './errors';
import { positionProblems } from './validate';
import { shuffleInPlace } from './rng';
import { logEvent } from './log';
import { colourOf, exitBetween, harbourHalf, isForbidden } from './map';
import { defendingUnits, startCombat } from './combat';
import type { Arrival } from './movement';
import { controllerOf, ownerOf, soleOccupant, updateControl } from './control';
import { rulesOf, type RulesetRef, type RulesetTables } from './ruleset';
import { countersOnMap, placeUnit, stockOf } from './stock';
import { prepareGame } from './setup';

const SIDES: Side[] = ['union', 'confederate'];
const sideSchema = v.picklist(['union', 'confederate']);
const cardListSchema = v.array(v.string());
const zeroToTwo = v.union([v.literal(0), v.literal(1), v.literal(2)]);
const perSide = <T extends v.GenericSchema>(schema: T) => v.strictObject({ union: v.optional(schema), confederate: v.optional(schema) });

/** The shape of a `Scenario` (contract) on the board and tracks of `t`, checked before its contents (`valibot`: issue 12 item 8). */
function buildScenarioSchema(t: RulesetTables) {
  const locationSchema = v.picklist(t.locationIds as [LocationId, ...LocationId[]]);
  return v.strictObject({
    active: v.optional(sideSchema),
    turn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    actionsTaken: v.optional(zeroToTwo),
    units: v.optional(v.array(v.strictObject({
      side: sideSchema,
      kind: v.picklist(['army', 'fort']),
      strength: v.optional(v.union([v.literal(1), v.literal(2), v.literal(3)])),
      location: locationSchema,
      half: v.optional(v.picklist(['upper', 'lower'])),
    }))),
    control: v.optional(v.record(locationSchema, sideSchema)),
    hands: v.optional(perSide(cardListSchema)),
    drawPiles: v.optional(perSide(cardListSchema)),
    discards: v.optional(perSide(cardListSchema)),
    removed: v.optional(perSide(cardListSchema)),
    reshuffles: v.optional(perSide(zeroToTwo)),
    blockade: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(t.ruleset.blockadeTrack.length - 1))),
    europe: v.optional(v.pipe(v.number(), v.integer(), v.minValue(t.ruleset.europeTrack.unionEnd), v.maxValue(t.ruleset.europeTrack.europeEnd))),
    captured: v.optional(v.array(locationSchema)),
    battle: v.optional(v.strictObject({
      location: locationSchema,
      attacker: sideSchema,
      mode: v.picklist(['rail', 'naval', 'declared']),
      from: v.optional(locationSchema),
      contested: v.optional(v.boolean()),
    })),
  });
}

const scenarioSchemas = new WeakMap<RulesetTables, ReturnType<typeof buildScenarioSchema>>();
/** The scenario schema of a ruleset, built once per ruleset. */
function scenarioSchemaOf(t: RulesetTables): ReturnType<typeof buildScenarioSchema> {
  let schema = scenarioSchemas.get(t);
  if (!schema) { schema = buildScenarioSchema(t); scenarioSchemas.set(t, schema); }
  return schema;
}

/**
 * Creates a game holding `options.scenario` under `options.ruleset` (see `prepareGame`, whose errors
 * it throws), then runs the same whole-position validation as a save (issue 8). Throws RuleError (rule: the one its message cites, else 'scenario')
 * for a malformed or impossible scenario. `own`: the scenario was built by the engine's own
 * callers from a sound position (`src/engine/own-games.ts`), so its shape and whole-position checks
 * are skipped; `ownRef` (own games only): the ruleset reference of the game it was built from;
 * `ownBattleAt` (own games only): a battle is in progress there, so both sides may stand in one
 * half (R7.1) — the caller puts its combat back.
 */
export function createScenarioGame(
  options: NewGameOptions & { scenario: Scenario }, own = false, ownRef?: RulesetRef, ownBattleAt?: LocationId,
): GameState {
  const state = prepareGame(options, own, ownRef);
  loadScenario(state, options.scenario, own, own ? ownBattleAt : undefined);
  if (own) return state;
  // The same whole-position validation as a save (issue 8): a scenario is refused in plain words.
  const found = positionProblems(state)[0];
  if (found) throw new RuleError('scenario', 'scenario-impossible', problemArgs(found, errorNames()));
  return state;
}

/**
 * Loads `input` into the fresh `state` (mutates). Its shape is checked first unless `own` (a
 * scenario the engine's own callers typed, `src/engine/own-games.ts`); its contents always are,
 * but for the halves of `ownBattleAt`, an own game's battle in progress.
 */
function loadScenario(state: GameState, input: Scenario, own: boolean, ownBattleAt?: LocationId): void {
  let sc = input;
  if (!own) {
    const parsed = v.safeParse(scenarioSchemaOf(rulesOf(state)), input);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      throw new RuleError('scenario', 'scenario-malformed', { at: issuePath(issue) || 'top level', ...issueArgs(issue) });
    }
    sc = parsed.output as Scenario;
  }
  state.active = sc.active ?? 'union';
  state.turn = sc.turn ?? 1;
  state.actionsTaken = sc.actionsTaken ?? 0;
  if (sc.blockade !== undefined) state.blockade = sc.blockade;
  if (sc.europe !== undefined) state.europe = sc.europe;

  // Cards: each at most once, of the right side.
  const placed = new Set<CardId>();
  const place = (side: Side, list: CardId[] | undefined, where: string): CardId[] => {
    const out: CardId[] = [];
    for (const id of list ?? []) {
      const card = rulesOf(state).cardById[id];
      if (!card) throw new RuleError('scenario', 'scenario-unknown-card', { id, side, pile: where });
      if (card.side !== side) throw new RuleError('scenario', 'scenario-card-side', { id, side, pile: where });
      if (placed.has(id)) throw new RuleError('scenario', 'scenario-card-twice', { id });
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
    cards.draw = place(side, sc.drawPiles?.[side], 'draw');
    cards.discard = place(side, sc.discards?.[side], 'discard');
    cards.removed = place(side, sc.removed?.[side], 'removed');
    const rest: CardId[] = [];
    for (const card of rulesOf(state).ruleset.cards) {
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
  const units = sc.units ?? rulesOf(state).ruleset.startingArmies.map((a) => ({ ...a, kind: 'army' as const, half: 'upper' as const }));
  for (const u of units) {
    if (u.kind === 'fort' && u.side === 'union') throw new RuleError('R1.1', 'scenario-union-fort', { location: u.location });
    if (u.kind === 'army' && u.strength === undefined) throw new RuleError('scenario', 'scenario-army-strength', { location: u.location });
    if (isForbidden(state, u.side, u.location)) throw new RuleError('R5.10', 'scenario-forbidden-unit', { location: u.location });
    const strength = u.kind === 'fort' ? rulesOf(state).constants.fortStrength : u.strength!;
    placeUnit(state, u.side, u.kind, strength, u.location, u.half ?? 'upper');
    const stock = stockOf(state, u.side, u.kind, u.kind === 'army' ? strength : undefined);
    if (countersOnMap(state, u.side, u.kind, strength) > stock) {
      throw u.kind === 'fort'
        ? new RuleError('R1.1', 'scenario-stock-forts', { side: u.side, count: stock })
        : new RuleError('R1.1', 'scenario-stock-armies', { side: u.side, strength, count: stock });
    }
  }
  for (const id of rulesOf(state).locationIds) {
    if (id === sc.battle?.location) continue; // both sides stand in the attacked half (R7.1): checked by loadBattle
    if (id === ownBattleAt) continue; // the bot's determinized battle in progress (own-games.ts): its combat comes after
    const here = state.units.filter((u) => u.location === id);
    const halves: Record<Side, Set<string>> = { union: new Set(), confederate: new Set() };
    for (const u of here) halves[u.side].add(u.half);
    if (halves.union.size > 0 && halves.confederate.size > 0) {
      const [hu] = [...halves.union];
      const [hc] = [...halves.confederate];
      if (halves.union.size > 1 || halves.confederate.size > 1 || hu === hc) {
        throw new RuleError('R5.5', 'scenario-both-sides', { location: id });
      }
    }
  }

  // Control flags, then sole occupants take control (R5.6) without E9 side effects.
  for (const [loc, side] of Object.entries(sc.control ?? {}) as [LocationId, Side][]) {
    if (isForbidden(state, side, loc)) throw new RuleError('R5.10', 'scenario-forbidden-control', { location: loc });
    // The sole occupant holds its location (R5.6): a flag giving it to the other side is refused, as in a save (validate.ts).
    // Own games (the bot's) are sound positions already: not checked again.
    if (!own) {
      const occupant = soleOccupant(state, loc);
      const held = occupant && occupant !== side ? problem('flag-sole-occupant', { location: loc, side: occupant }) : null;
      if (held) throw new RuleError('scenario', 'scenario-impossible', problemArgs(held, errorNames()));
    }
    if (side !== colourOf(state, loc)) state.flags[loc] = side;
  }
  for (const id of rulesOf(state).locationIds) {
    const side = soleOccupant(state, id);
    if (side) {
      if (side === colourOf(state, id)) delete state.flags[id];
      else state.flags[id] = side;
    }
  }
  for (const loc of sc.captured ?? []) {
    if (colourOf(state, loc) !== 'union') throw new RuleError('E9', 'scenario-capture-colour', { location: loc });
    if (ownerOf(state, loc) !== 'confederate') throw new RuleError('E9', 'scenario-capture-flag', { location: loc });
  }
  // The bonus is carried while the Confederacy controls the location (X6): a contested one carries none.
  // The scenario's Europe space already includes its bonuses: every blue location the Confederacy
  // controls counts as captured, without moving the marker again (E9).
  for (const loc of rulesOf(state).locationIds) {
    if (colourOf(state, loc) === 'union' && controllerOf(state, loc) === 'confederate' && !state.captured.includes(loc)) state.captured.push(loc);
  }
  updateControl(state);
  if (sc.battle) loadBattle(state, sc.battle);
  // A battle being fought decides nothing of its location yet (R7.11): a blue location the
  // Confederacy held (its flag) until the attack counts as captured, as the others it controls do.
  const cb = state.combat;
  if (cb && cb.defender === 'confederate' && !cb.wasContested && colourOf(state, cb.location) === 'union'
    && ownerOf(state, cb.location) === 'confederate' && !state.captured.includes(cb.location)) {
    state.captured.push(cb.location);
  }
  state.log = [];
  logEvent(state, 'scenario', {});
}

/**
 * Starts the scenario's battle (issue 10 item 3) as a move or a declared attack would (R7.1):
 * checks that the attacker acts, that its armies and all the defender's armies (or, with none, a
 * fort) stand in one half of the location — the half a rail link from `from` enters, a port's harbour half by sea — and
 * that a rail attack names a link and a naval one a port. Throws RuleError naming the rule its message cites (R7.1, R6.3).
 */
function loadBattle(state: GameState, battle: ScenarioBattle): void {
  const { location, attacker, mode } = battle;
  if (state.active !== attacker) throw new RuleError('R7.1', 'scenario-battle-turn', { side: attacker });
  const defender = attacker === 'union' ? 'confederate' : 'union';
  const attackers = state.units.filter((u) => u.location === location && u.side === attacker && u.kind === 'army');
  const defenders = state.units.filter((u) => u.location === location && u.side === defender && u.kind === 'army');
  const half = defenders[0]?.half ?? attackers[0]?.half;
  const inHalf = attackers.filter((u) => u.half === half);
  // Someone must defend: his armies, or a lone fort in the attacked half (R7.1, `defendingUnits`).
  if (!half || inHalf.length === 0 || defendingUnits(state, location, defender, half).length === 0 || defenders.some((u) => u.half !== half)) {
    throw new RuleError('R7.1', 'scenario-battle-sides', { location });
  }
  let arrival: Arrival | { mode: 'declared' } = { mode: 'declared' };
  if (mode === 'rail') {
    const exit = battle.from === undefined ? undefined : exitBetween(state, battle.from, location);
    if (!exit || battle.from === undefined) throw new RuleError('R7.1', 'scenario-battle-link', { location });
    if (exit.toHalf !== half) throw new RuleError('R7.1', 'scenario-battle-half', { location, from: battle.from });
    arrival = { mode: 'rail', from: battle.from, linkId: exit.link.id };
  } else if (mode === 'naval') {
    if (attacker !== 'union' || harbourHalf(state, location) !== half) throw new RuleError('R6.3', 'scenario-battle-port', { location });
    arrival = { mode: 'naval' };
  }
  const wasContested = mode === 'declared' || battle.contested === true;
  startCombat(state, { location, attacker, half, arrival, attackerUnits: inHalf.map((u) => u.id), wasContested });
}

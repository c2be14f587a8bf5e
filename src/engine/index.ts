/**
 * The rules engine's one public door (../shared/design/engine-contract.md). Pure: no React, no
 * DOM, no randomness of its own, no clock; the seeded generator lives in the state.
 */
import type { Action, Decision, GameState, LocationId, NewGameOptions, PlayerView, Side, Unit } from './types';
import { createGame } from './setup';
import { enumerateLegalActions } from './legal';
import { applyActionImpl, settle } from './apply';
import { RuleError } from './errors';
import { currentDecision, isPublicDecision as isPublic } from './decision';
import { buildView } from './view';
import { isContested as contested, readingPosition } from './control';
import { isInSupply as supplied, suppliedList } from './supply';
import { victoryPoints as vp } from './score';
import { handSize as size, reshuffleCheckVp } from './deck';
import { serializeState, deserializeState } from './serialize';
import { positionProblems } from './validate';
import { problemText } from './position-problems';
import { errorNames } from './errors';
import { rulesOf } from './ruleset';

export type * from './types';
export { DECISION_KINDS, STATE_VERSION } from './types';
export { RuleError } from './errors';
export { SCHEMA_ISSUES, type SchemaIssueKind } from './schema-issues';
export { POSITION_PROBLEMS, WHAT_TEXT, type PositionProblem, type PositionProblemKey } from './position-problems';
// Read only by lazily loaded parts (the editor, the game-over panel): kept out of the first paint as whyNot is (vite.config.ts).
export { problemRule, refusalRule } from './refusal-rule';
export { vpBreakdown } from './vp-breakdown';
export { WIN_REASONS, winReasonText } from './messages';
// The log's English: re-exported, so that the app's first paint, which shows no log, leaves it to
// the lazily loaded chunks that read it (vite.config.ts).
export { describeLogEntry, LOG_TEMPLATES } from './log-messages';
export { RULE_ERRORS, type ErrorArgs, type RuleErrorKey } from './rule-errors';
export { describeAction } from './describe';
// The rule that asks each decision (R3.1, R7.2, …): the prompt's rule badge, the refusal of an action that does not answer it.
export { ruleOfDecision } from './apply';
export { DEFAULT_VARIANTS } from './setup';
export { battleLosses, defenceModifierTerms, defenceModifierTermsIn, sails } from './combat';
export { ABILITIES, abilityOf, type AbilityId, type AbilityKind, type CardAbility } from './cards';
export {
  CONSTANT_RULES, DEFAULT_RULESET, NAMED_RULESETS, RULEBOOK_CONSTANTS, defaultRules, listRulesets, resolveRuleset, rulesOf, rulesetHash,
  rulesetProblems, combineVariants, type RulesetTables, type Exit,
} from './ruleset';
export { exitsOf, isPort, locationName, opponent, portsOf, railAttackOrigins, type HasRuleset } from './map';
// whyNot (issue 10 item 4): re-exported, so that a bundle that calls it only from a lazily loaded
// chunk keeps it there (the app asks it on a click).
export { whyNot, type WhyNot, type WhyNotAsk, type RailMoveAsk } from './whynot';
// The way a move by rail goes (the move preview draws it): re-exported, kept out of the first paint as whyNot is (vite.config.ts).
export { moveRoute } from './route';
export { scenarioOf } from './scenario';
// newGame (with a scenario's loader): re-exported, kept out of the first paint as whyNot is (vite.config.ts); the app's
// store starts games with `newStandardGame`.
export { newGame } from './new-game';
// Interchangeable units, lowest ids first, as the listers offer one action per group (halves count
// where `halfMatters`, the contested locations): the builder offers such units once too.
export { groupUnits } from './combinatorics';
// What the enemy can bring next turn to the decisive locations (contract `threats`): re-exported, kept
// out of the first paint as whyNot is (vite.config.ts); only lazily loaded panels and the bot read it.
export { threats, type Threat } from './threats';
// Plain reads that no first-paint code of the app calls, only lazily loaded parts (found from the
// first-paint chunk's exports): re-exported, kept out of the first paint as whyNot is (vite.config.ts).
export { allLocations, blockadeSpace, cardData, controller, europeSpace, hand, seaEscapeOpen, winner } from './reads';

/**
 * `newGame` without a scenario: the standard setup (R1) only, for callers that never load a
 * position (the app's store, on every first paint). Throws RuleError for an unknown ruleset or a
 * seed that is no finite number; throws Error for a `scenario` (that is `newGame`'s).
 */
export function newStandardGame(options: Omit<NewGameOptions, 'scenario'> = {}): GameState {
  // A programming error, not a player's: the store never starts a scenario (the editor calls `newGame`).
  if ((options as NewGameOptions).scenario !== undefined) throw new Error('newStandardGame loads no scenario: call newGame');
  return settle(createGame(options));
}

/** Every action the deciding side may take now; one per distinct outcome (see docs/engine-api-notes.md). */
export function legalActions(state: GameState): Action[] {
  // A reader of one unchanging position: control and contested locations indexed once (issue 9).
  return readingPosition(state, () => enumerateLegalActions(state));
}

/** Applies `action` and returns the new state (pure). Throws RuleError (with `rule`) when it is illegal; the input is untouched. */
export function applyAction(state: GameState, action: Action): GameState {
  return applyActionImpl(state, action);
}

/** True when `applyAction(state, action)` would succeed. */
export function isLegal(state: GameState, action: Action): boolean {
  try {
    applyActionImpl(state, action);
    return true;
  } catch (e) {
    // Illegal and malformed actions are RuleErrors (the shape is checked at the door); anything
    // else is a bug and stays loud.
    if (e instanceof RuleError) return false;
    throw e;
  }
}

/** Who must decide what now; null once the game is over. */
export function decision(state: GameState): Decision | null {
  return currentDecision(state);
}

/**
 * True when the decision now is answered from public facts only (casualties, R7.7; X26): a shared
 * screen may show it without hiding the hands behind a hand-off. False once the game is over.
 */
export function isPublicDecision(state: GameState): boolean {
  return isPublic(currentDecision(state));
}

/** What `viewer` may see (never the other side's hand or draw pile). */
export function viewFor(state: GameState, viewer: Side | 'observer'): PlayerView {
  // The view reads control and supply of every location: index the position once (issue 9).
  return readingPosition(state, () => buildView(state, viewer));
}

/** The counters at `location`, both halves. */
export function unitsAt(state: GameState, location: LocationId): Unit[] {
  return state.units.filter((u) => u.location === location).map(({ id, side, kind, strength, half }) => ({ id, side, kind, strength, half }));
}

/** True when both sides have units at `location` (R5.5). */
export function isContested(state: GameState, location: LocationId): boolean {
  return contested(state, location);
}

/** True when `location` is in supply for `side` (R5.8). */
export function isInSupply(state: GameState, side: Side, location: LocationId): boolean {
  return supplied(state, side, location);
}

/** Every location `side` can trace supply to now (R5.8), in the ruleset's location order. */
export function suppliedLocations(state: GameState, side: Side): LocationId[] {
  return suppliedList(state, side);
}

/** The Union's VP now (R4.5). */
export function victoryPoints(state: GameState): number {
  return vp(state);
}

/** The hand size now (R3.2). */
export function handSize(state: GameState, side: Side): number {
  return size(state, side);
}

/** The save text of `state`. */
export function serialize(state: GameState): string {
  return serializeState(state);
}

/** Reads a save text. Throws RuleError (rule 'save') on bad input. */
export function deserialize(text: string): GameState {
  return deserializeState(text);
}

/**
 * Everything that makes `state` an impossible position, in plain words (empty when sound): the
 * contract's invariants and the whole-position validation that `deserialize` and
 * `newGame({ scenario })` run (validate.ts). For tests and tools.
 */
export function invariantViolations(state: GameState): string[] {
  return positionProblems(state).map((p) => problemText(p, errorNames()));
}

/** The Union clock for the status bar (R4.3, R4.4): the next reshuffle check and the cards left before it. */
export function clockStatus(state: GameState): {
  reshuffles: number; nextCheck: { reshuffle: 1 | 2 | 3; needsVp: number; rule: string } | null; unionDrawCount: number; vp: number;
} {
  const r = state.cards.union.reshuffles;
  const k = rulesOf(state).constants;
  const nextCheck = r === 0 || r === 1 ? { reshuffle: (r + 1) as 1 | 2, needsVp: reshuffleCheckVp(state, r), rule: 'R4.3' }
    : { reshuffle: 3 as const, needsVp: k.thirdExhaustionVp, rule: 'R4.4' };
  return { reshuffles: r, nextCheck: state.winner ? null : nextCheck, unionDrawCount: state.cards.union.draw.length, vp: vp(state) };
}

/**
 * New games (R1): the standard setup. A `Scenario` position (the sandbox, tutorials and tests) is
 * loaded by scenario-load.ts, on top of `prepareGame`'s empty state.
 */
import { problemArgs, type PositionProblem } from './position-problems';
import { STATE_VERSION, type GameState, type NewGameOptions, type Side, type Variants } from './types';
import { errorNames, RuleError } from './errors';
import { seedToRng, shuffleInPlace } from './rng';
import { logEvent } from './log';
import { resolveRuleset, rulesOf, rulesetRef, type Ruleset, type RulesetRef } from './ruleset';
import { rulesetProblemList } from './ruleset/check';
import { placeUnit } from './stock';

/** The rulebook's defaults for every variant (E1, E16). */
export const DEFAULT_VARIANTS: Variants = { passThroughContested: false, openDiscards: false };

const SIDES: Side[] = ['union', 'confederate'];
function emptyState(seed: number, variants: Variants, ruleset: Ruleset, ref: RulesetRef): GameState {
  const sideCards = () => ({ hand: [], draw: [], pileI: [], pileII: [], discard: [], removed: [], reshuffles: 0 });
  return {
    format: 'lincoln-state', version: STATE_VERSION, ruleset: ref, seed, rng: seedToRng(seed), variants,
    turn: 1, active: 'union', actionsTaken: 0,
    cards: { union: sideCards(), confederate: sideCards() },
    units: [], nextUnitId: 1, flags: {}, captured: [],
    blockade: ruleset.blockadeStart, europe: ruleset.europeTrack.start,
    combat: null, pending: null, lastBattle: null, winner: null, checkpoint: 0, log: [],
  };
}

const problemCache = new WeakMap<Ruleset, PositionProblem[]>();
/** `rulesetProblemList`, once per (frozen) ruleset value: the bot starts thousands of games per decision. */
function problemsOf(ruleset: Ruleset): PositionProblem[] {
  let p = problemCache.get(ruleset);
  if (!p) { p = rulesetProblemList(ruleset); if (Object.isFrozen(ruleset)) problemCache.set(ruleset, p); }
  return p;
}

/**
 * The fresh, empty state of a new game under `options.ruleset` (an id of `listRulesets()` or a whole
 * value; the default without one): no card dealt, no unit placed. Throws RuleError for a seed that is
 * no finite number, an unknown ruleset or one that cannot be played. `own` with `ownRef`: a game
 * the engine's own callers build from a game already played under these rules (the bot's
 * determinizations, `src/engine/own-games.ts`): its reference is shared, not hashed or checked again.
 */
export function prepareGame(options: NewGameOptions, own = false, ownRef?: RulesetRef): GameState {
  const seed = options.seed ?? 1;
  if (!Number.isFinite(seed)) throw new RuleError('scenario', 'seed-not-finite');
  const variants: Variants = { ...DEFAULT_VARIANTS, ...(options.variants ?? {}) };
  let ruleset: Ruleset;
  let ref: RulesetRef;
  if (own && ownRef) {
    // The reference of a game already played under these rules (the bot's determinizations):
    // shared as states share it, its tables found by identity, no hash, copy or check again.
    ruleset = rulesOf({ ruleset: ownRef }).ruleset;
    ref = ownRef;
  } else {
    ruleset = resolveRuleset(options.ruleset);
    const problem = problemsOf(ruleset)[0];
    if (problem) throw new RuleError('ruleset', 'ruleset-unplayable', { ...problemArgs(problem, errorNames()), id: ruleset.id });
    ref = rulesetRef(ruleset);
  }
  return emptyState(seed, variants, ruleset, ref);
}

/**
 * A game with the standard setup (R1.2–R1.6) under `options.ruleset` (see `prepareGame`, whose
 * errors it throws). A scenario is loaded by `createScenarioGame` (scenario-load.ts), which the
 * app's first paint leaves to the lazily loaded editor; `options.scenario` is ignored here.
 */
export function createGame(options: Omit<NewGameOptions, 'scenario'> = {}, own = false, ownRef?: RulesetRef): GameState {
  const state = prepareGame(options, own, ownRef);
  for (const side of SIDES) {
    const cards = state.cards[side];
    for (const card of rulesOf(state).ruleset.cards) {
      if (card.side !== side) continue;
      if (card.pile === 'I') cards.pileI.push(card.id);
      else if (card.pile === 'II') cards.pileII.push(card.id);
      else cards.draw.push(card.id);
    }
    shuffleInPlace(state, cards.draw);
  }
  // R1.4: Confederate 5 cards (the hand size at the Blockade marker's start, R10.1), Union 6 (R3.2).
  const t = rulesOf(state);
  state.cards.confederate.hand = state.cards.confederate.draw.splice(0, t.ruleset.blockadeTrack[t.ruleset.blockadeStart]!.handSize);
  state.cards.union.hand = state.cards.union.draw.splice(0, t.constants.unionHandSize);
  for (const a of rulesOf(state).ruleset.startingArmies) placeUnit(state, a.side, 'army', a.strength, a.location, 'upper');
  // No seed in the log: the log is public, and the seed rebuilds both hands and draw piles (R2.6; QA).
  logEvent(state, 'setup', {}, ['R1.2', 'R1.3', 'R1.4', 'R1.5', 'R1.6']);
  return state;
}

/**
 * One headless game between two players, with the facts the simulator reports. Deterministic:
 * the same seed and player specs give the same game (players are seeded from the game seed).
 */
import type { Side } from '../data';
import { mixSeed } from '../bot/rng';
import { applyAction, clockStatus, decision, newGame, victoryPoints, viewFor, winner, winReasonText } from '../engine';
import type { GameState, Variants, Ruleset } from '../engine';
import { makePlayer, type PlayerSpec } from './players';
import type { SearchBudget } from '../bot';
import { evaluationTerms, featuresOf } from '../bot/evaluate';

/** Options of `runGame`. */
export interface GameOptions {
  /** Engine seed (uint32); the players' seeds derive from it. */
  seed: number;
  union: PlayerSpec;
  confederate: PlayerSpec;
  /** Stop an endless game after this many decisions (default 4000): recorded as unfinished. */
  maxDecisions?: number;
  /**
   * Stop the game once this turn is over (turns count each side's turn: the Union plays 1, 3, 5…,
   * R1.6, R3.1), recorded as unfinished. For figures of the opening only, such as Washington lost
   * by turn 5 (R12.2), which then cost a fraction of whole games. Default: no limit.
   */
  maxTurns?: number;
  variants?: Partial<Variants>;
  /** The ruleset: an id of `listRulesets()` or a whole value (default: 'default'). */
  ruleset?: string | Ruleset;
  /** Budget overrides for bot players (tests). */
  budget?: Partial<SearchBudget>;
  /** Budget overrides per side, applied after `budget` (head-to-head tests of bot settings). */
  sideBudget?: Partial<Record<Side, Partial<SearchBudget>>>;
  /** Record the bot evaluation's terms at every action decision (`evalSamples`, for scripts/fit-eval.ts). */
  sampleEvaluation?: boolean;
}

/** What happened in one game. */
export interface GameRecord {
  seed: number;
  union: PlayerSpec;
  confederate: PlayerSpec;
  /** The winning side, or null when the game errored or was cut off. */
  winner: Side | null;
  /** The victory rule (`winner(state).rule`, e.g. 'R4.4'), 'unfinished' or 'error'. */
  rule: string;
  reason: string;
  /** Turn number at the end (`maxTurns` for a game stopped by it). */
  turns: number;
  decisions: { union: number; confederate: number; total: number };
  /** Union VP at each Union reshuffle, in order (R4.3, R4.4: up to 3 checks). */
  vpAtReshuffle: number[];
  /** Combats fought (each E10 fort battle counts as one more). */
  battles: number;
  /** Cards removed from the game per side at the end (R2.5). */
  removed: Record<Side, number>;
  finalVp: number;
  europe: number;
  blockade: number;
  /** The error message when a player or the engine failed. */
  error?: string;
  /** With `sampleEvaluation`: the terms of `evaluationTerms` (EVAL_TERMS order) at each action decision. */
  evalSamples?: number[][];
}

/** Plays one game to its end (or the decision cap) and records it. Never throws. */
export function runGame(options: GameOptions): GameRecord {
  const seed = options.seed >>> 0;
  const players = {
    union: makePlayer(options.union, mixSeed(seed, 1), { ...options.budget, ...options.sideBudget?.union }),
    confederate: makePlayer(options.confederate, mixSeed(seed, 2), { ...options.budget, ...options.sideBudget?.confederate }),
  };
  const maxDecisions = options.maxDecisions ?? 4000;
  const maxTurns = options.maxTurns ?? Infinity;
  const record: GameRecord = {
    seed, union: options.union, confederate: options.confederate,
    winner: null, rule: 'unfinished', reason: '', turns: 0,
    decisions: { union: 0, confederate: 0, total: 0 },
    vpAtReshuffle: [], battles: 0, removed: { union: 0, confederate: 0 },
    finalVp: 0, europe: 0, blockade: 0,
  };
  let state: GameState | null = null;
  try {
    state = newGame({ seed, variants: options.variants, ruleset: options.ruleset });
    let reshuffles = clockStatus(state).reshuffles;
    let combatSig = combatSignature(state);
    while (record.decisions.total < maxDecisions && state.turn <= maxTurns) {
      const d = decision(state);
      if (!d) break;
      if (options.sampleEvaluation && d.kind === 'action') (record.evalSamples ??= []).push(evaluationTerms(featuresOf(state)));
      const action = players[d.side].chooseAction(state, d.side);
      state = applyAction(state, action);
      record.decisions[d.side]++;
      record.decisions.total++;
      const clock = clockStatus(state);
      while (reshuffles < clock.reshuffles) {
        reshuffles++;
        record.vpAtReshuffle.push(victoryPoints(state));
      }
      const sig = combatSignature(state);
      if (sig !== combatSig && sig !== '') record.battles++;
      combatSig = sig;
    }
    const w = winner(state);
    if (w) {
      record.winner = w.side;
      record.rule = w.rule;
      record.reason = winReasonText(w.reason, w.args);
      // A failed check (R4.3) or the third exhaustion (R4.4) ends the game without counting a reshuffle: record its VP.
      if ((w.rule.startsWith('R4.3') || w.rule.startsWith('R4.4')) && record.vpAtReshuffle.length < 3) record.vpAtReshuffle.push(victoryPoints(state));
    } else {
      record.reason = state.turn > maxTurns ? `stopped after turn ${maxTurns}` : `stopped after ${record.decisions.total} decisions`;
    }
  } catch (e) {
    record.rule = 'error';
    record.error = e instanceof Error ? `${e.message}` : String(e);
    record.reason = 'error';
  }
  if (state) {
    const view = viewFor(state, 'observer');
    // Stopped by maxTurns, the state has just entered the next turn, which was not played: the last turn played is maxTurns.
    record.turns = record.rule === 'unfinished' && view.turn > maxTurns ? maxTurns : view.turn;
    record.removed = { union: view.sides.union.removedCount, confederate: view.sides.confederate.removedCount };
    record.finalVp = view.vp;
    record.europe = view.europe;
    record.blockade = view.blockade;
  }
  return record;
}

/** Identifies the combat in progress ('' when none), so a new combat or an E10 fort battle is noticed. */
function combatSignature(state: GameState): string {
  const c = state.combat;
  return c ? `${c.location}/${c.attacker}/${c.fortBattle ? 'fort' : 'main'}` : '';
}

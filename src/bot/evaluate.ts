/**
 * Static evaluation of a position as the probability that the Union wins, for cutting rollouts
 * short. Reads only public facts (map, tracks, VP, pile and hand counts), so it is the same for
 * every determinization of one information set.
 */
import { bindRuleset, botRules } from './rules';
import { clockStatus, europeSpace, hand, winner } from '../engine';
import type { GameState } from '../engine';
import { lossRisk } from './heuristics';
import type { Snapshot } from './snapshot';
import { snapshotFromState } from './snapshot';

/** The VP the Union must hold at its 1st and 2nd reshuffle (R4.3) and 3rd exhaustion (R4.4), from the bound ruleset. */
function clockChecks(): readonly number[] {
  const c = botRules().ruleset.constants;
  return [c.firstReshuffleVp, c.secondReshuffleVp, c.thirdExhaustionVp];
}
/** Rough cards the Union draws per deck cycle after the first (discards + the I or II pile). */
const CYCLE_CARDS = 40;
/** Rough Union VP gained per card drawn, over a whole game. */
const VP_PER_CARD = 0.085;

/** The evaluation's terms, each a public feature of the position (signs: positive favours the Union). */
export const EVAL_TERMS = [
  'bias', 'clockMargin', 'europe', 'europeDanger', 'army', 'washingtonThreat', 'washingtonLost', 'goals', 'hands',
] as const;

/** One term's name. */
export type EvalTerm = (typeof EVAL_TERMS)[number];

/** Weights of the terms on the logit scale (`scripts/fit-eval.ts` fits them from simulated games). */
export type EvalWeights = Readonly<Record<EvalTerm, number>>;

/**
 * The weights the bot uses: fitted by `scripts/fit-eval.ts` to 37,032 action decisions of 600
 * normal-vs-normal games (simulator seed 77, docs/bot.md). Log-loss 0.539 against 0.660 for a
 * constant and 0.740 for the hand-set weights they replace.
 */
export const EVAL_WEIGHTS: EvalWeights = {
  bias: -0.56,
  clockMargin: 0.077,
  europe: 0.136,
  europeDanger: 0.12,
  army: 0.109,
  washingtonThreat: 0.794,
  washingtonLost: 1.896,
  goals: 0.355,
  hands: 0.08,
};

/** The inputs of `evaluateFeatures`, all public. */
export interface EvalFeatures {
  vp: number;
  unionReshuffles: number;
  unionDrawCount: number;
  europe: number;
  snap: Snapshot;
  handUnion: number;
  handConfederate: number;
}

/** The value of every term (in EVAL_TERMS order) for the given features; positive favours the Union. */
export function evaluationTerms(f: EvalFeatures): number[] {
  const checks = clockChecks();
  let margin = Infinity;
  for (let r = f.unionReshuffles; r < checks.length; r++) {
    const cards = f.unionDrawCount + (r - f.unionReshuffles) * CYCLE_CARDS;
    margin = Math.min(margin, f.vp + VP_PER_CARD * cards - checks[r]!);
  }
  if (margin === Infinity) margin = f.vp - checks[checks.length - 1]!;
  const e = f.europe;
  const europeDanger = e >= botRules().ruleset.europeTrack.europeEnd - 3 ? e - (botRules().ruleset.europeTrack.europeEnd - 4) : 0;
  const held = f.snap.at.washington.control === 'union';
  const threat = held ? lossRisk(f.snap, 'washington', 'union', f.snap.at.washington.army.union) : 0;
  const goals = (f.snap.at.richmond.control === 'union' ? 1 : 0) + (f.snap.at.vicksburg.control === 'union' ? 1 : 0);
  return [
    1,
    margin,
    -(e - botRules().ruleset.europeTrack.start),
    -europeDanger,
    f.snap.totalArmy.union - f.snap.totalArmy.confederate,
    -threat,
    held ? 0 : -1,
    goals * goals,
    f.handUnion - f.handConfederate,
  ];
}

/** P(Union wins) in (0, 1) from public features: the logistic of the weighted terms. */
export function evaluateFeatures(f: EvalFeatures, weights: EvalWeights = EVAL_WEIGHTS): number {
  const t = evaluationTerms(f);
  let x = 0;
  for (let i = 0; i < EVAL_TERMS.length; i++) x += weights[EVAL_TERMS[i]] * t[i];
  return 1 / (1 + Math.exp(-x));
}

/** The public features of a state that `evaluateFeatures` reads. */
export function featuresOf(state: GameState, snap?: Snapshot): EvalFeatures {
  const clock = clockStatus(state);
  return {
    vp: clock.vp,
    unionReshuffles: clock.reshuffles,
    unionDrawCount: clock.unionDrawCount,
    europe: europeSpace(state),
    snap: snap ?? snapshotFromState(state),
    handUnion: hand(state, 'union').length,
    handConfederate: hand(state, 'confederate').length,
  };
}

/** P(Union wins) of a state: 1 or 0 once decided (R12), else `evaluateFeatures`. */
export function evaluateState(state: GameState, snap?: Snapshot, weights: EvalWeights = EVAL_WEIGHTS): number {
  const w = winner(state);
  if (w) return w.side === 'union' ? 1 : 0;
  bindRuleset(state);
  return evaluateFeatures(featuresOf(state, snap), weights);
}

/**
 * Static evaluation of a position as the probability that the Union wins, for cutting rollouts
 * short. Reads only public facts (map, tracks, VP, pile and hand counts), so it is the same for
 * every determinization of one information set.
 */
import { EUROPE_TRACK } from '../data';
import { clockStatus, europeSpace, hand, winner } from '../engine';
import type { GameState } from '../engine';
import { lossRisk } from './heuristics';
import type { Snapshot } from './snapshot';
import { snapshotFromState } from './snapshot';

/** The VP the Union must hold at its 1st, 2nd and 3rd reshuffle (R4.3, R4.4). */
const CHECKS = [2, 5, 12];
/** Rough cards the Union draws per deck cycle after the first (discards + the I or II pile). */
const CYCLE_CARDS = 40;
/** Rough Union VP gained per card drawn, over a whole game. */
const VP_PER_CARD = 0.085;

/** Weights of the evaluation's terms (logit scale). Exposed for tuning. */
export const EVAL_WEIGHTS = {
  clockMargin: 0.75,
  europe: 0.3,
  europeDanger: 0.7,
  army: 0.1,
  washingtonThreat: 2.5,
  washingtonLost: 3,
  goals: 0.45,
  hands: 0.06,
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

/** P(Union wins) in (0, 1) from public features. */
export function evaluateFeatures(f: EvalFeatures): number {
  const w = EVAL_WEIGHTS;
  let margin = Infinity;
  for (let r = f.unionReshuffles; r < CHECKS.length; r++) {
    const cards = f.unionDrawCount + (r - f.unionReshuffles) * CYCLE_CARDS;
    margin = Math.min(margin, f.vp + VP_PER_CARD * cards - CHECKS[r]);
  }
  if (margin === Infinity) margin = f.vp - 12;
  let x = w.clockMargin * margin;
  const e = f.europe;
  x -= w.europe * (e - EUROPE_TRACK.start);
  if (e >= EUROPE_TRACK.europeEnd - 3) x -= w.europeDanger * (e - (EUROPE_TRACK.europeEnd - 4));
  x += w.army * (f.snap.totalArmy.union - f.snap.totalArmy.confederate);
  if (f.snap.at.washington.control !== 'union') x -= w.washingtonLost;
  else x -= w.washingtonThreat * lossRisk(f.snap, 'washington', 'union', f.snap.at.washington.army.union);
  const goals = (f.snap.at.richmond.control === 'union' ? 1 : 0) + (f.snap.at.vicksburg.control === 'union' ? 1 : 0);
  x += w.goals * goals * goals;
  x += w.hands * (f.handUnion - f.handConfederate);
  return 1 / (1 + Math.exp(-x));
}

/** P(Union wins) of a state: 1 or 0 once decided (R12), else `evaluateFeatures`. */
export function evaluateState(state: GameState, snap?: Snapshot): number {
  const w = winner(state);
  if (w) return w.side === 'union' ? 1 : 0;
  const clock = clockStatus(state);
  return evaluateFeatures({
    vp: clock.vp,
    unionReshuffles: clock.reshuffles,
    unionDrawCount: clock.unionDrawCount,
    europe: europeSpace(state),
    snap: snap ?? snapshotFromState(state),
    handUnion: hand(state, 'union').length,
    handConfederate: hand(state, 'confederate').length,
  });
}

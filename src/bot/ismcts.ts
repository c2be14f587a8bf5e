/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse
 * 2012). Every iteration deals a fresh determinization of the searching side's view, walks the
 * shared tree (children keyed by canonical action keys, UCB with availability counts), expands
 * one node, runs a heuristic rollout cut off at a fixed depth and backs up P(Union wins).
 */
import type { Side } from '../data';
import { legalActions, RuleError } from '../engine';
import { applyOwnAction } from '../engine/own-games';
import type { Action, GameState, PlayerView } from '../engine';
import { contextFromState, contextFromView } from './context';
import { canDeterminize, determinize, determinizeCombat } from './determinize';
import { evaluateState, type EvalWeights } from './evaluate';
import { actionKey } from './keys';
import { coarseGroup, diverse, rankActions, type Scored } from './policy';
import { guardCandidates } from './threat-guard';
import { live, rolloutStep, successors } from './step';
import type { Rng } from './rng';
import { snapshotFromState, unitSignature, type Snapshot } from './snapshot';
import { translateAction, unitIdMap } from './translate';

/** Root actions scored for the candidate list (every one, in practice). */
const ROOT_MAX_SCORED = 5000;

/** Search limits and knobs. */
export interface SearchBudget {
  /** Iterations (determinization + descent + rollout) per decision. */
  iterations: number;
  /** Optional thinking time in milliseconds (needs `now`): the search stops when it is spent, once each root candidate was tried. */
  timeMs?: number;
  /** Candidate actions kept at the root (heuristic top-k). */
  rootTopK: number;
  /** Candidate actions at other nodes: `topK + floor(sqrt(visits))` (progressive widening). */
  topK: number;
  /** Rollout length in decisions before the evaluation cuts it (0 = evaluate at once). */
  rolloutDepth: number;
  /** UCB exploration constant. */
  exploration: number;
  /** Rollout policy: chance of a uniform random step. */
  epsilon: number;
  /** Rollout policy: actions scored per step. */
  sample: number;
  /** Weights of the static evaluation (default EVAL_WEIGHTS); for tuning and head-to-head tests. */
  weights?: EvalWeights;
  /** The threat guard on the root candidates (threat-guard.ts; default on); `false` for head-to-head tests. */
  threatGuard?: boolean;
  /** The guard's safety margin in strength points (default THREAT_MARGIN), for tuning. */
  threatMargin?: number;
  /**
   * Search the defender's choice between standing and withdrawing (R7.3, R8) too, on determinized
   * battles (`determinizeCombat`); the card, Benefits and refuges stay the heuristic's. Without it
   * the heuristic decides the whole answer.
   */
  combatSearch?: boolean;
}

/** Statistics of one search, for benches and debugging. */
export interface SearchStats {
  iterations: number;
  rolloutSteps: number;
  /** Iterations abandoned because the engine refused an action in a determinization. */
  errors: number;
  /** Root children: canonical key, visits and mean reward for the searching side. */
  children: { key: string; visits: number; mean: number }[];
}

interface Node {
  visits: number;
  reward: number;
  avail: number;
  mover: Side;
  children: Map<string, Node>;
}

function newNode(mover: Side): Node {
  return { visits: 0, reward: 0, avail: 0, mover, children: new Map() };
}

function keyer(snap: Snapshot): (id: string) => string {
  return (id) => {
    const u = snap.units.get(id);
    return u ? unitSignature(u) : id;
  };
}

/**
 * Runs the search for `side` at a fresh 'action' decision of the real game, or at a battle
 * decision `determinizeCombat` can rebuild.
 * `state` is used only for `legalActions` at the root (the side's own options); everything hidden
 * comes from determinizations of `view`. Returns the chosen member of `legalActions(state)`.
 */
export function searchAction(
  state: GameState, view: PlayerView, side: Side, rng: Rng, budget: SearchBudget, now?: () => number,
): { action: Action; stats: SearchStats } {
  const rootLegal = legalActions(state);
  const rootCtx = contextFromView(view, side);
  let ranked: readonly Scored[] = rankActions(rootCtx, rootLegal, rng, ROOT_MAX_SCORED);
  const atAction = canDeterminize(view);
  const deal = atAction ? determinize : determinizeCombat;
  if (atAction && budget.threatGuard !== false && ranked.length > 1) {
    // Issue 9 item 3: no candidate that leaves a decisive location losable when another helps (R12.2, R12.3).
    const det = determinize(view, side, rng);
    const idMap = unitIdMap(view.units, det.units);
    ranked = guardCandidates(det, side, ranked, (a) => translateAction(a, idMap), coarseGroup(rootCtx), budget.threatMargin);
  }
  // In a battle only the heuristic's best answer of each kind is weighed (stand with its card and
  // Benefits, or withdraw to its refuges: R7.3, R8): the evaluation does not price cards kept in hand.
  const rootCands: Scored[] = atAction ? diverse(ranked, Math.max(1, budget.rootTopK), rootCtx) : bestOfEachType(ranked);
  const stats: SearchStats = { iterations: 0, rolloutSteps: 0, errors: 0, children: [] };
  if (rootCands.length === 1) return { action: rootCands[0].action, stats };
  const rootKey = keyer(rootCtx.snap);
  const rootKeys = rootCands.map((c) => actionKey(c.action, rootKey));
  const root = newNode(side);
  const start = now?.() ?? 0;

  for (let it = 0; it < budget.iterations; it++) {
    // Time is up: stop, once every root candidate has been tried (issue 9 item 2).
    if (budget.timeMs !== undefined && now && it >= rootKeys.length && now() - start >= budget.timeMs) break;
    try {
      iterate();
    } catch (e) {
      // An engine refusal inside a determinization (should not happen) costs one iteration only;
      // any other error is a bug and is thrown. Tests assert `stats.errors === 0`.
      if (!(e instanceof RuleError)) throw e;
      stats.errors++;
      if (stats.errors > 20 && stats.errors > stats.iterations) break;
    }
  }

  function iterate(): void {
    let s = deal(view, side, rng);
    const idMap = unitIdMap(view.units, s.units); // the map's units (open, R2.6), in list order: no snapshot needed
    const path: Node[] = [];
    let node = root;
    let expanded = false;
    // Root: the candidates of the real position, carried into this determinization.
    {
      for (const k of rootKeys) {
        const child = root.children.get(k);
        if (child) child.avail++;
      }
      let pick = rootKeys.findIndex((k) => !root.children.has(k));
      if (pick >= 0) {
        const child = newNode(side);
        child.avail = 1;
        root.children.set(rootKeys[pick], child);
        expanded = true;
      } else {
        pick = selectUcb(root, rootKeys, budget.exploration);
      }
      s = applyOwnAction(s, translateAction(rootCands[pick].action, idMap));
      node = root.children.get(rootKeys[pick])!;
      path.push(node);
    }
    // Tree descent below the root.
    while (!expanded && live(s)) {
      const snap = snapshotFromState(s);
      const ctx = contextFromState(s, snap);
      const k = budget.topK + Math.floor(Math.sqrt(node.visits));
      const key = keyer(snap);
      const seen = new Set<string>();
      const cands = successors(s, ctx, k, rng).filter((c) => {
        const kk = actionKey(c.action, key);
        if (seen.has(kk)) return false;
        seen.add(kk);
        return true;
      });
      const keys = [...seen];
      for (const kk of keys) {
        const child = node.children.get(kk);
        if (child) child.avail++;
      }
      let pick = keys.findIndex((kk) => !node.children.has(kk));
      if (pick >= 0) {
        const child = newNode(ctx.side);
        child.avail = 1;
        node.children.set(keys[pick], child);
        expanded = true;
      } else {
        pick = selectUcb(node, keys, budget.exploration);
      }
      s = cands[pick].next;
      node = node.children.get(keys[pick])!;
      path.push(node);
    }
    // Rollout.
    let steps = 0;
    while (steps < budget.rolloutDepth && live(s)) {
      s = rolloutStep(s, rng, budget.epsilon, budget.sample);
      steps++;
    }
    stats.rolloutSteps += steps;
    const v = evaluateState(s, undefined, budget.weights);
    for (const n of path) {
      n.visits++;
      n.reward += n.mover === 'union' ? v : 1 - v;
    }
    stats.iterations++;
  }

  let best = 0;
  let bestVisits = -1;
  rootKeys.forEach((k, i) => {
    const c = root.children.get(k);
    const visits = c?.visits ?? 0;
    const mean = c && c.visits ? c.reward / c.visits : 0;
    stats.children.push({ key: k, visits, mean });
    if (visits > bestVisits || (visits === bestVisits && mean > (stats.children[best]?.mean ?? 0))) {
      best = i;
      bestVisits = visits;
    }
  });
  return { action: rootCands[best].action, stats };
}

/** The first (best) of each action type in `ranked`, in order. */
function bestOfEachType(ranked: readonly Scored[]): Scored[] {
  const best = new Map<string, Scored>();
  for (const c of ranked) if (!best.has(c.action.type)) best.set(c.action.type, c);
  return [...best.values()];
}

/** UCB1 with availability counts (SO-ISMCTS): the index of the best key among `keys`. */
function selectUcb(node: Node, keys: readonly string[], c: number): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < keys.length; i++) {
    const child = node.children.get(keys[i])!;
    const mean = child.visits ? child.reward / child.visits : 0.5;
    const value = mean + c * Math.sqrt(Math.log(Math.max(1, child.avail)) / Math.max(1, child.visits));
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

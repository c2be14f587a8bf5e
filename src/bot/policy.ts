/**
 * Heuristic policies over a list of legal actions: the greedy choice, the top-k candidates the
 * search keeps, and the quick noisy choice used in rollouts.
 */
import type { Action } from '../engine';
import type { DecisionContext } from './context';
import { scoreAction } from './heuristics';
import { coarseKey } from './keys';
import { unitSignature } from './snapshot';
import type { Rng } from './rng';

/** An action with its heuristic score. */
export interface Scored { action: Action; score: number }

/**
 * The `k` best actions by heuristic score, best first (ties keep legal order). When there are more
 * than `maxScored` actions, a random sample of that many is scored instead (with `rng`).
 */
export function topK(ctx: DecisionContext, actions: readonly Action[], k: number, rng: Rng, maxScored = 400): Scored[] {
  return diverse(rankActions(ctx, actions, rng, maxScored), Math.max(1, k), ctx);
}

/**
 * Every action (or a random sample of `maxScored` when there are more, with `rng`) with its
 * heuristic score, best first; ties keep legal order.
 */
export function rankActions(ctx: DecisionContext, actions: readonly Action[], rng: Rng, maxScored = 400): Scored[] {
  let pool = actions;
  if (actions.length > maxScored) pool = rng.shuffle(actions).slice(0, maxScored);
  const scored = pool.map((action, i) => ({ action, score: scoreAction(ctx, action), i }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map(({ action, score }) => ({ action, score }));
}

/** The coarse group of an action in this context (see `coarseKey`): alike actions share one. */
export function coarseGroup(ctx: DecisionContext): (action: Action) => string {
  const namer = (id: string): string => {
    const u = ctx.snap.units.get(id);
    return u ? unitSignature(u) : id;
  };
  return (action) => coarseKey(action, namer);
}

/**
 * The first `k` of `sorted` (best first), keeping only the best of each coarse group (same deploy
 * with another payment or half, same move with another card…).
 */
export function diverse<T extends { action: Action }>(sorted: readonly T[], k: number, ctx: DecisionContext): T[] {
  const group = coarseGroup(ctx);
  const seen = new Set<string>();
  const out: T[] = [];
  for (const s of sorted) {
    if (out.length >= k) break;
    const key = group(s.action);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(s);
    }
  }
  return out;
}

/** The single best action by heuristic score (the "heuristic player"); throws on an empty list. */
export function greedy(ctx: DecisionContext, actions: readonly Action[], rng: Rng): Action {
  if (actions.length === 0) throw new Error('greedy: no legal actions');
  return topK(ctx, actions, 1, rng)[0].action;
}

/**
 * A rollout step: with probability `epsilon` a uniform choice, otherwise the best of `sample`
 * randomly drawn actions. Cheap (at most `sample` scores) and varied.
 */
export function rolloutChoice(ctx: DecisionContext, actions: readonly Action[], rng: Rng, epsilon = 0.1, sample = 12): Action {
  if (actions.length === 1) return actions[0];
  if (rng.next() < epsilon) return rng.pick(actions);
  let best: Action = actions[0];
  let bestScore = -Infinity;
  const consider = (a: Action): void => {
    const s = scoreAction(ctx, a);
    if (s > bestScore) { bestScore = s; best = a; }
  };
  if (actions.length <= sample) {
    for (const a of actions) consider(a);
    return best;
  }
  // Stratified sample: a few of each action type, so a rare attack is not drowned by deploys.
  const buckets = new Map<string, Action[]>();
  for (const a of actions) {
    const b = buckets.get(a.type);
    if (b) b.push(a);
    else buckets.set(a.type, [a]);
  }
  const per = Math.max(2, Math.ceil(sample / buckets.size));
  for (const bucket of buckets.values()) {
    if (bucket.length <= per) for (const a of bucket) consider(a);
    else for (let i = 0; i < per; i++) consider(bucket[rng.int(bucket.length)]);
  }
  return best;
}

/**
 * Moves inside the search's own determinized games: the top candidate successors of a node and
 * one rollout step. At 'action' decisions candidates come from the fast proposer (tried with
 * `applyAction`, falling back to `legalActions`); elsewhere from `legalActions`, which is small.
 */
import { decision, legalActions, RuleError } from '../engine';
import { applyOwnAction } from '../engine/own-games';
import type { Action, GameState } from '../engine';
import { proposeActions } from './candidates';
import { contextFromState, type DecisionContext } from './context';
import { scoreAction } from './heuristics';
import { rolloutChoice, topK } from './policy';
import type { Rng } from './rng';

/** Random noise added to proposal scores in rollouts (score units), for varied playouts. */
const ROLLOUT_NOISE = 0.4;

/** A candidate action and the state it leads to. */
export interface Successor { action: Action; next: GameState }

/**
 * The state after `action`, or null when the engine refuses it (a `RuleError`; any other error is
 * thrown). The bot's actions are typed proposals or listed actions: the engine's side door skips
 * their shape check (issue 9), never the rules.
 */
function tryApply(state: GameState, action: Action): GameState | null {
  try {
    return applyOwnAction(state, action);
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
}

/** Each proposal's heuristic score, plus `noise` × a draw of `rng` per proposal in order when given. */
function proposalScores(ctx: DecisionContext, props: readonly Action[], rng?: Rng, noise = 0): number[] {
  const scores = new Array<number>(props.length);
  for (let i = 0; i < props.length; i++) scores[i] = scoreAction(ctx, props[i]!) + (rng && noise ? rng.next() * noise : 0);
  return scores;
}

/** `props` sorted best score first, ties in proposal order. */
function byScore(props: readonly Action[], scores: readonly number[]): Action[] {
  const order = props.map((_, i) => i);
  order.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return order.map((i) => props[i]!);
}

/** Proposals sorted best first by heuristic score. */
function rankedProposals(ctx: DecisionContext, rng?: Rng, noise = 0): Action[] {
  const props = proposeActions(ctx);
  return byScore(props, proposalScores(ctx, props, rng, noise));
}

/** Up to `k` legal successors, best heuristic first (at least one while the game goes on). */
export function successors(state: GameState, ctx: DecisionContext, k: number, rng: Rng): Successor[] {
  const out: Successor[] = [];
  if (ctx.decision.kind === 'action') {
    for (const action of rankedProposals(ctx)) {
      const next = tryApply(state, action);
      if (next) out.push({ action, next });
      if (out.length >= k) return out;
    }
    if (out.length) return out;
  }
  for (const { action } of topK(ctx, legalActions(state), k, rng)) out.push({ action, next: applyOwnAction(state, action) });
  return out;
}

/** One rollout step: the heuristic choice with `epsilon` randomness. Throws only if the game is over. */
export function rolloutStep(state: GameState, rng: Rng, epsilon: number, sample: number): GameState {
  const ctx = contextFromState(state);
  if (ctx.decision.kind === 'action') {
    const props = proposeActions(ctx);
    const scores = proposalScores(ctx, props, rng, ROLLOUT_NOISE);
    let ranked: Action[] | null = null;
    if (props.length && rng.next() < epsilon) {
      ranked = byScore(props, scores);
      const next = tryApply(state, rng.pick(ranked));
      if (next) return next;
    } else if (props.length) {
      // Without the random pick only the best proposal is needed, and it is nearly always legal:
      // the first of the sorted list, found without sorting (issue 9: rollouts' time).
      let best = 0;
      for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
      const next = tryApply(state, props[best]!);
      if (next) return next;
    }
    for (const action of ranked ?? byScore(props, scores)) {
      const next = tryApply(state, action);
      if (next) return next;
    }
  }
  return applyOwnAction(state, rolloutChoice(ctx, legalActions(state), rng, epsilon, sample));
}

/** True while the game goes on. */
export function live(state: GameState): boolean {
  return decision(state) !== null;
}

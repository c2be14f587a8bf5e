/**
 * What the game screen shows now, derived from the store: the deciding side, whether the
 * hand-off screen hides the hands, the view of the viewer, the legal actions and the builder's
 * status. Everything here comes from the engine's `decision`, `viewFor` and `legalActions`.
 */
import { useMemo } from 'react';
import { decision } from '../../engine';
import type { Action, Decision, GameState, PlayerView, Side } from '../../engine/types';
import { builderStatus, type BuilderState, type BuilderStatus } from '../builder/builder';
import type { StepContext } from '../builder/steps';
import { useGame } from '../store/StoreContext';
import { legalFor, unitContext, viewOf } from './derive';

/** The game screen's model. */
export interface Screen {
  state: GameState;
  decision: Decision | null;
  /** The side that must decide, null once the game is over. */
  decider: Side | null;
  /** The hand-off screen shows: the decider has not yet confirmed who is at the screen. */
  handoff: boolean;
  /** Who the screen is rendered for: the confirmed decider, or the observer (hand-off, game over). */
  viewer: Side | 'observer';
  view: PlayerView;
  /** The decider's legal actions; empty while the hand-off screen shows. */
  legal: Action[];
  ctx: StepContext;
  status: BuilderStatus;
}

/** Pure form of `useScreen`, for a given state, confirmed side and builder. */
export function screenOf(state: GameState, confirmedSide: Side | null, builder: BuilderState): Screen {
  const d = decision(state);
  const decider = d?.side ?? null;
  const handoff = decider !== null && decider !== confirmedSide;
  const viewer: Side | 'observer' = decider !== null && !handoff ? decider : 'observer';
  const view = viewOf(state, viewer);
  const legal = handoff ? [] : legalFor(state);
  const ctx = unitContext(view);
  return { state, decision: d, decider, handoff, viewer, view, legal, ctx, status: builderStatus(legal, builder, ctx) };
}

/** The game screen's model, recomputed when the game, the confirmed side or the builder change. */
export function useScreen(): Screen {
  const state = useGame((s) => s.game);
  const confirmedSide = useGame((s) => s.ui.confirmedSide);
  const builder = useGame((s) => s.ui.builder);
  return useMemo(() => screenOf(state, confirmedSide, builder), [state, confirmedSide, builder]);
}

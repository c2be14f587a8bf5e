/**
 * The engine's reason for a place the builder did not offer (issue 10 item 4), loaded on the first
 * such click so that it and the engine's `whyNot` stay out of the first-paint bundle (see
 * vite.config.ts).
 */
import { whyNot, type WhyNot } from '../../engine';
import type { CardId, GameState, LocationId } from '../../engine/types';
import type { BuilderState } from './builder';
import { partialAction } from './partial';

/**
 * `whyNot` for the builder's picks (`picks`: those the builder gave without asking included) with
 * `location` picked at map step `stepId`; null when the engine has no objection.
 */
export function explainPlace(state: GameState, builder: BuilderState, stepId: string, location: LocationId, picks = builder.picks): WhyNot | null {
  // Rail Movement (R11.5): its moves so far, each army named by the place it starts from and the
  // one clicked as this step's start or destination, for the engine to check (its partial action
  // would name no move at all).
  const rail = /^rail([12])-(from|to)$/.exec(stepId);
  if (builder.type === 'card-action' && builder.card && rail) {
    const at = { ...picks, [stepId]: location };
    const moves = (rail[1] === '1' ? ['1'] : ['1', '2']).map((n) => ({ from: at[`rail${n}-from`] as LocationId | undefined, to: at[`rail${n}-to`] as LocationId | undefined }));
    return whyNot(state, { type: 'card-action', card: builder.card, moves });
  }
  if (builder.type === 'rail-move' && (stepId === 'from' || stepId === 'to')) {
    const at = { ...picks, [stepId]: location };
    return whyNot(state, { type: 'rail-move', move: { from: at.from as LocationId | undefined, to: at.to as LocationId | undefined } });
  }
  const partial = partialAction(builder, stepId, location);
  return partial ? whyNot(state, partial) : null;
}

/**
 * `whyNot` for a move of the army at `from` to `to` (direct play, issue 11 item 1) — by rail when
 * the second army of a Rail Movement is asked for (R11.5); null when the engine has no objection.
 */
export function explainMove(state: GameState, from: LocationId, to: LocationId): WhyNot | null {
  return whyNot(state, state.pending?.kind === 'rail-movement' ? { type: 'rail-move', move: { from, to } } : { type: 'move', from, to });
}

/** `whyNot` for a deploy of `card` at `location` (a card dragged onto the map, issue 11 item 1); null when the engine has no objection. */
export function explainDeploy(state: GameState, card: CardId, location: LocationId): WhyNot | null {
  return whyNot(state, { type: 'deploy', card, location });
}

/**
 * The would-be action of the builder's picks (issue 10 item 4): when the player clicks a place the
 * builder did not offer, the picks so far plus that place make a partial action, and the engine's
 * `whyNot` says which rule refuses it. Pure; it decides nothing itself.
 */
import type { Action, Half, LocationId } from '../../engine/types';
import type { BuilderState } from './builder';
import { NONE, cardsOf } from './steps';

/** Which action field each map or half step fills, by action type. */
const FIELDS: Partial<Record<Action['type'], Record<string, string>>> = {
  deploy: { place: 'location', 'place-half': 'half' },
  move: { from: 'from', to: 'to' },
  'naval-move': { to: 'to' },
  'declare-attack': { at: 'location' },
};

/**
 * The partial action of `builder` with `value` picked at step `stepId` (a location or a half);
 * null when the builder has no action type yet. Only the fields the player chose are given.
 */
export function partialAction(builder: BuilderState, stepId: string, value: string): Partial<Action> | null {
  const { type, card } = builder;
  if (type === null) return null;
  const picks = { ...builder.picks, [stepId]: value };
  const out: Record<string, unknown> = { type };
  if (card !== null) {
    if (type === 'naval-move' || type === 'discard') out.cards = [card];
    else if (type === 'withdraw' || type === 'retreat') out.navalCard = card;
    else out.card = card;
  }
  if (type === 'deploy' && picks.payment !== undefined) out.payment = cardsOf(picks.payment);
  if (type === 'naval-move' && picks.cards !== undefined) out.cards = cardsOf(picks.cards);
  const fields = FIELDS[type] ?? {};
  for (const [step, field] of Object.entries(fields)) {
    const v = picks[step];
    if (v !== undefined && v !== NONE) out[field] = field === 'half' ? (v as Half) : (v as LocationId);
  }
  return out as Partial<Action>;
}

/**
 * Which of several legal actions fits best, for direct play (issue 11 item 1): the one that spends
 * the cards least worth keeping (Leadership first, then a unit to deploy, a card text, the naval
 * and Movement symbols), then moves the most armies, then by the direct link. A preference, never a rule:
 * the actions compared all come from the engine's `legalActions`.
 */
import type { Action, CardId } from '../../engine/types';
import { cardData } from '../game/labels';

/** How much a card is worth keeping in hand (higher: keep it); 0 for an unknown card. */
export function keepValue(card: CardId): number {
  const d = cardData(card);
  if (!d) return 0;
  return d.leadership * 4 + (d.top ? 2 + (d.top.kind === 'army' ? d.top.strength : 0) : 0) + (d.text ? 2 : 0) + (d.naval ? 1 : 0) + (d.movement ? 1 : 0);
}

/** Every card an action spends: the card played, a payment, a port's naval card, naval-move cards. */
export function spentCards(a: Action): CardId[] {
  const x = a as { card?: CardId | null; cards?: CardId[]; payment?: CardId[]; navalCard?: CardId };
  return [x.card, ...(x.cards ?? []), ...(x.payment ?? []), x.navalCard].filter((c): c is CardId => !!c);
}

/**
 * An action's rank, lower is better: cards kept first, then more armies, then the direct link over a
 * long move by way of another place (R6.2.1 before R6.2.2; QA: a move to a neighbour that a long move
 * also reaches listed both routes per card, none chosen).
 */
function rank(a: Action): number {
  const x = a as { units?: string[]; moves?: unknown[]; via?: string };
  return spentCards(a).reduce((s, c) => s + keepValue(c), 0) * 100 - (x.units ?? x.moves ?? []).length + (x.via ? 0.5 : 0);
}

/** The names of the cards an action spends, sorted: copies of a card read alike. */
const names = (a: Action) => spentCards(a).map((c) => cardData(c)?.name).sort() + '';
/** An action without its cards. */
const uncarded = (a: Action) => JSON.stringify({ ...a, card: 0, cards: 0, payment: 0, navalCard: 0 });

/**
 * The action that fits best when one does: null when several differ and rank the same (the player
 * chooses), up to copies of a card. A tie between other cards goes to the first ones, and then to
 * their best choice, as a pick of those cards first would give (QA: a stack clicked on the map with
 * two Movement cards of one worth preselected nothing, so Confirm stayed disabled).
 */
export function preferred(actions: readonly Action[]): Action | null {
  // The actions of the best rank, in the list's order.
  const ranks = actions.map(rank);
  const min = Math.min(...ranks);
  const [first, ...rest] = actions.filter((_, i) => ranks[i] === min);
  return first && rest.every((a) => names(a) !== names(first) || uncarded(a) === uncarded(first)) ? first : null;
}

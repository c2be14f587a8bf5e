/**
 * R11.1 Conscription (Union) / Blockade Runner (Confederacy): a free action — discard the card and
 * draw `freeActionDraw` cards. The card's own side decides whose it is, for listing and checking
 * alike (issue 7: the lister gave it only to the Union while the checker took it from either).
 */
import type { CardAbility } from './ability';
import { discardFromHand, drawCards } from '../deck';
import { cardName, logEvent } from '../log';
import { rulesOf } from '../ruleset';

export const freeDraw: CardAbility = {
  id: 'free-draw',
  texts: ['conscription', 'blockade-runner'],
  kind: 'free-action',
  rule: 'R11.1',
  usableBy: (card, side) => card.side === side,
  offer(_state, _side, card, out) {
    out.push({ type: 'free-action', card });
  },
  applyFree(s, side, card) {
    discardFromHand(s, side, [card]);
    logEvent(s, 'free-action', { side, card: cardName(s, card) }, ['R11.1'], side);
    drawCards(s, side, rulesOf(s).constants.freeActionDraw, 'R11.1');
  },
};

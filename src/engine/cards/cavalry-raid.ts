/**
 * R11.2 Cavalry Raid: an action — the opponent discards `cavalryRaidDiscards` random cards unless he
 * cancels the raid with a Cavalry Raid of his own (and then draws one card). E15: with fewer cards
 * he discards what he has.
 */
import type { Action, CardId, GameState, Side } from '../types';
import type { CardAbility } from './ability';
import { require } from '../errors';
import { requireCards } from '../checks';
import { discardFromHand, drawCards } from '../deck';
import { cardName, cardNames, logEvent } from '../log';
import { nextRandom } from '../rng';
import { rulesOf } from '../ruleset';
import { pendingOf } from '../pending';

export const cavalryRaid: CardAbility = {
  id: 'cavalry-raid',
  texts: ['cavalry-raid'],
  kind: 'action',
  rule: 'R11.2',
  usableBy: () => true,
  takes: [],
  offer(_state, _side, card, out) {
    out.push({ type: 'card-action', card });
  },
  applyAction(s, side, a) {
    s.actionsTaken++;
    discardFromHand(s, side, [a.card]);
    s.pending = { kind: 'cavalry-raid-response', card: a.card, raider: side };
    logEvent(s, 'cavalry-raid', { side, card: cardName(s, a.card) }, ['R11.2'], side);
  },
  describe: (_t, a, label) => `Play ${label(a.card)}`,
};

/** True when `card` can cancel a raid (R11.2: another card with the Cavalry Raid ability). */
function cancels(state: GameState, card: CardId): boolean {
  const text = rulesOf(state).cardById[card]?.text;
  return !!text && cavalryRaid.texts.includes(text);
}

/** R11.2: the raided side's answers — let it happen, or cancel it with each Cavalry Raid in hand. */
export function raidResponses(state: GameState, side: Side): Action[] {
  const raids = state.cards[side].hand.filter((c) => cancels(state, c));
  return [{ type: 'cavalry-raid-response', card: null }, ...raids.map((card) => ({ type: 'cavalry-raid-response' as const, card }))];
}

/** R11.2, E15: applies the raided side's answer to the draft (mutates); throws RuleError. */
export function applyRaidResponse(s: GameState, side: Side, card: CardId | null): void {
  const raid = pendingOf(s, 'cavalry-raid-response')!;
  if (card !== null) {
    requireCards(s, side, [card], 'R11.2');
    require(cancels(s, card), 'R11.2', 'not-cavalry-raid', { card });
    discardFromHand(s, side, [card]);
    s.pending = null;
    logEvent(s, 'raid-cancelled', { side, card: cardName(s, card) }, ['R11.2'], side);
    drawCards(s, side, 1, 'R11.2');
    return;
  }
  const hand = s.cards[side].hand;
  const lost: CardId[] = [];
  const discards = rulesOf(s).constants.cavalryRaidDiscards;
  for (let i = 0; i < discards && hand.length > 0; i++) {
    const idx = Math.floor(nextRandom(s) * hand.length);
    lost.push(hand[idx]!);
    discardFromHand(s, side, [hand[idx]!]);
  }
  s.pending = null;
  s.checkpoint++;
  logEvent(s, 'raid-discards', { side, raider: raid.raider, count: lost.length }, lost.length < discards ? ['R11.2', 'E15'] : ['R11.2'], side);
  if (lost.length) logEvent(s, 'raid-lost-cards', { side, cards: cardNames(s, lost) }, ['R11.2'], side, side);
}

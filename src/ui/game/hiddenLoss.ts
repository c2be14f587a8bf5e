/**
 * The loss warning of a decision taken while a battle's card lies face down, hidden from the side
 * deciding (R7.2, R8.1: the defender answers before the attacker's card is revealed). The action is
 * tried on every position that side cannot tell apart from the real one, so the warning never
 * depends on the hidden card: what the decider sees is decided by the engine's `viewFor`, and only
 * the Leadership of the face-down card counts (R7.4). Loaded with the builder's preview (first paint).
 */
import { rulesOf, viewFor } from '../../engine';
import type { Action, CardId, GameState, Side, Winner } from '../../engine/types';
import { losingWinner } from './danger';

/**
 * Copies of `state`, one for each Leadership value the attacker's face-down card may have as
 * `side` sees the game, that card swapped with one of that value (R7.2, R7.4); `[state]` when no
 * face-down card is hidden from `side`. The candidates are the attacker's cards `viewFor(state,
 * side)` does not place elsewhere: not in a pile shown to `side` (E16), nor in a pile I or II not
 * yet added (R4.1, R4.2) while every card of that pile is still in it.
 */
export function indistinguishable(state: GameState, side: Side): GameState[] {
  const combat = state.combat;
  const real = combat?.attackerCard;
  const shown = viewFor(state, side);
  if (!combat || !real || typeof shown.combat?.attackerCard !== 'object' || shown.combat.attackerCard === null) return [state];
  const att = combat.attacker;
  const info = shown.sides[att];
  const rules = rulesOf(state);
  const cards = rules.cardIds[att].map((id) => rules.cardById[id]!);
  const seen = new Set<CardId>([...(info.discard ?? []), ...(info.removed ?? [])]);
  const outOfPlay = (pile: string) =>
    (pile === 'I' && info.reshuffles < 1 && info.pileICount === cards.filter((c) => c.pile === 'I').length) ||
    (pile === 'II' && info.reshuffles < 2 && info.pileIICount === cards.filter((c) => c.pile === 'II').length);
  const byLeadership = new Map<number, CardId>();
  for (const c of cards) if (!seen.has(c.id) && !outOfPlay(c.pile) && !byLeadership.has(c.leadership)) byLeadership.set(c.leadership, c.id);
  const out: GameState[] = [];
  for (const card of byLeadership.values()) {
    // The state is plain JSON data (engine contract): a deep copy through the platform, not the engine's internals.
    const copy = structuredClone(state);
    const piles = copy.cards[att];
    // The card of that Leadership takes the face-down place; the real one takes its place, unseen by `side`.
    const pile = [piles.hand, piles.draw, piles.discard, piles.removed, piles.pileI, piles.pileII].find((p) => p.includes(card));
    if (card !== real && !pile) continue;
    if (pile) pile[pile.indexOf(card)] = real;
    copy.combat!.attackerCard = card;
    out.push(copy);
  }
  return out.length ? out : [state];
}

/**
 * The winner `action`, taken by `side`, hands to the opponent at once in every position `side`
 * cannot tell apart from `state` (`sure`), or in some of them only (`sure: false`, "may lose");
 * null when it loses in none.
 */
export function hiddenLoss(state: GameState, action: Action, side: Side): { winner: Winner; sure: boolean } | null {
  const results = indistinguishable(state, side).map((s) => losingWinner(s, action, side));
  const winner = results.find((w) => w !== null);
  return winner ? { winner, sure: results.every((w) => w !== null) } : null;
}

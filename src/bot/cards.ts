/**
 * Card facts and rough card values for the bot's heuristics, from the public deck data of the
 * bound ruleset only (./rules.ts).
 */
import { botRules, perRuleset } from './rules';
import type { CardData, CardId, Side } from '../data';
import { abilityOf } from '../engine';
import { ABILITY_VALUE } from './ability-values';

/** Public data of a card; throws on an unknown id. */
export function card(id: CardId): CardData {
  const c = botRules().cardById[id];
  if (!c) throw new Error(`Unknown card id ${id}`);
  return c;
}

/** All card ids of a side, in deck order (R1.1). */
export function sideCards(side: Side): readonly CardId[] {
  return botRules().cardIds[side];
}

/** Card ids of a side's I or II pile (R1.2). */
export function pileCards(side: Side, pile: 'I' | 'II'): CardId[] {
  return perRuleset(`pile-${side}-${pile}`, (t) => t.ruleset.cards.filter((c) => c.side === side && c.pile === pile).map((c) => c.id)).slice();
}

/**
 * True when playing this card for its top area would remove it from the game (R2.5): any top unit
 * except a strength-1 army. Only such cards can be in a removed pile.
 */
export function isRemovable(id: CardId): boolean {
  const top = card(id).top;
  return !!top && !(top.kind === 'army' && top.strength === 1);
}

/**
 * A rough value of holding a card, in "army strength points" (≈ 1 per strength point on the map).
 * Used to prefer spending cheap cards for costs, movement and combat.
 */
export function cardValue(id: CardId): number {
  const c = card(id);
  let v = 0.15 + c.leadership * 0.28;
  if (c.top) {
    const cost = c.cost ?? 0;
    switch (c.top.kind) {
      case 'army': v = Math.max(v, 0.35 + c.top.strength * 0.55 - cost * 0.25); break;
      case 'fort': v = Math.max(v, 0.9); break;
      case 'ship': v = Math.max(v, c.side === 'union' ? 1.3 : 0.9); break;
      case 'politician': v = Math.max(v, 0.6 + (cost === 1 ? 0.5 : 0)); break;
    }
  }
  const ability = abilityOf(c);
  if (ability) v += ABILITY_VALUE[ability.id];
  if (c.movement) v += 0.1;
  if (c.naval) v += 0.1;
  return v;
}

/** `cardValue` of every card of the bound ruleset, computed once per ruleset. */
const valueTable = () => perRuleset('card-values', (t) => {
  const table: Record<string, number> = Object.create(null);
  for (const c of t.ruleset.cards) table[c.id] = cardValue(c.id);
  return table;
});

/** `cardValue`, cached per ruleset. */
export function valueOf(id: CardId): number {
  return valueTable()[id] ?? cardValue(id);
}

/** Leadership of a card (R2.2). */
export function leadership(id: CardId): number {
  return botRules().cardById[id]?.leadership ?? 0;
}

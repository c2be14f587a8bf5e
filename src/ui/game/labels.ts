/** Display names for game data: sides, locations, cards and a card's uses, through i18next. */
import type { TFunction } from 'i18next';
import { CARD_BY_ID, LOCATION_BY_ID } from '../../data';
import type { CardData, CardId, LocationId, Side } from '../../data/types';

/** "Union" / "Confederate". */
export function sideName(t: TFunction, side: Side | 'observer'): string {
  return t(`side.${side}`);
}

/** The printed name of a location (falls back to the id). */
export function locationName(id: string): string {
  return LOCATION_BY_ID[id as LocationId]?.name ?? id;
}

/** A card's data (undefined for an unknown id). */
export function cardData(id: CardId): CardData | undefined {
  return CARD_BY_ID[id];
}

/** A card's name (falls back to the id). */
export function cardName(id: CardId): string {
  return CARD_BY_ID[id]?.name ?? id;
}

/** The top unit of a card in words ("Army 2"), or null. */
export function topUnitLabel(t: TFunction, card: CardData): string | null {
  if (!card.top) return null;
  return card.top.kind === 'army' ? t('card.top.army', { strength: card.top.strength }) : t(`card.top.${card.top.kind}`);
}

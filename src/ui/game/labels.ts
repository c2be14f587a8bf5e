/**
 * Display names for game data: sides, locations, cards and a card's uses, through i18next. Names
 * of locations and cards are read from the current language's `location.<id>` and
 * `card.name.<slug>` keys (the English resources hold the data's own names).
 */
import i18n, { type TFunction } from 'i18next';
import { displayRules } from './rules';
import type { CardData, CardId, LocationId, Side } from '../../data/types';

/** "Union" / "Confederate". */
export function sideName(t: TFunction, side: Side | 'observer'): string {
  return t(`side.${side}`);
}

/** The name of a location in the UI's language (`location.<id>`; an unknown id is shown as it is). */
export function locationName(id: string): string {
  const data = displayRules().locationById[id as LocationId];
  return data ? i18n.t(`location.${id}`, { defaultValue: data.name }) : id;
}

/**
 * The i18next key of a card's name: `card.name.` and the slug of the data's English name
 * ("Sheridan's Raid" → `card.name.sheridans-raid`), so copies of a card share one key and a card
 * id may change without touching translations.
 */
export function cardNameKey(englishName: string): string {
  return `card.name.${cardNameSlug(englishName)}`;
}

/** The slug of a card's English name ("Mason & Slidell" → `mason-slidell`): its name and history keys. */
export function cardNameSlug(englishName: string): string {
  return englishName.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A card's data (undefined for an unknown id). */
export function cardData(id: CardId): CardData | undefined {
  return displayRules().cardById[id];
}

/** A card's name in the UI's language (an unknown id is shown as it is). */
export function cardName(id: CardId): string {
  const data = displayRules().cardById[id];
  return data ? i18n.t(cardNameKey(data.name), { defaultValue: data.name }) : id;
}

/** The top unit of a card in words ("Army 2"), or null. */
export function topUnitLabel(t: TFunction, card: CardData): string | null {
  if (!card.top) return null;
  return card.top.kind === 'army' ? t('card.top.army', { strength: card.top.strength }) : t(`card.top.${card.top.kind}`);
}

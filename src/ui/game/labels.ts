/**
 * Display names for game data: sides, locations, cards and a card's uses, through i18next. Names
 * of locations and cards are read from the current language's `location.<id>` and
 * `card.name.<slug>` keys (the English resources hold the data's own names).
 */
import i18n, { type TFunction } from 'i18next';
import { cardNameKey } from '../../i18n/keys';
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

export { cardNameKey, cardNameSlug } from '../../i18n/keys';

/**
 * Names as a list the UI's language's own way (CLDR's, through `Intl.ListFormat`): "A, B and C"
 * (the app's English is British, as its spelling: "defence"), "A, B i C", "A, B и C"; one name alone, as it is.
 */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat(i18n.language === 'en' ? 'en-GB' : i18n.language).format(items);
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

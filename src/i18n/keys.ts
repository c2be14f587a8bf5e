/** How game data is named in the i18next resources. */

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

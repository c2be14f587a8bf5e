/**
 * English resources that already exist as data, so that each English text lives in one place
 * (issue 7 items 6, 7): place and card names from the board and the decks, the reasons a game
 * ends and the refusals' messages from the engine's message tables (`WIN_REASONS`, `RULE_ERRORS`).
 * The game log's templates (`LOG_TEMPLATES`) join the English with the pages' strings
 * (`en-pages.ts`), which the log's panels load. Polish and Russian give the same keys in `pl.ts` and `ru.ts`.
 */
import { CARDS, LOCATIONS } from '../data';
import { POSITION_PROBLEMS, SCHEMA_ISSUES, WHAT_TEXT, WIN_REASONS } from '../engine';
import { PILE_TEXT, RULE_ERRORS, SIDE_TEXT } from '../engine/rule-errors';
import { cardNameKey } from './keys';
import type { Resource } from './resource';

/**
 * A table of engine templates (key → English: log templates, refusals, win reasons…) as i18next
 * strings: `{x}` becomes `{{x}}`; a counted noun `{armies|army|armies}` becomes `{{count}} army` /
 * `{{count}} armies` under `<key>_one` / `<key>_other` (the UI passes the counted argument as `count`).
 */
export function templateStrings(table: Record<string, string>): Record<string, string> {
  const strings: Record<string, string> = {};
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');
  for (const [key, template] of Object.entries(table)) {
    const counted = /\{(\w+)\|([\w ]+)\|([\w ]+)\}/.exec(template);
    if (!counted) strings[key] = fill(template);
    else {
      strings[`${key}_one`] = fill(template.replace(counted[0], `{count} ${counted[2]}`));
      strings[`${key}_other`] = fill(template.replace(counted[0], `{count} ${counted[3]}`));
    }
  }
  return strings;
}

/** The English resources built from the data and the engine's message tables. */
export function englishFromData(): Resource {
  const cardNames: Record<string, string> = {};
  for (const card of CARDS) cardNames[cardNameKey(card.name).slice('card.name.'.length)] = card.name;
  return {
    location: Object.fromEntries(LOCATIONS.map((l) => [l.id, l.name])),
    card: { name: cardNames },
    gameOver: { reason: templateStrings(WIN_REASONS) },
    // A refusal's English is the engine's template (one English text per key).
    ruleError: {
      ...templateStrings(RULE_ERRORS),
      side: { ...SIDE_TEXT },
      pile: { ...PILE_TEXT },
    },
    // A position's problems (the editor's live check, damaged saves): the engine's templates.
    positionProblem: {
      ...templateStrings(POSITION_PROBLEMS),
      what: { ...WHAT_TEXT },
    },
    schemaIssue: templateStrings(SCHEMA_ISSUES),
  };
}

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
 * One engine log template as i18next strings: `{x}` becomes `{{x}}`; a counted noun
 * `{armies|army|armies}` becomes `{{count}} army` / `{{count}} armies` under `<key>_one` /
 * `<key>_other` (the UI passes the counted argument as `count`).
 */
export function logTemplateStrings(key: string, template: string): Record<string, string> {
  const counted = /\{(\w+)\|([\w ]+)\|([\w ]+)\}/.exec(template);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');
  if (!counted) return { [key]: fill(template) };
  const [whole, , one, many] = counted;
  return {
    [`${key}_one`]: fill(template.replace(whole, `{count} ${one}`)),
    [`${key}_other`]: fill(template.replace(whole, `{count} ${many}`)),
  };
}

/** The English resources built from the data and the engine's message tables. */
export function englishFromData(): Resource {
  const cardNames: Record<string, string> = {};
  for (const card of CARDS) cardNames[cardNameKey(card.name).slice('card.name.'.length)] = card.name;
  return {
    location: Object.fromEntries(LOCATIONS.map((l) => [l.id, l.name])),
    card: { name: cardNames },
    gameOver: { reason: Object.assign({}, ...Object.entries(WIN_REASONS).map(([k, v]) => logTemplateStrings(k, v))) },
    // A refusal's English is the engine's template (one English text per key).
    ruleError: {
      ...Object.assign({}, ...Object.entries(RULE_ERRORS).map(([k, v]) => logTemplateStrings(k, v))),
      side: { ...SIDE_TEXT },
      pile: { ...PILE_TEXT },
    },
    // A position's problems (the editor's live check, damaged saves): the engine's templates.
    positionProblem: {
      ...Object.assign({}, ...Object.entries(POSITION_PROBLEMS).map(([k, v]) => logTemplateStrings(k, v))),
      what: { ...WHAT_TEXT },
    },
    schemaIssue: Object.fromEntries(Object.entries(SCHEMA_ISSUES).map(([k, v]) => [k, v.replace('{known}', '{{known}}')])),
  };
}

/**
 * The Polish and Russian texts read as the rulebooks do (issue 7 item 7): one rulebook term for each
 * game term, never a second word for it; no English left in a value (proper nouns and the rulebooks'
 * own abbreviations aside); and counted nouns take the form their number needs (1, 2, 5, 12, 21, 22, 25).
 * Keys, placeholders and the presence of every plural form are `i18n-parity.test.ts`'s.
 */
import i18next from 'i18next';
import { enAll } from '../../src/i18n/en-all';
import { pl } from '../../src/i18n/pl';
import type { Resource } from '../../src/i18n/resource';
import { ru } from '../../src/i18n/ru';
import { pl as rulesHelpPl } from '../../src/ui/help/rulesHelp.pl';
import { ru as rulesHelpRu } from '../../src/ui/help/rulesHelp.ru';

/** Flattens a resource into dotted keys and their strings. */
function flatten(resource: Readonly<Record<string, unknown>>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
  }
  return out;
}

const EN = flatten(enAll);
const PL = flatten(pl);
const RU = flatten(ru);

/** Every text a Polish or Russian player reads from the UI strings and the rules help. */
const TEXTS = {
  pl: [...PL.values(), ...flatten(rulesHelpPl as unknown as Record<string, unknown>).values()],
  ru: [...RU.values(), ...flatten(rulesHelpRu as unknown as Record<string, unknown>).values()],
};

/**
 * Words the rulebooks do not use for a game term, with the rulebook's word (rulebook-pl, rulebook-ru
 * in the project's seeds). A second word for one term makes a player wonder whether it is another thing.
 */
const NOT_THE_RULEBOOKS: Record<'pl' | 'ru', [RegExp, string][]> = {
  pl: [
    [/obszar/iu, 'lokacja (location)'],
    [/przyw[oó]dztw/iu, 'Dowodzenie (Leadership)'],
    [/(bezpłatn|woln)\p{L}* akcj/iu, 'Darmowa akcja (free action)'],
    [/dostaw/iu, 'zaopatrzenie (supply)'],
    // A rail link is a «linia kolejowa»; «połączenie kolejowe» is a way along links, «połączenie z» a connection.
    [/(?<!\p{L})połączenie(?! z )(?!\p{L})(?! kolejow)/iu, 'linia kolejowa (rail link)'],
  ],
  ru: [
    [/(?<!раз)делени[еяюй]/iu, 'позиция (a space of a track: «переместите маркер на одну позицию»)'],
    [/локаци/iu, 'область (location)'],
    [/спорн/iu, 'оспариваемая (contested)'],
    [/разв[её]рт/iu, 'формирование (deploy)'],
    [/поставк/iu, 'снабжение (supply)'],
    [/бесплатн\p{L}* действи/iu, 'свободное действие (free action)'],
    [/(?<!\p{L})связь(?!\p{L})/iu, 'ж/д линия (rail link)'],
  ],
};

describe('Polish and Russian use the rulebooks’ game terms (issue 7 item 7)', () => {
  for (const lng of ['pl', 'ru'] as const) {
    it(`${lng}: no second word for a rulebook term`, () => {
      const found: string[] = [];
      for (const [pattern, term] of NOT_THE_RULEBOOKS[lng]) {
        for (const text of TEXTS[lng]) if (pattern.test(text)) found.push(`${term}: ${text}`);
      }
      expect(found).toEqual([]);
    });
  }
});

/** Keys whose value is a proper noun or a list of sources, the same in every language. */
const PROPER = /^(location|card\.name|map\.river|map\.rail\.note|app\.languages|about)\./;
/** Words Polish shares with English (fort, bot) and the game's name; single letters (the board's S, card ids U21, key P) pass in both languages. */
const SHARED_PL = new Set(['fort', 'Fort', 'bot', 'Lincoln']);
/** Latin in Russian: the rulebook's own VP, piles II (and I), and technical names a player may need to look up. */
const LATIN_RU = new Set(['VP', 'I', 'II', 'JSON', 'Web', 'Workers']);

describe('no English left in Polish and Russian (issue 7 item 7)', () => {
  it('pl: no value is its English value, unless a proper noun or a word Polish shares', () => {
    const same = [...PL].filter(([key, text]) => !PROPER.test(key) && EN.get(key) === text)
      .filter(([, text]) => (text.replace(/\{\{[^}]*\}\}/g, '').match(/\p{L}+/gu) ?? []).some((w) => w.length > 1 && !SHARED_PL.has(w)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(same).toEqual([]);
  });

  it('ru: no Latin words, but VP, I/II and quoted technical names («__proto__»)', () => {
    const latin: string[] = [];
    for (const [key, text] of RU) {
      if (PROPER.test(key)) continue;
      const words = text.replace(/\{\{[^}]*\}\}/g, '').replace(/«[^«»\p{Script=Cyrillic}]*»/gu, '')
        .replace(/\b[REX]\d+(\.\d+)*\b/g, '').match(/\p{Script=Latin}+/gu) ?? [];
      const strange = words.filter((w) => w.length > 1 && !LATIN_RU.has(w));
      if (strange.length) latin.push(`${key}: ${strange.join(' ')}`);
    }
    expect(latin).toEqual([]);
  });
});

describe('counted nouns in Polish and Russian take the form of their number (issue 7 item 7)', () => {
  const COUNTS = [1, 2, 5, 12, 21, 22, 25];
  /** What `key` reads for each of COUNTS, from the language's own resources. */
  function read(lng: 'pl' | 'ru', resource: Resource, key: string, args: Record<string, string> = {}): string[] {
    const t = i18next.createInstance();
    void t.init({ lng, resources: { [lng]: { translation: resource } }, initAsync: false, interpolation: { escapeValue: false } });
    return COUNTS.map((count) => t.t(key, { ...args, count }));
  }

  it('Russian: 1 and 21 take the singular, 2 and 22 the genitive singular, 5, 12, 25 the genitive plural', () => {
    expect(read('ru', ru, 'combat.armies')).toEqual(['1 армия', '2 армии', '5 армий', '12 армий', '21 армия', '22 армии', '25 армий']);
    expect(read('ru', ru, 'map.describe.forts')).toEqual(['1 форт', '2 форта', '5 фортов', '12 фортов', '21 форт', '22 форта', '25 фортов']);
    expect(read('ru', ru, 'logEntry.draw', { side: 'Войска Союза' })).toEqual(
      [1, 2, 5, 12, 21, 22, 25].map((n) => `Войска Союза берут ${n} ${{ 1: 'карту', 21: 'карту', 2: 'карты', 22: 'карты' }[n] ?? 'карт'}.`),
    );
  });

  it('Polish: only 1 takes the singular; 2 and 22 the plural, 5, 12, 21, 25 the genitive plural', () => {
    expect(read('pl', pl, 'combat.armies')).toEqual(['1 oddział', '2 oddziały', '5 oddziałów', '12 oddziałów', '21 oddziałów', '22 oddziały', '25 oddziałów']);
    expect(read('pl', pl, 'map.describe.forts')).toEqual(['1 fort', '2 forty', '5 fortów', '12 fortów', '21 fortów', '22 forty', '25 fortów']);
    expect(read('pl', pl, 'logEntry.draw', { side: 'Wojska Unii' })).toEqual(
      [1, 2, 5, 12, 21, 22, 25].map((n) => `Wojska Unii dobierają ${n} ${{ 1: 'kartę', 2: 'karty', 22: 'karty' }[n] ?? 'kart'}.`),
    );
  });
});

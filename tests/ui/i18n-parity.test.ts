/**
 * Every UI language has every key of English, and each key the same placeholders (issue 7 item 7).
 * Plural keys (`x_one`, `x_few`, …) count as their base key `x`; a language that gives plural
 * forms for a key gives every form its plural rules need (i18next uses Intl.PluralRules).
 */
import { pl } from '../../src/i18n/pl';
import type { Resource } from '../../src/i18n/resource';
import { ru } from '../../src/i18n/ru';
import { CARDS, LOCATIONS } from '../../src/data';
import { cardNameKey } from '../../src/ui/game/labels';
import { enAll } from '../../src/i18n/en-all';

/** English: the first-paint strings, the on-demand pages' and those built from data. */
const en = enAll;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens a resource into dotted keys and their strings. */
function flatten(resource: Resource | Readonly<Record<string, unknown>>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as Resource, path)) out.set(k, v);
  }
  return out;
}

/** Base key → its forms (suffix '' for a plain key). */
function byBase(flat: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, value] of flat) {
    const m = PLURAL.exec(key);
    const base = m ? key.slice(0, m.index) : key;
    const forms = out.get(base) ?? new Map<string, string>();
    forms.set(m ? m[1] : '', value);
    out.set(base, forms);
  }
  return out;
}

/** The `{{name}}` placeholders of a string. */
function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]));
}

function union(sets: Iterable<Set<string>>): string[] {
  const all = new Set<string>();
  for (const s of sets) for (const x of s) all.add(x);
  return [...all].sort();
}

const EN = byBase(flatten(en));
const LANGUAGES = { pl, ru } as const;

describe('UI languages have the keys and placeholders of English (issue 7 item 7)', () => {
  for (const [lng, resource] of Object.entries(LANGUAGES)) {
    const other = byBase(flatten(resource));
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

    it(`${lng} has every English key and no other`, () => {
      const missing = [...EN.keys()].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !EN.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${lng} keeps each key's placeholders`, () => {
      const differ: string[] = [];
      for (const [base, forms] of EN) {
        const theirs = other.get(base);
        if (!theirs) continue;
        // `count` chooses the plural form; the singular form may spell the number out.
        const want = union([...forms.values()].map(placeholders)).filter((p) => p !== 'count');
        const got = union([...theirs.values()].map(placeholders)).filter((p) => p !== 'count');
        if (want.join() !== got.join()) differ.push(`${base}: ${want.join()} ≠ ${got.join()}`);
      }
      expect(differ).toEqual([]);
    });

    it(`${lng} gives every plural form its rules need (${categories.join(', ')})`, () => {
      const incomplete: string[] = [];
      for (const [base, forms] of other) {
        const plural = [...forms.keys()].filter((f) => f !== '');
        if (plural.length === 0) continue;
        const lacking = categories.filter((c) => !forms.has(c));
        if (lacking.length) incomplete.push(`${base}: no ${lacking.join(', ')}`);
        // Every form but a language's `one` names the count (Russian `one` is also 21, 31…).
        for (const [form, text] of forms) {
          if (form !== '' && (form !== 'one' || lng === 'ru') && !placeholders(text).has('count')) incomplete.push(`${base}_${form}: no {{count}}`);
        }
      }
      expect(incomplete).toEqual([]);
    });

    it(`${lng} counts where English counts: a key English gives plural forms has plural forms, not one plain text`, () => {
      // A plain key passes the key and placeholder checks above, but then reads the same for 1, 2 and 5.
      const plain: string[] = [];
      for (const [base, forms] of EN) {
        if (![...forms.keys()].some((f) => f !== '')) continue;
        const theirs = other.get(base);
        if (theirs && ![...theirs.keys()].some((f) => f !== '')) plain.push(base);
      }
      expect(plain).toEqual([]);
    });

    it(`${lng} translates: no value is left empty unless English is empty`, () => {
      const empty: string[] = [];
      for (const [base, forms] of other) {
        for (const [form, text] of forms) if (!text.trim() && EN.get(base)?.get(form)?.trim()) empty.push(base);
      }
      expect(empty).toEqual([]);
    });
  }

  it('every location and card of the data has a name key in English', () => {
    const flat = flatten(en);
    const missing = [
      ...LOCATIONS.map((l) => `location.${l.id}`),
      ...CARDS.map((c) => cardNameKey(c.name)),
    ].filter((k) => !flat.has(k));
    expect(missing).toEqual([]);
  });

  it('English card and location names are the data’s own', () => {
    const flat = flatten(en);
    const differ = [
      ...LOCATIONS.filter((l) => flat.get(`location.${l.id}`) !== l.name).map((l) => l.id),
      ...CARDS.filter((c) => flat.get(cardNameKey(c.name)) !== c.name).map((c) => c.name),
    ];
    expect(differ).toEqual([]);
  });
});

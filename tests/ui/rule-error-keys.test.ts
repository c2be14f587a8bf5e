/**
 * Every refusal the engine can throw speaks in keys (issue 7 item 6): each `RuleError` names a key
 * of `RULE_ERRORS` with arguments that fill exactly its template's placeholders, and each key has
 * its text in English, Polish and Russian. The engine's call sites are read statically (every
 * `require(…)` and `new RuleError(…)` under src/engine); the UI's English is the engine's template,
 * so a refusal reads the same in the banner as in the engine's own message.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18n from '../../src/i18n';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { RuleError } from '../../src/engine';
import { RULE_ERRORS, templateArgs, type RuleErrorKey } from '../../src/engine/rule-errors';
import { errorText } from '../../src/ui/game/errorText';
import { argumentsText, propertyNames } from '../meta/sourceCalls';

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '../../src/engine');
const KEYS = Object.keys(RULE_ERRORS) as RuleErrorKey[];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** One refusal call site: where it is, the keys it may throw and the argument names it passes. */
interface CallSite { where: string; keys: string[]; args: string[] }

/** The object literals of a call's arguments (type casts `as { … }` are not arguments). */
function objectLiterals(call: string): string[] {
  const plain = call.replace(/'(?:[^'\\]|\\.)*'/g, "''").replace(/\([^()]*\)/g, '()');
  return [...plain.matchAll(/(?<!as )\{([^{}]*)\}/g)].map((o) => o[1]!);
}

/** Every `require(…)` and `new RuleError(…)` of the engine outside the modules that define them. */
function callSites(): CallSite[] {
  const out: CallSite[] = [];
  for (const file of files(ENGINE)) {
    if (file.endsWith('/errors.ts') || file.endsWith('/rule-errors.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?<![\w.])(require|new RuleError)\(/g)) {
      const call = argumentsText(text, m.index! + m[0].length - 1);
      const where = `${file.slice(ENGINE.length + 1)}:${text.slice(0, m.index).split('\n').length}`;
      const keys = [...call.matchAll(/'([a-z][a-z-]*)'/g)].map((k) => k[1]!).filter((k) => k in RULE_ERRORS);
      const args = objectLiterals(call).flatMap(propertyNames);
      // The detail of a schema issue or a position's problem comes with its key (rule-errors.ts' note).
      if (/\b(issueArgs|problemArgs)\(/.test(call)) args.push('detail');
      out.push({ where, keys, args: [...new Set(args)] });
    }
  }
  return out;
}

/** Sample arguments for a template's placeholders (ids and numbers, as the engine passes them). */
const SAMPLE: Record<string, string | number> = {
  location: 'kentucky', from: 'washington', to: 'richmond', via: 'nashville', places: 'kentucky,richmond', card: 'U01', side: 'confederate',
  pile: 'draw', decision: 'casualties', count: 2, strength: 3, taken: 1,
};
function sampleArgs(key: RuleErrorKey): Record<string, string | number> {
  return Object.fromEntries(templateArgs(RULE_ERRORS[key]).map((a) => [a, SAMPLE[a] ?? `x-${a}`]));
}

describe('refusals speak in keys (issue 7 item 6)', () => {
  const sites = callSites();

  it('every call site names a key of RULE_ERRORS, and every key is thrown somewhere', () => {
    expect(sites.length).toBeGreaterThan(100);
    expect(sites.filter((s) => s.keys.length === 0).map((s) => s.where)).toEqual([]);
    const thrown = new Set(sites.flatMap((s) => s.keys));
    // whynot.ts builds its own refusals with new RuleError too, so they are among the call sites.
    expect(KEYS.filter((k) => !thrown.has(k))).toEqual([]);
  });

  it("every call site passes exactly its key's placeholders as arguments", () => {
    const wrong: string[] = [];
    for (const site of sites) {
      const wanted = new Set(site.keys.flatMap((k) => templateArgs(RULE_ERRORS[k as RuleErrorKey])));
      const missing = [...wanted].filter((a) => !site.args.includes(a));
      // `issue`/`known` and `problem` say a `detail` in the UI's language (rule-errors.ts' note).
      const extra = site.args.filter((a) => !wanted.has(a) && !(wanted.has('detail') && ['issue', 'known', 'problem'].includes(a)));
      if (missing.length || extra.length) wrong.push(`${site.where} ${site.keys.join('/')}: missing ${missing.join(',') || '-'}, extra ${extra.join(',') || '-'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a RuleError carries its key, its arguments and the English of its template with the rule id', () => {
    const e = new RuleError('R5.8', 'not-in-supply-union', { location: 'kentucky', side: 'union' });
    expect(e.key).toBe('ruleError.not-in-supply-union');
    expect(e.args).toEqual({ location: 'kentucky', side: 'union' });
    expect(e.message).toBe('Kentucky is not in supply: no rail path to Washington through locations the Union controls (R5.8)');
    expect(new RuleError('R7.7', 'casualties-count', { side: 'confederate', count: 1 }).message).toBe('The Confederacy must lose exactly 1 counter (R7.7)');
  });

  describe('in every UI language', () => {
    afterAll(async () => {
      await loadLanguage('en');
    });

    it('English renders each refusal exactly as the engine words it (one English text per key)', async () => {
      await loadLanguage('en');
      const differ: string[] = [];
      for (const key of KEYS) {
        // A decision kind is named by the UI's status words ("choose an action"), not by its id.
        if (templateArgs(RULE_ERRORS[key]).includes('decision')) continue;
        const e = new RuleError('R1', key, sampleArgs(key));
        const engine = e.message.endsWith(' (R1)') ? e.message.slice(0, -' (R1)'.length) : e.message;
        const ui = errorText(i18n.t, e);
        if (ui !== engine) differ.push(`${key}: "${ui}" ≠ "${engine}"`);
      }
      expect(differ).toEqual([]);
    });

    for (const lng of ['en', 'pl', 'ru'] as const) {
      it(`${lng} has a text for every key, each placeholder filled`, async () => {
        await loadLanguage(lng);
        const bad: string[] = [];
        for (const key of KEYS) {
          const i18nKey = `ruleError.${key}`;
          if (!i18n.exists(i18nKey, { lng }) && !i18n.exists(i18nKey, { lng, count: 2 })) {
            bad.push(`${key}: missing`);
            continue;
          }
          const text = errorText(i18n.t, new RuleError('R1', key, sampleArgs(key)));
          if (/\{\{|\}\}|ruleError\.|x-(location|card|side|pile)/.test(text)) bad.push(`${key}: ${text}`);
          // Places and cards come in the UI's language, never as ids.
          if (/\b(kentucky|U01)\b/.test(text) && !/\(U01\)/.test(text)) bad.push(`${key}: an id shown: ${text}`);
        }
        expect(bad).toEqual([]);
      });
    }

    it('R3.1 R7.2: an action type in a refusal is named in the UI\'s language, as a decision is, not by its id ("declare-attack")', async () => {
      const none = new RuleError('R3.1', 'no-legal-action', { type: 'declare-attack', side: 'union' });
      const wrong = new RuleError('R7.2', 'wrong-decision', { side: 'union', decision: 'attacker-card', type: 'naval-move' });
      await loadLanguage('en');
      expect(errorText(i18n.t, none)).toBe('No legal Declare attack is open to the Union now');
      expect(errorText(i18n.t, wrong)).toMatch(/"Naval move" does not answer it$/);
      await loadLanguage('pl');
      expect(errorText(i18n.t, none)).toMatch(/„Deklaracja ataku”/);
      expect(errorText(i18n.t, wrong)).not.toMatch(/naval-move/);
      await loadLanguage('ru');
      expect(errorText(i18n.t, none)).toMatch(/«Объявить атаку»/);
      expect(errorText(i18n.t, wrong)).not.toMatch(/naval-move/);
      // A type the UI has no name for (a malformed action) is shown by its id.
      expect(errorText(i18n.t, new RuleError('contract', 'unknown-action', { type: 'fly' }))).toMatch(/fly/);
    });

    it('R7.2 R11.2: a refused type whose button names one of its answers is named for the sentence, not "Attack without a card"', async () => {
      await loadPageStrings();
      const attackerCard = new RuleError('R7.3', 'wrong-decision', { side: 'confederate', decision: 'defender-response', type: 'attacker-card' });
      const raidReply = new RuleError('R3.1', 'no-legal-action', { side: 'union', type: 'cavalry-raid-response' });
      const expected = {
        en: ['"Attacker’s face-down card" does not answer it', 'No legal Cavalry Raid reply is open'],
        pl: ['„Zakryta karta atakującego” nie jest odpowiedzią', 'akcja „Odpowiedź na rajd”'],
        ru: ['«Закрытая карта атакующего» не отвечает', 'действия «Ответ на рейд»'],
      } as const;
      for (const [lng, [first, second]] of Object.entries(expected)) {
        await loadLanguage(lng as keyof typeof expected);
        expect(errorText(i18n.t, attackerCard)).toContain(first);
        expect(errorText(i18n.t, raidReply)).toContain(second);
        expect(errorText(i18n.t, attackerCard)).not.toMatch(/Attack without a card|Atakuj bez karty|Атаковать без карты/);
      }
      await loadLanguage('en');
    });

    it('R8.4 the places a withdrawal may not go to are named as a list in the UI\'s language (QA: only the first was named)', async () => {
      const e = new RuleError('R8.4', 'withdraw-refuges', { places: 'front-royal,richmond,fort-monroe' });
      await loadLanguage('en');
      expect(errorText(i18n.t, e)).toMatch(/^Front Royal, Richmond and Fort Monroe are not places to withdraw to/);
      await loadLanguage('pl');
      expect(errorText(i18n.t, e)).toMatch(/^Front Royal, Richmond i Fort Monroe nie są miejscami wycofania/);
      await loadLanguage('ru');
      expect(errorText(i18n.t, e)).toMatch(/^Фронт-Роял, Ричмонд и Форт Монро — не места для отвода войск/);
    });

    it('ru: the side is the subject of "не контролирует", with no colon between them (QA: "Союз: не контролирует")', async () => {
      await loadLanguage('ru');
      const e = new RuleError('R5.8', 'not-controlled', { side: 'union', location: 'richmond' });
      expect(errorText(i18n.t, e)).toBe('Союз не контролирует область Ричмонд');
      // No Russian refusal puts a colon between the side and a verb it is the subject of.
      const ruErrors = Object.keys(RULE_ERRORS).map((key) => i18n.getResource('ru', 'translation', `ruleError.${key}`) as unknown);
      expect(ruErrors.filter((text) => typeof text === 'string' && /\{\{side\}\}: (не )?[а-яё]+(ет|ит|ют|ят)\b/.test(text))).toEqual([]);
    });
  });
});

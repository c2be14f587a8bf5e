/**
 * A position's problems speak in keys (issue 7 item 6, issue 8, issue 10 item 3): the whole-position
 * validation reports each problem as a key of `POSITION_PROBLEMS` with arguments that fill exactly
 * its template, and the refusals that carry one (a damaged save, an impossible scenario or draft in
 * the position editor) — and those that carry a schema issue — say it in the UI's language, not in
 * the engine's English. The call sites of `problem(…)` are read statically, as the refusals' are.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18n from '../../src/i18n';
import { loadLanguage } from '../../src/i18n';
import { deserialize, newGame, POSITION_PROBLEMS, problemRule, RuleError, SCHEMA_ISSUES, serialize, type PositionProblemKey } from '../../src/engine';
import { errorNames } from '../../src/engine/errors';
import { DEFAULT_RULESET } from '../../src/engine/ruleset';
import { problem, problemArgs, WHAT_TEXT } from '../../src/engine/position-problems';
import { templateArgs } from '../../src/engine/rule-errors';
import { errorText } from '../../src/ui/game/errorText';
import { checkDraft, draftOf } from '../../src/ui/editor/draft';
import { argumentsText, propertyNames } from '../meta/sourceCalls';

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '../../src/engine');
const FILES = ['validate.ts', 'invariants.ts', 'ruleset/check.ts'];
const KEYS = Object.keys(POSITION_PROBLEMS) as PositionProblemKey[];

/** Every `problem(…)` call of the validation modules: where, the literal keys it names, its argument names. */
function callSites() {
  return FILES.flatMap((file) => {
    const text = readFileSync(join(ENGINE, file), 'utf8');
    return [...text.matchAll(/(?<![\w.])problem\(/g)].map((m) => {
      const call = argumentsText(text, m.index! + m[0].length - 1);
      const keys = [...call.matchAll(/'([a-z][a-z-]*)'/g)].map((k) => k[1]!).filter((k) => k in POSITION_PROBLEMS);
      const body = /\{([^{}]*)\}/.exec(call)?.[1] ?? '';
      const args = propertyNames(body);
      return { file, text, where: `${file}:${text.slice(0, m.index).split('\n').length}`, keys, args };
    });
  });
}

/** Sample arguments for a template's placeholders (ids and numbers, as the validation passes them). */
const SAMPLE: Record<string, string | number> = {
  location: 'kentucky', from: 'nashville', card: 'U01', side: 'confederate', side2: 'union', pile: 'hand', pile2: 'discard',
  decision: 'casualties', count: 2, strength: 3, needs: 1, what: 'attacker-card', id: 'C07', unit: 'u12', name: 'fort-pillow', rule: 'R4.3',
  places: 'richmond,vicksburg',
};
const sampleOf = (key: PositionProblemKey) => Object.fromEntries(templateArgs(POSITION_PROBLEMS[key]).map((a) => [a, SAMPLE[a] ?? `x-${a}`]));

describe("a position's problems speak in keys (issue 7 item 6)", () => {
  const sites = callSites();

  it('every key of POSITION_PROBLEMS is reported somewhere, each call passing exactly its placeholders', () => {
    expect(sites.length).toBeGreaterThan(30);
    const named = new Set(FILES.flatMap((f) => [...readFileSync(join(ENGINE, f), 'utf8').matchAll(/'([a-z][a-z-]*)'/g)].map((k) => k[1]!)));
    expect(KEYS.filter((k) => !named.has(k))).toEqual([]);
    const wrong: string[] = [];
    for (const site of sites) {
      // A call whose key is a variable (`known(loc, 'unknown-flag')`) must fit every key its module names outside problem() calls.
      const keys = site.keys.length ? site.keys : KEYS.filter((k) => site.text.includes(`'${k}'`) && !sites.some((s) => s.keys.includes(k)));
      expect(keys.length, site.where).toBeGreaterThan(0);
      for (const key of keys) {
        const wanted = templateArgs(POSITION_PROBLEMS[key as PositionProblemKey]);
        if (wanted.slice().sort().join() !== [...new Set(site.args)].sort().join()) wrong.push(`${site.where} ${key}: passes ${site.args.join(',')}, wants ${wanted.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the rule a problem cites is read from its template (R5.10, R1.1, R12.1), and "card-nowhere" cites none', () => {
    expect(problemRule('forbidden-unit')).toBe('R5.10');
    expect(problemRule('stock-forts')).toBe('R1.1');
    expect(problemRule('actions-taken')).toBe('R3.1');
    expect(problemRule('europe-end-no-winner')).toBe('R12.1');
    expect(problemRule('card-nowhere')).toBeNull();
  });

  describe('in every UI language', () => {
    afterAll(async () => { await loadLanguage('en'); });

    it('English says each problem exactly as the engine words it', async () => {
      await loadLanguage('en');
      const differ: string[] = [];
      for (const key of KEYS) {
        if (templateArgs(POSITION_PROBLEMS[key]).includes('decision')) continue; // the UI names decisions by its status words
        const e = new RuleError('save', 'save-unsound', problemArgs(problem(key, sampleOf(key)), errorNames()));
        const engine = e.message.replace(/ \(save\)$/, '');
        const ui = errorText(i18n.t, e);
        if (ui !== engine) differ.push(`${key}: "${ui}" ≠ "${engine}"`);
      }
      expect(differ).toEqual([]);
    });

    for (const lng of ['en', 'pl', 'ru'] as const) {
      it(`${lng} has a text for every problem, card role and schema issue, each placeholder filled`, async () => {
        await loadLanguage(lng);
        const bad: string[] = [];
        for (const key of KEYS) {
          if (!i18n.exists(`positionProblem.${key}`, { lng })) { bad.push(`${key}: missing`); continue; }
          const text = errorText(i18n.t, new RuleError('scenario', 'scenario-impossible', problemArgs(problem(key, sampleOf(key)))));
          if (/\{\{|\}\}|positionProblem\.|ruleError\.|x-\w+/.test(text)) bad.push(`${key}: ${text}`);
          if (/\bkentucky\b|\bconfederate\b|attacker-card/.test(text)) bad.push(`${key}: an id shown: ${text}`);
        }
        for (const what of Object.keys(WHAT_TEXT)) if (!i18n.exists(`positionProblem.what.${what}`, { lng })) bad.push(`what ${what}: missing`);
        for (const kind of Object.keys(SCHEMA_ISSUES)) if (!i18n.exists(`schemaIssue.${kind}`, { lng })) bad.push(`schema issue ${kind}: missing`);
        expect(bad).toEqual([]);
      });
    }

    it('R1.3 a ruleset that cannot be played is refused with its problem as a key, said in Russian', async () => {
      await loadLanguage('ru');
      let thrown: unknown;
      try { newGame({ ruleset: { ...DEFAULT_RULESET, id: 'broken', name: 'Broken', description: 'x', blockadeStart: 99 } }); } catch (e) { thrown = e; }
      expect(thrown).toBeInstanceOf(RuleError);
      expect((thrown as RuleError).args).toMatchObject({ id: 'broken', problem: 'ruleset-blockade-start' });
      expect((thrown as RuleError).message).toMatch(/Blockade marker must start on the track \(R1\.3\)/);
      expect(errorText(i18n.t, thrown as RuleError)).toContain('маркер блокады должен начинать на треке');
    });

    it('a damaged save, an impossible draft and a malformed file are refused in Polish, with no English detail', async () => {
      await loadLanguage('pl');
      const data = JSON.parse(serialize(newGame({ seed: 4 })));
      data.state.units.push({ ...data.state.units[0], id: data.state.units[0].id }); // two units with one id
      let thrown: unknown;
      try { deserialize(JSON.stringify(data)); } catch (e) { thrown = e; }
      expect(thrown).toBeInstanceOf(RuleError);
      const unsound = errorText(i18n.t, thrown as RuleError);
      expect(unsound).toContain('dwie jednostki mają ten sam identyfikator');
      expect(unsound).not.toMatch(/two units/);

      const start = newGame({ seed: 4 });
      const draft = draftOf(start);
      const check = checkDraft({ ...draft, units: [...draft.units, { side: 'confederate', kind: 'army', strength: 1, location: 'harrisburg', half: 'upper' }] }, { seed: 4 });
      expect(check.ok).toBe(false);
      if (!check.ok) {
        expect(check.rule).toBe('R5.10');
        expect(errorText(i18n.t, check)).not.toMatch(/Confederate|may never/);
      }

      data.state.turn = 'one';
      let malformed: unknown;
      try { deserialize(JSON.stringify({ ...data, state: { ...data.state, units: [] , turn: 'one' } })); } catch (e) { malformed = e; }
      expect((malformed as RuleError).args).toMatchObject({ issue: 'invalid_type', known: 'number' });
      expect(errorText(i18n.t, malformed as RuleError)).toContain('oczekiwano: number');
    });
  });
});

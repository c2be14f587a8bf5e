/**
 * Issue 11 item 9: every rule id the app can show a player exists on the Rules page, so a rule
 * badge never names a rule the page lacks. "Shown" means written in a string of src/ (a
 * `RuleError`'s rule, a log entry's rules, the i18n resources, the rules help's own texts, a
 * `RuleBadge`), not in a comment. The page is `src/ui/help/rulesHelp.ts`, in every language it has.
 */
import { UI_LANGUAGES } from '../../src/i18n/languages';
import { loadRulesHelp } from '../../src/ui/help/rulesHelp';
import type { RulesHelp } from '../../src/ui/help/rulesHelp';
import { citableIds, idsNamedIn, REPO_ROOT } from './rule-ids';
import { allSourceStrings, stringsIn } from './source-strings';

/** The Rules page in every UI language (Polish and Russian load on demand). */
const RULES_HELP: Record<string, RulesHelp> = Object.fromEntries(
  await Promise.all(UI_LANGUAGES.map(async (language) => [language, await loadRulesHelp(language)] as const)),
);

/** The ids the Rules page lists: its chapters, their items and the rulings. */
function pageIds(help: RulesHelp): Set<string> {
  return new Set([
    ...help.sections.flatMap((s) => [s.id, ...s.items.map((i) => i.id)]),
    ...help.rulings.map((r) => r.id),
  ]);
}

describe('the source-string reader', () => {
  it('reads strings, template text and JSX text, not comments', () => {
    const source = [
      '// R1.1 in a comment',
      '/** E2 in a docstring */',
      "throw new RuleError('R6.1.1', `Deploy into ${where} (E2)`);",
      'const x = <p>See R7.6 <RuleBadge rule="X21" /></p>;',
    ].join('\n');
    expect(stringsIn(source, 'a.tsx').flatMap(idsNamedIn)).toEqual(['R6.1.1', 'E2', 'R7.6', 'X21']);
  });
});

describe('the Rules page covers every rule the app cites (issue 11 item 9)', () => {
  const cited = new Map<string, Set<string>>();
  for (const { file, text } of allSourceStrings(REPO_ROOT)) {
    for (const id of idsNamedIn(text)) cited.set(id, (cited.get(id) ?? new Set()).add(file));
  }

  it('finds the ids the engine and the UI cite', () => {
    // RuleErrors of the engine (R6.1), log entries' rules (R7.4), i18n texts and badges (R11.2, X21).
    for (const id of ['R6.1', 'R7.4', 'R11.2', 'E10', 'X21']) expect(cited.has(id), id).toBe(true);
  });

  for (const [language, help] of Object.entries(RULES_HELP)) {
    it(`every rule id cited in src/ is on the ${language} Rules page`, () => {
      const onPage = pageIds(help);
      const missing = [...cited].filter(([id]) => !onPage.has(id)).map(([id, files]) => `${id} (${[...files].join(', ')})`);
      expect(missing, `cited but not on the Rules page: ${missing.join('; ')}`).toEqual([]);
    });
  }

  it('X7 X8 X32: the rulings withdrawal, retreat and free-action refusals cite are on the Rules page in every language', () => {
    for (const help of Object.values(RULES_HELP)) for (const id of ['X7', 'X8', 'X32']) expect(pageIds(help).has(id), id).toBe(true);
  });

  it('every id on the Rules page exists in the rules file or docs/rulings.md', () => {
    const known = citableIds();
    for (const help of Object.values(RULES_HELP)) expect([...pageIds(help)].filter((id) => !known.has(id))).toEqual([]);
  });

  it('every rule id cited in src/ exists in the rules file or docs/rulings.md (no mistyped citations)', () => {
    const known = citableIds();
    expect([...cited].filter(([id]) => !known.has(id)).map(([id, files]) => `${id} (${[...files].join(', ')})`)).toEqual([]);
  });
});

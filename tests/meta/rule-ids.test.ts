/**
 * Issue 7 item 11: every rule of shared/rules/lincoln-rules.md (R1.1 … R12.4, E1 … E17) and every
 * ruling of docs/rulings.md (X1 … X21) is named by the title of at least one test, so a rule
 * without a test shows up here by its id. A withdrawn ruling (X4, struck through) needs no test.
 * Titles are read statically (tests/meta/test-titles.ts): write the id in the title's own text.
 */
import { allRuleIds, chapterIds, citableIds, idsNamedIn, namesId, REPO_ROOT, rulesFileIds, rulesFileText, rulingsFileIds } from './rule-ids';
import { allTestTitles, titlesIn } from './test-titles';

describe('the rule-id reader', () => {
  it('reads numbered rules, nested ones and rulings, not chapter headings', () => {
    const text = '## R6 Actions\nThe six actions.\n- R6.1 **Deploy.**\n  - R6.1.1 Army.\n- R6.10 Ten.\n- **E7** Entering.\n- Not R6.2 here.';
    expect(rulesFileIds(text).map((r) => r.id)).toEqual(['R6.1', 'R6.1.1', 'R6.10', 'E7']);
    expect(chapterIds(text)).toEqual(['R6']);
  });

  it('reads X rulings from the table and marks struck-through ones withdrawn', () => {
    const text = '| id | ruling |\n|---|---|\n| X3 | In a port. |\n| ~~X4~~ | *Withdrawn.* |\n| X10 | Two units. |';
    expect(rulingsFileIds(text).map((r) => [r.id, r.withdrawn])).toEqual([['X3', false], ['X4', true], ['X10', false]]);
  });

  it('matches whole ids only: R7.1 is not named by R7.10 or by its sub-rules, E1 not by E17, X1 not by X12', () => {
    expect(namesId('R7.10 the Europe marker', 'R7.1')).toBe(false);
    expect(namesId('R7.1.1 a sub-rule', 'R7.1')).toBe(false);
    expect(namesId('E17 split moves', 'E1')).toBe(false);
    expect(namesId('X12 forts', 'X1')).toBe(false);
    expect(namesId('AR7.1 is no id', 'R7.1')).toBe(false);
    expect(namesId('as R7.1 says', 'R7.1')).toBe(true);
    expect(namesId('placement (R7.1).', 'R7.1')).toBe(true);
    expect(namesId('R7.2 / E3 / R7.1: decisions', 'R7.1')).toBe(true);
    expect(idsNamedIn('R6.4–R6.8, E8; X21 and R12 (not #E1E1E1 or R2D2)')).toEqual(['R6.4', 'R6.8', 'E8', 'X21', 'R12']);
  });

  it('the shared rules file and docs/rulings.md are found and read (R1 … R12, E1 … E17, X1 … X21)', () => {
    const ids = allRuleIds();
    const chapters = chapterIds(rulesFileText());
    expect(chapters).toEqual(Array.from({ length: 12 }, (_, i) => `R${i + 1}`));
    // Every chapter has numbered rules, and the ruling lists run without gaps.
    for (const chapter of chapters) expect(ids.some((r) => r.id.startsWith(`${chapter}.`))).toBe(true);
    const numbers = (prefix: string) => ids.filter((r) => r.id.startsWith(prefix)).map((r) => Number(r.id.slice(1)));
    expect(numbers('E')).toEqual(Array.from({ length: numbers('E').length }, (_, i) => i + 1));
    expect(numbers('E').length).toBeGreaterThanOrEqual(17);
    expect(numbers('X')).toEqual(Array.from({ length: numbers('X').length }, (_, i) => i + 1));
    expect(numbers('X').length).toBeGreaterThanOrEqual(21);
    expect(ids.filter((r) => r.withdrawn).map((r) => r.id)).toContain('X4');
    expect(new Set(ids.map((r) => r.id)).size).toBe(ids.length);
  });
});

describe('the test-title reader', () => {
  it('reads describe / it / test titles with modifiers, and template titles by their literal text', () => {
    const source = [
      "describe('R7 combat', () => {",
      "  it('R7.6 the defender wins ties', () => { expect(/x/.test('x')).toBe(true); });",
      '  it.fails(`E3 an empty hand`, () => {});',
      "  describe.skip('skipped R1.1', () => {});",
      "  it.each([[1], [2]])('R4.%s each', () => {});",
      "  test(`X${n} built at run time (R9.1)`, () => {});",
      "  expect(helper('not a title')).toBe(1);",
      '});',
    ].join('\n');
    expect(titlesIn(source)).toEqual(['R7 combat', 'R7.6 the defender wins ties', 'E3 an empty hand', 'skipped R1.1', 'R4.%s each', 'X… built at run time (R9.1)']);
  });
});

describe('every rule id has a test (issue 7 item 11)', () => {
  const titles = allTestTitles(REPO_ROOT);

  it('finds the tests of tests/', () => {
    expect(titles.length).toBeGreaterThan(400);
    expect(titles.some((t) => t.file === 'tests/meta/rule-ids.test.ts')).toBe(true);
  });

  it('every R and E id of the rules file and X id of docs/rulings.md is named by a test title (withdrawn X4 excepted)', () => {
    const untested = allRuleIds()
      .filter((r) => !r.withdrawn && !titles.some((t) => namesId(t.title, r.id)))
      .map((r) => r.id);
    expect(untested, `rule ids no test title names: ${untested.join(', ')}`).toEqual([]);
  });

  it('every id a test title names exists in the rules file or docs/rulings.md (no stale or mistyped ids)', () => {
    const known = citableIds();
    const stale = titles.flatMap((t) => idsNamedIn(t.title).filter((id) => !known.has(id)).map((id) => `${id} in ${t.file}: ${t.title}`));
    expect(stale).toEqual([]);
  });
});

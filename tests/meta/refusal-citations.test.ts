/**
 * A refusal names one rule: where a message's template cites a rule (`… (R7.2)`), the engine
 * throws it with that rule, so the message never shows two different ids ("… (R7.2) (E3)") and
 * the badge the UI shows beside it agrees with its text. Read statically, with the TypeScript
 * parser, from every `require(cond, rule, key, …)` and `new RuleError(rule, key, …)` of src/engine
 * whose rule and key are literals (a key chosen by a condition: each of its literal branches).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { citedRule, RULE_ERRORS } from '../../src/engine/rule-errors';
import { REPO_ROOT } from './rule-ids';
import { sourceFiles } from './source-strings';

interface Site { file: string; line: number; rule: string; key: string }

/** The literal strings an expression may take: a literal, or each branch of a condition. */
function literals(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  return [];
}

/** Every refusal site of `source` whose rule and key are literal. */
export function refusalSites(source: string, file: string): Site[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const sites: Site[] = [];
  const visit = (node: ts.Node) => {
    let args: readonly ts.Expression[] | undefined;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') args = node.arguments.slice(1);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RuleError') args = node.arguments ?? [];
    if (args) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const rule of literals(args[0])) for (const key of literals(args[1])) sites.push({ file, line, rule, key });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return sites;
}

describe('refusals cite one rule', () => {
  const sites = sourceFiles(join(REPO_ROOT, 'src/engine')).flatMap((path) => refusalSites(readFileSync(path, 'utf8'), relative(REPO_ROOT, path)));

  it('finds the refusal sites of the engine', () => {
    expect(sites.length).toBeGreaterThan(150);
    expect(sites).toContainEqual(expect.objectContaining({ rule: 'R6.4', key: 'not-contested' }));
  });

  it('R7.2 R6.2.2 X8 R1.1 R5.5 R5.10 E9 R7.1: a refusal whose message cites a rule is thrown with that rule (no second id in the message)', () => {
    const wrong = sites
      .filter((s) => s.key in RULE_ERRORS)
      .filter((s) => {
        const cited = citedRule(RULE_ERRORS[s.key as keyof typeof RULE_ERRORS]);
        return cited !== null && cited !== s.rule;
      })
      .map((s) => `${s.file}:${s.line} ${s.rule} '${s.key}'`);
    expect(wrong).toEqual([]);
  });
});

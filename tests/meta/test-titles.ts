/**
 * The titles of the project's tests, read statically from the test files with the TypeScript
 * parser: the first argument of every `describe`, `it` and `test` call, modifiers included
 * (`it.fails`, `describe.skip`, `it.each(rows)`). A title built at run time (a template with
 * `${…}`) counts by its literal parts only, so a rule id must be written in the title's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One test or suite title and the file (relative to `root`) it is in. */
export interface TestTitle {
  file: string;
  title: string;
}

const TEST_FILE = /\.test\.tsx?$/;
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test']);

/** Every `*.test.ts(x)` file under `dir`, recursively, sorted. */
export function testFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...testFiles(path));
    else if (TEST_FILE.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/** The literal text of a title argument; `${…}` parts become `…`. Null for a non-literal. */
function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join('');
  return null;
}

/** The titles of the `describe` / `it` / `test` calls in one source text. */
export function titlesIn(source: string, fileName = 'test.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const titles: string[] = [];
  const visit = (node: ts.Node) => {
    // `re.test(x)` is a method call, not a test: isTestCall looks at the whole callee.
    if (ts.isCallExpression(node) && node.arguments.length > 0 && isTestCall(node.expression)) {
      const text = literalText(node.arguments[0]!);
      if (text !== null) titles.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return titles;
}

/**
 * True for a callee that is a test function: `it`, `it.fails`, `describe.skip`, `it.each(rows)`,
 * but not `it.each` itself (its argument is the rows, not a title) nor `expect(x).test`.
 */
function isTestCall(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return TEST_FUNCTIONS.has(callee.text);
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text !== 'each' && isTestCall(callee.expression);
  if (ts.isCallExpression(callee)) {
    const inner = callee.expression;
    return ts.isPropertyAccessExpression(inner) && ['each', 'skipIf', 'runIf', 'for'].includes(inner.name.text) && isTestCall(inner.expression);
  }
  return false;
}

/** Every test and suite title of the test files under `root`/tests and `root`/src (Vitest's `include`). */
export function allTestTitles(root: string): TestTitle[] {
  return ['tests', 'src'].flatMap((dir) => testFiles(join(root, dir))).flatMap((path) =>
    titlesIn(readFileSync(path, 'utf8'), path).map((title) => ({ file: relative(root, path), title })));
}

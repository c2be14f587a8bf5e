/**
 * The text a player can see that the sources write: every string literal, template text and JSX
 * text of the `.ts`/`.tsx` files under `src/`, read with the TypeScript parser. Comments are not
 * read: a rule id in a comment is for developers, one in a string may reach the screen (a
 * `RuleError`'s rule, a log entry's rules, i18n resources, the rules help, a `RuleBadge`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Every `.ts` / `.tsx` file under `dir`, recursively, sorted (declaration files excepted). */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files.sort();
}

/** The literal texts of one source: strings, the literal parts of templates, JSX text. */
export function stringsIn(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
      || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** One literal text and the file (relative to `root`) that holds it. */
export interface SourceString {
  file: string;
  text: string;
}

/** Every literal text of `root`/src. */
export function allSourceStrings(root: string): SourceString[] {
  return sourceFiles(join(root, 'src')).flatMap((path) =>
    stringsIn(readFileSync(path, 'utf8'), path).map((text) => ({ file: relative(root, path), text })));
}

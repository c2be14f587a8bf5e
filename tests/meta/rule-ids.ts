/**
 * The rule ids a test must name: every numbered rule (R1.1 … R12.4) and ruling (E1 … E17) of
 * `shared/rules/lincoln-rules.md`, and every X ruling of `docs/rulings.md` (issue 7 item 11).
 * Read from the files themselves, so a rule added there needs a test at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory (this file is tests/meta/rule-ids.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The copy of shared files kept in the repository, for checkouts that have no `shared/` beside them. */
export const SHARED_COPY = join(REPO_ROOT, 'tests/fixtures/shared');

/**
 * The path of the team's own `shared/<relative>` when this checkout can see it: `shared/` sits
 * beside the repository (`../shared`), or in the nearest ancestor of a nested git worktree.
 * Undefined when no ancestor holds it (a CI checkout on its own).
 */
export function liveSharedFile(relative: string): string | undefined {
  for (let dir = dirname(REPO_ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The path of `shared/<relative>`: the team's own file when this checkout can see it, else the
 * repository's copy under tests/fixtures/shared (kept equal to it by tests/meta/shared-copy.test.ts
 * wherever both are present). Throws when neither exists: the checks must not pass by reading nothing.
 */
export function sharedFile(relative: string): string {
  const live = liveSharedFile(relative);
  if (live) return live;
  const copy = join(SHARED_COPY, relative);
  if (existsSync(copy)) return copy;
  throw new Error(`shared/${relative} not found beside ${REPO_ROOT}, above it, or in ${SHARED_COPY}`);
}

/** One id with where it comes from and, for X rulings, whether it is withdrawn. */
export interface RuleId {
  id: string;
  source: 'rules' | 'rulings';
  /** A withdrawn ruling (struck through in docs/rulings.md) needs no test. */
  withdrawn: boolean;
}

/**
 * The ids of the rules file: each list item opening with a rule number (`- R6.1.1 …`, nested
 * items included) and each ruling (`- **E1** …`). Chapter headings (`## R6 Actions`) are not
 * rules of their own: their numbered items are.
 */
export function rulesFileIds(text: string): RuleId[] {
  const ids: RuleId[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*- (?:(R\d+(?:\.\d+)+)|\*\*(E\d+)\*\*)\s/.exec(line);
    if (m) ids.push({ id: (m[1] ?? m[2])!, source: 'rules', withdrawn: false });
  }
  return ids;
}

/** The X rulings of docs/rulings.md's table (`| X7 | …`); a struck-through id (`~~X4~~`) is withdrawn. */
export function rulingsFileIds(text: string): RuleId[] {
  const ids: RuleId[] = [];
  for (const line of text.split('\n')) {
    const m = /^\|\s*(~~)?(X\d+)(~~)?\s*\|/.exec(line);
    if (m) ids.push({ id: m[2]!, source: 'rulings', withdrawn: Boolean(m[1] && m[3]) });
  }
  return ids;
}

/** Every R/E id of the shared rules file and X id of docs/rulings.md, in file order. */
export function allRuleIds(): RuleId[] {
  return [...rulesFileIds(rulesFileText()), ...rulingsFileIds(readFileSync(join(REPO_ROOT, 'docs/rulings.md'), 'utf8'))];
}

/** The text of shared/rules/lincoln-rules.md. */
export function rulesFileText(): string {
  return readFileSync(sharedFile('rules/lincoln-rules.md'), 'utf8');
}

/** Every id a citation may name: the rules, rulings and X rulings (withdrawn ones too) and the chapters R1 … R12. */
export function citableIds(): Set<string> {
  return new Set([...allRuleIds().map((r) => r.id), ...chapterIds(rulesFileText())]);
}

/**
 * True when `text` names `id` as a whole id: R7.1 is not named by R7.10 or R7.1.1, nor E1 by
 * E17, nor X1 by X12; a full stop ending a sentence after the id does not lengthen it.
 */
export function namesId(text: string, id: string): boolean {
  const escaped = id.replace(/\./g, '\\.');
  return new RegExp(`(?<![A-Za-z0-9.])${escaped}(?!\\d|\\.\\d)`).test(text);
}

/** A rule id as code and text write it: R7.5, R6.1.1, R12 (a chapter), E17, X21. */
const ANY_ID = /(?<![\w.#-])([REX]\d+(?:\.\d+)*)(?!\w|\.\d)/g;

/** Every rule id (R…, E…, X…, chapters included) written in `text`, in order, repeats kept. */
export function idsNamedIn(text: string): string[] {
  return [...text.matchAll(ANY_ID)].map((m) => m[1]!);
}

/** The chapter ids R1 … R12 of the rules file (`## R6 Actions`). */
export function chapterIds(text: string): string[] {
  return [...text.matchAll(/^## (R\d+) /gm)].map((m) => m[1]!);
}

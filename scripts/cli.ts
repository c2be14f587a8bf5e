/**
 * The command-line tools' arguments (simulate, fuzz, the benches, bot-versus): Node's own `util.parseArgs`
 * in strict mode (an unknown or misspelt option is refused, not ignored), `--help` printing the
 * tool's usage, values checked before any game is played, and a user's mistake said in one line
 * with exit code 1 instead of a stack trace (`UsageError`, `runCli`). A bug keeps its stack.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** A mistake in the command line or in a file it names: said in one line, exit code 1. */
export class UsageError extends Error {}

/**
 * The values of `argv` for the options `names` (each takes a value) and `flags` (none). `--help`
 * (or `-h`) prints `usage` and exits 0. Throws UsageError for an unknown option, a missing value or
 * a positional argument.
 */
export function readOptions<K extends string, F extends string = never>(
  argv: readonly string[], usage: string, names: readonly K[], flags: readonly F[] = [],
): Partial<Record<K, string>> & Partial<Record<F, boolean>> {
  const known = [...names, ...flags];
  // A negative number after an option that takes a value is that value (`--games -3`), so that the
  // option's own check refuses it clearly (QA: Node's parseArgs called it "ambiguous" instead).
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = argv[i + 1];
    if (a.startsWith('--') && !a.includes('=') && (names as readonly string[]).includes(a.slice(2)) && next !== undefined && /^-\.?\d/.test(next)) {
      args.push(`${a}=${next}`);
      i++;
    } else {
      args.push(a);
    }
  }
  for (const a of args) {
    if (a === '--help' || a === '-h') {
      process.stdout.write(usage.endsWith('\n') ? usage : `${usage}\n`);
      process.exit(0);
    }
    const name = a.startsWith('--') ? a.slice(2).split('=')[0]! : null;
    if (name !== null && !(known as string[]).includes(name)) {
      throw new UsageError(`Unknown option --${name}. The options are: ${known.map((k) => `--${k}`).join(', ')} (--help says more).`);
    }
  }
  const options = Object.fromEntries([
    ...names.map((n) => [n, { type: 'string' as const }]),
    ...flags.map((f) => [f, { type: 'boolean' as const }]),
  ]);
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Partial<Record<K, string>> & Partial<Record<F, boolean>>;
  } catch (e) {
    // Node's own refusals (ERR_PARSE_ARGS_…): a missing value, a stray argument.
    const code = e instanceof TypeError ? (e as TypeError & { code?: unknown }).code : undefined;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      // Its first sentence only: some (a value that starts with a dash) go on over more lines.
      throw new UsageError(`${(e as TypeError).message.split(/\.(?:\s|$)/)[0]}. Run with --help for the options.`);
    }
    throw e;
  }
}

/**
 * A command whose first argument is a path (`bot-versus <checkout>`, `fit:eval <samples>`), then
 * options: the path, and the options' values as `readOptions` reads them (so `--help` works without
 * the path). Throws UsageError `missing` when no path comes first.
 */
export function readLeadingPath<K extends string>(
  argv: readonly string[], usage: string, names: readonly K[], missing: string,
): { path: string; args: Partial<Record<K, string>> } {
  const first = argv[0];
  const path = first !== undefined && !first.startsWith('-') ? first : undefined;
  const args = readOptions(path === undefined ? argv : argv.slice(1), usage, names);
  if (path === undefined) throw new UsageError(missing);
  return { path, args };
}

/** The largest seed: seeds are 32-bit (a larger one would wrap silently to another game). */
export const MAX_SEED = 2 ** 32 - 1;

/** `value` as a whole number of at least `min` and at most `max` (`fallback` when absent). Throws UsageError naming `--name`. */
export function wholeNumber(value: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    const range = max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : min > 0 ? ` of at least ${min}` : '';
    throw new UsageError(`--${name} must be a whole number${range} (got "${value}").`);
  }
  return n;
}

/** `value` as a number (decimals allowed) of at least `min` (`fallback` when absent). Throws UsageError naming `--name`. */
export function numberAtLeast(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min) throw new UsageError(`--${name} must be a number of at least ${min} (got "${value}").`);
  return n;
}

/** A seed option: a whole number from 0 to MAX_SEED (`fallback` when absent). Throws UsageError naming `--name`. */
export function seedNumber(value: string | undefined, name: string, fallback: number): number {
  return wholeNumber(value, name, fallback, 0, MAX_SEED);
}

/** A comma-separated list of whole numbers of at most `max` (`--seeds 1,2,3`). Throws UsageError naming `--name`. */
export function wholeNumbers(value: string, name: string, max = Number.MAX_SAFE_INTEGER): number[] {
  const parts = value.split(',');
  return parts.map((p) => {
    if (!/^\s*\d+\s*$/.test(p) || !Number.isSafeInteger(Number(p))) throw new UsageError(`--${name} must be whole numbers separated by commas (got "${p}" in "${value}").`);
    if (Number(p) > max) throw new UsageError(`--${name}: each must be at most ${max} (got "${p}" in "${value}").`);
    return Number(p);
  });
}

/**
 * Checks, before any work, that a file can be written at `path`: its folder exists and it is no
 * folder itself (QA: a folder was found only when every game was played, by a stack trace). Throws
 * UsageError naming `--name`.
 */
export function writablePath(path: string | undefined, name: string): void {
  if (path === undefined) return;
  const folder = dirname(resolve(path));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`--${name} ${path}: there is no folder ${folder}.`);
  if (existsSync(path) && statSync(path).isDirectory()) throw new UsageError(`--${name} ${path}: that is a folder; name a file (e.g. ${join(path, 'out.json')}).`);
}

/** `arg` as a POSIX shell reads it back: quoted when it holds anything but plain characters (a JSON budget, a space). */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** A JSON option (`--name`): inline text or `@path`. Throws UsageError for a missing file or text that is no JSON object. */
export function jsonOption(text: string | undefined, name: string): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  const file = text.startsWith('@') ? text.slice(1) : null;
  if (file !== null && !existsSync(file)) throw new UsageError(`--${name} ${text}: there is no file ${file}.`);
  const source = file !== null ? readFileSync(file, 'utf8') : text;
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    throw new UsageError(`--${name}: not JSON (${e.message}), e.g. '{"iterations":96}'.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`--${name}: a JSON object is needed, e.g. '{"iterations":96}'.`);
  return value as Record<string, unknown>;
}

/** The member of `known` nearest to `word` in edits (at most a third of its length, at least 2), or null: for "did you mean". */
export function nearest(word: string, known: readonly string[]): string | null {
  const distance = (a: string, b: string): number => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      row = next;
    }
    return row[b.length]!;
  };
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const d = distance(word, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/** Says a user's mistake in one line and sets exit code 1; any other error is a bug and is thrown on, stack and all. */
function sayUsageError(e: unknown): void {
  if (!(e instanceof UsageError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exitCode = 1;
}

/** Runs a tool's `main`: a UsageError is said in one line with exit code 1 (`sayUsageError`). */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (e) {
    sayUsageError(e);
  }
}

/**
 * For a script that reads its options at its top level (the benches): runs `read`, and says a
 * UsageError in one line and exits 1 before any work. Any other error is thrown on.
 */
export function optionsOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    sayUsageError(e);
    process.exit(1);
  }
}

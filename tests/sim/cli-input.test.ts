/**
 * The second QA round of the command-line tools: every mistake said in one line before any work,
 * exit code 1, no stack trace (QA: a folder for --json crashed after every game with EISDIR; a
 * negative number was "ambiguous"; a seed above 2^32−1 wrapped to another game; a budget for a
 * player that does not search was ignored; and the saved command could not be pasted back). fit:eval and bundle-size:
 * fit-eval.test.ts, bundle-size.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetOption } from '../../scripts/budget';
import { numberAtLeast, readOptions, seedNumber, shellQuote, UsageError, wholeNumber, wholeNumbers, writablePath } from '../../scripts/cli';
import { listRulesets } from '../../src/engine';

const ROOT = join(__dirname, '../..');
/** Runs a script with tsx; its exit code and output. */
function tool(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts', script), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
/** A refusal: exit 1, the message matching `said` on one line, nothing on stdout. */
function expectRefused(r: ReturnType<typeof tool>, said: RegExp) {
  expect(r.err.trim()).toMatch(said);
  expect(r.err.trim().split('\n')).toHaveLength(1);
  expect(r.code).toBe(1);
  expect(r.out).toBe('');
}

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'lincoln-cli-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the shared option reader (scripts/cli.ts)', () => {
  it('a negative number is the option\'s value, so that its own check says what is wrong (QA: "argument is ambiguous")', () => {
    expect(readOptions(['--games', '-3', '--seed', '-1.5'], 'usage', ['games', 'seed'])).toEqual({ games: '-3', seed: '-1.5' });
    expect(() => wholeNumber(readOptions(['--games', '-3'], 'usage', ['games']).games, 'games', 100, 1)).toThrow(new UsageError('--games must be a whole number of at least 1 (got "-3").'));
    // Another option after one that needs a value is still a missing value, not the value.
    expect(() => readOptions(['--games', '--seed', '2'], 'usage', ['games', 'seed'])).toThrow(UsageError);
  });

  it('a seed is 32-bit: above 2^32−1 is refused, not wrapped to another game', () => {
    expect(seedNumber('4294967295', 'seed', 1)).toBe(4294967295);
    expect(() => seedNumber('4294967297', 'seed', 1)).toThrow(new UsageError('--seed must be a whole number from 0 to 4294967295 (got "4294967297").'));
    expect(() => wholeNumbers('1,4294967296', 'seeds', 2 ** 32 - 1)).toThrow(/--seeds: each must be at most 4294967295 \(got "4294967296"/);
  });

  it('a number that may have decimals: at least the least allowed, never NaN', () => {
    expect(numberAtLeast(undefined, 'l2', 1, 0)).toBe(1);
    expect(numberAtLeast('0.5', 'l2', 1, 0)).toBe(0.5);
    for (const bad of ['abc', '-5', '', 'Infinity']) expect(() => numberAtLeast(bad, 'l2', 1, 0)).toThrow(`--l2 must be a number of at least 0 (got "${bad}").`);
  });

  it('a file to write that is a folder is refused before the run', () => {
    expect(() => writablePath(dir, 'json')).toThrow(`--json ${dir}: that is a folder; name a file (e.g. ${join(dir, 'out.json')}).`);
    expect(() => writablePath(join(dir, 'out.json'), 'json')).not.toThrow();
  });

  it('an argument is quoted for the shell when it needs it', () => {
    expect(shellQuote('--games')).toBe('--games');
    expect(shellQuote('bot:easy')).toBe('bot:easy');
    expect(shellQuote('{"iterations":5}')).toBe(`'{"iterations":5}'`);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('')).toBe("''");
  });

  it('a budget value out of its range is refused, naming the key and what it means', () => {
    expect(() => budgetOption('{"iterations":-5}', 'union-budget')).toThrow('--union-budget: "iterations" (iterations per decision) must be a whole number of at least 1 (got -5).');
    expect(() => budgetOption('{"iterations":0}', 'union-budget')).toThrow(/"iterations" .* at least 1 \(got 0\)/);
    expect(() => budgetOption('{"rootTopK":-1}', 'union-budget')).toThrow(/"rootTopK" \(candidate actions kept at the root\) must be a whole number of at least 1 \(got -1\)/);
    expect(() => budgetOption('{"topK":2.5}', 'budget-a')).toThrow(/"topK" .* whole number/);
    expect(() => budgetOption('{"epsilon":1.5}', 'budget-a')).toThrow(/"epsilon" .* must be a number from 0 to 1 \(got 1\.5\)/);
    expect(() => budgetOption('{"timeMs":-1}', 'budget-a')).toThrow(/"timeMs"/);
    expect(budgetOption('{"rolloutDepth":0,"epsilon":0,"timeMs":0,"iterations":1,"exploration":0.7}', 'budget-a')).toEqual({ rolloutDepth: 0, epsilon: 0, timeMs: 0, iterations: 1, exploration: 0.7 });
  });
});

describe('the tools refuse these mistakes before any game', { timeout: 120_000 }, () => {
  it('simulate: a folder for --json, --eval-samples or --record is refused in one line, no game played', () => {
    for (const name of ['json', 'eval-samples', 'record']) {
      expectRefused(tool('simulate.ts', '--games', '1', '--threads', '1', `--${name}`, dir), new RegExp(`^--${name} .*: that is a folder; name a file`));
    }
  });

  it('a negative number is refused with the option\'s own message in every tool', () => {
    expectRefused(tool('simulate.ts', '--games', '-3'), /^--games must be a whole number of at least 1 \(got "-3"\)\.$/);
    expectRefused(tool('simulate.ts', '--seed', '-1'), /^--seed must be a whole number from 0 to 4294967295 \(got "-1"\)\.$/);
    expectRefused(tool('bench-replay.ts', '--min-actions', '-4'), /^--min-actions must be a whole number of at least 1 \(got "-4"\)\.$/);
    expectRefused(tool('bot-versus.ts', '.', '--pairs', '-1'), /^--pairs must be a whole number of at least 1 \(got "-1"\)\.$/);
  });

  it('a seed above 2^32−1 is refused by simulate and by the fuzzer\'s replay', () => {
    expectRefused(tool('simulate.ts', '--seed', '4294967297'), /^--seed must be a whole number from 0 to 4294967295 \(got "4294967297"\)\.$/);
    expectRefused(tool('fuzz.ts', '--replay', '4294967301'), /^--replay must be a whole number from 0 to 4294967295 \(got "4294967301"\)\.$/);
  });

  it('simulate: a budget for a player that does not search, or out of range, is refused', () => {
    expectRefused(tool('simulate.ts', '--union-budget', '{"iterations":5}'), /^--union-budget: the Union is played by random, which has no budget/);
    expectRefused(tool('simulate.ts', '--confederate', 'bot:heuristic', '--confederate-budget', '{"iterations":5}'), /^--confederate-budget: the Confederacy is played by bot:heuristic, which has no budget/);
    expectRefused(tool('simulate.ts', '--union', 'bot:easy', '--union-budget', '{"rootTopK":-1}'), /^--union-budget: "rootTopK" .* at least 1 \(got -1\)\.$/);
    expectRefused(tool('bot-versus.ts', '.', '--level', 'heuristic', '--budget-b', '{"iterations":5}'), /^--budget-b: the heuristic level has no budget/);
  });

  it('simulate --help lists the named rulesets', () => {
    const help = tool('simulate.ts', '--help');
    expect(help.code).toBe(0);
    const flat = help.out.replace(/\s+/g, ' ');
    for (const { id } of listRulesets()) expect(flat).toContain(` ${id}`);
  });

  it('simulate --json saves a command that the shell reads back (a JSON budget quoted)', () => {
    const out = join(dir, 'sim.json');
    const r = tool('simulate.ts', '--games', '1', '--threads', '1', '--max-turns', '1', '--union', 'bot:easy', '--union-budget', '{"iterations":1}', '--json', out);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).command).toBe(`npm run simulate -- --games 1 --threads 1 --max-turns 1 --union bot:easy --union-budget '{"iterations":1}' --json ${out}`);
  });
});

/**
 * The command-line tools refuse a mistake before any work, in one line with exit code 1 (QA: a
 * misspelt option was ignored and a 100-game run played instead; `--games abc` ran 0 games with
 * exit 0; `--json` into a missing folder failed only after every game; a bad option made the fuzzer
 * pass after checking nothing; a ruleset typo ended in a stack trace).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetOption } from '../../scripts/budget';
import { jsonOption, nearest, readOptions, runCli, UsageError, wholeNumber, wholeNumbers, writablePath } from '../../scripts/cli';
import { EVAL_WEIGHTS } from '../../src/bot/evaluate';

const ROOT = join(__dirname, '../..');
/** Runs a script with tsx; its exit code and output. */
function tool(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts', script), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('command-line options (scripts/cli.ts)', () => {
  it('an unknown or misspelt option is refused, naming the known ones; a missing value and a stray argument too', () => {
    expect(() => readOptions(['--game', '2'], 'usage', ['games', 'seed'])).toThrow(new UsageError('Unknown option --game. The options are: --games, --seed (--help says more).'));
    expect(readOptions(['--games', '2', '--seed=7'], 'usage', ['games', 'seed'])).toEqual({ games: '2', seed: '7' });
    expect(() => readOptions(['--games'], 'usage', ['games'])).toThrow(UsageError);
    expect(() => readOptions(['games'], 'usage', ['games'])).toThrow(UsageError);
  });

  it('a value that starts with a dash is refused in one line, not in Node\'s three', () => {
    expect(() => readOptions(['--seed', '-x'], 'usage', ['seed'])).toThrow(new UsageError("Option '--seed' argument is ambiguous. Run with --help for the options."));
  });

  it('numbers: whole, at least the least allowed; a list of seeds; the default when absent', () => {
    expect(wholeNumber(undefined, 'games', 100, 1)).toBe(100);
    expect(wholeNumber('12', 'games', 100, 1)).toBe(12);
    for (const bad of ['abc', '0', '-3', '1.5', '']) expect(() => wholeNumber(bad, 'games', 100, 1)).toThrow(/--games must be a whole number of at least 1/);
    expect(wholeNumbers('1,22,333', 'seeds')).toEqual([1, 22, 333]);
    expect(() => wholeNumbers('1,x,3', 'seeds')).toThrow(/got "x"/);
  });

  it('a file to write is checked before the run: its folder must exist', () => {
    expect(() => writablePath('/tmp/no-such-folder-lincoln/out.json', 'json')).toThrow(/--json .*there is no folder/);
    expect(() => writablePath(join(ROOT, 'sim-out.json'), 'json')).not.toThrow();
  });

  it('a JSON option: inline or @file, a JSON object, else refused naming the option', () => {
    expect(jsonOption(undefined, 'union-budget')).toBeUndefined();
    expect(jsonOption('{"iterations":96}', 'union-budget')).toEqual({ iterations: 96 });
    expect(() => jsonOption('{iterations:96}', 'union-budget')).toThrow(/^--union-budget: not JSON/);
    expect(() => jsonOption('[1]', 'union-budget')).toThrow(/--union-budget: a JSON object is needed/);
    expect(() => jsonOption('@/tmp/no-such-folder-lincoln/b.json', 'union-budget')).toThrow(/there is no file/);
  });

  it('the nearest known word to a misspelt one, within a few edits; none when nothing is near', () => {
    expect(nearest('iteration', ['iterations', 'topK'])).toBe('iterations');
    expect(nearest('rolloutdepth', ['rolloutDepth', 'rootTopK'])).toBe('rolloutDepth');
    expect(nearest('combatSerch', ['combatSearch', 'threatGuard'])).toBe('combatSearch');
    expect(nearest('banana', ['iterations', 'topK'])).toBeNull();
  });

  it('a budget override with a misspelt key is refused, naming the key and the nearest known one (QA: it was accepted and the level\'s own budget played)', () => {
    expect(() => budgetOption('{"iteration":96}', 'budget-b')).toThrow(new UsageError(
      '--budget-b: unknown key "iteration" (did you mean "iterations"?). The keys: iterations, timeMs, rootTopK, topK, rolloutDepth, exploration, epsilon, sample, weights, threatGuard, threatMargin, combatSearch.',
    ));
    expect(() => budgetOption('{"speed":1}', 'union-budget')).toThrow(/^--union-budget: unknown key "speed"\. The keys: iterations,/);
    expect(() => budgetOption('{"iterations":"96"}', 'union-budget')).toThrow('--union-budget: "iterations" must be a number (got "96").');
    expect(() => budgetOption('{"combatSearch":1}', 'budget-a')).toThrow('--budget-a: "combatSearch" must be true or false (got 1).');
  });

  it('budget weights: every evaluation term, no other; a misspelt term is named with the nearest one', () => {
    const weights = { ...EVAL_WEIGHTS };
    expect(budgetOption(JSON.stringify({ iterations: 96, combatSearch: true, weights }), 'union-budget')).toEqual({ iterations: 96, combatSearch: true, weights });
    const { hands: _hands, ...missing } = weights;
    expect(() => budgetOption(JSON.stringify({ weights: missing }), 'union-budget')).toThrow('--union-budget: "weights" must give every term; missing hands.');
    expect(() => budgetOption(JSON.stringify({ weights: { ...missing, hand: 0.08 } }), 'union-budget')).toThrow(/unknown weights term "hand" \(did you mean "hands"\?\)/);
  });

  it('a budget override from @file is checked the same way', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lincoln-budget-'));
    try {
      writeFileSync(join(dir, 'good.json'), '{"rolloutDepth":5}');
      writeFileSync(join(dir, 'bad.json'), '{"rolloutdepth":5}');
      expect(budgetOption(`@${join(dir, 'good.json')}`, 'budget-a')).toEqual({ rolloutDepth: 5 });
      expect(() => budgetOption(`@${join(dir, 'bad.json')}`, 'budget-a')).toThrow(/unknown key "rolloutdepth" \(did you mean "rolloutDepth"\?\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runCli says a UsageError in one line with exit code 1; any other error is a bug and is thrown on', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await runCli(async () => { throw new UsageError('--games must be a whole number'); });
      expect(write).toHaveBeenCalledWith('--games must be a whole number\n');
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = 0;
      write.mockRestore();
    }
    await expect(runCli(async () => { throw new RangeError('a bug'); })).rejects.toThrow(RangeError);
  });
});

describe('the simulator and the fuzzer refuse mistakes before playing', { timeout: 120_000 }, () => {
  it('simulate: a misspelt option, an unknown ruleset, a missing --json folder: one line each, exit 1, no game played, no stack', () => {
    for (const [args, said] of [
      [['--game', '2'], /^Unknown option --game\. The options are: --games,/],
      [['--games', '2', '--ruleset', 'balanse'], /^Unknown ruleset "balanse"\. The named rulesets: default, balanced,/],
      // A known ruleset that is no single variant is not called unknown (QA: "Unknown ruleset variant balanced").
      [['--games', '2', '--ruleset', 'balanced,lee-4'], /^--ruleset balanced,lee-4: the named ruleset "balanced" cannot be combined with variants\. Give one named ruleset alone \(default, balanced, .*\), or single variants joined by commas \((?!.*balanced).*lee-4.*\)\.$/],
      [['--games', '2', '--ruleset', 'lee-4,default'], /^--ruleset lee-4,default: the named ruleset "default" cannot be combined with variants\./],
      [['--games', '2', '--json', '/tmp/no-such-folder-lincoln/out.json'], /^--json \/tmp\/no-such-folder-lincoln\/out\.json: there is no folder/],
    ] as const) {
      const r = tool('simulate.ts', ...args);
      expect(r.code).toBe(1);
      expect(r.err.trim()).toMatch(said);
      expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
      expect(r.out).not.toMatch(/games: Union/);
    }
    const help = tool('simulate.ts', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run simulate -- \[options\]/);
  });

  it('simulate: a budget override with a misspelt key is refused before any game, naming the nearest key', () => {
    const r = tool('simulate.ts', '--games', '1', '--union-budget', '{"rolloutdepth":3}');
    expect(r.code).toBe(1);
    expect(r.err.trim()).toMatch(/^--union-budget: unknown key "rolloutdepth" \(did you mean "rolloutDepth"\?\)\. The keys: /);
    expect(r.out).toBe('');
  });

  it('fuzz: a bad number is refused, never a pass after 0 games checked', () => {
    const r = tool('fuzz.ts', '--seconds', 'abc');
    expect(r.code).toBe(1);
    expect(r.err.trim()).toBe('--seconds must be a whole number of at least 1 (got "abc").');
    const variants = tool('fuzz.ts', '--replay', '12345', '--variants', 'E1,bogus');
    expect(variants.code).toBe(1);
    expect(variants.err).toContain('unknown variant bogus');
  });
});

describe('bot-versus reads its options like the other tools (QA: it parsed them by hand)', { timeout: 120_000 }, () => {
  it('a misspelt option, a number that is not one, an unknown level, a misspelt budget key, no root, a root with no bot: one line each, exit 1, no game played', () => {
    for (const [args, said] of [
      [['.', '--pair', '2'], /^Unknown option --pair\. The options are: --level, --pairs, --seed, --from, --budget-a, --budget-b \(--help says more\)\.$/],
      [['.', '--pairs', 'abc'], /^--pairs must be a whole number of at least 1 \(got "abc"\)\.$/],
      [['.', '--from', '-1'], /^--from must be a whole number \(got "-1"\)\.$/],
      [['.', '--seed', '1.5'], /^--seed must be a whole number from 0 to 4294967295 \(got "1\.5"\)\.$/],
      [['.', '--level', 'genius'], /^--level: unknown level "genius" \(the levels: heuristic, easy, normal, hard\)\.$/],
      [['.', '--budget-b', '{"iteration":96}'], /^--budget-b: unknown key "iteration" \(did you mean "iterations"\?\)\. The keys: /],
      [['.', '--budget-a', '{"iterations":'], /^--budget-a: not JSON/],
      [['--pairs', '2'], /^Name the other checkout's root first: /],
      [['/tmp/no-such-folder-lincoln', '--pairs', '1'], /^\/tmp\/no-such-folder-lincoln is no checkout of Lincoln: there is no /],
      [['.', '--pairs', '1', 'stray'], /^Unexpected argument 'stray'\. Run with --help for the options\.$/],
    ] as const) {
      const r = tool('bot-versus.ts', ...args);
      expect(r.code).toBe(1);
      expect(r.err.trim()).toMatch(said);
      expect(r.err.trim().split('\n')).toHaveLength(1); // one line, no stack trace
      expect(r.out).toBe(''); // no game played, no figures
    }
  });

  it('--help prints the usage with every option and exits 0', () => {
    const help = tool('bot-versus.ts', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npx tsx scripts\/bot-versus\.ts <other checkout root> \[options\]/);
    for (const o of ['--level', '--pairs', '--seed', '--from', '--budget-a', '--budget-b', '--help']) expect(help.out).toContain(o);
    expect(tool('bot-versus.ts', '.', '-h').out).toBe(help.out);
  });
});

/**
 * The command-line tools refuse a mistake before any work, in one line with exit code 1 (QA: a
 * misspelt option was ignored and a 100-game run played instead; `--games abc` ran 0 games with
 * exit 0; `--json` into a missing folder failed only after every game; a bad option made the fuzzer
 * pass after checking nothing; a ruleset typo ended in a stack trace).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { readOptions, runCli, UsageError, wholeNumber, wholeNumbers, writablePath } from '../../scripts/cli';

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
    expect(() => readOptions(['--seed', '-3'], 'usage', ['seed'])).toThrow(new UsageError("Option '--seed' argument is ambiguous. Run with --help for the options."));
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

  it('fuzz: a bad number is refused, never a pass after 0 games checked', () => {
    const r = tool('fuzz.ts', '--seconds', 'abc');
    expect(r.code).toBe(1);
    expect(r.err.trim()).toBe('--seconds must be a whole number of at least 1 (got "abc").');
    const variants = tool('fuzz.ts', '--replay', '12345', '--variants', 'E1,bogus');
    expect(variants.code).toBe(1);
    expect(variants.err).toContain('unknown variant bogus');
  });
});

/**
 * fit:eval reads its options and its samples file as the other tools do (QA: `--help` and a missing
 * file gave stack traces, a simulate --json file a TypeError, `--l2 abc` NaN weights ready to paste,
 * and samples of one outcome a meaningless fit).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVAL_TERMS } from '../../src/bot/evaluate';

const ROOT = join(__dirname, '../..');
/** Runs fit-eval.ts with tsx; its exit code and output. */
function fitEval(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/fit-eval.ts'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
/** A refusal: exit 1, the message matching `said` on one line, nothing on stdout. */
function expectRefused(r: ReturnType<typeof fitEval>, said: RegExp) {
  expect(r.err.trim()).toMatch(said);
  expect(r.err.trim().split('\n')).toHaveLength(1);
  expect(r.code).toBe(1);
  expect(r.out).toBe('');
}

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'lincoln-fit-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fit:eval checks its input (QA: stack traces, NaN weights, a meaningless fit)', { timeout: 120_000 }, () => {
  const k = EVAL_TERMS.length;
  /** A samples file of `rows` (each k terms and the label), as simulate's --eval-samples writes it. */
  const samples = (name: string, labels: number[]): string => {
    const file = join(dir, name);
    const rows = labels.map((y, i) => [1, ...Array.from({ length: k - 1 }, (_, j) => ((i * 7 + j * 3) % 11) / 10 - 0.5 + (y ? 0.05 : 0)), y]);
    writeFileSync(file, JSON.stringify({ terms: EVAL_TERMS, label: 'union wins', games: 4, rows }));
    return file;
  };

  it('--help prints its usage; a missing file, an unknown option, a bad --l2 are refused in one line', () => {
    const help = fitEval('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run fit:eval -- <samples file> \[options\]/);
    const file = samples('both.json', [0, 1, 0, 1, 1, 0, 0, 1]);
    expectRefused(fitEval(), /^Name the samples file first: /);
    expectRefused(fitEval(join(dir, 'none.json')), /: there is no such file\.$/);
    expectRefused(fitEval(file, '--l2', 'abc'), /^--l2 must be a number of at least 0 \(got "abc"\)\.$/);
    expectRefused(fitEval(file, '--l2', '-5'), /^--l2 must be a number of at least 0 \(got "-5"\)\.$/);
    expectRefused(fitEval(file, '--l3', '1'), /^Unknown option --l3\. The options are: --l2/);
  });

  it('a file of another kind, or samples of one outcome only, are refused; good samples are fitted', () => {
    const other = join(dir, 'sim-out.json');
    writeFileSync(other, JSON.stringify({ command: 'npm run simulate', summary: {}, games: [] }));
    expectRefused(fitEval(other), /is no evaluation samples file .*: it has no "terms", "games" and "rows"\.$/);
    expectRefused(fitEval(samples('one.json', [1, 1, 1, 1])), /the Union won every sample's game \(4 samples from 4 games\): a fit needs both outcomes/);
    const good = fitEval(samples('good.json', [0, 1, 0, 1, 1, 0, 0, 1]), '--l2', '10');
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/^8 samples from 4 games; Union won 50\.0% of samples; L2 10/);
    expect(good.out).toContain('export const EVAL_WEIGHTS: EvalWeights = {');
    expect(good.out).not.toContain('NaN');
  });
});

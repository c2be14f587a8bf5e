/**
 * Fits the bot's static evaluation (src/bot/evaluate.ts) to simulated games: a logistic
 * regression (src/sim/logistic.ts, L2 penalty not on the bias) of "the Union won" on the
 * evaluation's terms (EVAL_TERMS) at every action decision. Prints the fitted weights, the
 * log-loss and calibration of the fit against the weights in use, and the weights as TypeScript.
 *
 *   npm run simulate -- --games 600 --union bot:normal --confederate bot:normal --seed 77 --eval-samples sim-out-samples.json
 *   npm run fit:eval -- sim-out-samples.json [--l2 1]
 *
 * Its options are read as the other tools' are (scripts/cli.ts): `--help`, an unknown option or a
 * bad number refused in one line with exit code 1, and so is a file that is no `--eval-samples`
 * output, or samples that hold one outcome only (a fit to them means nothing).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { EVAL_TERMS, EVAL_WEIGHTS, type EvalWeights } from '../src/bot/evaluate.ts';
import { fitLogistic, logLoss as meanLogLoss, predict } from '../src/sim/logistic.ts';
import { numberAtLeast, readLeadingPath, runCli, UsageError } from './cli.ts';

const USAGE = `Usage: npm run fit:eval -- <samples file> [options]
Fits the bot's evaluation weights to the samples written by
\`npm run simulate -- … --eval-samples FILE\` and prints them, with the log-loss and calibration.

  --l2 X     the L2 penalty on the weights (not on the bias), a number of at least 0 (default 1)
  --help     this text
`;

interface Samples { terms: string[]; games: number; rows: number[][] }

/** The samples in the file `file`, checked to be an `--eval-samples` output for this bot's terms. Throws UsageError. */
function readSamples(file: string): Samples {
  if (!existsSync(file)) throw new UsageError(`${file}: there is no such file.`);
  if (statSync(file).isDirectory()) throw new UsageError(`${file} is a folder: name the file that simulate's --eval-samples wrote.`);
  const what = `${file} is no evaluation samples file (written by \`npm run simulate -- … --eval-samples FILE\`)`;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    throw new UsageError(`${what}: it is not JSON.`);
  }
  const d = data as Partial<Record<keyof Samples, unknown>>;
  if (typeof data !== 'object' || data === null || !Array.isArray(d.terms) || !Array.isArray(d.rows) || typeof d.games !== 'number') {
    throw new UsageError(`${what}: it has no "terms", "games" and "rows".`);
  }
  if (d.terms.join() !== EVAL_TERMS.join()) throw new UsageError(`${file} has the terms ${d.terms.join(', ')}; the bot has ${EVAL_TERMS.join(', ')}. Simulate again with this code.`);
  const k = EVAL_TERMS.length;
  const bad = d.rows.findIndex((r: unknown) => !Array.isArray(r) || r.length !== k + 1 || r.some((x) => typeof x !== 'number' || !Number.isFinite(x)) || (r[k] !== 0 && r[k] !== 1));
  if (bad >= 0) throw new UsageError(`${what}: row ${bad + 1} is not ${k} numbers and a 0 or 1.`);
  return data as Samples;
}

async function main(): Promise<void> {
  const { path: file, args } = readLeadingPath(process.argv.slice(2), USAGE, ['l2'] as const,
    'Name the samples file first: npm run fit:eval -- sim-out-samples.json [--l2 1] (--help says more).');
  const l2 = numberAtLeast(args.l2, 'l2', 1, 0);
  const data = readSamples(file);
  const k = EVAL_TERMS.length;
  const X = data.rows.map((r) => r.slice(0, k));
  const y = data.rows.map((r) => r[k]!);
  const unionWins = y.reduce((a, b) => a + b, 0);
  // One outcome only (QA: a run where one side won every game gave a meaningless fit, ready to paste).
  if (X.length === 0) throw new UsageError(`${file} holds no samples (no game of its ${data.games} had a winner): nothing to fit.`);
  if (unionWins === 0 || unionWins === y.length) {
    throw new UsageError(`${file}: ${unionWins ? 'the Union' : 'the Confederacy'} won every sample's game (${X.length} samples from ${data.games} games): a fit needs both outcomes. Simulate more games, or closer players.`);
  }

  /** Observed Union win rate per tenth of predicted probability. */
  const calibration = (w: number[]): string => {
    const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
    for (let n = 0; n < X.length; n++) {
      const p = predict(w, X[n]!);
      const b = bins[Math.min(9, Math.floor(p * 10))]!;
      b.n++; b.p += p; b.won += y[n]!;
    }
    return bins.map((b, i) => (b.n ? `  ${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}: ${String(b.n).padStart(6)} samples, predicted ${(b.p / b.n).toFixed(2)}, observed ${(b.won / b.n).toFixed(2)}` : '')).filter(Boolean).join('\n');
  };

  const current = EVAL_TERMS.map((t) => EVAL_WEIGHTS[t]);
  const fitted = fitLogistic(X, y, l2);
  const logLoss = (w: number[]): number => meanLogLoss(w, X, y);
  console.log(`${X.length} samples from ${data.games} games; Union won ${(unionWins / y.length * 100).toFixed(1)}% of samples; L2 ${l2}`);
  console.log(`log-loss: weights in use ${logLoss(current).toFixed(4)}, fitted ${logLoss(fitted).toFixed(4)}, constant ${logLoss([Math.log(unionWins / (y.length - unionWins)), ...new Array<number>(k - 1).fill(0)]).toFixed(4)}`);
  console.log('term                 in use    fitted');
  EVAL_TERMS.forEach((t, i) => console.log(`${t.padEnd(20)} ${current[i]!.toFixed(3).padStart(7)} ${fitted[i]!.toFixed(3).padStart(9)}`));
  console.log(`calibration, weights in use:\n${calibration(current)}`);
  console.log(`calibration, fitted:\n${calibration(fitted)}`);
  const out = Object.fromEntries(EVAL_TERMS.map((t, i) => [t, Number(fitted[i]!.toFixed(3))])) as unknown as EvalWeights;
  console.log(`\nexport const EVAL_WEIGHTS: EvalWeights = ${JSON.stringify(out, null, 2).replace(/"(\w+)":/g, '$1:')};`);
}

await runCli(main);

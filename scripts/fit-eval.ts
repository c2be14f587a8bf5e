/**
 * Fits the bot's static evaluation (src/bot/evaluate.ts) to simulated games: a logistic
 * regression (src/sim/logistic.ts, L2 penalty not on the bias) of "the Union won" on the
 * evaluation's terms (EVAL_TERMS) at every action decision. Prints the fitted weights, the
 * log-loss and calibration of the fit against the weights in use, and the weights as TypeScript.
 *
 *   npm run simulate -- --games 600 --union bot:normal --confederate bot:normal --seed 77 --eval-samples sim-out-samples.json
 *   npm run fit:eval -- sim-out-samples.json [--l2 1]
 */
import { readFileSync } from 'node:fs';
import { EVAL_TERMS, EVAL_WEIGHTS, type EvalWeights } from '../src/bot/evaluate.ts';
import { fitLogistic, logLoss as meanLogLoss, predict } from '../src/sim/logistic.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: npm run fit:eval -- sim-out-samples.json [--l2 1]');
const l2i = process.argv.indexOf('--l2');
const l2 = l2i > 0 ? Number(process.argv[l2i + 1]) : 1;
const data = JSON.parse(readFileSync(file, 'utf8')) as { terms: string[]; games: number; rows: number[][] };
if (data.terms.join() !== EVAL_TERMS.join()) throw new Error(`Samples have terms ${data.terms.join()}, the bot has ${EVAL_TERMS.join()}`);
const k = EVAL_TERMS.length;
const X = data.rows.map((r) => r.slice(0, k));
const y = data.rows.map((r) => r[k]);

/** Observed Union win rate per tenth of predicted probability. */
function calibration(w: number[]): string {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
  for (let n = 0; n < X.length; n++) {
    const p = predict(w, X[n]);
    const b = bins[Math.min(9, Math.floor(p * 10))];
    b.n++; b.p += p; b.won += y[n];
  }
  return bins.map((b, i) => (b.n ? `  ${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}: ${String(b.n).padStart(6)} samples, predicted ${(b.p / b.n).toFixed(2)}, observed ${(b.won / b.n).toFixed(2)}` : '')).filter(Boolean).join('\n');
}

const current = EVAL_TERMS.map((t) => EVAL_WEIGHTS[t]);
const fitted = fitLogistic(X, y, l2);
const logLoss = (w: number[]): number => meanLogLoss(w, X, y);
console.log(`${X.length} samples from ${data.games} games; Union won ${(y.reduce((a, b) => a + b, 0) / y.length * 100).toFixed(1)}% of samples; L2 ${l2}`);
console.log(`log-loss: weights in use ${logLoss(current).toFixed(4)}, fitted ${logLoss(fitted).toFixed(4)}, constant ${logLoss([Math.log(y.reduce((a, b) => a + b, 0) / (y.length - y.reduce((a, b) => a + b, 0))), ...new Array(k - 1).fill(0)]).toFixed(4)}`);
console.log('term                 in use    fitted');
EVAL_TERMS.forEach((t, i) => console.log(`${t.padEnd(20)} ${current[i].toFixed(3).padStart(7)} ${fitted[i].toFixed(3).padStart(9)}`));
console.log(`calibration, weights in use:\n${calibration(current)}`);
console.log(`calibration, fitted:\n${calibration(fitted)}`);
const out = Object.fromEntries(EVAL_TERMS.map((t, i) => [t, Number(fitted[i].toFixed(3))])) as unknown as EvalWeights;
console.log(`\nexport const EVAL_WEIGHTS: EvalWeights = ${JSON.stringify(out, null, 2).replace(/"(\w+)":/g, '$1:')};`);

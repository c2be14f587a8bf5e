/**
 * Logistic regression by Newton's method with an L2 penalty (not on the first column, the bias),
 * for fitting the bot's evaluation weights to simulated games (scripts/fit-eval.ts). Small
 * dense problems only: k×k Hessian, k up to a few dozen.
 */

/** The logistic function. */
export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function dot(w: readonly number[], x: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i] * x[i];
  return s;
}

/** The model's probability for one row: sigmoid(w · x). */
export function predict(w: readonly number[], x: readonly number[]): number {
  return sigmoid(dot(w, x));
}

/** Mean log-loss (natural log) of weights `w` on rows `X` with 0/1 labels `y`. */
export function logLoss(w: readonly number[], X: readonly number[][], y: readonly number[]): number {
  let sum = 0;
  for (let n = 0; n < X.length; n++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(dot(w, X[n]))));
    sum -= y[n] ? Math.log(p) : Math.log(1 - p);
  }
  return sum / X.length;
}

/** Solves A x = b for a square A by Gaussian elimination with partial pivoting. */
export function solveLinear(A: readonly number[][], b: readonly number[]): number[] {
  const k = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    if (M[c][c] === 0) continue;
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      if (f !== 0) for (let j = c; j <= k; j++) M[r][j] -= f * M[c][j];
    }
  }
  return M.map((row, i) => (row[i] === 0 ? 0 : row[k] / row[i]));
}

/**
 * Weights minimizing the summed log-loss plus `l2`/2 × the squared weights (bias excluded).
 * `X` rows all have the same length k; column 0 should be the constant 1. `y` holds 0 or 1.
 */
export function fitLogistic(X: readonly number[][], y: readonly number[], l2 = 1, maxIterations = 50): number[] {
  const k = X[0]?.length ?? 0;
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < maxIterations; it++) {
    const g = w.map((wi, i) => (i === 0 ? 0 : l2 * wi));
    const H = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j && i > 0 ? l2 : 0)));
    for (let n = 0; n < X.length; n++) {
      const x = X[n];
      const p = sigmoid(dot(w, x));
      const s = p * (1 - p);
      for (let i = 0; i < k; i++) {
        g[i] += (p - y[n]) * x[i];
        const sxi = s * x[i];
        if (sxi !== 0) for (let j = 0; j < k; j++) H[i][j] += sxi * x[j];
      }
    }
    const step = solveLinear(H, g);
    w = w.map((wi, i) => wi - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

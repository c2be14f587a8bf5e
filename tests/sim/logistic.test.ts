import { createRng } from '../../src/bot';
import { fitLogistic, logLoss, predict, sigmoid, solveLinear } from '../../src/sim/logistic';

describe('logistic regression for the evaluation fit (scripts/fit-eval.ts)', () => {
  it('solves a linear system with pivoting', () => {
    const x = solveLinear([[0, 2, 1], [1, 1, 0], [3, 0, 1]], [5, 3, 6]);
    // 2y + z = 5, x + y = 3, 3x + z = 6  →  x = 1.4, y = 1.6, z = 1.8
    expect(x[0]).toBeCloseTo(1.4, 10);
    expect(x[1]).toBeCloseTo(1.6, 10);
    expect(x[2]).toBeCloseTo(1.8, 10);
  });

  it('predicts the logistic of the weighted row', () => {
    expect(predict([0.5, -1], [1, 2])).toBeCloseTo(1 / (1 + Math.exp(1.5)), 12);
    expect(predict([0, 0], [3, 4])).toBe(0.5);
  });

  it('recovers known weights from labels drawn with them', () => {
    const rng = createRng(2026);
    const truth = [-0.5, 1.2, -2, 0.3];
    const X: number[][] = [];
    const y: number[] = [];
    for (let n = 0; n < 20000; n++) {
      const x = [1, rng.next() * 4 - 2, rng.next() * 2 - 1, rng.next() * 6 - 3];
      X.push(x);
      y.push(rng.next() < sigmoid(truth.reduce((a, w, i) => a + w * x[i], 0)) ? 1 : 0);
    }
    const w = fitLogistic(X, y, 0);
    truth.forEach((t, i) => expect(Math.abs(w[i] - t)).toBeLessThan(0.12));
    expect(logLoss(w, X, y)).toBeLessThanOrEqual(logLoss(truth, X, y));
    expect(logLoss(w, X, y)).toBeLessThan(logLoss([0, 0, 0, 0], X, y));
  });

  it('the L2 penalty shrinks the weights but never the bias', () => {
    const X = [[1, 1], [1, 1], [1, 1], [1, -1]];
    const y = [1, 1, 1, 0];
    const free = fitLogistic(X, y, 0.01);
    const shrunk = fitLogistic(X, y, 100);
    expect(Math.abs(shrunk[1])).toBeLessThan(Math.abs(free[1]) / 5);
    // With the slope near zero, the bias alone fits the base rate 3/4.
    expect(sigmoid(shrunk[0])).toBeGreaterThan(0.6);
  });
});

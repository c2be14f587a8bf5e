import { DEFAULT_RULESET, newGame, winner } from '../../src/engine';
import type { Ruleset } from '../../src/engine';
import { EVAL_TERMS, EVAL_WEIGHTS, evaluateFeatures, evaluateState, evaluationTerms, featuresOf } from '../../src/bot/evaluate';
import { randomPosition } from './helpers';
import { bindRuleset } from '../../src/bot/rules';

describe('static evaluation (src/bot/evaluate.ts)', () => {
  it('is the logistic of the weighted terms, in (0, 1)', () => {
    for (const state of [newGame({ seed: 3 }), randomPosition(4, 30), randomPosition(8, 60), randomPosition(9, 400)]) {
      const f = featuresOf(state);
      const t = evaluationTerms(f);
      expect(t).toHaveLength(EVAL_TERMS.length);
      const x = EVAL_TERMS.reduce((a, name, i) => a + EVAL_WEIGHTS[name] * t[i], 0);
      expect(evaluateFeatures(f)).toBeCloseTo(1 / (1 + Math.exp(-x)), 12);
      const v = evaluateState(state);
      const w = winner(state);
      if (w) expect(v).toBe(w.side === 'union' ? 1 : 0);
      else {
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
      }
    }
  });

  it('takes other weights when given, e.g. only the bias', () => {
    const state = newGame({ seed: 3 });
    const biasOnly = Object.fromEntries(EVAL_TERMS.map((t) => [t, t === 'bias' ? 1 : 0])) as Record<(typeof EVAL_TERMS)[number], number>;
    expect(evaluateState(state, undefined, biasOnly)).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
  });

  it('scores Washington lost below Washington held, all else equal (R12.2)', () => {
    const f = featuresOf(newGame({ seed: 3 }));
    const lost = { ...f, snap: { ...f.snap, at: { ...f.snap.at, washington: { ...f.snap.at.washington, control: 'confederate' as const } } } };
    expect(evaluateFeatures(lost)).toBeLessThan(evaluateFeatures(f));
    expect(evaluationTerms(lost)[EVAL_TERMS.indexOf('washingtonLost')]).toBe(-1);
  });

  it('R4.3 R4.4 reads the clock from the game\'s ruleset, not from literals: higher thresholds lower the clock margin by as much', () => {
    const harder: Ruleset = {
      ...structuredClone(DEFAULT_RULESET),
      id: 'test-harder-clock',
      constants: { ...DEFAULT_RULESET.constants, firstReshuffleVp: 4, secondReshuffleVp: 7, thirdExhaustionVp: 14 },
    };
    const margin = EVAL_TERMS.indexOf('clockMargin');
    const base = newGame({ seed: 3 });
    const other = newGame({ seed: 3, ruleset: harder });
    try {
      bindRuleset(base);
      const a = evaluationTerms(featuresOf(base))[margin]!;
      bindRuleset(other);
      const b = evaluationTerms(featuresOf(other))[margin]!;
      expect(a - b).toBeCloseTo(2, 12);
    } finally {
      bindRuleset(base);
    }
  });
});

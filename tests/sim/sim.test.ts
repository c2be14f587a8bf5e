import { EVAL_TERMS, type EvalWeights } from '../../src/bot/evaluate';
import { distribution, EARLY_TURN, formatSummary, gameSeed, parsePlayerSpec, runGame, summarize, wilson } from '../../src/sim';

describe('Wilson interval', () => {
  it('matches known values', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [lo0, hi0] = wilson(0, 20);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.1611, 3);
    const [lo1, hi1] = wilson(20, 20);
    expect(hi1).toBe(1);
    expect(lo1).toBeCloseTo(0.8389, 3);
  });
});

describe('distribution', () => {
  it('summarizes a list', () => {
    expect(distribution([3, 1, 2, 10])).toEqual({ n: 4, mean: 4, median: 2.5, min: 1, max: 10 });
    expect(distribution([]).n).toBe(0);
  });
});

describe('player specs', () => {
  it('accepts the known players and refuses others', () => {
    for (const s of ['random', 'bot:easy', 'bot:normal', 'bot:hard', 'bot:heuristic']) expect(parsePlayerSpec(s)).toBe(s);
    expect(() => parsePlayerSpec('bot:genius')).toThrow(/Unknown player/);
  });
});

describe('simulator', () => {
  const seeds = Array.from({ length: 20 }, (_, i) => gameSeed(42, i));
  const records = seeds.map((seed) => runGame({ seed, union: 'random', confederate: 'random' }));

  it('plays 20 random games to an end and aggregates the figures', () => {
    const s = summarize(records);
    expect(s.games).toBe(20);
    expect(s.errors).toBe(0);
    expect(s.wins.union.wins + s.wins.confederate.wins + s.unfinished).toBe(20);
    expect(s.wins.union.ci95[0]).toBeLessThanOrEqual(s.wins.union.rate);
    expect(s.wins.union.ci95[1]).toBeGreaterThanOrEqual(s.wins.union.rate);
    expect(s.endings.reduce((a, e) => a + e.count, 0)).toBe(20);
    for (const e of s.endings) if (e.side) expect(e.rule).toMatch(/^R\d/);
    expect(s.turns.mean).toBeGreaterThan(0);
    expect(s.decisions.mean).toBeGreaterThan(0);
    expect(s.vpAtReshuffle).toHaveLength(3);
    expect(s.removed.union.n).toBe(20);
    for (const r of records) {
      expect(r.vpAtReshuffle.length).toBeLessThanOrEqual(3);
      expect(r.battles).toBeGreaterThanOrEqual(0);
    }
    expect(formatSummary(s)).toContain('20 games');
  });

  it('gives the same game for the same seed and players', () => {
    for (const seed of seeds.slice(0, 3)) expect(runGame({ seed, union: 'random', confederate: 'random' })).toEqual(records[seeds.indexOf(seed)]);
    const budget = { iterations: 6, rolloutDepth: 4 };
    const a = runGame({ seed: 5, union: 'bot:easy', confederate: 'random', budget, maxDecisions: 120 });
    const b = runGame({ seed: 5, union: 'bot:easy', confederate: 'random', budget, maxDecisions: 120 });
    expect(b).toEqual(a);
    expect(a.error).toBeUndefined();
  }, 30_000);

  it('records the evaluation terms at every action decision when asked, and only then', () => {
    const plain = runGame({ seed: 11, union: 'random', confederate: 'random' });
    expect(plain.evalSamples).toBeUndefined();
    const sampled = runGame({ seed: 11, union: 'random', confederate: 'random', sampleEvaluation: true });
    expect({ ...sampled, evalSamples: undefined }).toEqual({ ...plain, evalSamples: undefined });
    expect(sampled.evalSamples!.length).toBeGreaterThan(0);
    expect(sampled.evalSamples!.length).toBeLessThanOrEqual(sampled.decisions.total);
    for (const t of sampled.evalSamples!) {
      expect(t).toHaveLength(EVAL_TERMS.length);
      expect(t[0]).toBe(1);
      for (const v of t) expect(Number.isFinite(v)).toBe(true);
    }
  });

  it('applies a budget override to one side only', () => {
    const budget = { iterations: 4, rolloutDepth: 2 };
    const base = runGame({ seed: 9, union: 'bot:easy', confederate: 'bot:easy', budget, maxDecisions: 60 });
    const same = runGame({ seed: 9, union: 'bot:easy', confederate: 'bot:easy', budget, sideBudget: { confederate: { iterations: 4 } }, maxDecisions: 60 });
    expect(same).toEqual(base);
    const flat = Object.fromEntries(EVAL_TERMS.map((t) => [t, 0])) as unknown as EvalWeights;
    const changed = runGame({ seed: 9, union: 'bot:easy', confederate: 'bot:easy', budget, sideBudget: { union: { iterations: 30, weights: flat } }, maxDecisions: 60 });
    expect(changed.error).toBeUndefined();
    expect(changed).not.toEqual(base);
  }, 30_000);

  it('stops a game after --max-turns and plays the same game up to there', () => {
    const whole = records[0];
    const cut = runGame({ seed: seeds[0], union: 'random', confederate: 'random', maxTurns: 3 });
    expect(cut.turns).toBeLessThanOrEqual(3);
    if (whole.turns > 3) {
      expect(cut.rule).toBe('unfinished');
      expect(cut.reason).toBe('stopped after turn 3');
    } else {
      expect(cut).toEqual(whole);
    }
  });

  it('a game stopped by --max-turns N reports N turns, not N+1 (QA: the turn it had just entered was counted)', () => {
    const long = seeds.findIndex((_, i) => records[i].turns > 4);
    expect(long).toBeGreaterThanOrEqual(0);
    for (const n of [1, 2, 4]) {
      const cut = runGame({ seed: seeds[long], union: 'random', confederate: 'random', maxTurns: n });
      expect(cut.reason).toBe(`stopped after turn ${n}`);
      expect(cut.turns).toBe(n);
    }
  });

  it('a game the turn limit does not stop reports what it did without the limit, also one that ends in the last turn allowed', () => {
    // A limit at or beyond a game's own length changes nothing: the same record, turns included.
    for (const [i, whole] of records.entries()) {
      if (!whole.winner) continue;
      expect(runGame({ seed: seeds[i], union: 'random', confederate: 'random', maxTurns: whole.turns })).toEqual(whole);
    }
    // Nor does a game stopped by the decision cap report another turn.
    const capped = runGame({ seed: seeds[0], union: 'random', confederate: 'random', maxDecisions: 40 });
    expect(runGame({ seed: seeds[0], union: 'random', confederate: 'random', maxDecisions: 40, maxTurns: capped.turns })).toEqual(capped);
  });

  it('counts Washington lost by turn 5 (R12.2) over all games, with its interval', () => {
    const base = records[0];
    const fake = [
      { ...base, rule: 'R12.2', winner: 'confederate' as const, turns: 3 },
      { ...base, rule: 'R12.2', winner: 'confederate' as const, turns: EARLY_TURN },
      { ...base, rule: 'R12.2', winner: 'confederate' as const, turns: EARLY_TURN + 2 },
      { ...base, rule: 'R12.1', winner: 'confederate' as const, turns: 3 },
    ];
    const s = summarize(fake);
    expect(s.washingtonEarly.wins).toBe(2);
    expect(s.washingtonEarly.rate).toBe(0.5);
    expect(s.washingtonEarly.ci95).toEqual(wilson(2, 4));
    expect(formatSummary(s)).toContain(`Washington lost by turn ${EARLY_TURN} (R12.2): 2 of 4`);
  });
});

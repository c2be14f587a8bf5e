/**
 * Levels budgeted by time in a browser (issue 9 item 2): the search thinks for the level's time,
 * so a faster engine (here: a clock that advances less per iteration) searches more.
 */
import { decision } from '../../src/engine';
import { createBot, LEVEL_BUDGETS, LEVEL_THINK_MS, TIMED_ITERATION_FACTOR, timedBudget } from '../../src/bot';
import { randomPosition } from './helpers';

/** A clock that advances `step` ms each time it is read. */
function clock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

describe('levels budgeted by time (issue 9 item 2)', () => {
  const state = randomPosition(41, 30);
  const side = decision(state)!.side;

  it('keeps the issue\'s limits: easy < 0.2 s, normal < 1 s, hard < 3 s, weakest thinking least', () => {
    expect(LEVEL_THINK_MS.easy).toBeLessThan(200);
    expect(LEVEL_THINK_MS.normal).toBeLessThan(1000);
    expect(LEVEL_THINK_MS.hard).toBeLessThan(3000);
    expect(LEVEL_THINK_MS.easy).toBeLessThan(LEVEL_THINK_MS.normal);
    expect(LEVEL_THINK_MS.normal).toBeLessThan(LEVEL_THINK_MS.hard);
    expect(timedBudget('heuristic')).toEqual({});
    expect(timedBudget('normal')).toEqual({ timeMs: LEVEL_THINK_MS.normal, iterations: LEVEL_BUDGETS.normal.iterations * TIMED_ITERATION_FACTOR });
  });

  it('stops when the time is spent, and a faster engine searches more in the same time', () => {
    const search = (step: number) => {
      const bot = createBot({ level: 'easy', seed: 5, budget: timedBudget('easy', 40), now: clock(step) });
      bot.chooseAction(state, side);
      return bot.lastStats()!;
    };
    const slow = search(1);
    const fast = search(0.25);
    // The clock is read at the start, then before each iteration once every root candidate was
    // tried: 40 ms at 1 ms a read leaves 39 more iterations.
    expect(slow.iterations).toBe(slow.children.length + 39);
    expect(fast.iterations).toBeGreaterThan(3 * slow.iterations);
  });

  it('tries every root candidate once however slow the machine, and stops at its iteration bound on a stopped clock', () => {
    const slowest = createBot({ level: 'easy', seed: 5, budget: timedBudget('easy', 1), now: clock(1000) });
    slowest.chooseAction(state, side);
    const stats = slowest.lastStats()!;
    expect(stats.children.length).toBeGreaterThan(1);
    expect(stats.iterations).toBe(stats.children.length);
    const stopped = createBot({ level: 'easy', seed: 5, budget: timedBudget('easy'), now: () => 0 });
    stopped.chooseAction(state, side);
    expect(stopped.lastStats()!.iterations).toBe(LEVEL_BUDGETS.easy.iterations * TIMED_ITERATION_FACTOR);
  }, 30_000);
});

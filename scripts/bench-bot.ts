/**
 * Bot speed on this machine, one core: rollouts per second from mid-game positions and bot
 * decisions per second per level.
 *
 *   npm run bench:bot [-- --seconds 3 --positions 12 --levels easy,normal,hard]
 *
 * Judges issue 9 item 2: bot rollouts ≥ 10,000 per CPU-second, and each level's slowest decision
 * under its limit (easy 0.2 s, normal 1 s, hard 3 s).
 */
import { applyAction, combineVariants, decision, legalActions, viewFor, winner } from '../src/engine/index.ts';
import type { GameState } from '../src/engine/index.ts';
import { createBot, createRng, determinize, LEVEL_BUDGETS, type BotLevel } from '../src/bot/index.ts';
import { midGamePositions } from '../src/bot/positions.ts';
import { optionsOrExit, readOptions, UsageError, wholeNumber } from './cli.ts';
import { rolloutStep } from '../src/bot/step.ts';

const { seconds, positionCount, levels } = optionsOrExit(() => {
  const o = readOptions(process.argv.slice(2), `Usage: npm run bench:bot [-- --seconds 3 --positions 12 --levels easy,normal,hard]
Bot speed on one core (issue 9 item 2): rollouts per CPU-second from mid-game positions, and each level's decisions.
`, ['seconds', 'positions', 'levels'] as const);
  const named = (o.levels ?? 'easy,normal,hard').split(',');
  const unknown = named.filter((l) => !(l in LEVEL_BUDGETS));
  if (unknown.length) throw new UsageError(`--levels: unknown level ${unknown.join(', ')} (the levels: ${Object.keys(LEVEL_BUDGETS).join(', ')}).`);
  return { seconds: wholeNumber(o.seconds, 'seconds', 3, 1), positionCount: wholeNumber(o.positions, 'positions', 12, 1), levels: named as BotLevel[] };
});

/** Runs `fn` for `seconds`; prints its rate per wall-clock second and per CPU second (the load-independent figure). */
function timeLoop(label: string, fn: (i: number) => number, target?: number): void {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let count = 0;
  let steps = 0;
  while (performance.now() - start < seconds * 1000) steps += fn(count++);
  const s = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpuStart);
  const cpu = (used.user + used.system) / 1e6;
  const verdict = target === undefined ? '' : `   target ${target.toLocaleString('en')} per CPU-second: ${count / cpu >= target ? 'PASS' : 'MISS'}`;
  console.log(`${label.padEnd(58)} ${(count / s).toFixed(0).padStart(7)} /s, ${(count / cpu).toFixed(0).padStart(7)} per CPU-second   (${(steps / count).toFixed(1)} decisions each, ${(steps / s).toFixed(0)} engine steps/s)${verdict}`);
}

/** Issue 9 item 2: the longest a decision of each level may take (the slowest of the positions, ms). */
const DECISION_LIMIT_MS: Partial<Record<BotLevel, number>> = { easy: 200, normal: 1000, hard: 3000 };

const positions = midGamePositions(positionCount);
console.log(`Bot bench: ${positions.length} mid-game positions, ${seconds} s per figure, one core (Node ${process.version})`);
const rng = createRng(1);
// The rollout figures keep the depth issue 9's target was set with (10 decisions), whatever depth
// the levels now play: a shorter level rollout must not pass for a faster one.
const depth = 10;

timeLoop('determinizations', (i) => {
  const s = positions[i % positions.length];
  const d = decision(s)!;
  determinize(viewFor(s, d.side), d.side, rng);
  return 0;
});
timeLoop(`uniform random rollouts over legalActions, depth ${depth}`, (i) => {
  const s0 = positions[i % positions.length];
  const d = decision(s0)!;
  let s = determinize(viewFor(s0, d.side), d.side, rng);
  let n = 0;
  for (; n < depth && !winner(s); n++) s = applyAction(s, rng.pick(legalActions(s)));
  return n;
});
timeLoop(`bot rollouts (proposer + heuristic), depth ${depth}`, (i) => {
  const s0 = positions[i % positions.length];
  const d = decision(s0)!;
  let s = determinize(viewFor(s0, d.side), d.side, rng);
  let n = 0;
  const b = LEVEL_BUDGETS.normal;
  for (; n < depth && !winner(s); n++) s = rolloutStep(s, rng, b.epsilon, b.sample);
  return n;
}, 10_000); // issue 9 item 2
timeLoop('random rollouts to the end of the game', (i) => {
  let s = positions[i % positions.length];
  let n = 0;
  for (; n < 5000 && decision(s); n++) s = applyAction(s, rng.pick(legalActions(s)));
  return n;
});

/** Times one decision of `level` at each of `states`, in ms, sorted. */
function decisionTimes(level: BotLevel, states: readonly GameState[]): number[] {
  const bot = createBot({ level, seed: 7 });
  const times: number[] = [];
  for (const s of states) {
    const t = performance.now();
    bot.chooseAction(s, decision(s)!.side);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

for (const level of levels) {
  const times = decisionTimes(level, positions);
  const max = times[times.length - 1];
  const limit = DECISION_LIMIT_MS[level];
  const verdict = limit === undefined ? '' : `   limit ${limit} ms: ${max < limit ? 'PASS' : 'MISS'}`;
  console.log(`bot:${level.padEnd(8)} ${(1000 / mean(times)).toFixed(2).padStart(8)} decisions/s   mean ${mean(times).toFixed(0)} ms, median ${times[times.length >> 1].toFixed(0)} ms, max ${max.toFixed(0)} ms (${LEVEL_BUDGETS[level as Exclude<BotLevel, 'heuristic'>]?.iterations ?? 0} iterations)${verdict}`);
}

// A custom ruleset (a playtester's own, or the simulator's combined variants) must think as fast
// as a named one: its determinizations share the game's ruleset reference (docs/performance.md).
if (levels.includes('normal')) {
  const custom = midGamePositions(positionCount, combineVariants(['seward-cost-1', 'virginia-vp']));
  const named = decisionTimes('normal', positions);
  const own = decisionTimes('normal', custom);
  console.log(`bot:normal under a custom ruleset (two variants combined, the same seeds played to mid-game under it): mean ${mean(own).toFixed(0)} ms, max ${own[own.length - 1]!.toFixed(0)} ms; under the default, again: mean ${mean(named).toFixed(0)} ms`);
}

/**
 * Engine speed on this machine, one core: complete random-legal-play games per second, the
 * time of each `legalActions` and `applyAction` call (median, 99th percentile), actions per
 * game, the largest legal-action list, and the memory and save size of a game state.
 *
 *   npm run bench [-- --games 200 --rounds 3 --states 1000]
 *
 * (`node --expose-gc --import tsx scripts/bench.ts`: gc makes the heap figure meaningful.)
 * Targets (issue 9 item 1): ≥ 1,000 complete random games per CPU-second; p99 of legalActions
 * < 0.1 ms and of applyAction < 0.02 ms, judged on the best of 3 runs per call (one run alone
 * carries the scheduler's noise); no list longer than a few hundred actions (300 here). Before
 * issue 9 the targets were ≥ 50 games per second and legalActions p99 < 2 ms.
 * Prints a table; writes no file.
 */
import { mulberry32 } from '../src/bot/rng.ts';
import os from 'node:os';
import { optionsOrExit, readOptions, wholeNumber } from './cli.ts';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { applyAction, decision, legalActions, newGame, serialize, deserialize } from '../src/engine/index.ts';
import type { GameState } from '../src/engine/index.ts';

const { GAMES, STATES, ROUNDS } = optionsOrExit(() => {
  const o = readOptions(process.argv.slice(2), `Usage: npm run bench [-- --games 200 --rounds 3 --states 1000]
Engine speed on one core (issue 9 item 1): random games per CPU-second, legalActions and applyAction
per call (median, p99, best of --rounds), the largest list, a state's memory and save size.
`, ['games', 'states', 'rounds'] as const);
  return { GAMES: wholeNumber(o.games, 'games', 200, 1), STATES: wholeNumber(o.states, 'states', 1000, 1), ROUNDS: wholeNumber(o.rounds, 'rounds', 3, 1) };
});
const WARMUP = 20;
const MAX_ACTIONS = 5000;

/** mulberry32: the random player's own generator, seeded per game. */
const rng = mulberry32;

/** One complete random game, untimed inside: the throughput figure. */
function playFast(seed: number): number {
  const random = rng(seed);
  let state = newGame({ seed });
  let n = 0;
  while (decision(state) && n < MAX_ACTIONS) {
    const actions = legalActions(state);
    state = applyAction(state, actions[Math.floor(random() * actions.length)]!);
    n++;
  }
  if (decision(state)) throw new Error(`Game ${seed} still running after ${MAX_ACTIONS} actions`);
  return n;
}

interface Timings {
  /** Each call timed once (wall clock), and the best of 3 runs of the same call (scheduler noise removed). */
  legal: number[]; apply: number[]; legalBest: number[]; applyBest: number[]; perGame: number[];
  largest: { size: number; where: string };
  slowestLegal: { ms: number; where: string };
  slowestApply: { ms: number; where: string };
  byKind: Map<string, { times: number[]; best: number[]; sizes: number[] }>;
  kept: GameState[];
}

function timeOf(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** The same games again, every engine call timed; keeps a few states per game for the memory figure. */
function playTimed(seeds: number[], keepPerGame: number): Timings {
  const t: Timings = {
    legal: [], apply: [], legalBest: [], applyBest: [], perGame: [], largest: { size: 0, where: '' },
    slowestLegal: { ms: 0, where: '' }, slowestApply: { ms: 0, where: '' }, byKind: new Map(), kept: [],
  };
  for (const seed of seeds) {
    const random = rng(seed);
    let state = newGame({ seed });
    const history: GameState[] = [state];
    let step = 0;
    for (let d = decision(state); d && step < MAX_ACTIONS; d = decision(state), step++) {
      const before = state;
      const t0 = performance.now();
      const actions = legalActions(state);
      const t1 = performance.now();
      const action = actions[Math.floor(random() * actions.length)]!;
      const t2 = performance.now();
      state = applyAction(state, action);
      const t3 = performance.now();
      const where = `seed ${seed}, action ${step + 1}, ${d.side} ${d.kind}`;
      t.legal.push(t1 - t0);
      t.apply.push(t3 - t2);
      const best = Math.min(t1 - t0, timeOf(() => legalActions(before)), timeOf(() => legalActions(before)));
      t.legalBest.push(best);
      t.applyBest.push(Math.min(t3 - t2, timeOf(() => applyAction(before, action)), timeOf(() => applyAction(before, action))));
      const k = t.byKind.get(d.kind) ?? { times: [], best: [], sizes: [] };
      k.times.push(t1 - t0);
      k.best.push(best);
      k.sizes.push(actions.length);
      t.byKind.set(d.kind, k);
      if (actions.length > t.largest.size) t.largest = { size: actions.length, where };
      if (t1 - t0 > t.slowestLegal.ms) t.slowestLegal = { ms: t1 - t0, where: `${where}, ${actions.length} actions` };
      if (t3 - t2 > t.slowestApply.ms) t.slowestApply = { ms: t3 - t2, where: `${where}, ${action.type}` };
      history.push(state);
    }
    t.perGame.push(step);
    // Evenly spread states of this game, the last included.
    for (let i = 1; i <= keepPerGame; i++) t.kept.push(history[Math.round((i * (history.length - 1)) / keepPerGame)]!);
  }
  return t;
}

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
const sortedOf = (xs: number[]) => Float64Array.from(xs).sort();
const ms = (x: number) => (x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

const gc = (globalThis as { gc?: () => void }).gc;
function collect(): void {
  if (!gc) return;
  for (let i = 0; i < 3; i++) gc();
}

// --- Run ------------------------------------------------------------------------------------
const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`Lincoln engine bench — node ${process.version}, ${os.platform()} ${os.arch()}, ${cpu}, one core (this thread)`);
console.log(`${GAMES} complete games (seeds 1–${GAMES}), uniform random choice among legalActions; ${WARMUP} warm-up games first.${gc ? '' : '\nWARNING: run with node --expose-gc for a meaningful heap figure.'}\n`);

for (let i = 0; i < WARMUP; i++) playFast(1_000_000 + i);

// 1. Throughput.
// On a shared machine other processes steal the core: the same games are played ROUNDS times
// and the fastest round counts (the CPU-time figure does not depend on the load).
const roundSeconds: number[] = [];
let cpuSeconds = Infinity;
let totalActions = 0;
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  totalActions = 0;
  for (const seed of seeds) totalActions += playFast(seed);
  roundSeconds.push((performance.now() - start) / 1000);
  const cpu = process.cpuUsage(cpuStart);
  cpuSeconds = Math.min(cpuSeconds, (cpu.user + cpu.system) / 1e6);
}
const seconds = Math.min(...roundSeconds);
const gamesPerSecond = GAMES / seconds;

// 2. Per-call latency (the same games, every call timed).
const keepPerGame = Math.max(1, Math.ceil(STATES / GAMES));
const gcPauses: PerformanceEntry[] = [];
const gcObserver = new PerformanceObserver((list) => gcPauses.push(...list.getEntries()));
gcObserver.observe({ entryTypes: ['gc'] });
const timedStart = performance.now();
const timed = playTimed(seeds, keepPerGame);
const timedEnd = performance.now();
await new Promise((resolve) => setTimeout(resolve, 50)); // let the gc entries arrive
gcObserver.disconnect();
const gcInPass = gcPauses.filter((e) => e.startTime >= timedStart && e.startTime <= timedEnd);
const gcTotal = gcInPass.reduce((a, e) => a + e.duration, 0);
const gcMax = Math.max(0, ...gcInPass.map((e) => e.duration));
const legal = sortedOf(timed.legal);
const apply = sortedOf(timed.apply);
const legalBest = sortedOf(timed.legalBest);
const applyBest = sortedOf(timed.applyBest);
const perGame = timed.perGame;
const meanActions = perGame.reduce((a, b) => a + b, 0) / perGame.length;
const maxActions = Math.max(...perGame);
if (totalActions !== perGame.reduce((a, b) => a + b, 0)) throw new Error('The timed pass played different games: the engine is not deterministic');

// 3. Memory: STATES states from the games (several per game, spread over each game), loaded
// from their save texts so that they share nothing, then held at once.
const texts = timed.kept.slice(0, STATES).map((s) => serialize(s));
timed.kept.length = 0;
const sizes = sortedOf(texts.map((s) => Buffer.byteLength(s)));
collect();
const heapBefore = process.memoryUsage().heapUsed;
const held: GameState[] = texts.map((t) => deserialize(t));
collect();
const heapAfter = process.memoryUsage().heapUsed;
const heapPerState = (heapAfter - heapBefore) / held.length;
if (held.length !== texts.length) throw new Error('unreachable');

/**
 * The floor under any engine that lists whole actions (engine-contract.md): only allocating
 * lists of the sizes this pass listed, one small object per action and nothing else computed.
 * Best of 3; returns microseconds per game. Session 25's arithmetic, docs/performance.md.
 */
function listFloorPerGame(): number {
  const allSizes = [...timed.byKind.values()].flatMap((k) => k.sizes);
  const units = ['u1', 'u2'];
  let kept = 0;
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    for (const size of allSizes) {
      const out: object[] = [];
      for (let i = 0; i < size; i++) out.push({ type: 'move', card: 'U01', from: 'washington', to: 'richmond', units });
      kept += out.length;
    }
    best = Math.min(best, performance.now() - t0);
  }
  if (kept !== 3 * allSizes.reduce((a, b) => a + b, 0)) throw new Error('unreachable');
  return (best * 1000) / GAMES;
}
const floorMicros = listFloorPerGame();
const listedSizes = [...timed.byKind.values()].flatMap((k) => k.sizes);
const meanList = listedSizes.reduce((a, b) => a + b, 0) / listedSizes.length;

const legalP99 = quantile(legal, 0.99);
const legalBestP99 = quantile(legalBest, 0.99);
const applyBestP99 = quantile(applyBest, 0.99);
const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
const rows = [
  ['figure', 'value', 'target', 'result'],
  ['complete random games per second (one core)', `${gamesPerSecond.toFixed(1)} (best of ${ROUNDS} rounds of ${GAMES} games: ${roundSeconds.map((x) => `${x.toFixed(2)} s`).join(', ')}; ${Math.round(totalActions / seconds)} actions/s)`, '', ''],
  ['  same, per second of CPU time (load-independent)', `${(GAMES / cpuSeconds).toFixed(1)} (${cpuSeconds.toFixed(2)} s CPU; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`, '≥ 1,000', verdict(GAMES / cpuSeconds >= 1000)],
  ['legalActions median / p99 / max', `${ms(quantile(legal, 0.5))} / ${ms(legalP99)} / ${ms(legal[legal.length - 1]!)} ms over ${legal.length} calls`, '', ''],
  ['  same, best of 3 runs per call', `${ms(quantile(legalBest, 0.5))} / ${ms(legalBestP99)} / ${ms(legalBest[legalBest.length - 1]!)} ms`, 'p99 < 0.1 ms', verdict(legalBestP99 < 0.1)],
  ['applyAction median / p99 / max', `${ms(quantile(apply, 0.5))} / ${ms(quantile(apply, 0.99))} / ${ms(apply[apply.length - 1]!)} ms over ${apply.length} calls`, '', ''],
  ['  same, best of 3 runs per call', `${ms(quantile(applyBest, 0.5))} / ${ms(applyBestP99)} / ${ms(applyBest[applyBest.length - 1]!)} ms`, 'p99 < 0.02 ms', verdict(applyBestP99 < 0.02)],
  ['time in legalActions / applyAction (timed pass)', `${ms(timed.legal.reduce((a, b) => a + b, 0))} / ${ms(timed.apply.reduce((a, b) => a + b, 0))} ms`, '', ''],
  ['gc pauses during the timed pass: count / total / longest', `${gcInPass.length} / ${ms(gcTotal)} ms / ${ms(gcMax)} ms`, '', ''],
  ['actions per game mean / max', `${meanActions.toFixed(1)} / ${maxActions}`, '', ''],
  ['  floor: allocating lists of those sizes, nothing else', `${floorMicros.toFixed(0)} µs a game (${meanList.toFixed(0)} actions a list on average): at most ${Math.round(1e6 / floorMicros)} games per second`, '', ''],
  ['largest legalActions list', `${timed.largest.size} (${timed.largest.where})`, '≤ 300', verdict(timed.largest.size <= 300)],
  ['slowest legalActions call', `${ms(timed.slowestLegal.ms)} ms (${timed.slowestLegal.where})`, '', ''],
  ['slowest applyAction call', `${ms(timed.slowestApply.ms)} ms (${timed.slowestApply.where})`, '', ''],
  [`heap per game state (${held.length} states from ${GAMES} games held at once)`, gc ? kb(heapPerState) : 'n/a: run with node --expose-gc', '', ''],
  ['serialized size median / max', `${kb(quantile(sizes, 0.5))} / ${kb(sizes[sizes.length - 1]!)}`, '', ''],
];
console.log(table(rows));

const kindRows = [['decision kind', 'calls', 'legalActions median', 'p99', 'max', 'p99 best of 3', 'max best of 3', 'list size mean', 'list max']];
for (const [kind, k] of [...timed.byKind].sort((a, b) => b[1].times.length - a[1].times.length)) {
  const times = sortedOf(k.times);
  const best = sortedOf(k.best);
  kindRows.push([
    kind, String(k.times.length), `${ms(quantile(times, 0.5))} ms`, `${ms(quantile(times, 0.99))} ms`, `${ms(times[times.length - 1]!)} ms`,
    `${ms(quantile(best, 0.99))} ms`, `${ms(best[best.length - 1]!)} ms`,
    (k.sizes.reduce((a, b) => a + b, 0) / k.sizes.length).toFixed(1), String(Math.max(...k.sizes)),
  ]);
}
console.log(`\nlegalActions by decision kind\n${table(kindRows)}`);

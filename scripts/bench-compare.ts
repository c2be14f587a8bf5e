/**
 * Two engines on the same positions, interleaved call by call (docs/performance.md): the way to
 * judge an engine change on a shared machine, where whole-run figures move by ±15% with the load.
 *
 *   npx tsx scripts/bench-compare.ts <other engine's src/engine/index.ts> [--games 40] [--full 60]
 *
 * e.g. after `git worktree add /tmp/old main`, pass `/tmp/old/src/engine/index.ts` (it needs a
 * `node_modules` beside its `src`, e.g. a symbolic link to this one's). "A" is the other engine, "B"
 * this checkout's. Positions come from A's random games (uniform choice, seeds 1…games); each call
 * is timed best of 5, A and B in turn. Prints per-call means and quantiles, whether the lists and
 * the resulting states are identical as JSON text, B's `applyAction` time by action type, and
 * whole random games interleaved (games per CPU-second). Writes no file.
 */
import { mulberry32 } from '../src/bot/rng.ts';
import * as B from '../src/engine/index.ts';

const argv = process.argv.slice(2);
const otherPath = argv[0];
if (!otherPath || otherPath.startsWith('--')) throw new Error('Usage: tsx scripts/bench-compare.ts <other src/engine/index.ts> [--games 40] [--full 60]');
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const GAMES = option('games', 40);
const FULL = option('full', 60);
const A = (await import(otherPath)) as typeof B;
type State = ReturnType<typeof B.newGame>;
type Action = ReturnType<typeof B.legalActions>[number];

/** mulberry32, as in scripts/bench.ts. */
const rng = mulberry32;

const positions: { s: State; a: Action }[] = [];
for (let seed = 1; seed <= GAMES; seed++) {
  const random = rng(seed);
  let s = A.newGame({ seed });
  while (A.decision(s)) {
    const list = A.legalActions(s);
    const a = list[Math.floor(random() * list.length)]!;
    positions.push({ s, a });
    s = A.applyAction(s, a);
  }
}

function best(fn: () => unknown, k = 5): number {
  let b = Infinity;
  for (let i = 0; i < k; i++) {
    const t0 = performance.now();
    fn();
    b = Math.min(b, performance.now() - t0);
  }
  return b;
}
for (let w = 0; w < 2; w++) {
  for (const p of positions.slice(0, 500)) { A.legalActions(p.s); B.legalActions(p.s); A.applyAction(p.s, p.a); B.applyAction(p.s, p.a); }
}
const legalA: number[] = [], legalB: number[] = [], applyA: number[] = [], applyB: number[] = [];
let lengthA = 0, lengthB = 0, listsDiffer = 0, statesDiffer = 0;
for (const p of positions) {
  const la = A.legalActions(p.s), lb = B.legalActions(p.s);
  lengthA += la.length;
  lengthB += lb.length;
  if (JSON.stringify(la) !== JSON.stringify(lb)) listsDiffer++;
  if (JSON.stringify(A.applyAction(p.s, p.a)) !== JSON.stringify(B.applyAction(p.s, p.a))) statesDiffer++;
  legalA.push(best(() => A.legalActions(p.s)));
  legalB.push(best(() => B.legalActions(p.s)));
  applyA.push(best(() => A.applyAction(p.s, p.a)));
  applyB.push(best(() => B.applyAction(p.s, p.a)));
}
const mean = (xs: number[]) => (1000 * xs.reduce((x, y) => x + y, 0)) / xs.length;
const q = (xs: number[], f: number) => 1000 * [...xs].sort((x, y) => x - y)[Math.max(0, Math.ceil(f * xs.length) - 1)]!;
const fig = (xs: number[]) => `${mean(xs).toFixed(1)} / ${q(xs, 0.5).toFixed(1)} / ${q(xs, 0.99).toFixed(1)}`;
console.log(`${positions.length} positions of ${GAMES} games; lists differing ${listsDiffer}, resulting states differing ${statesDiffer}; mean list length A ${(lengthA / positions.length).toFixed(1)}, B ${(lengthB / positions.length).toFixed(1)}`);
console.log(`legalActions µs mean / p50 / p99 (best of 5)   A ${fig(legalA)}   B ${fig(legalB)}`);
console.log(`applyAction  µs mean / p50 / p99 (best of 5)   A ${fig(applyA)}   B ${fig(applyB)}`);
const byType = new Map<string, number[]>();
positions.forEach((p, i) => {
  const list = byType.get(p.a.type) ?? [];
  list.push(applyB[i]!);
  byType.set(p.a.type, list);
});
console.log(`B's applyAction by type (µs mean / p50 / p99): ${[...byType].sort((x, y) => y[1].length - x[1].length).map(([type, xs]) => `${type} ×${xs.length} ${fig(xs)}`).join('; ')}`);

// Whole random games, A and B alternating which goes first.
let cpuA = 0, cpuB = 0, actionsA = 0, actionsB = 0;
for (let seed = 1; seed <= FULL; seed++) {
  const order: [typeof B, boolean][] = seed % 2 ? [[A, true], [B, false]] : [[B, false], [A, true]];
  for (const [engine, isA] of order) {
    const random = rng(seed);
    const c0 = process.cpuUsage();
    let s = engine.newGame({ seed });
    let n = 0;
    while (engine.decision(s)) {
      const list = engine.legalActions(s);
      s = engine.applyAction(s, list[Math.floor(random() * list.length)]!);
      n++;
    }
    const c = process.cpuUsage(c0);
    const seconds = (c.user + c.system) / 1e6;
    if (isA) { cpuA += seconds; actionsA += n; } else { cpuB += seconds; actionsB += n; }
  }
}
console.log(`whole random games per CPU-second (${FULL} games each, interleaved): A ${(FULL / cpuA).toFixed(1)} (${actionsA} actions), B ${(FULL / cpuB).toFixed(1)} (${actionsB} actions)`);

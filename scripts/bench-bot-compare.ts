/**
 * Two checkouts' bots on the same mid-game positions, interleaved (docs/performance.md): the way
 * to judge a change to the bot's rollout machinery on a shared machine, as `bench-compare.ts` is
 * for the engine. Rollouts are `bench:bot`'s "bot rollouts" (determinize the deciding side's view,
 * then `rolloutStep` to the normal level's depth), timed in CPU seconds in rounds of `--ms`
 * milliseconds, A and B taking turns going first (this machine favoured whichever ran first by
 * 10–25%). Also checks that both give the same rollouts (final states of the first rollouts of
 * every round, hashed) and the same easy-level choices and search statistics. Writes no file.
 *
 *   npx tsx scripts/bench-bot-compare.ts <other checkout's root> [--rounds 12] [--ms 1000]
 *
 * e.g. after `git worktree add /tmp/old main` (with a `node_modules` beside its `src`), pass
 * `/tmp/old`. "A" is the other checkout, "B" this one.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import * as engineB from '../src/engine/index.ts';
import * as botB from '../src/bot/index.ts';
import * as positionsB from '../src/bot/positions.ts';
import * as stepB from '../src/bot/step.ts';

const argv = process.argv.slice(2);
const other = argv[0];
if (!other || other.startsWith('--')) throw new Error('Usage: tsx scripts/bench-bot-compare.ts <other checkout root> [--rounds 12] [--ms 1000]');
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ROUNDS = option('rounds', 12);
const MS = option('ms', 1000);
/** Rollouts are `bench:bot`'s, 10 decisions deep whatever depth the levels play (issue 9 item 2's unit). */
const ROLLOUT_DEPTH = 10;
/** Rollouts per round whose final states are hashed for the exactness check. */
const HASHED = 40;

/** One checkout's bot: what the rollout loop needs. */
interface Side {
  engine: typeof engineB;
  bot: typeof botB;
  rolloutStep: typeof stepB.rolloutStep;
  positions: ReturnType<typeof positionsB.midGamePositions>;
}
const load = async (root: string): Promise<Side> => {
  const engine = (await import(resolve(root, 'src/engine/index.ts'))) as typeof engineB;
  const bot = (await import(resolve(root, 'src/bot/index.ts'))) as typeof botB;
  const step = (await import(resolve(root, 'src/bot/step.ts'))) as typeof stepB;
  const positions = (await import(resolve(root, 'src/bot/positions.ts'))) as typeof positionsB;
  // Each checkout plays from positions its own engine made (objects of its own shapes).
  return { engine, bot, rolloutStep: step.rolloutStep, positions: positions.midGamePositions(12) };
};
const A = await load(other);
const B: Side = { engine: engineB, bot: botB, rolloutStep: stepB.rolloutStep, positions: positionsB.midGamePositions(12) };

/** Rollouts for `ms` milliseconds from a seeded generator: rollouts per CPU-second and the hash of the first HASHED. */
function rollouts(x: Side, seed: number, ms: number): { rate: number; hash: string } {
  const rng = x.bot.createRng(seed);
  const b = x.bot.LEVEL_BUDGETS.normal;
  const hash = createHash('sha256');
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let count = 0;
  while (performance.now() - t0 < ms || count < HASHED) {
    const s0 = x.positions[count % x.positions.length]!;
    const d = x.engine.decision(s0)!;
    let s = x.bot.determinize(x.engine.viewFor(s0, d.side), d.side, rng);
    for (let n = 0; n < ROLLOUT_DEPTH && !x.engine.winner(s); n++) s = x.rolloutStep(s, rng, b.epsilon, b.sample);
    if (count < HASHED) hash.update(JSON.stringify(s));
    count++;
  }
  const c = process.cpuUsage(c0);
  return { rate: count / ((c.user + c.system) / 1e6), hash: hash.digest('hex') };
}

/** The easy level's choice and search statistics at every position, as text. */
function choices(x: Side): string {
  const bot = x.bot.createBot({ level: 'easy', seed: 7 });
  return x.positions.map((s) => JSON.stringify([bot.chooseAction(s, x.engine.decision(s)!.side), bot.lastStats()])).join('\n');
}

const sameChoices = choices(A) === choices(B);
for (let w = 0; w < 2; w++) { rollouts(A, 1 + w, MS); rollouts(B, 1 + w, MS); }
const rateA: number[] = [];
const rateB: number[] = [];
let differing = 0;
for (let r = 0; r < ROUNDS; r++) {
  const order: [Side, number[]][] = r % 2 ? [[B, rateB], [A, rateA]] : [[A, rateA], [B, rateB]];
  const hashes: string[] = [];
  for (const [x, rates] of order) {
    const { rate, hash } = rollouts(x, 100 + r, MS);
    rates.push(rate);
    hashes.push(hash);
  }
  if (hashes[0] !== hashes[1]) differing++;
}
const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[xs.length >> 1]!;
console.log(`${ROUNDS} rounds of ${MS} ms each, A and B taking turns going first; rollouts differing in ${differing} of ${ROUNDS} rounds; easy choices and statistics ${sameChoices ? 'identical' : 'DIFFERENT'}`);
console.log(`bot rollouts per CPU-second, median   A ${median(rateA).toFixed(1)}   B ${median(rateB).toFixed(1)}   (B/A ${(median(rateB) / median(rateA)).toFixed(3)})`);
console.log(`per round  A ${rateA.map((x) => x.toFixed(0)).join(' ')}\n           B ${rateB.map((x) => x.toFixed(0)).join(' ')}`);

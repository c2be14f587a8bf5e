/**
 * Head to head between this checkout's bot and another checkout's, at one level: the way to judge a
 * change that alters how the bot plays (a heuristic, a knob), as `bench-bot-compare.ts` judges one
 * that must not. Each game seed is played twice, once with each bot as the Union, so the seatings
 * balance out; "B" is this checkout, "A" the other. Both bots read the same game states (plain JSON,
 * made by this checkout's engine). Prints B's wins with a Wilson 95% interval, per seating and over
 * both, and the seeds where the pair's winners differ. Writes no file.
 *
 *   npx tsx scripts/bot-versus.ts <other checkout root> [--level normal] [--pairs 50] [--seed 1] [--from 0]
 *     [--budget-a '{"iterations":96}'] [--budget-b '{"combatSearch":true}']
 *
 * e.g. after `git worktree add --detach /tmp/old HEAD~1` (with a `node_modules` beside its `src`).
 * `--from K` starts at pair K, so two processes can split a run over two cores. `--budget-a` and
 * `--budget-b` override one bot's level budget (JSON), to judge a knob: the other root may then be
 * this checkout itself.
 */
import { resolve } from 'node:path';
import { applyAction, decision, newGame, winner } from '../src/engine/index.ts';
import type { GameState, Side } from '../src/engine/index.ts';
import * as botB from '../src/bot/index.ts';
import { gameSeed, wilson } from '../src/sim/index.ts';

const argv = process.argv.slice(2);
const other = argv[0];
if (!other || other.startsWith('--')) throw new Error('Usage: tsx scripts/bot-versus.ts <other checkout root> [--level normal] [--pairs 50] [--seed 1] [--from 0]');
const option = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const level = option('level', 'normal') as botB.BotLevel;
const pairs = Number(option('pairs', '50'));
const master = Number(option('seed', '1'));
const from = Number(option('from', '0'));
const budgets = { A: JSON.parse(option('budget-a', '{}')) as Record<string, unknown>, B: JSON.parse(option('budget-b', '{}')) as Record<string, unknown> };
if (!botB.isBotLevel(level)) throw new Error(`Unknown level ${level}`);

const botA = (await import(resolve(other, 'src/bot/index.ts'))) as typeof botB;

/** One game to its end (or 4,000 decisions): the winner, or null if cut off. */
function play(seed: number, union: 'A' | 'B'): Side | null {
  const make = (b: typeof botB, side: number, budget: Record<string, unknown>) => b.createBot({ level, seed: botB.mixSeed(seed, side), budget });
  const players: Record<Side, botB.Bot> = union === 'B'
    ? { union: make(botB, 1, budgets.B), confederate: make(botA, 2, budgets.A) }
    : { union: make(botA, 1, budgets.A), confederate: make(botB, 2, budgets.B) };
  let state: GameState = newGame({ seed });
  for (let n = 0; n < 4000; n++) {
    const d = decision(state);
    if (!d) break;
    state = applyAction(state, players[d.side].chooseAction(state, d.side));
  }
  return winner(state)?.side ?? null;
}

const wins = { union: 0, confederate: 0 };
const games = { union: 0, confederate: 0 };
const differing: string[] = [];
for (let p = from; p < from + pairs; p++) {
  const seed = gameSeed(master, p);
  const asUnion = play(seed, 'B');
  const asConfederate = play(seed, 'A');
  games.union++;
  games.confederate++;
  if (asUnion === 'union') wins.union++;
  if (asConfederate === 'confederate') wins.confederate++;
  // The bots split the pair when B won one seating and lost the other (the same side won both games).
  if ((asUnion === 'union') !== (asConfederate === 'confederate')) differing.push(`${seed}: B as the Union ${asUnion === 'union' ? 'won' : 'lost'}, as the Confederacy ${asConfederate === 'confederate' ? 'won' : 'lost'}`);
  process.stderr.write(`\rpair ${p + 1 - from}/${pairs}: B won ${wins.union + wins.confederate} of ${games.union + games.confederate}`);
}
process.stderr.write('\n');
const line = (label: string, k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${label.padEnd(22)} ${k}/${n} = ${(100 * k / n).toFixed(1)}% (CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%)`;
};
console.log(`${level} level, pairs ${from}–${from + pairs - 1} of master seed ${master}; B = this checkout ${JSON.stringify(budgets.B)}, A = ${other} ${JSON.stringify(budgets.A)}`);
console.log(line('B as the Union', wins.union, games.union));
console.log(line('B as the Confederacy', wins.confederate, games.confederate));
console.log(line('B over both seatings', wins.union + wins.confederate, games.union + games.confederate));
console.log(`seeds whose two games differ in which bot won: ${differing.length}`);
for (const d of differing) console.log(`  ${d}`);

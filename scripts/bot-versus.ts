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
 * `--budget-b` override one bot's level budget (JSON text or `@file`), to judge a knob: the other
 * root may then be this checkout itself. `--help` lists the options; a mistake (an unknown option, a
 * number that is not one, an unknown level or budget key, a root with no bot) is refused in one line,
 * exit code 1, before any game (`scripts/cli.ts`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyAction, decision, newGame, winner } from '../src/engine/index.ts';
import type { GameState, Side } from '../src/engine/index.ts';
import * as botB from '../src/bot/index.ts';
import { gameSeed, wilson } from '../src/sim/index.ts';
import { budgetOption } from './budget.ts';
import { readLeadingPath, runCli, seedNumber, UsageError, wholeNumber } from './cli.ts';

/** The usage `--help` prints: the options of the header comment above. */
const USAGE = `Usage: npx tsx scripts/bot-versus.ts <other checkout root> [options]
Plays each game seed twice, once with each bot as the Union: B is this checkout's bot, A the bot of
the other checkout (whose root holds src/bot/index.ts and a node_modules beside its src; "." pits
this checkout against itself, to judge a knob). Prints B's wins with a Wilson 95% interval, per
seating and over both, and the seeds where the pair's winners differ. Writes no file.

  --level L          the bots' level: ${botB.BOT_LEVELS.join(', ')} (default normal)
  --pairs N          pairs of games to play (default 50)
  --seed S           master seed: pair i plays the i-th game seed of its sequence (default 1)
  --from K           start at pair K (default 0), so two processes can split a run over two cores
  --budget-a JSON    budget override for bot A (JSON text or @file), e.g. '{"iterations":96}'
  --budget-b JSON    the same for bot B, e.g. '{"combatSearch":true}'
  --help             this text
`;

/** The options `USAGE` lists. */
const OPTIONS = ['level', 'pairs', 'seed', 'from', 'budget-a', 'budget-b'] as const;

/** The run's settings, checked before any game is played: the other checkout's root first, then the options. */
function readSettings(argv: readonly string[]) {
  const { path: other, args } = readLeadingPath(argv, USAGE, OPTIONS,
    'Name the other checkout\'s root first: npx tsx scripts/bot-versus.ts <other checkout root> [options] (--help says more).');
  if (!existsSync(resolve(other, 'src/bot/index.ts'))) throw new UsageError(`${other} is no checkout of Lincoln: there is no ${resolve(other, 'src/bot/index.ts')}.`);
  const level = args.level ?? 'normal';
  if (!botB.isBotLevel(level)) throw new UsageError(`--level: unknown level "${level}" (the levels: ${botB.BOT_LEVELS.join(', ')}).`);
  for (const name of ['budget-a', 'budget-b'] as const) {
    // The heuristic does not search: a budget for it would be ignored, silently.
    if (level === 'heuristic' && args[name] !== undefined) throw new UsageError(`--${name}: the heuristic level has no budget (only easy, normal and hard search).`);
  }
  return {
    other,
    level,
    pairs: wholeNumber(args.pairs, 'pairs', 50, 1),
    master: seedNumber(args.seed, 'seed', 1),
    from: wholeNumber(args.from, 'from', 0),
    budgets: { A: budgetOption(args['budget-a'], 'budget-a') ?? {}, B: budgetOption(args['budget-b'], 'budget-b') ?? {} },
  };
}

await runCli(main);

/** Plays the pairs and prints the figures. */
async function main(): Promise<void> {
  const { other, level, pairs, master, from, budgets } = readSettings(process.argv.slice(2));
  const botA = (await import(resolve(other, 'src/bot/index.ts'))) as typeof botB;

  /** One game to its end (or 4,000 decisions): the winner, or null if cut off. */
  function play(seed: number, union: 'A' | 'B'): Side | null {
    const make = (b: typeof botB, side: number, budget: Partial<botB.SearchBudget>) => b.createBot({ level, seed: botB.mixSeed(seed, side), budget });
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
}

/**
 * The engine fuzzer (issue 8): random legal play from random seeds and every variant combination,
 * checking after every action what the property tests check, at volume:
 * - position: the whole-position validation (`invariantViolations`: contract invariants, cards in
 *   their own piles, units, battles and pending choices, a finished game with nothing pending);
 * - no input mutation: `applyAction` leaves its input state exactly as it was;
 * - JSON round-trip: at one random point of each game and at its end, `deserialize(serialize(s))`
 *   deep-equals `s`, and `JSON.parse(JSON.stringify(s))` too (plain data, no undefined keys);
 * - view leaks: neither side's view holds a card id of the other side's hand or draw pile;
 * - dead ends: a decision is pending but no action is listed; a game longer than 3,000 actions;
 * - malformed actions: a listed action with one field broken is refused with a RuleError only.
 * Every other block of four games starts from a crowded random position (`crowdedScenario`: both
 * sides spread over the map, many contested locations, forts, flags, random hands) rather than the
 * rulebook's start, which random play alone rarely leaves (X25's return into an occupied half was
 * found only from such positions).
 * Each break prints the game seed, variants and start to reproduce it
 * (`--replay SEED --variants e1,e16 --start crowded`).
 *
 *   npm run fuzz -- --seconds 60          (what `npm test` runs)
 *   npm run fuzz -- --games 100000 --seed 7 --threads 2
 *
 * Games run on `--threads` worker threads (default: every core). Game i of a master seed has the
 * i-th seed of the master's sequence, the (i mod 4)-th variant set and a crowded start when
 * floor(i / 4) is odd, and thread k plays the games
 * with i mod threads = k, so a `--games` run plays the same games whatever the thread count.
 *
 * Exits 1 when anything broke. The last line is the summary.
 */
import { mulberry32 } from '../src/bot/rng.ts';
import { isDeepStrictEqual } from 'node:util';
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startTsxWorker } from './tsx-worker.ts';
import { readOptions, runCli, seedNumber, UsageError, wholeNumber } from './cli.ts';
import { applyAction, decision, deserialize, invariantViolations, legalActions, newGame, RuleError, serialize } from '../src/engine/index.ts';
import type { Action, GameState, Variants } from '../src/engine/index.ts';
import { viewLeaks } from '../tests/engine/helpers/checks.ts';
import { crowdedGame } from '../tests/engine/helpers/crowded.ts';

const MAX_ACTIONS = 3000;

/** What `--help` prints. */
const USAGE = `Usage: npm run fuzz -- [options]
Random legal play from random seeds with every check after every action; exits 1 when anything broke.

  --seconds S            play for S seconds (default 60, or until --games)
  --games N              play N games (the same games whatever the thread count)
  --seed S               master seed (default: a random one, printed)
  --threads T            worker threads (default: every core)
  --replay SEED          replay one game seed with every check (a BREAK line says which)
  --variants e1,e16      the variants of the replayed game (none by default)
  --start crowded        the replayed game starts from its crowded position (default: rulebook)
  --help                 this text
`;

/** mulberry32: the fuzzer's own choices, from the game seed (the engine never sees it). */
const rng = mulberry32;

const VARIANT_SETS: Variants[] = [
  { passThroughContested: false, openDiscards: false }, { passThroughContested: true, openDiscards: false },
  { passThroughContested: false, openDiscards: true }, { passThroughContested: true, openDiscards: true },
];
const variantNames = (v: Variants) => [v.passThroughContested && 'e1', v.openDiscards && 'e16'].filter(Boolean).join(',') || 'none';
/** Where a game starts: the rulebook's setup (R1.5) or a crowded random position (`crowdedScenario`). */
type Start = 'rulebook' | 'crowded';
/** The crowded position's own generator, apart from the play's (so both replay from the game seed). */
const CROWD_SALT = 0x9e3779b9;

const JUNK: unknown[] = [null, undefined, 0, -1, '', 'x', [], {}, [null], true, 'U01', 'washington'];

/**
 * The state as text for the no-mutation check. The log is append-only and shared between
 * states, so its length stands for it: this keeps the check linear in the game's length.
 */
function fingerprint(s: GameState): string {
  const { log, ...rest } = s;
  return `${log.length}|${JSON.stringify(rest)}`;
}

/** One broken check: what and where. */
interface Break { seed: number; variants: Variants; start: Start; step: number; check: string; detail: string }

/** Plays one game with every check; returns its breaks and action count. */
function fuzzGame(seed: number, variants: Variants, start: Start): { breaks: Break[]; actions: number } {
  const breaks: Break[] = [];
  const r = rng(seed);
  const fail = (step: number, check: string, detail: string) => breaks.push({ seed, variants, start, step, check, detail });
  let state: GameState = start === 'crowded' ? crowdedGame(seed, rng((seed ^ CROWD_SALT) >>> 0), variants) : newGame({ seed, variants });
  const roundTripAt = Math.floor(r() * 150);
  const roundTrip = (s: GameState, step: number) => {
    if (!isDeepStrictEqual(deserialize(serialize(s)), s)) fail(step, 'save round-trip', 'deserialize(serialize(s)) differs from s');
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s)) fail(step, 'JSON round-trip', 'the state is not plain JSON data');
  };
  let step = 0;
  for (; step < MAX_ACTIONS && decision(state); step++) {
    const actions = legalActions(state);
    if (actions.length === 0) { fail(step, 'dead end', `decision ${JSON.stringify(decision(state))} but no legal action`); break; }
    // A malformed variant of a listed action must be refused with a RuleError and nothing else.
    const bad = structuredClone(actions[Math.floor(r() * actions.length)]!) as unknown as Record<string, unknown>;
    const fields = Object.keys(bad).filter((k) => k !== 'type');
    if (fields.length) {
      bad[fields[Math.floor(r() * fields.length)]!] = JUNK[Math.floor(r() * JUNK.length)];
      try { applyAction(state, bad as unknown as Action); } catch (e) {
        if (!(e instanceof RuleError)) fail(step, 'malformed action', `${JSON.stringify(bad)} threw ${String(e)}`);
      }
    }
    const action = actions[Math.floor(r() * actions.length)]!;
    const before = fingerprint(state);
    const logFrom = state.log.length;
    let next: GameState;
    try { next = applyAction(state, action); } catch (e) { fail(step, 'listed action refused', `${JSON.stringify(action)}: ${String(e)}`); break; }
    if (fingerprint(state) !== before) fail(step, 'input mutated', `applyAction changed its input for ${action.type}`);
    state = next;
    const problems = invariantViolations(state);
    if (problems.length) { fail(step, 'position', problems[0]!); break; }
    const leaked = viewLeaks(state, Math.max(0, logFrom - 5));
    if (leaked.length) { fail(step, 'view leak', leaked[0]!); break; }
    if (step === roundTripAt) roundTrip(state, step);
  }
  if (decision(state)) fail(step, 'dead end', `no winner after ${MAX_ACTIONS} actions`);
  roundTrip(state, step);
  return { breaks, actions: step };
}

/**
 * `fuzzGame`, with an exception anywhere in the engine or the checks (a `legalActions` or
 * `deserialize` that throws) reported as a break of that game, so that it too prints the seed
 * that reproduces it and the run goes on.
 */
function fuzzSafely(seed: number, variants: Variants, start: Start): { breaks: Break[]; actions: number } {
  try {
    return fuzzGame(seed, variants, start);
  } catch (e) {
    return { breaks: [{ seed, variants, start, step: -1, check: 'exception', detail: e instanceof Error ? e.stack ?? e.message : String(e) }], actions: 0 };
  }
}

/** What a worker reports: after each game, and once more when it is done. */
type Report = { games: number; crowded: number; actions: number; breaks: Break[]; done: boolean };
/** A worker's share of the run. */
interface Shard { master: number; shard: number; threads: number; seconds: number; maxGames: number }

/**
 * Plays game i for every i with i mod threads = shard, in order, until `maxGames` or `seconds`;
 * game i has the i-th seed of the master sequence, variants VARIANT_SETS[i mod 4] and a crowded
 * start when floor(i / 4) is odd (so every variant set is played from both starts).
 */
function runShard({ master, shard, threads: count, seconds: limit, maxGames: max }: Shard, report: (r: Report) => void): void {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const seeds = rng(master);
  for (let i = 0; i < max && elapsed() < limit; i++) {
    const seed = 1 + Math.floor(seeds() * 0x7ffffffe);
    if (i % count !== shard) continue;
    const start: Start = Math.floor(i / VARIANT_SETS.length) % 2 ? 'crowded' : 'rulebook';
    const result = fuzzSafely(seed, VARIANT_SETS[i % VARIANT_SETS.length]!, start);
    report({ games: 1, crowded: start === 'crowded' ? 1 : 0, actions: result.actions, breaks: result.breaks, done: false });
  }
  report({ games: 0, crowded: 0, actions: 0, breaks: [], done: true });
}

async function main(): Promise<void> {
  const args = readOptions(process.argv.slice(2), USAGE, ['seconds', 'games', 'seed', 'threads', 'replay', 'variants', 'start'] as const);
  const maxGames = args.games === undefined ? Infinity : wholeNumber(args.games, 'games', 0, 1);
  const seconds = args.seconds === undefined ? (args.games === undefined ? 60 : Infinity) : wholeNumber(args.seconds, 'seconds', 0, 1);
  const master = seedNumber(args.seed, 'seed', randomInt(1, 2 ** 31));
  const threads = wholeNumber(args.threads, 'threads', availableParallelism(), 1);
  if (args.variants !== undefined && args.replay === undefined) throw new UsageError('--variants names the variants of a --replay game.');
  if (args.start !== undefined && args.replay === undefined) throw new UsageError('--start names the start of a --replay game.');
  if (args.start !== undefined && args.start !== 'crowded' && args.start !== 'rulebook') throw new UsageError(`--start ${args.start}: unknown start (crowded or rulebook).`);
  if (args.replay !== undefined) {
    // Seeds are 32-bit: a larger one is refused, not replayed as another game under its own number (QA).
    const replaySeed = seedNumber(args.replay, 'replay', 0);
    // As a BREAK line writes them (`e1,e16`, or `none`); E1/E16 as the rules write them are the same.
    const names = (args.variants ?? 'none').toLowerCase().split(',').filter((n) => n !== 'none');
    const unknown = names.filter((n) => n !== 'e1' && n !== 'e16');
    if (unknown.length) throw new UsageError(`--variants ${args.variants}: unknown variant ${unknown.join(', ')} (the variants are e1 and e16, or none).`);
    const variants = { passThroughContested: names.includes('e1'), openDiscards: names.includes('e16') };
    const start: Start = args.start === 'crowded' ? 'crowded' : 'rulebook';
    const { breaks, actions } = fuzzSafely(replaySeed, variants, start);
    for (const b of breaks) console.log(`break: ${b.check} at action ${b.step}: ${b.detail}`);
    console.log(`fuzz replay: seed ${replaySeed}, variants ${variantNames(variants)}, start ${start}, ${actions} actions, ${breaks.length} breaks`);
    process.exitCode = breaks.length ? 1 : 0;
    return;
  }
  const start = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - start) / 1e9;
  let games = 0; let crowded = 0; let actions = 0; const breaks: Break[] = [];
  let lastReport = 0;
  const every = seconds <= 120 ? 10 : 60;
  console.log(`fuzz: master seed ${master}, ${Number.isFinite(maxGames) ? `${maxGames} games` : `${seconds} s`}, ${threads} thread(s)`);
  const collect = (r: Report): void => {
    games += r.games; crowded += r.crowded; actions += r.actions;
    for (const b of r.breaks) {
      breaks.push(b);
      if (breaks.length <= 20) console.log(`BREAK ${b.check} at action ${b.step}: ${b.detail}\n  reproduce: npm run fuzz -- --replay ${b.seed} --variants ${variantNames(b.variants)}${b.start === 'crowded' ? ' --start crowded' : ''}`);
    }
    if (elapsed() - lastReport >= every) { lastReport = elapsed(); console.log(`fuzz: ${games} games, ${actions} actions, ${breaks.length} breaks, ${elapsed().toFixed(0)} s`); }
  };
  // Each worker has its own engine and checks.
  await Promise.all(Array.from({ length: threads }, (_, shard) => new Promise<void>((resolve, reject) => {
    const w = startTsxWorker(import.meta.url, { master, shard, threads, seconds, maxGames } satisfies Shard);
    w.on('message', (r: Report) => { collect(r); if (r.done) void w.terminate().then(() => resolve()); });
    w.on('error', reject);
    w.on('exit', (code) => { if (code !== 0 && code !== 1) reject(new Error(`fuzz worker ${shard} exited with code ${code}`)); });
  })));
  const broken = new Set(breaks.map((b) => `${b.seed}/${variantNames(b.variants)}/${b.start}`)).size;
  console.log(`fuzz: ${games} games (${crowded} from crowded starts), ${actions} actions in ${elapsed().toFixed(1)} s (master seed ${master}, ${threads} thread(s)): ${games - broken} sound, ${broken} broken`);
  // A run that checked no game found nothing: it does not pass (QA: a bad option gave 0 games and exit 0).
  if (games === 0) console.log('fuzz: no game was played, so nothing was checked');
  process.exitCode = breaks.length || games === 0 ? 1 : 0;
}

if (isMainThread) await runCli(main);
else runShard(workerData as Shard, (r) => parentPort!.postMessage(r));

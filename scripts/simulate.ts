/**
 * Headless games between two players, on every core (worker_threads), with a progress bar on stderr.
 *
 *   npm run simulate -- --games 200 --union bot:normal --confederate random --seed 1 --json sim-out.json
 *
 * Options: --games N (default 100) · --union SPEC · --confederate SPEC (random, bot:heuristic,
 * bot:easy, bot:normal, bot:hard; default random) · --seed S (master seed, default 1) ·
 * --seeds a,b,c (replay these game seeds instead) · --threads T (default: all cores) ·
 * --max-decisions N · --max-turns N (stop each game after turn N, as unfinished: the opening's
 * figures, e.g. Washington lost by turn 5, at a fraction of the cost) · --ruleset NAME[,NAME…] (a named ruleset of `listRulesets()`, or several
 * playtesting variants combined; `--data-variant` is the old name of this option) ·
 * --json FILE (figures plus every game's record and seed) ·
 * --record FILE (a resumable run: each game's record is appended to FILE as JSON lines as it ends;
 * run the same command again to play only the games not yet recorded, and the summary covers them
 * all — a 1,000-game hard-vs-hard run can be spread over several sittings; code other than the
 * run's first replays its first recorded games and goes on only if it plays them move for move) ·
 * --union-budget JSON · --confederate-budget JSON (bot budget overrides for one side, e.g.
 * '{"iterations":96}' or '{"weights":{…}}'; JSON text or @file) ·
 * --eval-samples FILE (the bot evaluation's terms at every action decision with the game's
 * winner, for scripts/fit-eval.ts).
 * The same seeds and specs give the same games, whatever the thread count.
 */
import { availableParallelism } from 'node:os';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startTsxWorker } from './tsx-worker.ts';
import { MAX_SEED, readOptions, runCli, seedNumber, shellQuote, UsageError, wholeNumber, wholeNumbers, writablePath } from './cli.ts';
import type { RunSettings } from '../src/sim/index.ts';

interface Task { index: number; seed: number }
interface Config {
  union: string; confederate: string; maxDecisions: number; maxTurns?: number; ruleset: string | null;
  sideBudget: Record<string, Record<string, unknown>>; sampleEvaluation: boolean;
}

/** The files under `paths` (directories walked, relative to the project root) with their text, for `codeFingerprint`. */
function playingSources(paths: readonly string[]): { path: string; text: string }[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const out: { path: string; text: string }[] = [];
  const visit = (rel: string): void => {
    const abs = join(root, rel);
    if (statSync(abs).isDirectory()) for (const name of readdirSync(abs)) visit(`${rel}/${name}`);
    else out.push({ path: rel, text: readFileSync(abs, 'utf8') });
  };
  for (const p of paths) visit(p);
  return out;
}

/** `text` broken at spaces into lines of at most `width` characters, each indented by `indent` spaces. */
function wrap(text: string, indent: number, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > width) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.map((l) => ' '.repeat(indent) + l).join('\n');
}

/** The usage `--help` prints: the options of the header comment above, with the named rulesets `rulesets`. */
const usage = (rulesets: readonly string[]): string => `Usage: npm run simulate -- [options]
Plays headless games between two players on every core and prints the figures (wins with their
95% interval, endings by rule, VP at each reshuffle, game length).

  --games N              games to play (default 100)
  --union SPEC           random, bot:heuristic, bot:easy, bot:normal or bot:hard (default random)
  --confederate SPEC     the same for the Confederacy
  --seed S               master seed: game i gets the i-th seed of its sequence (default 1)
  --seeds a,b,c          play these game seeds instead (not with --games)
  --threads T            worker threads (default: every core)
  --max-decisions N      stop a game after N decisions, as unfinished (default 4000)
  --max-turns N          stop each game after turn N, as unfinished (the opening's figures, cheaply)
  --ruleset NAME[,NAME]  a named ruleset, or several playtesting variants combined (--data-variant: old name):
${wrap(rulesets.join(', '), 25, 100)}
  --json FILE            write the figures and every game's record
  --record FILE          a resumable run: each game's record is appended as it ends; the same
                         command again plays only the games not yet recorded
  --union-budget JSON    bot budget override for the Union (JSON text or @file); --confederate-budget likewise
  --eval-samples FILE    the bot evaluation's terms at every decision with the winner (for fit:eval)
  --help                 this text
`;

/** The options `usage` lists. */
const OPTIONS = ['games', 'union', 'confederate', 'seed', 'seeds', 'threads', 'max-decisions', 'max-turns', 'ruleset', 'data-variant',
  'json', 'record', 'union-budget', 'confederate-budget', 'eval-samples'] as const;

if (isMainThread) {
  await runCli(main);
} else {
  await workerMain(workerData as Config);
}

async function main(): Promise<void> {
  const { combineVariants, listRulesets, RuleError } = await import('../src/engine/index.ts');
  const known = listRulesets().map((r) => r.id);
  const args = readOptions(process.argv.slice(2), usage(known), OPTIONS);
  const { gameSeed, parsePlayerSpec, summarize, formatSummary, settingsLine, recordLine, readRun, differingSetting, recordedFor, codeFingerprint, sameGame, withVerifiedCode, PLAYING_CODE, REPLAY_CHECK_GAMES } = await import('../src/sim/index.ts');
  const { budgetOption } = await import('./budget.ts');
  /** A side's player spec; parsePlayerSpec's refusal (an unknown spec) is the user's mistake. */
  const player = (side: 'union' | 'confederate'): string => {
    try {
      return parsePlayerSpec(args[side] ?? 'random');
    } catch (e) {
      if (!(e instanceof Error)) throw e;
      throw new UsageError(`--${side}: ${e.message}.`);
    }
  };
  // Checked before any game is played or any file written (QA: a typo cost a whole run, or wrote a record file that then refused the corrected command).
  if (args.games !== undefined && args.seeds !== undefined) throw new UsageError('Give --games or --seeds, not both: --seeds names the games to play.');
  if (args['eval-samples'] !== undefined && args.record !== undefined) throw new UsageError('--eval-samples needs every game played in this run: it cannot resume a --record file.');
  for (const name of ['json', 'record', 'eval-samples'] as const) writablePath(args[name], name);
  // The rulebook's own ruleset is no ruleset at all: `--ruleset default` plays (and records) as no --ruleset.
  const rulesetName = args.ruleset ?? args['data-variant'];
  const config: Config = {
    union: player('union'),
    confederate: player('confederate'),
    maxDecisions: wholeNumber(args['max-decisions'], 'max-decisions', 4000, 1),
    ...(args['max-turns'] !== undefined ? { maxTurns: wholeNumber(args['max-turns'], 'max-turns', 0, 1) } : {}),
    ruleset: rulesetName === undefined || rulesetName === 'default' ? null : rulesetName,
    sideBudget: {
      ...(args['union-budget'] ? { union: budgetOption(args['union-budget'], 'union-budget')! } : {}),
      ...(args['confederate-budget'] ? { confederate: budgetOption(args['confederate-budget'], 'confederate-budget')! } : {}),
    },
    sampleEvaluation: !!args['eval-samples'],
  };
  for (const side of ['union', 'confederate'] as const) {
    const spec = config[side];
    // Only a searching bot has a budget: an override for another player would be ignored, silently (QA).
    if (config.sideBudget[side] && (spec === 'random' || spec === 'bot:heuristic')) {
      throw new UsageError(`--${side}-budget: the ${side === 'union' ? 'Union' : 'Confederacy'} is played by ${spec}, which has no budget (only bot:easy, bot:normal and bot:hard search).`);
    }
  }
  const names = config.ruleset?.split(',') ?? [];
  for (const name of names) {
    if (!known.includes(name)) throw new UsageError(`Unknown ruleset "${name}". The named rulesets: ${known.join(', ')}.`);
  }
  if (names.length > 1) {
    if (new Set(names).size < names.length) throw new UsageError(`--ruleset ${config.ruleset}: a variant is named twice.`);
    // Only single variants combine (not the default, not a named combination): the workers build the same value.
    // A named ruleset that is no single variant is said to be one (QA: "balanced,lee-4" was called an unknown variant).
    const variants = known.filter((name) => {
      try {
        combineVariants([name]);
        return true;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        return false;
      }
    });
    const alone = names.find((name) => !variants.includes(name));
    if (alone !== undefined) {
      throw new UsageError(`--ruleset ${config.ruleset}: the named ruleset "${alone}" cannot be combined with variants. Give one named ruleset alone (${known.join(', ')}), or single variants joined by commas (${variants.join(', ')}).`);
    }
    try {
      combineVariants(names);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      throw new UsageError(`--ruleset ${config.ruleset}: ${e.message}.`);
    }
  }
  // Seeds are 32-bit: a larger one is refused, not wrapped to another game (QA: 4294967297 played seed 1).
  const master = seedNumber(args.seed, 'seed', 1);
  const seeds = args.seeds !== undefined
    ? wholeNumbers(args.seeds, 'seeds', MAX_SEED)
    : Array.from({ length: wholeNumber(args.games, 'games', 100, 1) }, (_, i) => gameSeed(master, i));
  const threadCount = wholeNumber(args.threads, 'threads', availableParallelism(), 1);

  type Rec = Awaited<ReturnType<typeof import('../src/sim/index.ts')['runGame']>>;
  const threadsFor = (games: number): number => Math.max(1, Math.min(threadCount, Math.max(1, games)));
  const { SingleBar, Presets } = (await import('cli-progress')).default;

  /** Plays the games of `seeds` at `indices` on worker threads; `onRecord` hears each record as its game ends. */
  const play = async (label: string, indices: readonly number[], onRecord: (index: number, record: Rec) => void): Promise<void> => {
    const bar = new SingleBar({ stream: process.stderr, format: `${label} {bar} {value}/{total} | {eta_formatted} left | U {u} C {c}`, hideCursor: false, noTTYOutput: true, notTTYSchedule: 10_000 }, Presets.shades_classic);
    bar.start(indices.length, 0, { u: 0, c: 0 });
    let next = 0;
    let done = 0;
    const wins = { u: 0, c: 0 };
    await Promise.all(Array.from({ length: threadsFor(indices.length) }, () => new Promise<void>((resolve, reject) => {
      const w = startTsxWorker(import.meta.url, config);
      const feed = (): void => {
        if (next >= indices.length) { void w.terminate().then(() => resolve()); return; }
        const index = indices[next++]!;
        w.postMessage({ index, seed: seeds[index] } satisfies Task);
      };
      w.on('message', (m: { index: number; record: Rec } | 'ready') => {
        if (m !== 'ready') {
          onRecord(m.index, m.record);
          done++;
          if (m.record.winner === 'union') wins.u++;
          if (m.record.winner === 'confederate') wins.c++;
          bar.update(done, wins);
        }
        feed();
      });
      w.on('error', reject);
    })));
    bar.stop();
  };

  // A resumable run (--record): the games already in the file are not played again.
  let recorded: (Rec | undefined)[] = seeds.map(() => undefined);
  if (args.record) {
    const settings: RunSettings = {
      format: 'lincoln-sim-run', version: 1, union: config.union, confederate: config.confederate, ruleset: config.ruleset,
      maxDecisions: config.maxDecisions, maxTurns: config.maxTurns ?? null, sideBudget: config.sideBudget, seed: args.seeds ? null : master,
      code: codeFingerprint(playingSources(PLAYING_CODE)),
    };
    if (existsSync(args.record)) {
      let run: ReturnType<typeof readRun>;
      try {
        run = readRun(readFileSync(args.record, 'utf8'));
      } catch (e) {
        if (!(e instanceof Error)) throw e;
        throw new UsageError(`--record ${args.record}: ${e.message} Delete it, or name another file.`);
      }
      const differs = differingSetting(run.settings, settings);
      if (differs && differs !== 'code') throw new UsageError(`${args.record} records another run: its ${differs} is ${JSON.stringify(run.settings[differs])}, this run's ${JSON.stringify(settings[differs])}. Use another file.`);
      recorded = recordedFor(seeds, run.records);
      if (differs === 'code') {
        // Other code started the run: it may go on only if it plays the recorded games move for move.
        const check = seeds.map((_, i) => i).filter((i) => recorded[i]).slice(0, REPLAY_CHECK_GAMES);
        if (check.length < REPLAY_CHECK_GAMES) throw new UsageError(`${args.record} has only ${check.length} recorded game(s), too few to check that code ${settings.code} plays as ${run.settings.code} did (${REPLAY_CHECK_GAMES} needed). Start a new file.`);
        process.stderr.write(`${args.record} was played by code ${run.settings.code}; this is ${settings.code}. Replaying ${check.length} recorded game(s) to check that it plays them the same…\n`);
        const replayed = new Map<number, Rec>();
        await play('replay', check, (index, record) => replayed.set(index, record));
        const differing = check.find((i) => !sameGame(recorded[i]!, replayed.get(i)!));
        if (differing !== undefined) throw new UsageError(`This code plays game seed ${seeds[differing]} of ${args.record} differently from the recorded run (engine, bot or data ${run.settings.code}, now ${settings.code}): it measures another bot. Start a new file.`);
        run.settings = withVerifiedCode(run.settings, settings.code);
        process.stderr.write(`The same games, move for move: ${settings.code} continues the run.\n`);
      }
      // Drop an unfinished last line, so that the next record starts on a line of its own.
      writeFileSync(args.record, settingsLine(run.settings) + run.records.map(recordLine).join(''));
    } else {
      writeFileSync(args.record, settingsLine(settings));
    }
    const have = recorded.filter(Boolean).length;
    process.stderr.write(`${args.record}: ${have} of ${seeds.length} games already recorded; playing ${seeds.length - have}\n`);
  }
  const toPlay = seeds.map((_, i) => i).filter((i) => !recorded[i]);
  const threads = threadsFor(toPlay.length);
  const started = performance.now();
  const records: (Rec | undefined)[] = recorded.slice();
  await play('games', toPlay, (index, record) => {
    records[index] = record;
    if (args.record) appendFileSync(args.record, recordLine(record));
  });
  const seconds = (performance.now() - started) / 1000;

  if (records.some((r) => !r)) throw new Error('A game of the run has no record');
  const all = records as Rec[];
  const summary = summarize(all);
  const errors = all.filter((r) => r.error);
  process.stdout.write(formatSummary(summary) + '\n');
  if (config.ruleset) process.stdout.write(`Ruleset: ${config.ruleset}\n`);
  for (const [side, b] of Object.entries(config.sideBudget)) process.stdout.write(`${side} budget override: ${JSON.stringify(b)}\n`);
  process.stdout.write(`Wall time ${seconds.toFixed(1)} s on ${threads} thread(s)${args.record ? ` for ${toPlay.length} game(s); ${seeds.length - toPlay.length} came from ${args.record}` : ''}\n`);
  for (const r of errors.slice(0, 5)) process.stdout.write(`  error in game seed ${r.seed}: ${r.error}\n`);
  if (args.json) {
    writeFileSync(args.json, JSON.stringify({
      command: `npm run simulate -- ${process.argv.slice(2).map(shellQuote).join(' ')}`,
      union: config.union, confederate: config.confederate, seed: master, ruleset: config.ruleset,
      summary, games: all.map(({ evalSamples: _samples, ...r }) => r),
    }, null, 1));
    process.stdout.write(`Wrote ${args.json}\n`);
  }
  if (args['eval-samples']) {
    const { EVAL_TERMS } = await import('../src/bot/evaluate.ts');
    const rows: number[][] = [];
    for (const r of all) {
      if (!r.winner) continue;
      for (const t of r.evalSamples ?? []) rows.push([...t, r.winner === 'union' ? 1 : 0]);
    }
    writeFileSync(args['eval-samples'], JSON.stringify({ terms: EVAL_TERMS, label: 'union wins', games: all.length, rows }));
    process.stdout.write(`Wrote ${rows.length} evaluation samples to ${args['eval-samples']}\n`);
  }
}

async function workerMain(config: Config): Promise<void> {
  const { runGame } = await import('../src/sim/index.ts');
  const { rulesetOfSetting } = await import('../src/sim/record.ts');
  // One named ruleset by id; several variants combined into one custom ruleset (stored in each state).
  const ruleset = rulesetOfSetting(config.ruleset);
  parentPort!.on('message', (task: Task) => {
    const record = runGame({
      seed: task.seed, union: config.union, confederate: config.confederate, maxDecisions: config.maxDecisions, maxTurns: config.maxTurns,
      sideBudget: config.sideBudget, sampleEvaluation: config.sampleEvaluation, ruleset,
    });
    parentPort!.postMessage({ index: task.index, record });
  });
  parentPort!.postMessage('ready');
}

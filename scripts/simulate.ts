/**
 * Headless games between two players, on every core (worker_threads), with a progress bar on stderr.
 *
 *   npm run simulate -- --games 200 --union bot:normal --confederate random --seed 1 --json out.json
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

/** A JSON option: inline text or `@path`. */
function jsonOption(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  return JSON.parse(text.startsWith('@') ? readFileSync(text.slice(1), 'utf8') : text) as Record<string, unknown>;
}

if (isMainThread) {
  await main();
} else {
  await workerMain(workerData as Config);
}

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`Unexpected argument ${a}`);
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) out[a.slice(2)] = 'true';
      else { out[a.slice(2)] = v; i++; }
    }
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const { gameSeed, parsePlayerSpec, summarize, formatSummary, settingsLine, recordLine, readRun, differingSetting, recordedFor, codeFingerprint, sameGame, withVerifiedCode, PLAYING_CODE, REPLAY_CHECK_GAMES } = await import('../src/sim/index.ts');
  const { listRulesets } = await import('../src/engine/index.ts');
  const config: Config = {
    union: parsePlayerSpec(args.union ?? 'random'),
    confederate: parsePlayerSpec(args.confederate ?? 'random'),
    maxDecisions: Number(args['max-decisions'] ?? 4000),
    ...(args['max-turns'] ? { maxTurns: Number(args['max-turns']) } : {}),
    ruleset: args.ruleset ?? args['data-variant'] ?? null,
    sideBudget: {
      ...(args['union-budget'] ? { union: jsonOption(args['union-budget'])! } : {}),
      ...(args['confederate-budget'] ? { confederate: jsonOption(args['confederate-budget'])! } : {}),
    },
    sampleEvaluation: !!args['eval-samples'],
  };
  const known = listRulesets().map((r) => r.id);
  for (const name of config.ruleset?.split(',') ?? []) {
    if (!known.includes(name)) throw new Error(`Unknown ruleset ${name}: ${known.join(', ')}`);
  }
  const master = Number(args.seed ?? 1) >>> 0;
  const seeds = args.seeds
    ? args.seeds.split(',').map((s) => Number(s) >>> 0)
    : Array.from({ length: Number(args.games ?? 100) }, (_, i) => gameSeed(master, i));

  type Rec = Awaited<ReturnType<typeof import('../src/sim/index.ts')['runGame']>>;
  const threadsFor = (games: number): number => Math.max(1, Math.min(Number(args.threads ?? availableParallelism()), Math.max(1, games)));
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
      const run = readRun(readFileSync(args.record, 'utf8'));
      const differs = differingSetting(run.settings, settings);
      if (differs && differs !== 'code') throw new Error(`${args.record} records another run: its ${differs} is ${JSON.stringify(run.settings[differs])}, this run's ${JSON.stringify(settings[differs])}. Use another file.`);
      recorded = recordedFor(seeds, run.records);
      if (differs === 'code') {
        // Other code started the run: it may go on only if it plays the recorded games move for move.
        const check = seeds.map((_, i) => i).filter((i) => recorded[i]).slice(0, REPLAY_CHECK_GAMES);
        if (check.length < REPLAY_CHECK_GAMES) throw new Error(`${args.record} has only ${check.length} recorded game(s), too few to check that code ${settings.code} plays as ${run.settings.code} did (${REPLAY_CHECK_GAMES} needed). Start a new file.`);
        process.stderr.write(`${args.record} was played by code ${run.settings.code}; this is ${settings.code}. Replaying ${check.length} recorded game(s) to check that it plays them the same…\n`);
        const replayed = new Map<number, Rec>();
        await play('replay', check, (index, record) => replayed.set(index, record));
        const differing = check.find((i) => !sameGame(recorded[i]!, replayed.get(i)!));
        if (differing !== undefined) throw new Error(`This code plays game seed ${seeds[differing]} of ${args.record} differently from the recorded run (engine, bot or data ${run.settings.code}, now ${settings.code}): it measures another bot. Start a new file.`);
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
      command: `npm run simulate -- ${process.argv.slice(2).join(' ')}`,
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
  const { combineVariants } = await import('../src/engine/index.ts');
  // One named ruleset by id; several variants combined into one custom ruleset (stored in each state).
  const names = config.ruleset?.split(',') ?? [];
  const ruleset = names.length > 1 ? combineVariants(names) : names[0];
  parentPort!.on('message', (task: Task) => {
    const record = runGame({
      seed: task.seed, union: config.union, confederate: config.confederate, maxDecisions: config.maxDecisions, maxTurns: config.maxTurns,
      sideBudget: config.sideBudget, sampleEvaluation: config.sampleEvaluation, ruleset,
    });
    parentPort!.postMessage({ index: task.index, record });
  });
  parentPort!.postMessage('ready');
}

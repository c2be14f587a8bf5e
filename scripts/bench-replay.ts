/**
 * Replay speed (issue 10 item 1): how long the replay of a long recorded game takes — building
 * its timeline (one pass over every action from the seed), then visiting every position
 * backwards (each rebuilt from the checkpoint before it), then reading the record back from its
 * autosave JSON. Target: a whole long game replays in under a second.
 *
 *   npx tsx scripts/bench-replay.ts [--games 5] [--min-actions 400]
 *
 * Plays random legal games from seeds 1, 2, … and keeps the `--games` longest of the first 200
 * (at least `--min-actions` actions when there are such). Prints a table; writes no file.
 */
import { performance } from 'node:perf_hooks';
import { applyAction, legalActions, newGame } from '../src/engine/index.ts';
import type { Action } from '../src/engine/index.ts';
import { buildTimeline } from '../src/ui/replay/timeline.ts';
import { decodeRecord, encodeRecord } from '../src/ui/store/recordFile.ts';
import type { GameRecord } from '../src/ui/store/session.ts';
import { createRng } from '../src/bot/rng.ts';
import { optionsOrExit, readOptions, wholeNumber } from './cli.ts';

const { GAMES, MIN_ACTIONS } = optionsOrExit(() => {
  const o = readOptions(process.argv.slice(2), `Usage: npm run bench:replay [-- --games 5 --min-actions 400]
Times the replay of the --games longest of the first 200 random games (at least --min-actions actions when there are such).
`, ['games', 'min-actions'] as const);
  return { GAMES: wholeNumber(o.games, 'games', 5, 1), MIN_ACTIONS: wholeNumber(o['min-actions'], 'min-actions', 400, 1) };
});
const CANDIDATES = 200;

/** A random legal game's record. */
function randomGame(seed: number): GameRecord {
  const random = createRng(seed ^ 0x5eed).next;
  let state = newGame({ seed });
  const actions: Action[] = [];
  while (!state.winner && actions.length < 5000) {
    const legal = legalActions(state);
    const action = legal[Math.floor(random() * legal.length)]!;
    actions.push(action);
    state = applyAction(state, action);
  }
  return { origin: { kind: 'new', options: { seed } }, actions };
}

const records = Array.from({ length: CANDIDATES }, (_, i) => randomGame(i + 1))
  .sort((a, b) => b.actions.length - a.actions.length)
  .slice(0, GAMES);
if (records[0]!.actions.length < MIN_ACTIONS) console.log(`(the longest of ${CANDIDATES} games has ${records[0]!.actions.length} actions)`);

const rows = records.map((record) => {
  const seed = (record.origin as { options: { seed: number } }).options.seed;
  let t = performance.now();
  const text = JSON.stringify(encodeRecord(record));
  const decoded = decodeRecord(JSON.parse(text))!;
  const readMs = performance.now() - t;
  t = performance.now();
  const timeline = buildTimeline(decoded);
  const buildMs = performance.now() - t;
  t = performance.now();
  for (let i = timeline.last; i >= 0; i--) timeline.positionAt(i);
  const backMs = performance.now() - t;
  return {
    seed,
    actions: record.actions.length,
    turns: timeline.turns[timeline.last],
    'record KiB': +(text.length / 1024).toFixed(1),
    'read ms': +readMs.toFixed(1),
    'full replay ms': +buildMs.toFixed(1),
    'every position backwards ms': +backMs.toFixed(1),
  };
});
console.table(rows);
const worst = Math.max(...rows.map((r) => r['full replay ms']));
console.log(`slowest full replay: ${worst.toFixed(1)} ms (target < 1000 ms) ${worst < 1000 ? 'OK' : 'TOO SLOW'}`);

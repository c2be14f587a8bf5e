/**
 * A simulation's record file (issue 9 items 5–6): a long run kept as JSON lines, so that it can be
 * stopped and resumed, on another day or machine, until it reaches its number of games (hard
 * against hard: about 30 s a game today, so 1,000 games is a matter of sessions, not minutes).
 *
 * Line 1 is the run's settings (`RunSettings`); each further line is one finished game's
 * `GameRecord`, appended as the game ends. A game's seed depends only on the master seed and its
 * index (`gameSeed`), so a resumed run with the same settings plays the seeds not yet recorded and
 * the whole file is one run, whatever the thread counts and interruptions.
 */
import { createHash } from 'node:crypto';
import { combineVariants, resolveRuleset, RuleError, rulesetHash, type Ruleset } from '../engine';
import type { GameRecord } from './game';

/** What makes two runs the same run: the players, the ruleset, the caps and the budget overrides. */
export interface RunSettings {
  format: 'lincoln-sim-run';
  version: 1;
  union: string;
  confederate: string;
  ruleset: string | null;
  maxDecisions: number;
  maxTurns: number | null;
  sideBudget: Record<string, Record<string, unknown>>;
  /** The master seed (`--seed`), or null when the run names its game seeds (`--seeds`). */
  seed: number | null;
  /**
   * The code that plays the games (`codeFingerprint` of the engine, the bot, the data and the
   * simulator's game loop): games played by another bot or engine are another measurement, never
   * to be mixed into this one.
   */
  code: string;
  /**
   * Fingerprints of later code that replayed games of this run exactly as they were recorded
   * (`REPLAY_CHECK_GAMES` of them, `sameGame`): a faster engine or bot that plays the same moves
   * may go on with the run. Absent until the first such check.
   */
  verifiedCode?: string[];
}

/**
 * How many recorded games new code replays before it may continue a run started by other code
 * (the first ones in the file). A hard-vs-hard game is about 180 searched decisions, each reading
 * its random generator hundreds of times: a bot that searches differently shows in the first game.
 */
export const REPLAY_CHECK_GAMES = 3;

/** The source directories and files whose code decides how a simulated game goes. */
export const PLAYING_CODE: readonly string[] = ['src/engine', 'src/bot', 'src/data', 'src/sim/game.ts', 'src/sim/players.ts'];

/**
 * A fingerprint of source files (`path` relative to the project, `text` their content): the first
 * 16 hex digits of a SHA-256 over the paths in order and their texts. The order of `files` does not matter.
 */
export function codeFingerprint(files: readonly { path: string; text: string }[]): string {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) hash.update(`${f.path}\0${f.text}\0`);
  return `sha256:${hash.digest('hex').slice(0, 16)}`;
}

/** The record file's first line for `settings`, newline included. */
export function settingsLine(settings: RunSettings): string {
  return `${JSON.stringify(settings)}\n`;
}

/** One game's line, newline included (without the evaluation samples, which `--eval-samples` writes on their own). */
export function recordLine(record: GameRecord): string {
  const { evalSamples: _samples, ...kept } = record;
  return `${JSON.stringify(kept)}\n`;
}

/**
 * Reads a record file: its settings and the games recorded so far (in file order). A last line
 * cut short (the run was killed while writing it) is ignored: that game is played again. Throws
 * an `Error` naming the line when the file is not a record file or a line in its middle is broken.
 */
export function readRun(text: string): { settings: RunSettings; records: GameRecord[] } {
  // Every line ends with a newline when it is complete: what follows the last one is unfinished.
  const complete = text.split('\n').slice(0, -1);
  if (complete.length === 0) throw new Error('The record file has no settings line: it is empty or was cut short while it was created.');
  let settings: RunSettings;
  try {
    settings = JSON.parse(complete[0]!) as RunSettings;
  } catch {
    throw new Error('Line 1 of the record file is not JSON: this is not a simulator record file.');
  }
  if (settings?.format !== 'lincoln-sim-run' || settings.version !== 1) throw new Error('Line 1 of the record file is not the settings of a simulator run (format lincoln-sim-run, version 1).');
  const records: GameRecord[] = [];
  for (let i = 1; i < complete.length; i++) {
    let record: GameRecord;
    try {
      record = JSON.parse(complete[i]!) as GameRecord;
    } catch {
      throw new Error(`Line ${i + 1} of the record file is not JSON.`);
    }
    if (typeof record?.seed !== 'number') throw new Error(`Line ${i + 1} of the record file is not a game record (no seed).`);
    records.push(record);
  }
  return { settings, records };
}

/**
 * The ruleset a run's `ruleset` setting (`--ruleset`) names, as `runGame` takes it: undefined (the
 * default) for null, a name of `listRulesets()` as it is, `a,b` the variants combined
 * (`combineVariants`; throws RuleError for a name that is no variant).
 */
export function rulesetOfSetting(ruleset: string | null): Ruleset | string | undefined {
  const names = ruleset?.split(',') ?? [];
  return names.length > 1 ? combineVariants(names) : names[0];
}

/** The `rulesetHash` of the rules a `ruleset` setting names; undefined for a name this code does not know. */
function rulesHash(ruleset: string | null): string | undefined {
  try {
    return rulesetHash(resolveRuleset(rulesetOfSetting(ruleset)));
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return undefined;
  }
}

/**
 * True when two `ruleset` settings name the same rules, however spelt: the named `balanced` and
 * its variants `seward-cost-1,virginia-vp,lee-4` play the same games, so a run of one may go on
 * under the other.
 */
function sameRules(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  const hash = rulesHash(a);
  return hash !== undefined && hash === rulesHash(b);
}

/**
 * The first setting in which `recorded` differs from `wanted` (e.g. `'union'`), or null when they
 * are the same run. `wanted.code` matches the run's own code or one of its `verifiedCode`,
 * `wanted.ruleset` any spelling of the same rules (`sameRules`); a `'code'` answer means the other
 * settings agree and a replay check (`sameGame`) may accept it.
 */
export function differingSetting(recorded: RunSettings, wanted: RunSettings): keyof RunSettings | null {
  for (const key of Object.keys(wanted) as (keyof RunSettings)[]) {
    if (key === 'verifiedCode') continue;
    if (key === 'code' && recorded.verifiedCode?.includes(wanted.code)) continue;
    if (key === 'ruleset' && sameRules(recorded.ruleset, wanted.ruleset)) continue;
    if (JSON.stringify(recorded[key] ?? null) !== JSON.stringify(wanted[key] ?? null)) return key;
  }
  return null;
}

/**
 * True when two records of the same seed tell the same game: winner, rule, turns, decisions per
 * side, battles, cards removed, the tracks and VP — everything a record holds but the evaluation
 * samples (compared as `recordLine` writes them).
 */
export function sameGame(a: GameRecord, b: GameRecord): boolean {
  return recordLine(a) === recordLine(b);
}

/** `settings` with `code` added to the fingerprints verified by a replay check (no duplicate). */
export function withVerifiedCode(settings: RunSettings, code: string): RunSettings {
  const verified = settings.verifiedCode ?? [];
  return verified.includes(code) ? settings : { ...settings, verifiedCode: [...verified, code] };
}

/**
 * The records of `seeds`, in their order, from those already recorded: `recorded[i]` is the record
 * of `seeds[i]` or undefined when that game is still to play. A seed recorded twice (two runs
 * appended at once) counts once.
 */
export function recordedFor(seeds: readonly number[], records: readonly GameRecord[]): (GameRecord | undefined)[] {
  const bySeed = new Map<number, GameRecord>();
  for (const r of records) if (!bySeed.has(r.seed)) bySeed.set(r.seed, r);
  return seeds.map((s) => bySeed.get(s));
}

/**
 * Game files. Writing one (`exportText`: Export, the crash screen, both loaded on demand, so it is
 * here rather than in the first-paint `recordFile.ts`). Reading one (Import): the engine's `deserialize` decides whether it is a sound game;
 * this module only sorts its refusals into plain messages — not a Lincoln game, saved by a newer
 * version (of the save envelope or of the state inside), or a Lincoln save that is damaged (also cut
 * short) — and refuses oversized files before parsing them, saying so.
 * A one-file bug report (issue 10 item 5) is read by `reportFile.ts`, loaded only when needed.
 */
import { deserialize, RuleError, serialize } from '../../engine';
import type { TFunction } from 'i18next';
import type { GameState, Scenario } from '../../engine/types';
import { errorText, type KeyedMessage } from '../game/errorText';
import { readPlayer, type Players } from './players';
import { encodeRecord } from './recordFile';
import { parseJson } from './json';
// A file's record may begin at a scenario (a sandbox game exported): the store must be able to replay it.
import './scenarioOrigins';
import type { GameRecord } from './session';

/**
 * Both sides' players of untrusted data (an imported file's `players`), or null unless it is an
 * object whose `union` and `confederate` are each a known kind (and a bot a known level). Only
 * fresh objects of those values are returned: nothing else of the data is kept.
 */
function readPlayers(x: unknown): Players | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const { union, confederate } = x as { union?: unknown; confederate?: unknown };
  const u = readPlayer(union);
  const c = readPlayer(confederate);
  return u && c ? { union: u, confederate: c } : null;
}

/**
 * An exported game's file text (Export, the crash screen): the engine's save (`serialize`) with the
 * game's record beside its state, under `record` (a key the engine's `deserialize` ignores), so a
 * tool reads it as a save and Import reopens the game with its replay ("every game is its seed and
 * list of actions"). `readGameFile` keeps the record only when it leads to the saved position.
 * `players`: who plays each side, under `players` (as the autosave keeps them beside the game,
 * `players.ts`), so that Import gives the game back to the same players (QA: it kept the tab's).
 */
export function exportText(game: GameState, record: GameRecord, players?: Players): string {
  return JSON.stringify({ ...(JSON.parse(serialize(game)) as object), record: encodeRecord(record), ...(players ? { players } : {}) });
}

/** Largest game file read (characters): a long game's save is far below 1 MB. */
export const MAX_GAME_FILE_CHARS = 2_000_000;

/**
 * Why a file was refused: its kind, and for a damaged save the engine's refusal (its English
 * `message`, and its `key` and `args` for the UI's language; see `errorText`).
 */
export type GameFileRefusal = { reason: 'notLincoln' } | { reason: 'tooLarge' } | { reason: 'scenario' } | { reason: 'newer'; version: number } | ({ reason: 'damaged' } & KeyedMessage);

/**
 * What a file adds to its position: the game's record (when it leads there, else `recordDropped`
 * says one was dropped); for a bug report also the player's note and the app version (both null
 * for an exported game, `exportText`); for an exported game, who played each side
 * (`players`: null when the file names none, as older exports, engine saves and bug reports, or
 * names them wrongly — then the tab's players play it).
 */
export interface ReportInfo { record: GameRecord | null; note: string | null; app: string | null; recordDropped: boolean; players: Players | null }

/** What reading a game file gave. */
export type GameFileResult = { ok: true; state: GameState; report?: ReportInfo } | ({ ok: false } & GameFileRefusal);

/** The fields of the engine's Scenario format (every key, so that the compiler names a new one). */
const SCENARIO_FIELDS: Readonly<Record<keyof Scenario, true>> = {
  active: true, turn: true, actionsTaken: true, units: true, control: true, hands: true, drawPiles: true, discards: true,
  removed: true, reshuffles: true, blockade: true, europe: true, captured: true, battle: true,
};

/**
 * Whether `data` looks like a Scenario file (the Position editor's *Export scenario*, or one
 * written by hand): a JSON object with no `format`, every key a field of the Scenario format. It
 * is not a game, but the editor's *Import scenario* opens it (QA: it was called "not a Lincoln game").
 */
function isScenarioLike(data: object): boolean {
  const keys = Object.keys(data);
  return !Array.isArray(data) && keys.length > 0 && keys.every((k) => Object.hasOwn(SCENARIO_FIELDS, k));
}

/** The start of a Lincoln save or bug report as written (`serialize`, `exportText`, the report): a text cut short still begins so. */
const LINCOLN_START = /^\s*\{\s*"format"\s*:\s*"lincoln-(save|report)"/;

/**
 * What a text the engine refused (other than as newer) claims to be: not a `lincoln-save` JSON
 * object at all (or a scenario); a save envelope whose state is no Lincoln state (its `format` is
 * not `lincoln-state`); or a Lincoln save, also one that is no JSON but begins as a save does (cut short).
 */
function claimed(text: string): { kind: 'notLincoln' } | { kind: 'scenario' } | { kind: 'save' } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    if (e instanceof SyntaxError) return { kind: LINCOLN_START.test(text) ? 'save' : 'notLincoln' };
    throw e;
  }
  if (typeof data !== 'object' || data === null) return { kind: 'notLincoln' };
  if (isScenarioLike(data)) return { kind: 'scenario' };
  const { format, version, state } = data as { format?: unknown; version?: unknown; state?: unknown };
  if (format !== 'lincoln-save' || typeof version !== 'number') return { kind: 'notLincoln' };
  if (typeof state !== 'object' || state === null || (state as { format?: unknown }).format !== 'lincoln-state') return { kind: 'notLincoln' };
  return { kind: 'save' };
}

/** Reads a game file's text; never throws for bad input (only the engine's `RuleError` is expected). */
export function readGameFile(text: string): GameFileResult {
  if (text.length > MAX_GAME_FILE_CHARS) return { ok: false, reason: 'tooLarge' };
  try {
    return { ok: true, state: deserialize(text) };
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    // Saved by a newer version (of the envelope or of the state inside): the engine's check, which the autosave's banner uses too.
    if (e.key === 'ruleError.save-newer') return { ok: false, reason: 'newer', version: Number(e.args.count) };
    const claim = claimed(text);
    if (claim.kind === 'notLincoln' || claim.kind === 'scenario') return { ok: false, reason: claim.kind };
    return { ok: false, reason: 'damaged', message: e.message, key: e.key, args: e.args };
  }
}

/**
 * Reads an imported file's text: a bug report (`lincoln-report`, issue 10 item 5) or a save
 * (`readGameFile`), with the record an exported game carries. Never throws for bad input.
 */
export async function readImportFile(text: string): Promise<GameFileResult> {
  if (text.length > MAX_GAME_FILE_CHARS) return { ok: false, reason: 'tooLarge' };
  const data = parseJson(text); // null for a `__proto__` key: the save reader refuses it with its message
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== 'lincoln-report') {
    const read = readGameFile(text);
    // An exported game carries its record and its players beside the save (`exportText`); an older export has neither.
    const { record: recorded, players: named } = data !== null && typeof data === 'object' ? (data as { record?: unknown; players?: unknown }) : {};
    const players = readPlayers(named); // anything but the known players is ignored
    if (!read.ok || (recorded === undefined && players === null)) return read;
    let record: GameRecord | null = null;
    if (recorded !== undefined) record = (await import('./reportFile')).recordLeadingTo(recorded, read.state);
    return { ...read, report: { record, note: null, app: null, recordDropped: recorded !== undefined && record === null, players } };
  }
  const { version } = data as { version?: unknown };
  if (version !== 1) return typeof version === 'number' && version > 1 ? { ok: false, reason: 'newer', version } : { ok: false, reason: 'notLincoln' };
  const { readReport } = await import('./reportFile');
  const read = readReport(data as { format: 'lincoln-report' } & Record<string, unknown>);
  if (!read.ok) return { ok: false, reason: 'damaged', ...read.error };
  const { state, ...report } = read.report;
  return { ok: true, state, report: { ...report, players: null } }; // a bug report is played by the tab's players
}

/**
 * The header's Import of a chosen file: its game (with the report or record it carries), or why it
 * is refused, in plain words in the UI's language (issue 11 item 9); a damaged save adds the
 * engine's refusal. An oversized file is refused unread (a save is far smaller). Here rather than
 * in the header, which loads this module on the click (first-paint budget).
 */
export async function importGameFile(file: File, t: TFunction): Promise<{ state: GameState; report?: ReportInfo } | { refusal: string }> {
  const read = file.size > MAX_GAME_FILE_CHARS * 4 ? ({ ok: false, reason: 'tooLarge' } as const) : await readImportFile(await file.text());
  if (read.ok) return { state: read.state, report: read.report };
  return {
    refusal: read.reason === 'damaged' ? t('importDialog.damaged', { message: errorText(t, read) }) : t(`importDialog.${read.reason}`, { millions: MAX_GAME_FILE_CHARS / 1e6 }),
  };
}

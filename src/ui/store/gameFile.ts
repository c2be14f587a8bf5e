/**
 * Reading a game file (Import): the engine's `deserialize` decides whether it is a sound game;
 * this module only sorts its refusals into plain messages — not a Lincoln game, saved by a newer
 * version, or a Lincoln save that is damaged — and refuses oversized files before parsing them.
 * A one-file bug report (issue 10 item 5) is read by `reportFile.ts`, loaded only when needed.
 */
import { deserialize, RuleError } from '../../engine';
import type { GameState } from '../../engine/types';
import { parseJson } from './recordFile';
import type { GameRecord } from './session';

/** Largest game file read (characters): a long game's save is far below 1 MB. */
export const MAX_GAME_FILE_CHARS = 2_000_000;

/** Why a file was refused: its kind, and for a damaged save the engine's message. */
export type GameFileRefusal = { reason: 'notLincoln' } | { reason: 'newer'; version: number } | { reason: 'damaged'; message: string };

/** What a bug report adds to its position: the game's record (when it leads there), the player's note and the app version. */
export interface ReportInfo { record: GameRecord | null; note: string; app: string; recordDropped: boolean }

/** What reading a game file gave. */
export type GameFileResult = { ok: true; state: GameState; report?: ReportInfo } | ({ ok: false } & GameFileRefusal);

/** The envelope's version when `text` is a `lincoln-save` JSON object, else null. */
function saveVersion(text: string): number | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return null;
    const { format, version } = data as { format?: unknown; version?: unknown };
    return format === 'lincoln-save' && typeof version === 'number' ? version : null;
  } catch (e) {
    if (e instanceof SyntaxError) return null;
    throw e;
  }
}

/** Reads a game file's text; never throws for bad input (only the engine's `RuleError` is expected). */
export function readGameFile(text: string): GameFileResult {
  if (text.length > MAX_GAME_FILE_CHARS) return { ok: false, reason: 'notLincoln' };
  try {
    return { ok: true, state: deserialize(text) };
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    const version = saveVersion(text);
    if (version === null) return { ok: false, reason: 'notLincoln' };
    if (version > 1) return { ok: false, reason: 'newer', version };
    return { ok: false, reason: 'damaged', message: e.message };
  }
}

/**
 * Reads an imported file's text: a bug report (`lincoln-report`, issue 10 item 5) or a save
 * (`readGameFile`). Never throws for bad input.
 */
export async function readImportFile(text: string): Promise<GameFileResult> {
  if (text.length > MAX_GAME_FILE_CHARS) return { ok: false, reason: 'notLincoln' };
  const data = parseJson(text); // null for a `__proto__` key: the save reader refuses it with its message
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== 'lincoln-report') return readGameFile(text);
  const { version } = data as { version?: unknown };
  if (version !== 1) return typeof version === 'number' && version > 1 ? { ok: false, reason: 'newer', version } : { ok: false, reason: 'notLincoln' };
  const { readReport } = await import('./reportFile');
  const read = readReport(data as { format: 'lincoln-report' } & Record<string, unknown>);
  if (!read.ok) return { ok: false, reason: 'damaged', message: read.message };
  const { state, ...report } = read.report;
  return { ok: true, state, report };
}

/**
 * Reading a game file (Import): the engine's `deserialize` decides whether it is a sound game;
 * this module only sorts its refusals into plain messages — not a Lincoln game, saved by a newer
 * version, or a Lincoln save that is damaged — and refuses oversized files before parsing them.
 */
import { deserialize, RuleError } from '../../engine';
import type { GameState } from '../../engine/types';

/** Largest game file read (characters): a long game's save is far below 1 MB. */
export const MAX_GAME_FILE_CHARS = 2_000_000;

/** Why a file was refused: its kind, and for a damaged save the engine's message. */
export type GameFileRefusal = { reason: 'notLincoln' } | { reason: 'newer'; version: number } | { reason: 'damaged'; message: string };

/** What reading a game file gave. */
export type GameFileResult = { ok: true; state: GameState } | ({ ok: false } & GameFileRefusal);

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

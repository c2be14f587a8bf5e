/**
 * The one-file bug report (issue 10 item 5): *Report a problem* writes one JSON file holding the
 * seed, the variants (the ruleset: rulesets as values have not landed, so the variants are the
 * whole of it), the recorded actions, the position (the engine's `serialize` text), the app's
 * version and the player's note. Import (`gameFile.ts`) reads it back: the position goes through
 * the engine's `deserialize`, the record is replayed by the engine and kept only when it leads to
 * that very position. Reading never throws for bad input.
 */
import { deserialize, RuleError, serialize } from '../../engine';
import type { KeyedMessage } from '../game/errorText';
import type { GameState, Variants } from '../../engine/types';
import { buildTimeline } from '../replay/timeline';
import { decodeRecord, encodeRecord, positionFingerprint, type RecordData } from './recordFile';
import type { GameRecord } from './session';

/** The longest note kept (characters). */
export const MAX_NOTE_CHARS = 10_000;

/** A bug report file's content. */
export interface ProblemReport {
  format: 'lincoln-report';
  version: 1;
  /** The app's version (package.json) that wrote the report. */
  app: string;
  /** What the player noticed, in their words. */
  note: string;
  seed: number;
  variants: Variants;
  /** The game's origin and its recorded actions. */
  record: RecordData;
  /** The position when the report was made: the engine's `serialize` text. */
  position: string;
}

/** What reading a report gave: the position, the record when it leads there, the note, and whether a record was dropped. */
export interface ReadReport { state: GameState; record: GameRecord | null; note: string; app: string; recordDropped: boolean }

/** The app's version, set by Vite from package.json (`VITE_APP_VERSION`, vite.config.ts). */
export function appVersion(): string {
  const v: unknown = import.meta.env.VITE_APP_VERSION;
  return typeof v === 'string' ? v : 'unknown';
}

/** The report file's text for the game `game` with its record and the player's note. */
export function makeReport(game: GameState, record: GameRecord, note: string, app = appVersion()): string {
  const report: ProblemReport = {
    format: 'lincoln-report', version: 1, app, note: note.slice(0, MAX_NOTE_CHARS),
    seed: game.seed, variants: game.variants, record: encodeRecord(record), position: serialize(game),
  };
  return JSON.stringify(report, null, 1);
}

/** The file name of a report: seed and turn, like an exported game. */
export function reportFileName(game: GameState): string {
  return `lincoln-report-seed${game.seed}-turn${game.turn}.json`;
}

/** True when parsed JSON data is a bug report (of any version). */
export function isReport(data: unknown): data is { format: 'lincoln-report'; version: unknown } {
  return typeof data === 'object' && data !== null && (data as { format?: unknown }).format === 'lincoln-report';
}

/**
 * Reads parsed report data: refused when it holds no position or the engine refuses its position
 * (`error` then says why, as a key with arguments). A record that the engine refuses, or that does not lead to the position, is dropped.
 */
export function readReport(data: { format: 'lincoln-report' } & Record<string, unknown>): { ok: true; report: ReadReport } | { ok: false; error: KeyedMessage } {
  if (typeof data.position !== 'string') return { ok: false, error: { message: 'The report holds no position', key: 'importDialog.noPosition' } };
  let state: GameState;
  try {
    state = deserialize(data.position);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { ok: false, error: { message: e.message, key: e.key, args: e.args } };
  }
  const note = typeof data.note === 'string' ? data.note.slice(0, MAX_NOTE_CHARS) : '';
  const app = typeof data.app === 'string' ? data.app.slice(0, 40) : 'unknown';
  const record = recordLeadingTo(data.record, state);
  return { ok: true, report: { state, record, note, app, recordDropped: data.record !== undefined && record === null } };
}

/**
 * A file's record (`data`, parsed JSON) when the engine replays it to the very position `state`;
 * null otherwise: no record, not a record, an origin or action the engine refuses, or another end.
 */
export function recordLeadingTo(data: unknown, state: GameState): GameRecord | null {
  const record = decodeRecord(data);
  if (!record) return null;
  try {
    const timeline = buildTimeline(record);
    if (timeline.broken || positionFingerprint(timeline.positionAt(timeline.last)) !== positionFingerprint(state)) return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e; // a new-game origin the engine refuses
    return null;
  }
  return record;
}

/**
 * Every finished battle of a game, each with the reveal term by term as the combat panel showed it
 * (issue 11 item 3): the engine keeps only the latest battle's record (`lastBattle`, X16), so the
 * earlier ones are rebuilt by replaying the game's record (its origin and actions) with the engine's
 * `applyAction` alone. A battle's record is public once revealed (R7.4–R7.7): a report holds only it
 * and the public log entries of the battle, never a card still hidden. Loaded with the combat panel
 * (out of first paint); the replay is cached per record and extended action by action.
 */
import { RuleError } from '../../engine';
import type { BattleRecord, GameState, LogEntry } from '../../engine/types';
import { startOf } from '../replay/timeline';
import { replayStep, type GameRecord } from '../store/session';
import { battleReportEntries } from './battleReport';
import { battleCount } from './battlesSeen';

/** One finished battle: its number in the game (0 for the first battle), the engine's record and its public log entries. */
export interface PastBattle {
  /** How many battles were fought before it (the count of `battle-won` entries before its own). */
  number: number;
  record: BattleRecord;
  /** The public log entries from its reveal to its aftermath (control, the Europe track, the end of the game). */
  entries: LogEntry[];
}

/** The battles found so far in one record's replay, and where the replay stands. */
interface Replayed {
  record: GameRecord;
  /** Actions replayed so far. */
  done: number;
  state: GameState;
  battles: Map<number, PastBattle>;
}

let cache: Replayed | null = null;

/** The battle that ends in `state` when `before` had another `lastBattle` (the engine replaces it whole after each battle). */
function battleEndedIn(before: GameState | null, state: GameState): PastBattle | null {
  if (!state.lastBattle || state.lastBattle === before?.lastBattle || state.combat?.result) return null;
  const entries = battleReportEntries(state, 0);
  if (!entries) return null;
  return { number: battleCount(state.log) - 1, record: state.lastBattle, entries };
}

/** Whether `cache` replays `record` or a shorter record of the same game (same origin, actions a prefix of its actions). */
function extends_(cached: Replayed, record: GameRecord): boolean {
  if (cached.record.origin !== record.origin || cached.done > record.actions.length) return false;
  for (let i = 0; i < cached.done; i++) if (cached.record.actions[i] !== record.actions[i]) return false;
  return true;
}

/**
 * Every finished battle of `record` by its number. A battle fought before the record's origin (a
 * game loaded from a file or an older autosave) is known only when it is the origin's own
 * `lastBattle`; the caller shows the log's words for the others. A record that stops on an action
 * the engine refuses (`RuleError`, a damaged record) gives the battles before it.
 */
export function battlesOf(record: GameRecord): Map<number, PastBattle> {
  if (!cache || !extends_(cache, record)) {
    const start = startOf(record);
    const battles = new Map<number, PastBattle>();
    const first = battleEndedIn(null, start);
    if (first) battles.set(first.number, first);
    cache = { record, done: 0, state: start, battles };
  }
  const c = cache;
  while (c.done < record.actions.length) {
    let next: GameState;
    try {
      next = replayStep(c.state, record.actions[c.done]!);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      break;
    }
    const ended = battleEndedIn(c.state, next);
    if (ended) c.battles.set(ended.number, ended);
    c.state = next;
    c.done++;
  }
  c.record = record;
  return c.battles;
}

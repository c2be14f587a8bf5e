/**
 * The battle report's entries, read from the engine alone: the engine keeps the last battle's
 * record (`lastBattle`, X16) and the log keeps its reveal and what followed; the store only says
 * from which log index on a report is still news (`ui.reportFrom`).
 */
import type { GameState, LogEntry } from '../../engine/types';

/** Entries that belong to a battle after its `battle-won` entry (control, the Europe track, the end of the game). */
const AFTERMATH = new Set(['control-taken', 'europe-battle', 'europe-capture', 'europe-recapture', 'game-over']);

/**
 * The public log entries of the engine's `lastBattle` — from its reveal to its aftermath — when
 * that battle is over and was revealed at or after log index `from`; else null (no report to show).
 */
export function battleReportEntries(state: GameState, from: number): LogEntry[] | null {
  if (!state.lastBattle || state.combat?.result) return null; // a live result is shown by the combat panel itself
  const { log } = state;
  let won = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].key === 'battle-won') {
      won = i;
      break;
    }
  }
  if (won < 0) return null;
  let reveal = won;
  while (reveal >= 0 && log[reveal].key !== 'reveal') reveal--;
  if (reveal < from) return null; // revealed before the last person's step: they saw it live
  let end = won + 1;
  while (end < log.length && AFTERMATH.has(log[end].key)) end++;
  return log.slice(reveal, end).filter((e) => !e.privateTo);
}

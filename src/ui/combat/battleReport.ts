/**
 * The battle report's entries, read from the engine alone: the engine keeps the last battle's
 * record (`lastBattle`, X16) and the log keeps its reveal and what followed.
 */
import type { GameState, LogEntry } from '../../engine/types';

/** Entries that belong to a battle after its `battle-won` entry (control, the Europe track, the end of the game). */
const AFTERMATH = new Set(['control-taken', 'europe-battle', 'europe-capture', 'europe-recapture', 'game-over']);

/** The public entries of the battle whose `battle-won` entry is `log[won]`: from its reveal to its aftermath. */
function battleSpan(log: readonly LogEntry[], won: number): LogEntry[] {
  let reveal = won;
  while (reveal >= 0 && log[reveal].key !== 'reveal') reveal--;
  let end = won + 1;
  while (end < log.length && AFTERMATH.has(log[end].key)) end++;
  return log.slice(Math.max(reveal, 0), end).filter((e) => !e.privateTo);
}

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
  return battleSpan(log, won);
}

/** The public log entries of battle number `n` (0 for the first `battle-won` of `log`), or null when `log` has fewer battles. */
export function battleEntriesOf(log: readonly LogEntry[], n: number): LogEntry[] | null {
  let seen = 0;
  for (let i = 0; i < log.length; i++) {
    if (log[i].key !== 'battle-won') continue;
    if (seen === n) return battleSpan(log, i);
    seen++;
  }
  return null;
}

/**
 * Which battles each person has been shown (issue 11 item 3): battles are numbered in the order
 * they were fought (the count of `battle-won` entries before their own, a public entry in every
 * view's log), and the store keeps, per viewer, how many battles that viewer has seen. A battle
 * the viewer has not seen is reported at their next hand-off and in their side panel until they
 * act; the one mechanism for every battle report (hot-seat, against the bot, bot against bot).
 */
import type { LogEntry, Side } from '../../engine/types';

/** Who is shown battles: a side's person, or the observer of a bot-against-bot game (or of a finished hot-seat game). */
export type BattleViewer = Side | 'observer';

/** How many battles each viewer has been shown (battle numbers below it are seen). */
export type BattlesSeen = Record<BattleViewer, number>;

/** The number of finished battles in `log` (its `battle-won` entries, R7.6). */
export function battleCount(log: readonly LogEntry[]): number {
  let n = 0;
  for (const e of log) if (e.key === 'battle-won') n++;
  return n;
}

/** Every viewer has seen the `count` battles of a game (a game loaded, started or taken over). */
export function allSeen(count: number): BattlesSeen {
  return { union: count, confederate: count, observer: count };
}

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

/**
 * Every viewer has seen the `count` battles of a game (a game started or loaded), or as many of
 * them as `saved` says (the counts kept beside the autosave, `PlayersSave.seen`: after a reload a
 * person is still shown the battles they had not seen, QA); a count missing or unreadable is all.
 */
export function allSeen(count: number, saved?: Partial<Record<BattleViewer, unknown>>): BattlesSeen {
  const seen = (v: BattleViewer) => {
    const n = saved?.[v];
    return typeof n === 'number' && n >= 0 ? Math.min(n, count) : count;
  };
  return { union: seen('union'), confederate: seen('confederate'), observer: seen('observer') };
}

/**
 * The Cavalry Raid loss the viewer has still to be told about (R11.2, X22): the newest private
 * `raid-lost-cards` entry of the viewer's own log, until the viewer ends a turn after it. The raid
 * the engine lets happen at once is shown to the raided side here (CombatPanel): between two people,
 * behind its own hand-off (`raidHandoff.ts`); against the bot, as the bot goes on.
 */
import type { LogEntry, PlayerView } from '../../engine/types';

/** The entry naming the cards the viewer lost to a raid, or null when there is none to tell. */
export function raidLossOf(view: Pick<PlayerView, 'viewer' | 'log'>): LogEntry | null {
  if (view.viewer === 'observer') return null;
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]!;
    if (e.key === 'end-turn' && e.side === view.viewer) return null;
    if (e.key === 'raid-lost-cards' && e.privateTo === view.viewer) return e;
  }
  return null;
}

/**
 * What the public log tells about a side's hidden piles: the cards it built (removed from the game,
 * R2.5) and the cards it has played face up or revealed since its last reshuffle (now in its
 * discard pile, R2.5, R7.12). Log entries carry card names (never ids), as every player saw them.
 */
import type { Side } from '../data';
import type { LogEntry } from '../engine';

/** Card names known to be in a side's removed and discard piles. */
export interface PileKnowledge { removed: string[]; discard: string[] }

/** Reads the log (oldest first) for `side`'s publicly known removed and discarded cards. */
export function publicPileKnowledge(log: readonly LogEntry[], side: Side): PileKnowledge {
  const removed: string[] = [];
  let discard: string[] = [];
  for (const e of log) {
    const a = e.args;
    const card = typeof a.card === 'string' ? a.card : null;
    switch (e.key) {
      case 'deploy-army':
        if (a.side !== side || !card) break;
        if (Number(a.strength) === 1) discard.push(card);
        else removed.push(card);
        break;
      case 'deploy-fort':
      case 'deploy-ship':
      case 'deploy-politician':
        if (a.side === side && card) removed.push(card);
        break;
      case 'move':
      case 'free-action':
      case 'card-action':
      case 'cavalry-raid':
      case 'raid-cancelled':
        if (a.side === side && card) discard.push(card);
        break;
      case 'reveal':
        if (a.attacker === side && typeof a.attackerCard === 'string' && a.attackerCard) discard.push(a.attackerCard);
        if (a.defender === side && typeof a.defenderCard === 'string' && a.defenderCard) discard.push(a.defenderCard);
        break;
      case 'reshuffle':
      case 'reshuffle-added':
        if (a.side === side) discard = [];
        break;
    }
  }
  return { removed, discard };
}

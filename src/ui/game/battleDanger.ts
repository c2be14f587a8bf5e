/**
 * No loss without warning inside a battle (QA, "no loss without warning"): what a combat answer
 * about to be confirmed costs beyond what it says, read from the engine alone. The action is
 * applied to a copy of the position (`applyAction`) and the result is read, as `danger.ts` does
 * for the turn; loaded with the builder's preview (first-paint budget).
 */
import { cardData, decision, hand, seaEscapeOpen } from '../../engine';
import type { Action, GameState, Side } from '../../engine/types';
import { tried } from './danger';

/**
 * The forts the deciding side loses besides the counters `action` (a casualty choice, R7.7) names:
 * the surviving forts of a losing defender are eliminated (E11, R9.4), which the engine logs as
 * `forts-eliminated` once the casualties are taken. 0 for any other action, or when none falls.
 */
export function fortsAlsoLost(state: GameState, action: Action): number {
  if (action.type !== 'casualties') return 0;
  const side = decision(state)?.side;
  const next = tried(state, action);
  if (!side || !next) return 0;
  const entry = next.log.slice(state.log.length).find((e) => e.key === 'forts-eliminated' && e.args.side === side);
  return entry ? Number(entry.args.count) : 0;
}

/** True when `side`'s hand in `state` holds a card with the naval-movement symbol (R2.2). */
function holdsNavalCard(state: GameState, side: Side): boolean {
  return hand(state, side).some((c) => cardData(c, state).naval);
}

/**
 * Why losing the naval attack that `action` (a naval move, or the attacker's face-down card) leaves
 * the deciding side fighting would eliminate the attackers, read from the engine's combat after it
 * (`mode` 'naval'): `'E6'` when no sea retreat is open whatever the cards (Washington not
 * Union-controlled, or the battle is at Washington) — said at the naval move itself; `'R9.3'` when
 * the action spends the last naval-movement card a sea retreat would cost. `null` otherwise.
 */
export function seaRetreatLost(state: GameState, action: Action): 'E6' | 'R9.3' | null {
  if (action.type !== 'naval-move' && action.type !== 'attacker-card') return null;
  const side = decision(state)?.side;
  const next = tried(state, action);
  const combat = next?.combat;
  if (!side || !next || !combat || combat.mode !== 'naval' || combat.attacker !== side) return null;
  if (!seaEscapeOpen(next, side)) return action.type === 'naval-move' ? 'E6' : null;
  return holdsNavalCard(state, side) && !holdsNavalCard(next, side) ? 'R9.3' : null;
}

/** Who must decide what now (contract `decision`), derived from the state. */
import type { Decision, DecisionKind, GameState } from './types';
import { opponent } from './map';
import { casualtySide } from './combat';

/** The pending decision, or null once the game is over. */
export function currentDecision(state: GameState): Decision | null {
  if (state.winner) return null;
  const pending = state.pending;
  if (pending) {
    // R11.2: the raided side replies; the other choices are the active side's own card's (R11.4, R11.5).
    return { side: pending.kind === 'cavalry-raid-response' ? opponent(pending.raider) : state.active, kind: pending.kind };
  }
  const combat = state.combat;
  if (combat) {
    const location = combat.location;
    switch (combat.step) {
      case 'attacker-card': return { side: combat.attacker, kind: 'attacker-card', location };
      case 'defender-response': return { side: combat.defender, kind: 'defender-response', location };
      case 'casualties': {
        const side = casualtySide(combat)!;
        return { side, kind: 'casualties', location, count: combat.result!.losses[side] };
      }
      case 'retreat': {
        const loser = opponent(combat.result!.winner);
        const kind = loser === combat.attacker && combat.mode === 'naval' ? 'naval-retreat' : 'retreat';
        return { side: loser, kind, location };
      }
    }
  }
  return { side: state.active, kind: 'action', actionsTaken: state.actionsTaken, mayEndTurn: state.actionsTaken >= 2 };
}

/**
 * The decisions every answer of which is read from public facts alone: casualties (R7.7) are
 * counters on the map, chosen after the reveal, with no card of the hand (X13). Every other kind
 * may be answered with a hand card (a Leadership or Benefit card, a naval card for a withdrawal or
 * retreat, R8.6, R9.3), so whether it is asked or not must not depend on the hand (X16).
 */
export const PUBLIC_DECISIONS: readonly DecisionKind[] = ['casualties'];

/**
 * True when `d` is answered from public facts only (`PUBLIC_DECISIONS`): showing it needs no
 * hand, so a shared screen may show it to both players without a hand-off (X26). False for null.
 */
export function isPublicDecision(d: Decision | null): boolean {
  return d !== null && PUBLIC_DECISIONS.includes(d.kind);
}

/**
 * The turn that would lose the game as things stand (issue 11 item 2): only the lazily loaded
 * `TurnDanger` asks, so it is a module of its own, off the first paint (the rest of `danger.ts` is on it).
 */
import { decision, opponent } from '../../engine';
import type { GameState, Side, Winner } from '../../engine/types';
import { tried } from './danger';

/**
 * The winner the opponent would be if `side`'s turn ended as things stand: the engine plays the
 * turn's remaining actions as passes and ends the turn, on copies, and reads `winner` (R12.2,
 * R12.3, R4.3, R4.4: a place still held at the end of the turn, a clock that runs out at the
 * refill). Null when that loses nothing, or when `side` is not choosing an action.
 */
export function lossIfTurnEnds(state: GameState, side: Side): Winner | null {
  let s = state;
  for (let step = 0; step < 16; step++) {
    const d = decision(s);
    if (!d || d.side !== side || d.kind !== 'action') return null;
    const next = tried(s, d.mayEndTurn ? { type: 'end-turn' } : { type: 'pass' });
    if (!next) return null;
    if (next.winner) return next.winner.side === opponent(side) ? next.winner : null;
    if (d.mayEndTurn) return null;
    s = next;
  }
  return null;
}

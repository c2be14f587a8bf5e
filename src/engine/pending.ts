/**
 * The choice a card play left open (issue 7 item 5): one field of the state, `pending`, whose kind
 * is the decision it asks for — the reply to a Cavalry Raid (R11.2), the second army of a Rail
 * Movement (R11.5), the second unit of Paper Money / Cotton Bonds (R11.4).
 */
import type { GameState, PendingChoice } from './types';

/** The pending choice when it is of `kind`, else null. */
export function pendingOf<K extends PendingChoice['kind']>(state: Pick<GameState, 'pending'>, kind: K): Extract<PendingChoice, { kind: K }> | null {
  const p = state.pending;
  return p && p.kind === kind ? (p as Extract<PendingChoice, { kind: K }>) : null;
}

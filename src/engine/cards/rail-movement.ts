/**
 * R11.5 Rail Movement: an action — move up to `railMoveArmies` armies by rail through friendly
 * territory, never into an enemy-occupied location. The lister offers the first army; the second
 * is its own decision ('rail-movement').
 */
import type { Action, GameState, LocationId, Side, UnitState } from '../types';
import type { CardAbility } from './ability';
import { require } from '../errors';
import { interchangeableGroups, requireLocation, requireUnits } from '../checks';
import { hasUnitsAt, updateControl } from '../control';
import { isForbidden, opponent } from '../map';
import { discardFromHand } from '../deck';
import { cardName, logEvent } from '../log';
import { noRailPathError, railMoveEntries, relocate } from '../movement';
import { rulesOf } from '../ruleset';
import { pendingOf } from '../pending';

/** One move per group of interchangeable armies of `side` (but `moved`) and rail destination. */
function railMoves(state: GameState, side: Side, moved: string | null): { unit: string; to: LocationId }[] {
  const out: { unit: string; to: LocationId }[] = [];
  for (const g of interchangeableGroups(state, state.units.filter((u) => u.side === side && u.kind === 'army' && u.id !== moved))) {
    for (const entry of railMoveEntries(state, side, g[0]!.location)) out.push({ unit: g[0]!.id, to: entry.exit.to });
  }
  return out;
}

export const railMovement: CardAbility = {
  id: 'rail-movement',
  texts: ['rail-movement'],
  kind: 'action',
  rule: 'R11.5',
  takes: ['moves'],
  usableBy: () => true,
  offer(state, side, card, out) {
    for (const m of railMoves(state, side, null)) out.push({ type: 'card-action', card, moves: [m] });
  },
  applyAction(s, side, a) {
    const moves = a.moves;
    require(Array.isArray(moves) && moves.length >= 1 && moves.length <= rulesOf(s).constants.railMoveArmies, 'R11.5', 'rail-move-count');
    const units = requireUnits(s, moves.map((m) => m.unit));
    require(moves.every((m) => m && typeof m === 'object'), 'contract', 'move-shape');
    s.actionsTaken++;
    discardFromHand(s, side, [a.card]);
    logEvent(s, 'card-action', { side, card: cardName(s, a.card) }, ['R11.5'], side);
    // A move that ends the game (R12.1 by a capture, E9) ends the action: no second army follows.
    moves.forEach((m, i) => { if (!s.winner) applyRailMove(s, side, units[i]!, m.to); });
    // With one move given, the second army may follow as its own decision (R11.5).
    if (moves.length === 1 && !s.winner) s.pending = { kind: 'rail-movement', card: a.card, moved: units[0]!.id };
  },
  describe: (_t, a, label, place) => `${label(a.card)}: ${(a.moves ?? []).map((m) => `army ${m.unit} to ${place(m.to)}`).join(', then ')}`,
};

/** R11.5: the answers to 'rail-movement' — none, or another army (any but the one that moved). */
export function secondRailMoves(state: GameState): Action[] {
  const moves = railMoves(state, state.active, pendingOf(state, 'rail-movement')!.moved);
  return [{ type: 'rail-move', move: null }, ...moves.map((move) => ({ type: 'rail-move' as const, move }))];
}

/** R11.5: applies the answer to 'rail-movement' to the draft (mutates); throws RuleError. */
export function applySecondRailMove(s: GameState, side: Side, move: { unit: string; to: LocationId } | null): void {
  const pending = pendingOf(s, 'rail-movement')!;
  if (move) {
    const [u] = requireUnits(s, [move.unit]);
    require(u!.id !== pending.moved, 'R11.5', 'rail-second-army');
    applyRailMove(s, side, u!, move.to);
  } else {
    // Logged, so that the log, a replay's narration and a Step of the bots tell the decision (X9).
    logEvent(s, 'rail-move-declined', { side }, ['R11.5'], side);
  }
  s.pending = null;
}

/** R11.5: one army moves by rail through friendly territory, never into an enemy-occupied location (mutates). */
function applyRailMove(s: GameState, side: Side, u: UnitState, to: LocationId): void {
  require(u.side === side && u.kind === 'army', 'R11.5', 'rail-own');
  requireLocation(s, to);
  require(to !== u.location, 'R11.5', 'move-elsewhere');
  // The top three first: "enemy-occupied" or "no path" would name the wrong rule (QA).
  require(!isForbidden(s, side, to), 'R5.10', 'forbidden', { location: to });
  require(!hasUnitsAt(s, opponent(side), to), 'R11.5', 'rail-enemy-occupied', { location: to });
  const entry = railMoveEntries(s, side, u.location).find((e) => e.exit.to === to);
  if (!entry) throw noRailPathError(s, side, u.location, to, 'R11.5');
  logEvent(s, 'rail-move', { side, from: u.location, to, strength: u.strength }, ['R11.5'], side);
  relocate(s, [u], to, entry.exit.toHalf);
  updateControl(s);
}

/**
 * The contract's invariants, as a checker: every card in exactly one place, counters within the
 * stock, sides apart except in the two halves of a contested location, markers on their tracks.
 * Used by `deserialize` and by the property tests.
 */
import type { GameState, Side } from './types';
import { stockOf } from './stock';
import { rulesOf } from './ruleset';
import { problem, type PositionProblem } from './position-problems';

/** Lists every broken invariant of `state` as keyed problems (empty when it is sound). */
export function invariantViolations(state: GameState): PositionProblem[] {
  const problems: PositionProblem[] = [];
  const seen = new Map<string, { side: Side; pile: string }>();
  const note = (id: string, side: Side, pile: string) => {
    const first = seen.get(id);
    if (first) problems.push(problem('card-twice', { id, pile: first.pile, side: first.side, pile2: pile, side2: side }));
    else seen.set(id, { side, pile });
  };
  for (const side of ['union', 'confederate'] as Side[]) {
    const c = state.cards[side];
    for (const [where, list] of Object.entries({ hand: c.hand, draw: c.draw, pileI: c.pileI, pileII: c.pileII, discard: c.discard, removed: c.removed })) {
      for (const id of list) note(id, side, where);
    }
  }
  if (state.combat) {
    const cb = state.combat;
    if (cb.attackerCard) note(cb.attackerCard, cb.attacker, 'combat');
    if (cb.defenderCard) note(cb.defenderCard, cb.defender, 'combat');
    for (const b of cb.benefits) note(b.card, cb.defender, 'combat');
  }
  for (const card of rulesOf(state).ruleset.cards) if (!seen.has(card.id)) problems.push(problem('card-nowhere', { id: card.id }));
  if (seen.size !== rulesOf(state).ruleset.cards.length) problems.push(problem('card-count', { count: seen.size, needs: rulesOf(state).ruleset.cards.length }));
  for (const side of ['union', 'confederate'] as Side[]) {
    for (const kind of ['army', 'fort'] as const) {
      for (const strength of kind === 'army' ? [1, 2, 3] : [3]) {
        const n = state.units.filter((u) => u.side === side && u.kind === kind && u.strength === strength).length;
        const stock = stockOf(state, side, kind, kind === 'army' ? strength : undefined);
        if (n > stock) problems.push(kind === 'fort' ? problem('stock-forts', { side, count: n, needs: stock }) : problem('stock-armies', { side, strength, count: n, needs: stock }));
      }
    }
  }
  for (const u of state.units) if (!rulesOf(state).locationById[u.location]) problems.push(problem('unit-unknown-location', { unit: u.id, id: u.location }));
  for (const id of rulesOf(state).locationIds) {
    // During a battle both sides stand in the attacked half (R7.1, X20); elsewhere they never share
    // one — but a game that ends at once in the middle of a battle leaves its armies as they stood (R12, X23).
    if (state.combat?.location === id || state.winner) continue;
    const here = state.units.filter((u) => u.location === id);
    const union = new Set(here.filter((u) => u.side === 'union').map((u) => u.half));
    const conf = new Set(here.filter((u) => u.side === 'confederate').map((u) => u.half));
    if (union.size && conf.size && (union.size > 1 || conf.size > 1 || [...union][0] === [...conf][0])) {
      problems.push(problem('sides-share-half', { location: id }));
    }
  }
  if (state.blockade < 0 || state.blockade >= rulesOf(state).ruleset.blockadeTrack.length) problems.push(problem('blockade-off-track', { count: state.blockade }));
  if (state.europe < rulesOf(state).ruleset.europeTrack.unionEnd || state.europe > rulesOf(state).ruleset.europeTrack.europeEnd) problems.push(problem('europe-off-track', { count: state.europe }));
  return problems;
}

/**
 * The contract's invariants, as a checker: every card in exactly one place, counters within the
 * stock, sides apart except in the two halves of a contested location, markers on their tracks.
 * Used by `deserialize` and by the property tests.
 */
import type { GameState, Side } from './types';
import { stockOf } from './stock';
import { rulesOf } from './ruleset';


/** Lists every broken invariant of `state` (empty when it is sound). */
export function invariantViolations(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const note = (id: string, where: string) => {
    if (seen.has(id)) problems.push(`card ${id} is both in ${seen.get(id)} and ${where}`);
    else seen.set(id, where);
  };
  for (const side of ['union', 'confederate'] as Side[]) {
    const c = state.cards[side];
    for (const [where, list] of Object.entries({ hand: c.hand, draw: c.draw, pileI: c.pileI, pileII: c.pileII, discard: c.discard, removed: c.removed })) {
      for (const id of list) note(id, `${side} ${where}`);
    }
  }
  if (state.combat) {
    const cb = state.combat;
    if (cb.attackerCard) note(cb.attackerCard, 'combat');
    if (cb.defenderCard) note(cb.defenderCard, 'combat');
    for (const b of cb.benefits) note(b.card, 'combat');
  }
  for (const card of rulesOf(state).ruleset.cards) if (!seen.has(card.id)) problems.push(`card ${card.id} is nowhere`);
  if (seen.size !== rulesOf(state).ruleset.cards.length) problems.push(`${seen.size} cards placed, ${rulesOf(state).ruleset.cards.length} expected`);
  for (const side of ['union', 'confederate'] as Side[]) {
    for (const kind of ['army', 'fort'] as const) {
      for (const strength of kind === 'army' ? [1, 2, 3] : [3]) {
        const n = state.units.filter((u) => u.side === side && u.kind === kind && u.strength === strength).length;
        const stock = stockOf(state, side, kind, kind === 'army' ? strength : undefined);
        if (n > stock) problems.push(`${n} ${side} ${kind}s of strength ${strength} exceed the stock of ${stock}`);
      }
    }
  }
  for (const u of state.units) if (!rulesOf(state).locationById[u.location]) problems.push(`unit ${u.id} in unknown location ${u.location}`);
  for (const id of rulesOf(state).locationIds) {
    // During a battle both sides stand in the attacked half (R7.1); elsewhere they never share one.
    if (state.combat?.location === id) continue;
    const here = state.units.filter((u) => u.location === id);
    const union = new Set(here.filter((u) => u.side === 'union').map((u) => u.half));
    const conf = new Set(here.filter((u) => u.side === 'confederate').map((u) => u.half));
    if (union.size && conf.size && (union.size > 1 || conf.size > 1 || [...union][0] === [...conf][0])) {
      problems.push(`${id} holds both sides outside two separate halves`);
    }
  }
  if (state.blockade < 0 || state.blockade >= rulesOf(state).ruleset.blockadeTrack.length) problems.push(`blockade marker off the track: ${state.blockade}`);
  if (state.europe < rulesOf(state).ruleset.europeTrack.unionEnd || state.europe > rulesOf(state).ruleset.europeTrack.europeEnd) problems.push(`europe marker off the track: ${state.europe}`);
  return problems;
}

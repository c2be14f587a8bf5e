/** A fast deep copy of a game state for `applyAction` (log entries are immutable and shared). */
import type { Combat, GameState, SideCards } from './types';

function cloneCards(c: SideCards): SideCards {
  return {
    hand: c.hand.slice(), draw: c.draw.slice(), pileI: c.pileI.slice(), pileII: c.pileII.slice(),
    discard: c.discard.slice(), removed: c.removed.slice(), reshuffles: c.reshuffles,
  };
}

/** A deep copy of plain JSON-like data (objects and arrays), keys in the same order. */
function copyPlain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyPlain) as T;
  if (v !== null && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(v)) o[k] = copyPlain((v as Record<string, unknown>)[k]);
    return o as T;
  }
  return v;
}

function cloneCombat(c: Combat): Combat {
  return {
    ...c,
    attackerUnits: c.attackerUnits.slice(),
    defenderUnits: c.defenderUnits.slice(),
    benefits: c.benefits.map((b) => ({ ...b })),
    casualtiesTaken: c.casualtiesTaken.slice(),
    lost: { ...c.lost },
    result: c.result ? copyPlain(c.result) : undefined, // structuredClone was slower (issue 9)
  };
}

/**
 * Returns a copy of `state` that shares nothing the engine changes: the (append-only) log entries,
 * the last battle and the variants (fixed at `newGame`, only read) are shared.
 */
export function cloneState(s: GameState): GameState {
  const copy: GameState = {
    ...s,
    variants: s.variants, // never changed after newGame (issue 9: copying it was a fifth of the clone)
    cards: { union: cloneCards(s.cards.union), confederate: cloneCards(s.cards.confederate) },
    units: s.units.map((u) => ({ ...u })),
    flags: { ...s.flags },
    captured: s.captured.slice(),
    combat: s.combat ? cloneCombat(s.combat) : null,
    pending: s.pending ? { ...s.pending } : null,
    lastBattle: s.lastBattle, // never mutated: replaced whole after each battle
    winner: s.winner ? { ...s.winner } : null,
    log: s.log.slice(),
  };
  if (copy.combat && copy.combat.result === undefined) delete copy.combat.result;
  return copy;
}

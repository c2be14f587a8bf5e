/**
 * The copies a person picks are the cards the built action names (QA: Halleck U38 tapped, U37
 * said): the engine lists the first copies of a row only and accepts any copy
 * (docs/engine-api-notes.md), so the builder swaps each picked copy with the listed card of its row
 * wherever the action names them, and the action stays one the engine accepts.
 */
import { describe, expect, it } from 'vitest';
import type { Action, CardId } from '../../src/engine/types';
import { EMPTY_BUILDER, builderStatus, pendingAction, withCard, withSelection, type BuilderState } from '../../src/ui/builder/builder';
import type { StepContext } from '../../src/ui/builder/steps';

// Rows A (A1–A3, naval) and B (B1); X1 deploys an army in a port paying one card, plus a naval card (R6.1.2).
const ctx: StepContext = { unitLocation: () => undefined, cardRow: (c: CardId) => c[0]!, hand: ['X1', 'A1', 'A2', 'A3', 'B1'] };
const legal: Action[] = [
  { type: 'deploy', card: 'X1', payment: ['A1'], location: 'washington', half: 'upper', navalCard: 'A2' },
  { type: 'deploy', card: 'X1', payment: ['B1'], location: 'washington', half: 'upper', navalCard: 'A1' },
];

/** The deploy of X1 paid with `picked`, as the builder builds it. */
function built(picked: CardId): Action | null {
  let b: BuilderState = { ...EMPTY_BUILDER, card: 'X1', type: 'deploy' };
  b = withCard(b, builderStatus(legal, b, ctx), picked);
  b = withSelection(b, builderStatus(legal, b, ctx), ctx);
  return pendingAction(builderStatus(legal, b, ctx));
}

describe('builder: the copies picked are the cards the action names', () => {
  it('a listed card picked: the listed action itself', () => {
    expect(built('A1')).toBe(legal[0]);
  });

  it('a copy picked pays, and the listed card takes its other place (the naval card): one card never named twice', () => {
    expect(built('A3')).toEqual({ ...legal[0], payment: ['A3'] });
    expect(built('A2')).toEqual({ ...legal[0], payment: ['A2'], navalCard: 'A1' });
  });
});

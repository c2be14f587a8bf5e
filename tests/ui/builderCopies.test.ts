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

describe('builder: a copy picked first stands for the listed card of its row (R6.5, R9.3: the engine lists first copies)', () => {
  const retreats: Action[] = [
    { type: 'retreat', moves: [{ unit: 'u1', to: 'washington' }], navalCard: 'A1' },
    { type: 'retreat', moves: [{ unit: 'u1', to: 'richmond' }] },
  ];
  const discards: Action[] = [
    { type: 'discard', cards: ['A1'] },
    { type: 'discard', cards: ['A1', 'B1'] },
  ];
  /** The builder's status once `card` is picked in hand and its use `type` chosen. */
  const use = (list: Action[], card: CardId, type: Action['type']) => {
    const uses = builderStatus(list, { ...EMPTY_BUILDER, card }, ctx);
    const b: BuilderState = { ...EMPTY_BUILDER, card, type };
    return { uses, b, status: builderStatus(list, b, ctx) };
  };

  it('R9.3 a retreat by sea with the copy A3 is offered and names A3', () => {
    const { uses, status } = use(retreats, 'A3', 'retreat');
    expect(uses).toMatchObject({ phase: 'uses', uses: ['retreat'] });
    expect(pendingAction(status)).toEqual({ ...retreats[0], navalCard: 'A3' });
    // The card named is still the listed one when it was picked.
    expect(pendingAction(use(retreats, 'A1', 'retreat').status)).toBe(retreats[0]);
  });

  it('R6.5 a discard with the copy A2 locks A2 in the cards step, and the discard names it', () => {
    const { b, status } = use(discards, 'A2', 'discard');
    expect(status).toMatchObject({ phase: 'step', locked: ['A2'] });
    const alone = withSelection(b, status, ctx);
    expect(pendingAction(builderStatus(discards, alone, ctx))).toEqual({ type: 'discard', cards: ['A2'] });
    const withB = withCard(b, status, 'B1');
    const both = withSelection(withB, builderStatus(discards, withB, ctx), ctx);
    expect(pendingAction(builderStatus(discards, both, ctx))).toEqual({ type: 'discard', cards: ['A2', 'B1'] });
  });
});

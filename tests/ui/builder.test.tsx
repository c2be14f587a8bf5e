// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { legalActions, newGame, unitsAt } from '../../src/engine';
import { builderStatus } from '../../src/ui/builder/builder';
import { legalFor, unitContext, viewOf } from '../../src/ui/game/derive';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** Starting position, Union to act, with a chosen hand. */
function start(hand: string[]) {
  const state = newGame({ seed: 2, scenario: { hands: { union: hand, confederate: ['C01', 'C02', 'C03'] } } });
  const store = createGameStore({ initial: state, storage: null });
  return { state, store, ...renderApp(store) };
}

const useButtons = () => screen.queryAllByTestId(/^use-/).map((b) => b.getAttribute('data-testid'));

describe('action builder', () => {
  it('offers only the legal uses of the picked card', async () => {
    const { user, state } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));

    // McClellan: Leadership 2 and Movement, no top unit.
    await user.click(screen.getByTestId('card-U30'));
    expect(screen.getByTestId('use-move').textContent).toBe('Move');
    expect(useButtons()).not.toContain('use-deploy');
    expect(useButtons()).toContain('use-discard');

    // Pennsylvania Reserves: an Army 2 costing 1 card, no Movement symbol.
    await user.click(screen.getByTestId('card-U13'));
    expect(screen.getByTestId('use-deploy').textContent).toBe('Deploy Army 2 (cost 1)');
    expect(useButtons()).not.toContain('use-move');

    // Every offered use is a type of some legal action involving the card.
    const legalTypes = new Set(legalActions(state).filter((a) => JSON.stringify(a).includes('"U13"')).map((a) => a.type));
    for (const id of useButtons()) expect(legalTypes.has(id!.slice(4) as never)).toBe(true);
  }, 30_000);

  it('builds a move step by step, then Cancel and Confirm behave', async () => {
    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U30'));
    await user.click(screen.getByTestId('use-move'));

    // Step 1: where from — only locations with Union armies that can move are offered.
    const from = screen.getByTestId('location-select') as HTMLSelectElement;
    const fromOptions = [...from.options].map((o) => o.value);
    expect(fromOptions).toContain('kentucky');
    expect(fromOptions).not.toContain('manassas');
    await user.selectOptions(from, 'kentucky');
    await user.click(screen.getByTestId('location-choose'));

    // Step 2: where to.
    const to = screen.getByTestId('location-select') as HTMLSelectElement;
    expect([...to.options].map((o) => o.value)).toContain('cincinnati');
    await user.selectOptions(to, 'cincinnati');
    await user.click(screen.getByTestId('location-choose'));

    // Cancel backs out of the half-built action without changing the game.
    const before = store.getState().game;
    await user.click(screen.getByTestId('cancel-action'));
    expect(store.getState().game).toBe(before);
    expect(screen.queryByTestId('confirm-action')).toBeNull();

    // Build it again and confirm.
    await user.click(screen.getByTestId('card-U30'));
    await user.click(screen.getByTestId('use-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'kentucky');
    await user.click(screen.getByTestId('location-choose'));
    await user.selectOptions(screen.getByTestId('location-select'), 'cincinnati');
    await user.click(screen.getByTestId('location-choose'));
    const confirm = screen.getByTestId('confirm-action') as HTMLButtonElement;
    if (confirm.disabled) await user.click(screen.getAllByTestId('action-option')[0]);
    await user.click(screen.getByTestId('confirm-action'));

    const game = store.getState().game;
    expect(game.actionsTaken).toBe(1);
    expect(unitsAt(game, 'kentucky').filter((u) => u.side === 'union')).toHaveLength(0);
    expect(unitsAt(game, 'cincinnati').filter((u) => u.side === 'union')).toHaveLength(1);
    expect(within(screen.getByTestId('hand')).queryByTestId('card-U30')).toBeNull();
  }, 30_000);

  it('offers Pass and End turn as buttons, and Undo takes back the pass', async () => {
    const { user, store } = start(['U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.queryByTestId('end-turn')).toBeNull();
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('button-pass'));
    expect(screen.getByTestId('confirm-action').closest('section')!.textContent).toContain('Ready:');
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().game.actionsTaken).toBe(1);

    await user.click(screen.getByTestId('undo'));
    expect(store.getState().game.actionsTaken).toBe(0);
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('R6.1 a copy of a listed payment card pays too: either Halleck (U37, U38) is the same payment', async () => {
    const { user, store } = start(['U13', 'U37', 'U38', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByTestId('use-deploy'));
    // The engine lists the first copy (U37) only; the second copy is offered in its stead.
    expect((screen.getByTestId('card-U38') as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByTestId('card-U38'));
    await user.click(screen.getByTestId('confirm-selection'));
    expect(store.getState().ui.builder.picks.payment).toBe('U37');
    // The other copy is no longer selectable: the cost (1 card) is paid.
    expect(screen.queryByTestId('confirm-selection')).toBeNull();
  }, 30_000);

  it('R6.1 the copy picked is the one the action names and pays (QA: Halleck U38 tapped, U37 said)', async () => {
    const { user, store } = start(['U13', 'U37', 'U38', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByTestId('use-deploy'));
    await user.click(screen.getByTestId('card-U38'));
    await user.click(screen.getByTestId('confirm-selection'));
    // Where: the first place offered, then its first half, until the action is ready or listed.
    const ctx = unitContext(viewOf(store.getState().game, 'union'));
    for (let status = builderStatus(legalFor(store.getState().game), store.getState().ui.builder, ctx); status.phase === 'step';
      status = builderStatus(legalFor(store.getState().game), store.getState().ui.builder, ctx)) {
      store.getState().pickValue(status.values[0]!);
    }
    const said = (await screen.findByText(/paying/)).textContent!;
    expect(said).toContain('Halleck (U38)');
    expect(said).not.toContain('U37');
    await user.click(screen.getByTestId('confirm-action'));
    // U38 paid (discarded), U37 kept: the cards the person picked, not the engine's first copy.
    expect(store.getState().game.cards.union.hand).toContain('U37');
    expect(store.getState().game.cards.union.hand).not.toContain('U38');
  }, 30_000);
});

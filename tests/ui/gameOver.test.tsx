// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { legalActions, newGame, vpBreakdown, winner } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** Lazily loaded panels and dialogs (kept out of the first-paint bundle) may take a while to load in jsdom under load. */
const LAZY = { timeout: 10_000 };

describe('end of the game', () => {
  it('shows who won, why, the rule and the final VP breakdown, with no hand-off and no hand', async () => {
    // One step from the Europe end: a Confederate politician ends the game (R12.1).
    const state = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
    expect(legalActions(state).filter((a) => a.type === 'deploy' && a.card === 'C21')).toHaveLength(1);
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.queryByTestId('game-over')).toBeNull();
    await user.click(screen.getByTestId('card-C21'));
    await user.click(screen.getByTestId('use-deploy'));
    // The only payment (Militia ×2) and the only use need no further step: the action is ready.
    expect(screen.getByTestId('confirm-action').closest('section')!.textContent).toContain('Ready:');
    await user.click(screen.getByTestId('confirm-action'));

    const won = winner(store.getState().game)!;
    expect(won.side).toBe('confederate');
    const panel = await screen.findByTestId('game-over', {}, LAZY);
    expect(panel.textContent).toContain('The Confederacy wins the war');
    expect(panel.textContent).toContain(won.reason);
    expect(panel.textContent).toContain(won.rule);
    expect(panel.querySelector('tfoot')!.textContent).toContain(String(vpBreakdown(store.getState().game).total));
    expect(screen.queryByTestId('handoff-confirm')).toBeNull();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.getByTestId('status-bar').textContent).toContain('Game over');
  }, 30_000);
});

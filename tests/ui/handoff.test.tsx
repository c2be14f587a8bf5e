// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { decision, hand } from '../../src/engine';
import { renderApp } from './render';
import { storeFor } from './helpers';

describe('hand-off screen', () => {
  it('hides every hand until the deciding player confirms, and again when the decision passes', async () => {
    const { store } = storeFor({ seed: 21 });
    const { user } = renderApp(store);
    const unionHand = hand(store.getState().game, 'union');

    // Before confirmation: no hand, no card of either side on screen.
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.queryByTestId(`card-${unionHand[0]}`)).toBeNull();
    const confirm = screen.getByTestId('handoff-confirm');
    expect(confirm.textContent).toBe('I am the Union player');
    expect(document.activeElement).toBe(confirm);

    await user.click(confirm);
    const shown = screen.getByTestId('hand');
    for (const id of unionHand) expect(shown.querySelector(`[data-testid="card-${id}"]`)).not.toBeNull();
    expect(screen.queryByTestId('handoff-confirm')).toBeNull();

    // Two passes and the end of the turn hand the decision to the Confederate.
    for (const type of ['pass', 'pass', 'end-turn'] as const) {
      act(() => {
        expect(store.getState().dispatch({ type })).toBe(true);
      });
    }
    expect(decision(store.getState().game)!.side).toBe('confederate');
    expect(await screen.findByTestId('handoff-confirm')).toBeTruthy();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');

    await user.click(screen.getByTestId('handoff-confirm'));
    const confederateHand = hand(store.getState().game, 'confederate');
    const panel = screen.getByTestId('hand');
    for (const id of confederateHand) expect(panel.querySelector(`[data-testid="card-${id}"]`)).not.toBeNull();
    for (const id of hand(store.getState().game, 'union')) expect(screen.queryByTestId(`card-${id}`)).toBeNull();
  }, 30_000);
});

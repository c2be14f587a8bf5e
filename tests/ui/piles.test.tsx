// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { newGame } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

function piles(openDiscards: boolean) {
  const state = newGame({
    seed: 6,
    variants: { openDiscards },
    scenario: { hands: { union: ['U30'] }, discards: { union: ['U01'], confederate: ['C38'] } },
  });
  return createGameStore({ initial: state, storage: null });
}

describe('discard piles', () => {
  it('shows only the player’s own discard pile by default (E16)', async () => {
    const { user } = renderApp(piles(false));
    await user.click(screen.getByTestId('handoff-confirm'));
    const text = (await screen.findByTestId('piles', {}, { timeout: 10_000 })).textContent!; // drawn just after the first paint
    expect(text).toContain('Volunteers');
    expect(text).not.toContain('Lee');
  });

  it('shows both sides’ discard piles with the open-discards variant', async () => {
    const { user } = renderApp(piles(true));
    await user.click(screen.getByTestId('handoff-confirm'));
    const text = (await screen.findByTestId('piles', {}, { timeout: 10_000 })).textContent!; // drawn just after the first paint
    expect(text).toContain('Volunteers');
    expect(text).toContain('Lee');
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { clockStatus, newGame } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

describe('status bar', () => {
  it('shows the reshuffle clock, the VP and both sides’ counts', () => {
    const state = newGame({
      seed: 4,
      scenario: { drawPiles: { union: ['U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07', 'U08', 'U09'] }, hands: { union: ['U30'], confederate: ['C01', 'C02'] } },
    });
    const clock = clockStatus(state);
    expect(clock.unionDrawCount).toBe(9);
    const store = createGameStore({ initial: state, storage: null });
    renderApp(store);
    const bar = screen.getByTestId('status-bar');
    expect(bar.textContent).toContain('First reshuffle: needs 2 VP — 9 cards left in the Union draw pile');
    expect(screen.getByTestId('status-vp').textContent).toContain(`Union VP: ${clock.vp}`);
    // "Hand 1/6" on screen (R3.2: the Union's hand size is 6); the words for screen readers and the tooltip.
    const union = screen.getByTestId('status-union');
    expect(within(union).getByText('Hand 1/6').getAttribute('aria-hidden')).toBe('true');
    expect(within(union).getByText('Hand 1 (hand size 6)').className).toBe('visually-hidden');
    expect(within(union).getByTitle('Hand 1 (hand size 6)')).toBeTruthy();
    expect(screen.getByTestId('status-confederate').textContent).toContain('Hand 2/5');
    expect(screen.getByTestId('status-union').textContent).toContain('Draw 9');
    expect(screen.getByTestId('status-union').textContent).toMatch(/I waiting \(\d+\)/);
  });

  it('counts the clock down as the next check changes after a reshuffle', () => {
    const state = newGame({ seed: 4, scenario: { reshuffles: { union: 1 }, hands: { union: ['U30'] } } });
    const store = createGameStore({ initial: state, storage: null });
    renderApp(store);
    const text = screen.getByTestId('status-clock').textContent!;
    expect(text).toContain('Second reshuffle: needs 5 VP');
    expect(screen.getByTestId('status-union').textContent).toContain('I added');
  });
});

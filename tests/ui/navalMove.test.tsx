// @vitest-environment jsdom
/**
 * Building a naval move (R6.3, E5) with the port picked on the map while the card's uses show: the
 * port is the move's destination, so the builder asks for the cards and then no port again (QA: it
 * asked port, cards, port). What it offers is the engine's list: a place no naval move of the card
 * reaches is no destination.
 */
import { screen } from '@testing-library/react';
import { newGame } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** Two Union armies in Washington and one in Fort Monroe (Union); Foote (U39) and River Flotilla Troops (U06), both naval, in hand. */
function navalTable() {
  const state = newGame({
    seed: 1,
    scenario: {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'union', kind: 'army', strength: 2, location: 'washington' },
        { side: 'union', kind: 'army', strength: 2, location: 'fort-monroe' },
        { side: 'confederate', kind: 'army', strength: 2, location: 'savannah' },
      ],
      control: { 'fort-monroe': 'union' },
      hands: { union: ['U39', 'U06', 'U30'], confederate: [] },
    },
  });
  const store = createGameStore({ initial: state, storage: null });
  return { store, ...renderApp(store) };
}

/** The builder's prompt now (a step's question), or null when no step asks. */
const prompt = () => document.querySelector('.builder .step-prompt')?.textContent ?? null;
const PORT = 'Choose the destination port.';
const CARDS = 'Choose the naval-movement cards (one per army).';

describe('R6.3 a naval move asks each choice once', () => {
  it('R6.3 E5 a port picked on the map with the card is the destination: then the cards, and no port again', async () => {
    const { store, user } = navalTable();
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByRole('button', { name: /^Fort Monroe,/ }));
    await user.click(screen.getByTestId('use-naval-move'));
    const asked = [prompt()];
    await user.click(screen.getByTestId('card-U06'));
    await user.click(screen.getByTestId('confirm-selection'));
    asked.push(prompt());
    expect(asked).toEqual([CARDS, null]);
    expect(screen.getByTestId('confirm-action')).toHaveProperty('disabled', false);
    const before = store.getState().game.log.length;
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().game.log.length).toBeGreaterThan(before);
    const sailed = store.getState().record.actions.at(-1);
    expect(sailed).toMatchObject({ type: 'naval-move', to: 'fort-monroe', cards: ['U06', 'U39'] });
  }, 30_000);

  it('R6.3 without a port picked the builder asks the cards, then the port, each once', async () => {
    const { user } = navalTable();
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByTestId('use-naval-move'));
    const asked = [prompt()];
    await user.click(screen.getByTestId('confirm-selection'));
    asked.push(prompt());
    await user.click(screen.getByRole('button', { name: /^Savannah,/ }));
    asked.push(prompt());
    expect(asked).toEqual([CARDS, PORT, null]);
  }, 30_000);

  it('R6.3 a place no naval move of the card reaches (Manassas, no port) is no destination: the port is still asked', async () => {
    const { user } = navalTable();
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByRole('button', { name: /^Manassas,/ }));
    await user.click(screen.getByTestId('use-naval-move'));
    await user.click(screen.getByTestId('confirm-selection'));
    expect(prompt()).toBe(PORT);
  }, 30_000);
});

describe('R6.3 a copy of a naval card sails as its listed twin (the engine lists first copies only)', () => {
  /** `armies` Union armies in Washington; both copies of Foote (U39, U40) in hand. */
  function twins(armies = 1) {
    const state = newGame({
      seed: 1,
      scenario: {
        units: [
          ...[3, 2].slice(0, armies).map((strength) => ({ side: 'union' as const, kind: 'army' as const, strength: strength as 2 | 3, location: 'washington' as const })),
          { side: 'confederate', kind: 'army', strength: 2, location: 'savannah' },
        ],
        control: { 'fort-monroe': 'union' },
        hands: { union: ['U39', 'U40'], confederate: [] },
      },
    });
    const store = createGameStore({ initial: state, storage: null });
    return { store, ...renderApp(store) };
  }

  it('R6.3 E5 the second copy (U40) picked first offers its naval move and the move names U40 (QA: it offered none)', async () => {
    const { store, user } = twins();
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U40'));
    await user.click(screen.getByTestId('use-naval-move'));
    await user.click(screen.getByRole('button', { name: /^Fort Monroe,/ }));
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toMatchObject({ type: 'naval-move', to: 'fort-monroe', cards: ['U40'] });
    expect(store.getState().game.log.length).toBeGreaterThan(0);
  }, 30_000);

  it('R6.3 E5 with two armies the copy picked first is locked in the cards step: alone it sails one army, with its twin two', async () => {
    for (const both of [false, true]) {
      const { store, user, unmount } = twins(2);
      await user.click(screen.getByTestId('handoff-confirm'));
      await user.click(screen.getByTestId('card-U40'));
      await user.click(screen.getByTestId('use-naval-move'));
      expect(prompt()).toBe(CARDS);
      if (both) await user.click(screen.getByTestId('card-U39'));
      await user.click(screen.getByTestId('confirm-selection'));
      await user.click(screen.getByRole('button', { name: /^Fort Monroe,/ }));
      if (screen.queryAllByTestId('action-option').length) await user.click(screen.getAllByTestId('action-option')[0]);
      await user.click(screen.getByTestId('confirm-action'));
      const sailed = store.getState().record.actions.at(-1) as { type: string; cards: string[]; moves: unknown[] };
      expect(sailed.type).toBe('naval-move');
      expect([...sailed.cards].sort()).toEqual(both ? ['U39', 'U40'] : ['U40']);
      expect(sailed.moves).toHaveLength(both ? 2 : 1);
      unmount();
    }
  }, 30_000);
});

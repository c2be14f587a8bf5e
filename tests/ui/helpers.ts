/** Shared helpers of the UI tests: an in-memory storage and a store over a given game. */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { applyAction, legalActions, newGame } from '../../src/engine';
import type { Action, GameState, NewGameOptions } from '../../src/engine/types';
import { createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import type { SaveStorage } from '../../src/ui/store/persistence';

/** `findBy…` options for lazily loaded pages, panels and dialogs (kept out of the first-paint bundle), which may take seconds to load in jsdom on a loaded machine (the first import of a page is transformed then; a Replay test of raidHandoff.test.tsx failed once in a whole run at a load average of 9 on 2 cores and passed alone). */
export const LAZY = { timeout: 20_000 } as const;

/** A `Storage` stand-in backed by a Map, exposing its contents for assertions. */
export function memoryStorage(initial: Record<string, string> = {}): SaveStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

/** A store over a new game with the given options and an in-memory storage. */
export function storeFor(options: NewGameOptions = { seed: 1 }, storage = memoryStorage()): { store: GameStoreApi; storage: ReturnType<typeof memoryStorage>; initial: GameState } {
  const initial = newGame(options);
  return { store: createGameStore({ initial, storage }), storage, initial };
}

/**
 * A battle about to start at Washington: Union armies of 3 and 1 there, one Confederate army in
 * Manassas; Halleck (U30) to lead the attack, Militia (C01) for the defence.
 */
export function washingtonBattleStart(): GameState {
  return newGame({
    seed: 1,
    scenario: {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'union', kind: 'army', strength: 1, location: 'washington' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
      ],
      hands: { union: ['U30', 'U35'], confederate: ['C01'] },
    },
  });
}

/**
 * A deterministic game from `newGame({ seed })`: up to `n` actions, the i-th the (7·i mod k)-th of
 * the k legal ones, stopping at a winner. `states[i]` is the position after `i` actions.
 */
export function playRotation(seed: number, n: number): { start: GameState; actions: Action[]; states: GameState[]; end: GameState } {
  const start = newGame({ seed });
  const states = [start];
  const actions: Action[] = [];
  let state = start;
  for (let i = 0; i < n && !state.winner; i++) {
    const legal = legalActions(state);
    const action = legal[(i * 7) % legal.length]!;
    actions.push(action);
    state = applyAction(state, action);
    states.push(state);
  }
  return { start, actions, states, end: state };
}

/**
 * Records the ids of the elements scrolled into view (`Element.prototype.scrollIntoView`, which
 * jsdom lacks) until `restore()`. `scrolledTo(id)` waits for that id: a page scrolls in a passive
 * effect, which React may run after the page is already in the DOM.
 */
export function recordScrolls(): { scrolledTo: (id: string) => Promise<void>; restore: () => void } {
  const scrolled: string[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) { scrolled.push(this.id); };
  return {
    scrolledTo: (id) => waitFor(() => expect(scrolled).toContain(id), { timeout: 10_000 }),
    restore: () => { Element.prototype.scrollIntoView = original; },
  };
}

/**
 * Opens the position editor from the header. Over a game that goes on with people in it, the page
 * first asks the players to agree to show every hand: agreed here. Resolves when the editor shows.
 */
export async function openEditor(user: UserEvent): Promise<void> {
  await user.click(screen.getByTestId('nav-editor'));
  const page = await screen.findByTestId(/^editor-(page|secret)$/, {}, { timeout: 20_000 });
  if (page.dataset.testid === 'editor-secret') await user.click(screen.getByTestId('editor-show-secrets'));
  await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
}

/** Seed 3 with a Confederate army holding Washington and the Union to act: the Union loses if its turn ends so (R12.2). */
export const washingtonHeld = (): GameState => newGame({
  seed: 3,
  scenario: {
    units: [
      { side: 'confederate', kind: 'army', strength: 3, location: 'washington' },
      { side: 'union', kind: 'army', strength: 3, location: 'harrisburg' },
    ],
    control: { washington: 'confederate' },
  },
});

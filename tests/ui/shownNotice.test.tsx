// @vitest-environment jsdom
/**
 * One player alone may agree to show the whole position of a game that keeps its secrets (R2.6:
 * each hand is its owner's): the Position editor, *Play from here*, the Replay's other views. The
 * other player is told at each hand-off after it, with the turn (`noteShown`, ShownNotice).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { decision, legalActions } from '../../src/engine';
import { agreeToShow, shownTurns } from '../../src/ui/replay/viewpoint';
import { createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { LAZY, memoryStorage } from './helpers';
import { renderApp } from './render';

/** The side to move passes its actions and ends its turn, through the store. */
function endTurn(store: GameStoreApi): void {
  act(() => {
    const side = decision(store.getState().game)!.side;
    while (decision(store.getState().game)?.side === side) {
      const legal = legalActions(store.getState().game);
      expect(store.getState().dispatch(legal.find((a) => a.type === 'end-turn') ?? legal.find((a) => a.type === 'pass')!)).toBe(true);
    }
  });
}

describe('R2.6 the whole position shown by one player is told to the other', { timeout: 60_000 }, () => {
  it('R2.6 after the Position editor showed both hands, the next hand-off says so with the turn, and so does a reload', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 4 });
    const first = renderApp(store);
    await first.user.click(screen.getByTestId('handoff-confirm'));
    // The Union player alone agrees in the editor, looks, and goes back to the game.
    await first.user.click(screen.getByTestId('nav-editor'));
    await first.user.click(await screen.findByTestId('editor-show-secrets', {}, LAZY));
    await screen.findByTestId('editor-page', {}, LAZY);
    await first.user.click(screen.getByTestId('nav-game'));
    expect(shownTurns(store.getState().record.origin)).toEqual([1]);
    endTurn(store);
    // The Confederate player reads it before taking the screen.
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');
    const notice = await screen.findByTestId('shown-notice', {}, LAZY);
    expect(notice.textContent).toBe('Note: the whole position of this game (both hands and the order of both draw piles) was shown. Turn(s): 1.');
    first.unmount();

    // A reload (the agreement's sitting gone too) keeps the trace.
    globalThis.sessionStorage.clear();
    const reloaded = createGameStore({ storage });
    renderApp(reloaded);
    expect((await screen.findByTestId('shown-notice', {}, LAZY)).textContent).toContain('Turn(s): 1.');
  });

  it('R2.6 the Replay\'s Everything, once agreed, and Play from here leave the trace too; the live side\'s own view does not', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const origin = store.getState().record.origin;
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    endTurn(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const turn = store.getState().game.turn;
    agreeToShow(origin);
    await user.click(screen.getByTestId('nav-replay'));
    const select = await screen.findByTestId('replay-viewpoint', {}, LAZY);
    expect(shownTurns(origin)).toEqual([]);
    await user.selectOptions(select, 'everything');
    expect(shownTurns(origin)).toEqual([turn]);
    localStorage.clear();
    await user.click(screen.getByRole('button', { name: 'Play from here' }));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    expect(shownTurns(origin)).toEqual([turn]);
  });

  it('R2.6 a game whose whole position was never shown, or another game, has no trace', () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    expect(shownTurns(store.getState().record.origin)).toEqual([]);
  });
});

// @vitest-environment jsdom
/**
 * Export game asks first while the file would show what the game keeps secret (QA): the engine's
 * save holds both hands and the order of the draw piles, which `viewFor` hides from each side.
 */
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { deserialize, legalActions, newGame } from '../../src/engine';
import { exportShowsSecrets } from '../../src/ui/dialogs/ExportGame';
import { createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { HOTSEAT, type Players } from '../../src/ui/store/players';
import { LAZY } from './helpers';
import { renderApp } from './render';

const BOTS: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } };

/** The files the page offered for download. */
function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
  return blobs;
}

/** One step from the Europe end: the Confederate's politician ends the game (R12.1). */
function finishedGame(): GameStoreApi {
  const state = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
  const store = createGameStore({ initial: state, storage: null });
  store.getState().dispatch(legalActions(state).find((a) => a.type === 'deploy' && a.card === 'C21')!);
  expect(store.getState().game.winner).not.toBeNull();
  return store;
}

/** Export game in `store`'s app downloads one file at once, with no question asked. */
async function exportsAtOnce(store: ReturnType<typeof createGameStore>) {
  const blobs = catchDownloads();
  const { user } = renderApp(store);
  await user.click(screen.getByTestId('export-game'));
  await waitFor(() => expect(blobs).toHaveLength(1), LAZY);
  expect(screen.queryByTestId('export-secret')).toBeNull();
}

describe('Export game and the secrets of the file (QA)', () => {
  it('R2.6: a hot-seat game that goes on asks first, Cancel focused, and exports nothing unless confirmed', async () => {
    const store = createGameStore({ initial: newGame({ seed: 7 }), storage: null, players: HOTSEAT });
    const blobs = catchDownloads();
    const { user } = renderApp(store);
    expect(screen.getByTestId('handoff-confirm')).toBeTruthy(); // on the hand-off screen, as the tester was
    await user.click(screen.getByTestId('export-game'));
    const dialog = await screen.findByTestId('export-secret', {}, LAZY);
    expect(dialog.textContent).toContain('both hands and the order of both draw piles');
    // The dialog takes the focus in an effect after it appears (Dialog.tsx): waited for.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('export-secret-cancel')));
    await user.click(screen.getByTestId('export-secret-cancel'));
    expect(screen.queryByTestId('export-secret')).toBeNull();
    expect(blobs).toHaveLength(0);

    await user.click(screen.getByTestId('export-game'));
    await user.click(await screen.findByTestId('export-secret-confirm', {}, LAZY));
    expect(blobs).toHaveLength(1);
    expect(deserialize(await blobs[0]!.text())).toEqual(store.getState().game);
    expect(screen.queryByTestId('export-secret')).toBeNull();
  }, 30_000);

  it('bots only: the file downloads at once, nobody to keep it from', async () => {
    await exportsAtOnce(createGameStore({ initial: newGame({ seed: 7 }), storage: null, players: BOTS, bot: null }));
  }, 30_000);

  it('R12.1: a game over keeps no secret, a sandbox shows them anyway, a game with people that goes on keeps them', () => {
    const over = finishedGame().getState();
    expect(exportShowsSecrets(over)).toBe(false);
    const live = createGameStore({ initial: newGame({ seed: 7 }), storage: null }).getState();
    expect(exportShowsSecrets(live)).toBe(true);
    expect(exportShowsSecrets({ ...live, players: { ...HOTSEAT, confederate: { kind: 'bot', level: 'hard' } } })).toBe(true);
    expect(exportShowsSecrets({ ...live, players: BOTS, personPlayed: false })).toBe(false);
    // Bots that took over from people keep the secrets people played with (QA).
    expect(exportShowsSecrets({ ...live, players: BOTS })).toBe(true);
    expect(exportShowsSecrets({ ...live, record: { ...live.record, sandbox: true } })).toBe(false);
  });

  it('R12.1: a finished game downloads at once', async () => {
    await exportsAtOnce(finishedGame());
  }, 30_000);
});

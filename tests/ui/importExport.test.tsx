// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { applyAction, deserialize, legalActions, newGame, serialize } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';
import { memoryStorage, storeFor } from './helpers';

describe('export and import', () => {
  it('exports the game as a save the engine reads and imports it back after asking', async () => {
    const { store } = storeFor({ seed: 31 });
    const { user } = renderApp(store);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    await user.click(screen.getByTestId('export-game'));
    // The engine reads the exported file as a save (its record rides beside the state).
    expect(deserialize(await blobs[0].text())).toEqual(store.getState().game);

    const other = applyAction(newGame({ seed: 99 }), { type: 'pass' });
    const file = new File([serialize(other)], 'other.json', { type: 'application/json' });
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, file);
    const dialog = await screen.findByTestId('import-dialog');
    expect(dialog.textContent).toContain('will be replaced');
    expect(store.getState().game.seed).toBe(31);
    await user.click(screen.getByTestId('import-confirm'));
    expect(store.getState().game).toEqual(other);
    expect(screen.getByTestId('handoff-confirm')).toBeTruthy();
  }, 30_000);

  it('an exported game reopens with its moves, so its replay and Undo survive the file', async () => {
    const { store } = storeFor({ seed: 31 });
    for (let i = 0; i < 3; i++) store.getState().dispatch(legalActions(store.getState().game)[0]!);
    const played = store.getState().record.actions;
    expect(played).toHaveLength(3);
    const { user, unmount } = renderApp(store);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    await user.click(screen.getByTestId('export-game'));
    const text = await blobs[0].text();
    unmount();

    const other = createGameStore({ initial: newGame({ seed: 5 }), storage: memoryStorage() });
    const second = renderApp(other);
    await second.user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'game.json', { type: 'application/json' }));
    await screen.findByTestId('import-dialog');
    expect(screen.queryByTestId('import-report-note')).toBeNull(); // a game, not a bug report
    expect(screen.queryByTestId('import-record-dropped')).toBeNull();
    await second.user.click(screen.getByTestId('import-confirm'));
    expect(other.getState().game).toEqual(store.getState().game);
    expect(other.getState().record.actions).toEqual(played);
    expect(other.getState().record.origin).toEqual(store.getState().record.origin);
  }, 30_000);

  it('a file whose moves do not lead to its position opens at the position, and says the replay was dropped', async () => {
    const { store } = storeFor({ seed: 31 });
    const game = applyAction(newGame({ seed: 31 }), legalActions(newGame({ seed: 31 }))[0]!);
    const record = { format: 'lincoln-record', version: 1, origin: { kind: 'new', options: { seed: 32 } }, actions: [] };
    const text = JSON.stringify({ ...(JSON.parse(serialize(game)) as object), record });
    const { user } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'game.json', { type: 'application/json' }));
    expect((await screen.findByTestId('import-record-dropped')).textContent).toContain('opens without its replay');
    await user.click(screen.getByTestId('import-confirm'));
    expect(store.getState().game).toEqual(game);
    expect(store.getState().record.origin.kind).toBe('loaded');
  }, 30_000);

  it('reports a file that is not a saved game and keeps the current game', async () => {
    const { store } = storeFor({ seed: 31 });
    const current = store.getState().game;
    const { user } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File(['hello'], 'x.txt', { type: 'text/plain' }));
    const error = await screen.findByTestId('rule-error');
    expect(error.textContent).toContain('could not be imported');
    expect(screen.queryByTestId('import-dialog')).toBeNull();
    expect(store.getState().game).toBe(current);
  }, 30_000);
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { applyAction, newGame, serialize } from '../../src/engine';
import { renderApp } from './render';
import { storeFor } from './helpers';

describe('export and import', () => {
  it('exports the game as serialize() text and imports it back after asking', async () => {
    const { store } = storeFor({ seed: 31 });
    const { user } = renderApp(store);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    await user.click(screen.getByTestId('export-game'));
    expect(await blobs[0].text()).toBe(serialize(store.getState().game));

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

/** Renders the app over a store, with a user-event session. */
import { render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/ui/App';
import type { GameStoreApi } from '../../src/ui/store/gameStore';

/** Renders `<App>` for `store`; returns the user-event session and testing-library queries. */
export function renderApp(store: GameStoreApi) {
  const user = userEvent.setup();
  const utils = render(<App store={store} />);
  return { user, ...utils };
}

/** Exports `store`'s game with the header's Export button (agreeing when it asks: the file holds secrets); returns the file's text. */
export async function exportFrom(store: GameStoreApi): Promise<string> {
  const { user, unmount } = renderApp(store);
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
  await user.click(screen.getByTestId('export-game'));
  // Loaded on the click: the file, or first the question of a game that keeps secrets.
  await waitFor(() => expect(blobs.length > 0 || screen.queryByTestId('export-secret') !== null).toBe(true), { timeout: 10_000 });
  if (!blobs.length) await user.click(screen.getByTestId('export-secret-confirm'));
  const text = await blobs[0].text();
  unmount();
  return text;
}

/** Renders the app over a store, with a user-event session. */
import { render, screen } from '@testing-library/react';
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

/** Exports `store`'s game with the header's Export button; returns the file's text. */
export async function exportFrom(store: GameStoreApi): Promise<string> {
  const { user, unmount } = renderApp(store);
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
  await user.click(screen.getByTestId('export-game'));
  const text = await blobs[0].text();
  unmount();
  return text;
}

/** Renders the app over a store, with a user-event session. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/ui/App';
import type { GameStoreApi } from '../../src/ui/store/gameStore';

/** Renders `<App>` for `store`; returns the user-event session and testing-library queries. */
export function renderApp(store: GameStoreApi) {
  const user = userEvent.setup();
  const utils = render(<App store={store} />);
  return { user, ...utils };
}

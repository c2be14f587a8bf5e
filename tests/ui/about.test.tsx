// @vitest-environment jsdom
/**
 * The About page says that this edition's map and decks are reconstructed (the printed lists are
 * not public) and where their data lives; its notes load with the page, not the first paint.
 */
import { screen } from '@testing-library/react';
import { storeFor, LAZY } from './helpers';
import { renderApp } from './render';

describe('About', () => {
  it('says the map and the decks are reconstructed, naming the data files', { timeout: 30_000 }, async () => {
    const { store } = storeFor({ seed: 3 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-about'));
    expect(await screen.findByText(/The map is reconstructed from the published rules/, {}, LAZY)).toBeTruthy();
    expect(screen.getByText(/The printed card lists are not public; this deck is reconstructed/).textContent).toContain('src/data/decks.ts');
  });
});

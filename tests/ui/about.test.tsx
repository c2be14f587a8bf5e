// @vitest-environment jsdom
/**
 * The About page says that this edition's map and decks are reconstructed (the printed lists are
 * not public) and where their data lives; its notes load with the page, not the first paint.
 */
import { screen } from '@testing-library/react';
import { storeFor, LAZY } from './helpers';
import { renderApp } from './render';
import { loadLanguage } from '../../src/i18n';

describe('About', () => {
  it('says the map and the decks are reconstructed, naming the data files', { timeout: 30_000 }, async () => {
    const { store } = storeFor({ seed: 3 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-about'));
    expect(await screen.findByText(/The map is reconstructed from the published rules/, {}, LAZY)).toBeTruthy();
    expect(screen.getByText(/The printed card lists are not public; this deck is reconstructed/).textContent).toContain('src/data/decks.ts');
    // Said once (QA): no general paragraph repeating the Map and Decks lines' data files.
    const page = screen.getByTestId('about-page').textContent ?? '';
    for (const file of ['src/data/board.ts', 'src/data/decks.ts']) expect(page.split(file).length - 1, file).toBe(1);
    expect(page).toMatch(/partly reconstructed/);
  });

  it('in Russian, the map is "Поле" (a "Карта" reads as a playing card) and the data files are named once (QA)', { timeout: 30_000 }, async () => {
    await loadLanguage('ru');
    try {
      const { store } = storeFor({ seed: 3 });
      const { user } = renderApp(store);
      await user.click(screen.getByTestId('nav-about'));
      expect(await screen.findByText(/^Поле восстановлено по опубликованным правилам/, {}, LAZY)).toBeTruthy();
      const page = screen.getByTestId('about-page').textContent ?? '';
      expect(page).toContain('Поле:');
      expect(page).not.toMatch(/Карта:|данные карты/);
      for (const file of ['src/data/board.ts', 'src/data/decks.ts']) expect(page.split(file).length - 1, file).toBe(1);
    } finally {
      await loadLanguage('en');
    }
  });
});

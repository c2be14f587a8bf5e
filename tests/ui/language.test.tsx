// @vitest-environment jsdom
/** The UI language: chosen at start-up, switched in the header, remembered (issue 7 item 7). */
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { loadLanguage } from '../../src/i18n';
import { chooseLanguage } from '../../src/i18n/choose';
import { LANGUAGE_KEY, loadPreferences } from '../../src/ui/store/preferences';
import { memoryStorage, storeFor } from './helpers';
import { renderApp } from './render';

afterEach(async () => {
  await loadLanguage('en');
});

describe('the UI language at start-up (issue 7 item 7)', () => {
  it('takes ?lang= first, then the saved choice, then the browser, else English', () => {
    expect(chooseLanguage({ query: 'ru', stored: 'pl', browser: ['pl-PL'] })).toBe('ru');
    expect(chooseLanguage({ query: 'PL', stored: null, browser: [] })).toBe('pl');
    expect(chooseLanguage({ query: 'de', stored: 'pl', browser: ['ru'] })).toBe('pl');
    expect(chooseLanguage({ query: null, stored: null, browser: ['de-DE', 'ru-RU', 'pl'] })).toBe('ru');
    expect(chooseLanguage({ query: null, stored: 'xx', browser: ['fr'] })).toBe('en');
  });

  it('reads a saved language from the preferences and ignores an unknown one', () => {
    expect(loadPreferences(memoryStorage({ [LANGUAGE_KEY]: 'ru' })).language).toBe('ru');
    expect(loadPreferences(memoryStorage({ [LANGUAGE_KEY]: 'klingon' })).language).toBeNull();
    expect(loadPreferences(memoryStorage()).language).toBeNull();
  });
});

describe('the language choice in the header (issue 7 item 7)', () => {
  it('switches the whole UI to Polish and Russian, sets <html lang> and remembers the choice', async () => {
    const storage = memoryStorage();
    const { store } = storeFor({ seed: 1 }, storage);
    const { user } = renderApp(store);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByTestId('nav-rules').textContent).toBe('Rules');

    await user.selectOptions(select, 'pl');
    await waitFor(() => expect(screen.getByTestId('nav-rules').textContent).toBe('Zasady'));
    expect(document.documentElement.lang).toBe('pl');
    expect(storage.data.get(LANGUAGE_KEY)).toBe('pl');
    expect(screen.getByRole('combobox', { name: 'Język' })).toBe(select);
    expect((select as HTMLSelectElement).value).toBe('pl');

    await user.selectOptions(select, 'ru');
    await waitFor(() => expect(screen.getByTestId('nav-rules').textContent).toBe('Правила'));
    expect(document.documentElement.lang).toBe('ru');
    expect(storage.data.get(LANGUAGE_KEY)).toBe('ru');
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('Я играю: Союз');
    // The map's names, tracks and accessible names follow the language too.
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.getByRole('button', { name: /^Вашингтон, Союз, порт \(защита от морского движения \+0\), источник снабжения \(Союз\): Союз: 1 армия \(сила 3\), верхняя половина$/ })).toBeTruthy();
    // The tracks are drawn just after the first paint.
    expect(await screen.findByRole('img', { name: /^Трек «Блокада»: позиция S \(начало\), размер руки Конфедерации 5, Союзу 0 VP$/ }, { timeout: 10_000 })).toBeTruthy();
    // So does the tab's title, the game's name included (the Russian rulebook's «Линкольн»).
    expect(document.title).toBe('Линкольн');
    // So does the rules help, in the rulebook's words.
    await user.click(screen.getByTestId('nav-rules'));
    expect(await screen.findByText(/Побеждает большая боевая сила; при равенстве побеждает обороняющийся\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.title).toBe('Правила — Линкольн');

    await user.selectOptions(select, 'en');
    await waitFor(() => expect(screen.getByTestId('nav-rules').textContent).toBe('Rules'));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  }, 30_000);
});

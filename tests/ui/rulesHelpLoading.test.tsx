// @vitest-environment jsdom
/**
 * The rules help is a module per language, loaded when first shown (issue 7 item 7). While a
 * Polish or Russian help loads, the Rules page and the how-to show no rule text at all, never the
 * English one (nor the language switched from): on a slow network that was seconds of English
 * rules under a Russian title.
 */
import { renderHook, screen, waitFor } from '@testing-library/react';
import { loadLanguage } from '../../src/i18n';
import { loadRulesHelp, RULES_HELP_EN, useRulesHelp } from '../../src/ui/help/rulesHelp';
import { LAZY, storeFor } from './helpers';
import { renderApp } from './render';

afterEach(async () => {
  await loadLanguage('en');
});

describe('the rules help while its language loads (issue 7 item 7)', () => {
  it('useRulesHelp gives nothing until the language asked for is in, then that language; English at once', async () => {
    const ru = await loadRulesHelp('ru');
    const pl = await loadRulesHelp('pl');
    const { result, rerender } = renderHook(({ language }) => useRulesHelp(language), { initialProps: { language: 'ru' } });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(ru));
    rerender({ language: 'pl' });
    expect(result.current).toBeUndefined(); // not the Russian help under a Polish page
    await waitFor(() => expect(result.current).toBe(pl));
    rerender({ language: 'en' });
    expect(result.current).toBe(RULES_HELP_EN);
    rerender({ language: 'de' });
    expect(result.current).toBe(RULES_HELP_EN);
  });

  it('the Rules page in Russian never draws the English rules, then shows the Russian ones', async () => {
    await loadLanguage('ru');
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    // Every text the page ever draws, kept from the moment it is added (a later re-render replaces it).
    const drawn: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) drawn.push(n.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await user.click(screen.getByTestId('nav-rules'));
      expect(await screen.findByText(/Побеждает большая боевая сила; при равенстве побеждает обороняющийся\./, {}, LAZY)).toBeTruthy();
    } finally {
      observer.disconnect();
    }
    const english = [...RULES_HELP_EN.sections.flatMap((s) => s.items), ...RULES_HELP_EN.rulings].map((i) => i.text);
    expect(drawn.filter((text) => english.some((e) => text.includes(e)))).toEqual([]);
  });
});

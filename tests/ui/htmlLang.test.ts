// @vitest-environment jsdom
/**
 * <html lang> names the start-up language before its strings load (UI behaviour: a screen reader
 * reads the page in the voice `lang` names, so a Polish or Russian page must not start as English).
 * The language's chunk is held back here, so main.tsx never gets to render: what `lang` says then is
 * what it says while a slow network brings the strings.
 */
import { vi } from 'vitest';
import { LANGUAGE_KEY } from '../../src/ui/store/preferences';

const held = vi.hoisted(() => ({ fail: false }));
vi.mock('../../src/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/i18n')>()),
  // Never loads (or, asked to, fails as an offline chunk does).
  loadLanguage: () => (held.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : new Promise(() => {})),
}));
vi.mock('../../src/pwa/register', () => ({ registerServiceWorker: () => {} }));
// No React root is drawn: only `lang` is read here, and a real render's scheduled work outlived the
// test file's jsdom ("window is not defined", an unhandled error that failed the run).
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render: () => {}, unmount: () => {} }) }));

/** Runs main.tsx afresh with `search` as the address's query; returns `<html lang>` once it has run. */
async function startWith(search: string): Promise<string> {
  vi.resetModules();
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', `/${search}`);
  await import('../../src/main');
  return document.documentElement.lang;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  held.fail = false;
});

describe('<html lang> before the first render (screen readers)', () => {
  it('is the language saved in this browser (Polish) while its strings load', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'pl');
    expect(await startWith('')).toBe('pl');
  });

  it('is the language the address asks for (Russian) while its strings load', async () => {
    expect(await startWith('?lang=ru')).toBe('ru');
  });

  it('goes back to English when the language chosen cannot load and the page is shown in English', async () => {
    held.fail = true;
    // main.tsx rethrows the load's error for the console (an unhandled rejection): expected here, so
    // the test runner's own listeners stand aside until it has come.
    const runners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    const rejected = new Promise((resolve) => process.once('unhandledRejection', resolve));
    const langs: string[] = [];
    const observer = new MutationObserver(() => langs.push(document.documentElement.lang));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    try {
      await startWith('?lang=ru');
      expect(await rejected).toBeInstanceOf(TypeError);
      // Russian at once, then English again once the page is shown in English.
      expect(langs.slice(-2)).toEqual(['ru', 'en']);
    } finally {
      observer.disconnect();
      for (const listener of runners) process.on('unhandledRejection', listener);
    }
  });
});

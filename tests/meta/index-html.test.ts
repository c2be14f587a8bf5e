// @vitest-environment jsdom
/**
 * index.html's words shown before any script runs (QA: English only): the `<noscript>` text says
 * the same in each UI language (English, Polish, Russian), each paragraph marked with its `lang`,
 * and the Content-Security-Policy stays as strict as tests/e2e/csp.e2e.mjs checks it in the browser.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES } from '../../src/i18n/languages';

const HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
/** The page as a browser without scripts parses it (DOMParser runs no script, so `<noscript>` holds elements). */
const page = new DOMParser().parseFromString(HTML, 'text/html');

describe('index.html before any script runs', () => {
  it('the <noscript> text is given in every UI language, each paragraph with its lang', () => {
    const paragraphs = [...page.querySelectorAll('noscript p')];
    expect(paragraphs.map((p) => p.getAttribute('lang')).sort()).toEqual([...UI_LANGUAGES].sort());
    const text = (lang: string) => page.querySelector(`noscript p[lang="${lang}"]`)!.textContent!.trim();
    expect(text('en')).toBe('Lincoln needs JavaScript to run.');
    expect(text('pl')).toBe('Do działania gry Lincoln potrzebny jest JavaScript.');
    expect(text('ru')).toBe('Для работы игры Lincoln нужен JavaScript.');
    // No text outside the paragraphs (it would carry the page's lang, English, whatever it says).
    const loose = [...page.querySelector('noscript')!.childNodes].filter((n) => n.nodeType === n.TEXT_NODE && n.textContent!.trim());
    expect(loose).toEqual([]);
  });

  it('the Content-Security-Policy keeps its directives: no inline script or style is needed for the <noscript> text', () => {
    const policy = page.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "object-src 'none'"]) expect(policy).toContain(directive);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(page.querySelectorAll('noscript [style], noscript style, noscript script')).toHaveLength(0);
  });
});

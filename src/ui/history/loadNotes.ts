/**
 * History notes (issue 12 item 4) live in the i18next namespace `history`, one module per language
 * under ./notes, loaded when first needed so they stay out of the first-paint bundle.
 */
import i18n from 'i18next';

/** The namespace of the history notes. */
export const HISTORY_NS = 'history';

const LOADERS: Record<string, () => Promise<Record<string, unknown>>> = {
  en: () => import('./notes/en').then((m) => m.en),
  pl: () => import('./notes/pl').then((m) => m.pl),
  ru: () => import('./notes/ru').then((m) => m.ru),
};

/**
 * Adds the notes of `language` (and of English, the fallback) to i18next, once. Resolves when
 * they are there; a language without notes gets the English ones.
 */
export async function loadHistoryNotes(language: string): Promise<void> {
  for (const lng of new Set(['en', language])) {
    const load = LOADERS[lng];
    if (!load || i18n.hasResourceBundle(lng, HISTORY_NS)) continue;
    i18n.addResourceBundle(lng, HISTORY_NS, await load(), true, true);
  }
}

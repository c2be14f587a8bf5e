/**
 * i18next set-up for the UI (issue 7 item 7). English is bundled and is the fallback; Polish and
 * Russian are loaded on demand (`loadLanguage`) so that they stay out of the first-paint bundle.
 * Every language file has the keys of `en.ts` (tests/ui/i18n-parity.test.ts).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { englishFromData } from './englishFromData';
import type { UiLanguage } from './languages';
import type { Resource } from './resource';

export { UI_LANGUAGES, isUiLanguage, type UiLanguage } from './languages';

/** The bundled resources (English only; one i18next namespace, `translation`). */
export const resources = {
  en: { translation: en },
} as const;

/** Loaders of the other languages' resources (each its own chunk). */
const LOADERS: Record<Exclude<UiLanguage, 'en'>, () => Promise<Resource>> = {
  pl: () => import('./pl').then((m) => m.pl),
  ru: () => import('./ru').then((m) => m.ru),
};

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // Place and card names, log templates and win reasons: English already held by the data and the engine.
  i18n.addResourceBundle('en', 'translation', englishFromData(), true, false);
  // <html lang> follows the UI's language (screen readers, hyphenation, fonts).
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
}

let pageStrings: Promise<void> | undefined;
/**
 * Loads the English strings of the on-demand pages and dialogs (`en-pages.ts`) once; the pages'
 * lazy loaders await it with their code, so their text is there when they first render.
 */
export function loadPageStrings(): Promise<void> {
  pageStrings ??= import('./en-pages').then((m) => {
    i18n.addResourceBundle('en', 'translation', m.enPages, true, false);
  }, (e: unknown) => {
    pageStrings = undefined; // a failed load (network gone) is tried again next time, not kept for good
    throw e;
  });
  return pageStrings;
}

/**
 * Makes `language` the UI's language: loads its resources first when they are not bundled, then
 * switches i18next (components re-render). Resolves when the switch is done. A chunk that fails to
 * load rejects (the caller keeps the current language).
 */
export async function loadLanguage(language: UiLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await LOADERS[language](), true, true);
  }
  await i18n.changeLanguage(language);
}

export default i18n;

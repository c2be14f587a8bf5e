/**
 * i18next set-up for the UI. English is the only language for now; add a language by writing a
 * resource file with the same keys as `en.ts` and listing it in `resources` below.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** The UI languages and their resources (one i18next namespace, `translation`). */
export const resources = {
  en: { translation: en },
} as const;

/** Language codes the UI offers. */
export type UiLanguage = keyof typeof resources;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

export default i18n;

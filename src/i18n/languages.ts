/** The UI's languages (no i18next here, so the store and start-up can read them cheaply). */

/** The languages the UI offers, English (the fallback) first. */
export const UI_LANGUAGES = ['en', 'pl', 'ru'] as const;

/** A language code the UI offers. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Whether `code` is one of the UI's languages. */
export function isUiLanguage(code: unknown): code is UiLanguage {
  return typeof code === 'string' && (UI_LANGUAGES as readonly string[]).includes(code);
}

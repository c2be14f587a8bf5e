/**
 * The part of react-i18next the app uses — `useTranslation()` and `initReactI18next` — in a few
 * lines over i18next itself: a component re-renders when the language changes, and `t` is fixed to
 * that language. `vite.config.ts` resolves the module `react-i18next` to this file, so the app's
 * components keep their usual imports while the first-paint bundle drops the library's code
 * (first-paint budget, issue 12 item 8; the types still come from the library). Resources are always
 * loaded before a language is switched to (`loadLanguage`), so nothing here ever suspends.
 */
import i18n, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/** Calls `onChange` whenever the language changes; returns the unsubscribe function. */
function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language (the snapshot a component re-renders on). */
function language(): string {
  return i18n.language;
}

/** `t` of the current language and the i18next instance; re-renders the component when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n; ready: true } {
  const lng = useSyncExternalStore(subscribe, language, language);
  const t = useMemo(() => i18n.getFixedT(lng), [lng]);
  return { t, i18n, ready: true };
}

/** The i18next plugin of react-i18next, kept for `i18n.use(…)`: the hook reads the global instance. */
export const initReactI18next = { type: '3rdParty' as const, init(): void {} };

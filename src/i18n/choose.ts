/**
 * Which language the UI starts in (issue 7 item 7): `?lang=` in the address first, then the
 * language this browser chose before (preferences), then the browser's own languages in their
 * order of preference, else English.
 */
import { isUiLanguage, type UiLanguage } from './languages';

/** What the start-up choice reads. */
export interface LanguageSources {
  /** The value of `?lang=` in the page's address, or null. */
  query: string | null;
  /** The language saved in this browser's preferences, or null. */
  stored: string | null;
  /** `navigator.languages` (BCP 47 tags such as "pl-PL"), most preferred first. */
  browser: readonly string[];
}

/** The UI language to start in; unknown or malformed values are skipped. */
export function chooseLanguage({ query, stored, browser }: LanguageSources): UiLanguage {
  const fromQuery = query?.trim().toLowerCase();
  if (isUiLanguage(fromQuery)) return fromQuery;
  if (isUiLanguage(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isUiLanguage(primary)) return primary;
  }
  return 'en';
}

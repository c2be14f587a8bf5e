/** A hook that loads the history notes (./loadNotes.ts) when a note is first wanted. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHistoryNotes } from './loadNotes';

/**
 * Whether the history notes of the UI's language are loaded; while `wanted`, starts loading them
 * (once per language). Until then nothing is fetched, so the notes stay out of first paint.
 */
export function useHistoryNotes(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadHistoryNotes(language).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [wanted, language]);
  return loaded === language;
}

/**
 * The history of the place selected on the map (issue 12 item 4): pick a location while no action
 * is being built (a click, a tap or Enter) and its note — what happened there, with dates — shows
 * in the side panel. The notes load on first use (./loadNotes.ts).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '../game/labels';
import type { LocationId } from '../../data/types';
import { HISTORY_NS } from './loadNotes';
import { useHistoryNotes } from './useHistoryNotes';

/**
 * The note on `location`, or a one-line hint when no place is selected. `reveal`: the note is
 * brought into the side panel's view when it shows (a place selected to read it; QA: at 1280×720 it
 * showed below the hand, out of sight), not while a move is being built from there.
 */
export function PlaceHistory({ location, reveal = false }: { location: LocationId | null; reveal?: boolean }) {
  const { t } = useTranslation();
  const loaded = useHistoryNotes(location !== null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal && loaded) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal, loaded, location]);
  if (!location) return <p className="place-history-hint muted">{t('history.hint')}</p>;
  return (
    <section ref={ref} className="panel place-history" data-testid="place-history" aria-live="polite">
      <h2>{t('history.title', { place: locationName(location) })}</h2>
      <p>{loaded ? t(`place.${location}`, { ns: HISTORY_NS }) : t('history.loading')}</p>
    </section>
  );
}

/**
 * The history of the place selected on the map (issue 12 item 4): pick a location while no action
 * is being built (a click, a tap or Enter) and its note — what happened there, with dates — shows
 * in the side panel. The notes load on first use (./loadNotes.ts).
 */
import { useTranslation } from 'react-i18next';
import { locationName } from '../game/labels';
import type { LocationId } from '../../data/types';
import { HISTORY_NS } from './loadNotes';
import { useHistoryNotes } from './useHistoryNotes';

/** The note on `location`, or a one-line hint when no place is selected. */
export function PlaceHistory({ location }: { location: LocationId | null }) {
  const { t } = useTranslation();
  const loaded = useHistoryNotes(location !== null);
  if (!location) return <p className="place-history-hint muted">{t('history.hint')}</p>;
  return (
    <section className="panel place-history" data-testid="place-history" aria-live="polite">
      <h2>{t('history.title', { place: locationName(location) })}</h2>
      <p>{loaded ? t(`place.${location}`, { ns: HISTORY_NS }) : t('history.loading')}</p>
    </section>
  );
}

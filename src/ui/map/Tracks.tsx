/**
 * The Blockade and Europe tracks, drawn from a PlayerView and the static track data.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BLOCKADE_TRACK, EUROPE_TRACK } from '../../data/board';
import type { PlayerView } from '../../engine/types';
import '../../i18n';
import './map.css';

/** Props of Tracks. */
export interface TracksProps { view: PlayerView }

/** Name of a Blockade space: "S" for 0, else its number. */
function blockadeName(t: TFunction, space: number): string {
  return space === 0 ? t('map.track.start') : String(space);
}

/** "Blockade track: space 2 of 5, Confederate hand size 4, Union 1 VP" (R10). */
export function describeBlockade(t: TFunction, space: number): string {
  const last = BLOCKADE_TRACK.length - 1;
  const data = BLOCKADE_TRACK[space];
  const where = space === 0 ? t('map.track.blockadeStart') : t('map.track.blockadeSpace', { space, last });
  if (!data) return t('map.track.blockadeLabel', { where });
  return t('map.track.blockadeLabelFull', { where, hand: data.handSize, vp: data.vp });
}

/** "Europe track: space 5 of 9; 0 is the Union end, 9 the Europe end where the Confederate wins" (R10). */
export function describeEurope(t: TFunction, space: number): string {
  const { europeEnd, start, unionEnd } = EUROPE_TRACK;
  const where = t(space === start ? 'map.track.europeStart' : 'map.track.europeSpace', { space, last: europeEnd });
  return t('map.track.europeLabel', { where, unionEnd, europeEnd });
}

function Marker() {
  return <span className="track-marker" data-marker="true" aria-hidden="true" />;
}

/** The Blockade track (spaces S, 1–5, each with the Confederate hand size and the Union VP). */
export function BlockadeTrack({ space }: { space: number }) {
  const { t } = useTranslation();
  return (
    <div className="track track--blockade" role="img" aria-label={describeBlockade(t, space)}>
      <div className="track-title" aria-hidden="true">{t('map.track.blockade')}</div>
      <ol className="track-spaces" aria-hidden="true">
        {BLOCKADE_TRACK.map((data, i) => (
          <li
            key={i}
            className={`track-space${i === 0 ? ' track-space--start' : ''}${i === space ? ' track-space--marker' : ''}`}
            data-space={i}
          >
            <span className="track-space-name">{blockadeName(t, i)}</span>
            <span className="track-space-detail">{t('map.track.hand', { size: data.handSize })}</span>
            <span className="track-space-detail">{t('map.track.vp', { vp: data.vp })}</span>
            {i === space && <Marker />}
          </li>
        ))}
      </ol>
      <div className="track-ends" aria-hidden="true"><span>{t('map.track.blockadeEnds')}</span></div>
    </div>
  );
}

/** The Europe track (spaces 0–9; S at 3; 9 = the Europe end, where the Confederate wins). */
export function EuropeTrack({ space }: { space: number }) {
  const { t } = useTranslation();
  const { spaces, start, unionEnd, europeEnd } = EUROPE_TRACK;
  return (
    <div className="track track--europe" role="img" aria-label={describeEurope(t, space)}>
      <div className="track-title" aria-hidden="true">{t('map.track.europe')}</div>
      <ol className="track-spaces" aria-hidden="true">
        {Array.from({ length: spaces }, (_, i) => (
          <li
            key={i}
            className={[
              'track-space',
              i === start ? 'track-space--start' : '',
              i === unionEnd ? 'track-space--union-end' : '',
              i === europeEnd ? 'track-space--europe-end' : '',
              i === space ? 'track-space--marker' : '',
            ].filter(Boolean).join(' ')}
            data-space={i}
          >
            <span className="track-space-name">{i}</span>
            <span className="track-space-detail">{i === start ? t('map.track.start') : i === europeEnd ? t('map.track.confederateWins') : '\u00a0'}</span>
            {i === space && <Marker />}
          </li>
        ))}
      </ol>
      <div className="track-ends" aria-hidden="true"><span>{t('map.track.unionEnd')}</span><span>{t('map.track.europeEnd')}</span></div>
    </div>
  );
}

/** Both tracks side by side (they wrap on narrow screens). */
export function Tracks({ view }: TracksProps) {
  const { t } = useTranslation();
  return (
    <section className="tracks" aria-label={t('map.track.label')}>
      <BlockadeTrack space={view.blockade} />
      <EuropeTrack space={view.europe} />
    </section>
  );
}

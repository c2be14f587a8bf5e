/**
 * The Blockade and Europe tracks, drawn from a PlayerView and the static track data.
 */
import { BLOCKADE_TRACK, EUROPE_TRACK } from '../../data/board';
import type { PlayerView } from '../../engine/types';
import './map.css';

/** Props of Tracks. */
export interface TracksProps { view: PlayerView }

/** Name of a Blockade space: "S" for 0, else its number. */
function blockadeName(space: number): string {
  return space === 0 ? 'S' : String(space);
}

/** "Blockade track: space 2 of 5, Confederate hand size 4, Union 1 VP". */
export function describeBlockade(space: number): string {
  const last = BLOCKADE_TRACK.length - 1;
  const data = BLOCKADE_TRACK[space];
  const where = space === 0 ? 'space S (start)' : `space ${space} of ${last}`;
  if (!data) return `Blockade track: ${where}`;
  return `Blockade track: ${where}, Confederate hand size ${data.handSize}, Union ${data.vp} VP`;
}

/** "Europe track: space 5 of 9 (start 3; 0 Union end, 9 Europe end: Confederate wins)". */
export function describeEurope(space: number): string {
  const { europeEnd, start, unionEnd } = EUROPE_TRACK;
  const where = space === start ? `space ${space} of ${europeEnd} (start)` : `space ${space} of ${europeEnd}`;
  return `Europe track: ${where}; ${unionEnd} is the Union end, ${europeEnd} the Europe end where the Confederate wins`;
}

function Marker() {
  return <span className="track-marker" data-marker="true" aria-hidden="true" />;
}

/** The Blockade track (spaces S, 1–5, each with the Confederate hand size and the Union VP). */
export function BlockadeTrack({ space }: { space: number }) {
  return (
    <div className="track track--blockade" role="img" aria-label={describeBlockade(space)}>
      <div className="track-title" aria-hidden="true">Blockade</div>
      <ol className="track-spaces" aria-hidden="true">
        {BLOCKADE_TRACK.map((data, i) => (
          <li
            key={i}
            className={`track-space${i === 0 ? ' track-space--start' : ''}${i === space ? ' track-space--marker' : ''}`}
            data-space={i}
          >
            <span className="track-space-name">{blockadeName(i)}</span>
            <span className="track-space-detail">hand {data.handSize}</span>
            <span className="track-space-detail">{data.vp} VP</span>
            {i === space && <Marker />}
          </li>
        ))}
      </ol>
      <div className="track-ends" aria-hidden="true"><span>Confederate hand size / Union VP</span></div>
    </div>
  );
}

/** The Europe track (spaces 0–9; S at 3; 9 = the Europe end, where the Confederate wins). */
export function EuropeTrack({ space }: { space: number }) {
  const { spaces, start, unionEnd, europeEnd } = EUROPE_TRACK;
  return (
    <div className="track track--europe" role="img" aria-label={describeEurope(space)}>
      <div className="track-title" aria-hidden="true">Europe</div>
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
            <span className="track-space-detail">{i === start ? 'S' : i === europeEnd ? 'C wins' : '\u00a0'}</span>
            {i === space && <Marker />}
          </li>
        ))}
      </ol>
      <div className="track-ends" aria-hidden="true"><span>← Union</span><span>Europe →</span></div>
    </div>
  );
}

/** Both tracks side by side (they wrap on narrow screens). */
export function Tracks({ view }: TracksProps) {
  return (
    <section className="tracks" aria-label="Tracks">
      <BlockadeTrack space={view.blockade} />
      <EuropeTrack space={view.europe} />
    </section>
  );
}

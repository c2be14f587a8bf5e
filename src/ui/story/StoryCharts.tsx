/**
 * The story in pictures (issue 12 item 5): three small plain-SVG charts per turn — the Union's VP
 * against the clock's next threshold (with places taken marked), the Blockade and Europe markers,
 * and the armies on the map per side (with battles marked). Drawn from `storyOf` (timeline.ts).
 */
import { useTranslation } from 'react-i18next';
import type { Side } from '../../data/types';
import { locationName } from '../game/labels';
import type { Story, StoryEvent, TurnSample } from './timeline';

const W = 360;
const H = 150;
const PAD = { left: 34, right: 10, top: 12, bottom: 26 };

interface Series { id: string; label: string; className: string; value: (s: TurnSample) => number | null; step?: boolean }

/** One chart: series over the turns, events as marks on the x axis. */
function LineChart({ title, samples, series, events, testId }: {
  title: string; samples: TurnSample[]; series: Series[]; events: StoryEvent[]; testId: string;
}) {
  const { t } = useTranslation();
  const turns = samples.map((s) => s.turn);
  const maxTurn = Math.max(1, ...turns);
  const values = samples.flatMap((s) => series.map((x) => x.value(s))).filter((v): v is number => v !== null);
  const maxY = Math.max(1, ...values);
  const x = (turn: number) => PAD.left + (turn / maxTurn) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / maxY) * (H - PAD.top - PAD.bottom);
  const path = (sr: Series) => {
    let d = '';
    let prev: [number, number] | null = null;
    for (const s of samples) {
      const v = sr.value(s);
      if (v === null) continue;
      const pt: [number, number] = [x(s.turn), y(v)];
      if (!prev) d += `M${pt[0].toFixed(1)} ${pt[1].toFixed(1)}`;
      else if (sr.step) d += `H${pt[0].toFixed(1)}V${pt[1].toFixed(1)}`;
      else d += `L${pt[0].toFixed(1)} ${pt[1].toFixed(1)}`;
      prev = pt;
    }
    return d;
  };
  const yTicks = [0, Math.round(maxY / 2), maxY].filter((v, i, a) => a.indexOf(v) === i);
  return (
    <figure className="story-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <line className="story-axis" x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} />
        <line className="story-axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} />
        {yTicks.map((v) => (
          <text key={v} className="story-tick" x={PAD.left - 5} y={y(v)} dy="0.35em" textAnchor="end">{v}</text>
        ))}
        <text className="story-tick" x={PAD.left} y={H - 8}>{t('story.turn', { turn: 0 })}</text>
        <text className="story-tick" x={W - PAD.right} y={H - 8} textAnchor="end">{t('story.turn', { turn: maxTurn })}</text>
        {series.map((sr) => <path key={sr.id} className={`story-line ${sr.className}`} d={path(sr)} data-series={sr.id} />)}
        {events.map((e, i) => (
          <g key={i} className={`story-event story-event--${e.kind} side-${e.side}`} data-event={e.kind} transform={`translate(${x(e.turn)} ${H - PAD.bottom})`}>
            <title>{t(`story.event.${e.kind}`, { turn: e.turn, location: locationName(e.location) })}</title>
            {e.kind === 'battle' ? <path d="M-5 -5L5 5M5 -5L-5 5" /> : <path d="M0 0V-12L8 -9L0 -6" />}
          </g>
        ))}
      </svg>
      <ul className="story-key">
        {series.map((sr) => (
          <li key={sr.id}><span className={`story-swatch ${sr.className}`} aria-hidden="true" />{sr.label}</li>
        ))}
      </ul>
    </figure>
  );
}

const SIDES: Side[] = ['union', 'confederate'];

/** The three charts of a game's story. */
export default function StoryCharts({ story }: { story: Story }) {
  const { t } = useTranslation();
  const { samples, events } = story;
  const battles = events.filter((e) => e.kind === 'battle');
  const captures = events.filter((e) => e.kind === 'capture');
  return (
    <div className="story-charts" data-testid="story-charts">
      <LineChart
        testId="story-vp" title={t('story.vpTitle')} samples={samples} events={captures}
        series={[
          { id: 'vp', label: t('story.vp'), className: 'story-line--union', value: (s) => s.vp },
          { id: 'needs', label: t('story.needsVp'), className: 'story-line--threshold', value: (s) => s.needsVp, step: true },
        ]}
      />
      <LineChart
        testId="story-tracks" title={t('story.tracksTitle')} samples={samples} events={[]}
        series={[
          { id: 'blockade', label: t('story.blockade'), className: 'story-line--union', value: (s) => s.blockade, step: true },
          { id: 'europe', label: t('story.europe'), className: 'story-line--confederate', value: (s) => s.europe, step: true },
        ]}
      />
      <LineChart
        testId="story-armies" title={t('story.armiesTitle')} samples={samples} events={battles}
        series={SIDES.map((side) => ({
          id: side, label: t('story.armies', { side: t(`side.${side}`) }), className: `story-line--${side}`, value: (s: TurnSample) => s.armies[side],
        }))}
      />
    </div>
  );
}

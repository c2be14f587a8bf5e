/**
 * The story in pictures (issue 12 item 5): three plain-SVG charts per turn — the Union's VP
 * against the clock's next threshold, the Blockade and Europe markers, and the armies on the map
 * per side — each with the battles won and the places taken marked on its turn axis, a key that
 * names the lines and the marks, and the marks listed in words. Drawn from `storyOf` (timeline.ts).
 */
import { useTranslation } from 'react-i18next';
import type { Side } from '../../data/types';
import { locationName } from '../game/labels';
import { displayRules } from '../game/rules';
import type { Story, StoryEvent, TurnSample } from './timeline';

const W = 360;
const H = 150;
// Room above the top value for the words of a limit drawn there (the Europe end), whole (QA: cut at the chart's top edge).
const PAD = { left: 34, right: 10, top: 16, bottom: 26 };
/** The most marks of one turn stacked on the turn axis (13 units apart); more share the top place. */
const STACK = 4;

interface Series { id: string; label: string; className: string; value: (s: TurnSample) => number | null; step?: boolean }

/** A value the chart always reaches, drawn as a dashed line with its words (the Europe end, R10.2). */
interface Limit { value: number; label: string }

/** The mark of an event: a cross for a battle won, a flag for a place taken, in the side's colour. */
function EventMark({ kind }: { kind: StoryEvent['kind'] }) {
  return kind === 'battle' ? <path d="M-5 -5L5 5M5 -5L-5 5" /> : <path d="M0 0V-12L8 -9L0 -6" />;
}

/** One chart: series over the turns, the battles and captures as marks on the turn axis. */
function LineChart({ title, samples, series, events, testId, limit }: {
  title: string; samples: TurnSample[]; series: Series[]; events: StoryEvent[]; testId: string; limit?: Limit;
}) {
  const { t } = useTranslation();
  const turns = samples.map((s) => s.turn);
  const maxTurn = Math.max(1, ...turns);
  const values = samples.flatMap((s) => series.map((x) => x.value(s))).filter((v): v is number => v !== null);
  const maxY = Math.max(1, limit?.value ?? 0, ...values);
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
  // Events of one turn stand one above another (up to STACK high), not on one spot (QA: a long
  // game's marks piled up unreadably on the turn axis).
  const seen = new Map<number, number>();
  const level = events.map((e) => {
    const k = seen.get(e.turn) ?? 0;
    seen.set(e.turn, k + 1);
    return Math.min(k, STACK - 1);
  });
  const battles = events.filter((e) => e.kind === 'battle').length;
  const captures = events.length - battles;
  return (
    <figure className="story-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('story.chartLabel', { title, battles, captures })}>
        <line className="story-axis" x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} />
        <line className="story-axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} />
        {yTicks.map((v) => (
          <text key={v} className="story-tick" x={PAD.left - 5} y={y(v)} dy="0.35em" textAnchor="end">{v}</text>
        ))}
        {/* The axis starts before turn 1: the start of the game, not a "turn 0" (QA). */}
        <text className="story-tick" x={PAD.left} y={H - 8}>{t('story.start')}</text>
        {maxTurn >= 4 && <text className="story-tick" x={x(Math.round(maxTurn / 2))} y={H - 8} textAnchor="middle">{t('story.turn', { turn: Math.round(maxTurn / 2) })}</text>}
        <text className="story-tick" x={W - PAD.right} y={H - 8} textAnchor="end">{t('story.turn', { turn: maxTurn })}</text>
        {limit && (
          <g className="story-limit" data-testid={`${testId}-limit`}>
            <line x1={PAD.left} y1={y(limit.value)} x2={W - PAD.right} y2={y(limit.value)} />
            <text className="story-tick" x={W - PAD.right} y={y(limit.value) - 3} textAnchor="end">{limit.label}</text>
          </g>
        )}
        {series.map((sr) => <path key={sr.id} className={`story-line ${sr.className}`} d={path(sr)} data-series={sr.id} />)}
        {events.map((e, i) => (
          <g key={i} className={`story-event story-event--${e.kind} side-${e.side}`} data-event={e.kind} data-turn={e.turn} transform={`translate(${x(e.turn).toFixed(1)} ${H - PAD.bottom - level[i]! * 13})`}>
            <title>{eventText(t, e)}</title>
            <EventMark kind={e.kind} />
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

/** "Union: Battle won: Manassas, turn 3". */
function eventText(t: ReturnType<typeof useTranslation>['t'], e: StoryEvent): string {
  return t('story.eventItem', { side: t(`side.${e.side}`), event: t(`story.event.${e.kind}`, { turn: e.turn, location: locationName(e.location) }) });
}

/** The key of the marks (`story-marks-key`), with how many of each, and the marks in words. */
function MarksKey({ events }: { events: StoryEvent[] }) {
  const { t } = useTranslation();
  const kinds: StoryEvent['kind'][] = ['battle', 'capture'];
  return (
    <div className="story-marks" data-testid="story-marks">
      <h4 id="story-marks-title">{t('story.marksTitle')}</h4>
      <ul className="story-key story-marks-key" aria-labelledby="story-marks-title" data-testid="story-marks-key">
        {kinds.map((kind) => (
          <li key={kind} data-mark={kind}>
            <svg className={`story-mark-swatch story-event--${kind}`} viewBox="-8 -14 18 20" width="1.1em" height="1.2em" aria-hidden="true" focusable="false">
              <g className={`story-event story-event--${kind}`}><EventMark kind={kind} /></g>
            </svg>
            {t(`story.mark.${kind}`, { count: events.filter((e) => e.kind === kind).length })}
          </li>
        ))}
        {SIDES.map((side) => (
          <li key={side}><span className={`story-swatch story-swatch--mark side-${side}`} aria-hidden="true" />{t('story.markSide', { side: t(`side.${side}`) })}</li>
        ))}
      </ul>
      <details className="story-events" data-testid="story-events">
        <summary>{t('story.eventsList')}</summary>
        {events.length === 0 ? <p>{t('story.noEvents')}</p> : (
          <ol>
            {events.map((e, i) => <li key={i} className={`side-${e.side}`}>{eventText(t, e)}</li>)}
          </ol>
        )}
      </details>
    </div>
  );
}

const SIDES: Side[] = ['union', 'confederate'];

/** The three charts of a game's story, every one with its battles and captures marked. */
export default function StoryCharts({ story }: { story: Story }) {
  const { t } = useTranslation();
  const { samples, events } = story;
  return (
    <div className="story-charts" data-testid="story-charts">
      <LineChart
        testId="story-vp" title={t('story.vpTitle')} samples={samples} events={events}
        series={[
          { id: 'vp', label: t('story.vp'), className: 'story-line--union', value: (s) => s.vp },
          { id: 'needs', label: t('story.needsVp'), className: 'story-line--threshold', value: (s) => s.needsVp, step: true },
        ]}
      />
      <LineChart
        testId="story-tracks" title={t('story.tracksTitle')} samples={samples} events={events}
        series={[
          { id: 'blockade', label: t('story.blockade'), className: 'story-line--union', value: (s) => s.blockade, step: true },
          { id: 'europe', label: t('story.europe'), className: 'story-line--confederate', value: (s) => s.europe, step: true },
        ]}
        // How close Europe came: its end is always on the chart (R10.2, R12.1), whatever the markers reached.
        limit={{ value: displayRules().ruleset.europeTrack.europeEnd, label: t('story.europeEnd') }}
      />
      <LineChart
        testId="story-armies" title={t('story.armiesTitle')} samples={samples} events={events}
        series={SIDES.map((side) => ({
          id: side, label: t('story.armies', { side: t(`side.${side}`) }), className: `story-line--${side}`, value: (s: TurnSample) => s.armies[side],
        }))}
      />
      <MarksKey events={events} />
    </div>
  );
}

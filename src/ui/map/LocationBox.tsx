/**
 * One location of the map: a box with a name band and two halves, its printed marks (colour
 * badge, VP, port, supply source, no-entry), the counters in each half, and the state marks
 * (control flag, contested). Focusable; a button when it can be picked.
 *
 * The drawing is for the eye only (aria-hidden). The focusable element is a transparent overlay
 * above it that holds no text at all, only its accessible name (`describeLocation`, which begins
 * with the location's name). Hiding text from assistive technology does not take it out of the
 * "visible label" that WCAG 2.5.3 (label in name) and axe's label-content-name-mismatch compare
 * with the name, so the counters' strengths and the VP number must not be inside the button.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_BY_ID } from '../../data/board';
import type { Half, LocationId } from '../../data/types';
import type { PlayerView } from '../../engine/types';
import { PROMPT_ID } from '../builder/builder';
import { isPress } from '../game/keys';
import { locationName } from '../game/labels';
import { describeHalf, describeLocation, unitsIn } from './describe';
import { FitText } from './FitText';
import { BOX, boxRect, halfHitRect, halfRect } from './layout';
import {
  ContestedMark, ControlFlag, CounterShape, NoEntryMark, PortAnchor, SideBadge, SupplyMark, VpHex,
} from './marks';
import { layoutStack } from './stacks';

const HALVES: Half[] = ['upper', 'lower'];
/** Width kept at the right of a half for each printed mark (VP hexagon, port anchor). */
const MARK_COLUMN = 34;
/** The port's column when it shows its naval defence: the anchor beside "+n" reaches 6 units further left (QA: a crowded half's counters ran under it). */
const PORT_DEFENCE_COLUMN = 40;
const PAD = 6;
/** How far the header's star or no-entry sign moves left when the contested mark sits on the box's corner. */
export const HEADER_ICON_SHIFT = 16;

/** What `LocationBox` draws for one location: its view, whether it may be picked now, and the callbacks of the map's keyboard and pointer handling. */
export interface LocationBoxProps {
  view: PlayerView;
  location: LocationId;
  /** 'target' = may be picked as a whole; 'dimmed' = not a legal target now; 'plain' = no targets shown. */
  state: 'plain' | 'target' | 'dimmed';
  /** Halves that may be picked on their own. */
  targetHalves: Half[];
  selected: boolean;
  /** Whether picking the whole location does anything. */
  clickable: boolean;
  highlightUnits: ReadonlySet<string>;
  onSelect?: (location: LocationId, half?: Half) => void;
  /** A click on a location that is not clickable now (not a target): the app says why not (issue 10 item 4). */
  onRefused?: (location: LocationId) => void;
  /** Arrow keys on a stop (`location` or `location:half`): move focus to a neighbouring stop. */
  onArrow?: (stop: string, key: string) => void;
  /** A stop took the focus (roving tabindex, issue 11 item 5). */
  onStopFocus?: (stop: string) => void;
  /** The map's one stop in the Tab order; every other stop has tabindex -1. */
  roving?: string;
  /** The stop the focus goes to when the map is the next thing to decide (`data-entry`). */
  entry?: string;
  /** Receives each focusable element by its stop key, for arrow-key navigation. */
  register?: (stop: string, el: SVGElement | null) => void;
}

/** Marks printed in the right-hand column of each half, right to left. */
function printedMarks(location: LocationId): Record<Half, ('vp' | 'port')[]> {
  const data = LOCATION_BY_ID[location];
  const marks: Record<Half, ('vp' | 'port')[]> = { upper: [], lower: [] };
  if (data.vp > 0) marks.upper.push('vp');
  if (data.port) marks[data.port.harbourHalf].push('port');
  return marks;
}

/** A location box; `ref` receives the focusable element. */
export function LocationBox(props: LocationBoxProps) {
  const { view, location, state, targetHalves, selected, clickable, highlightUnits, onSelect, onRefused, onArrow, onStopFocus, roving, entry, register } = props;
  const { t } = useTranslation();
  const data = LOCATION_BY_ID[location];
  const name = locationName(location);
  const box = boxRect(location);
  const contested = view.contested.includes(location);
  const flag = view.flags[location];
  const marks = printedMarks(location);
  const battleHalf = view.combat?.location === location ? view.combat.half : null;
  const headerIcon = data.supplySource ? 'supply' : data.noConfederateEntry ? 'no-entry' : null;
  // The star or no-entry sign (radius 9) moves left of a contested place's mark on the corner
  // (ContestedMark, r 12), 7 units clear of it: at right −12 the disc covered most of the star.
  const iconX = box.x + box.width - 12 - (contested ? HEADER_ICON_SHIFT : 0);
  // QA: the name 5 units clear of the badge (its edge at +21.5) and of the star or no-entry sign
  // (theirs at right −20.6), 3 px on a 768-px tablet: at +23 and −22 it ran within 1–2 of them.
  const nameLeft = box.x + 27;
  const nameRight = headerIcon ? iconX - 14 : box.x + box.width - 6;
  const longName = name.length > 16;

  const classes = [
    'loc', `loc--${data.colour}`, `loc--${state}`,
    clickable ? 'loc--clickable' : '', selected ? 'loc--selected' : '', contested ? 'loc--contested' : '', battleHalf ? 'loc--battle' : '',
  ].filter(Boolean).join(' ');

  /** A stop's keys: Enter or Space does what its click does (`press`), an arrow moves to the nearest stop that way. */
  const keysOf = (stop: string, press?: () => void) => (e: KeyboardEvent<SVGElement>) => {
    const act = isPress(e) ? press : e.key.startsWith('Arrow') && onArrow ? () => onArrow(stop, e.key) : undefined;
    if (act) {
      e.preventDefault();
      act();
    }
  };
  // A click on the place: picks it when it is a target, else asks why it is not (the engine's whyNot).
  const press = clickable ? () => onSelect?.(location) : onRefused ? () => onRefused(location) : undefined;
  /** tabindex of a stop: 0 for the map's roving stop (all of them without a roving map). */
  const tabIndex = (stop: string) => (roving === undefined || roving === stop ? 0 : -1);

  return (
    <g className={`loc-wrap ${classes}`} data-location-wrap={location}>
      <g className="loc-drawing" aria-hidden="true">
        <rect className="loc-land" x={box.x} y={box.y} width={box.width} height={box.height} rx={4} />
        <line className="loc-rule" x1={box.x} y1={box.y + BOX.header} x2={box.x + box.width} y2={box.y + BOX.header} />
        <line className="loc-divider" x1={box.x} y1={box.y + BOX.header + BOX.half} x2={box.x + box.width} y2={box.y + BOX.header + BOX.half} />
        <rect className="loc-outline" x={box.x} y={box.y} width={box.width} height={box.height} rx={4} />
        {battleHalf && (() => {
          const r = halfRect(location, battleHalf);
          return <rect className="battle-half" data-battle-half={battleHalf} x={r.x} y={r.y} width={r.width} height={r.height} />;
        })()}
        <SideBadge x={box.x + 12} y={box.y + BOX.header / 2} side={data.colour} />
        <FitText
          className={`loc-name${longName ? ' loc-name--long' : ''}`}
          x={(nameLeft + nameRight) / 2}
          y={box.y + BOX.header / 2}
          dy="0.36em"
          // A contested place's mark on the box's top-right corner (ContestedMark, r 12): the name, centred,
          // ends 5 units clear of it too (QA: Russian «Форт Генри и Донельсон» ran into it).
          maxWidth={nameRight - nameLeft - (contested && !headerIcon ? 22 : 0)}
        >
          {name}
        </FitText>
        {headerIcon === 'supply' && <SupplyMark x={iconX} y={box.y + BOX.header / 2} side={data.supplySource!} />}
        {headerIcon === 'no-entry' && <NoEntryMark x={iconX} y={box.y + BOX.header / 2} />}
        {HALVES.map((half) => {
          const r = halfRect(location, half);
          const cy = r.y + r.height / 2;
          const column = marks[half];
          const reserved = column.reduce((w, mark) => w + (mark === 'port' && data.port!.navalDefence ? PORT_DEFENCE_COLUMN : MARK_COLUMN), 0);
          const items = layoutStack(unitsIn(view, location, half), r.width - 2 * PAD - reserved);
          return (
            <g key={half} className={`loc-half loc-half--${half}`} data-half={half}>
              {column.map((mark, i) => {
                const mx = r.x + r.width - MARK_COLUMN / 2 - i * MARK_COLUMN;
                return mark === 'vp'
                  ? <VpHex key={mark} x={mx - 2} y={cy} vp={data.vp} />
                  : <PortAnchor key={mark} x={data.port!.navalDefence ? mx - 11 : mx - 2} y={cy} defence={data.port!.navalDefence} />;
              })}
              {items.map((item) => (
                <CounterShape
                  key={item.ids[0]}
                  x={r.x + PAD + item.x}
                  y={cy}
                  side={item.side}
                  kind={item.kind}
                  strength={item.strength}
                  count={item.ids.length}
                  ids={item.ids}
                  labelDx={item.labelDx}
                  highlight={item.ids.some((id) => highlightUnits.has(id))}
                />
              ))}
            </g>
          );
        })}
        {flag && <ControlFlag x={box.x + 5} y={box.y} side={flag} />}
        {contested && <ContestedMark x={box.x + box.width} y={box.y} />}
      </g>
      {/* The focusable element: no text inside, only the name; it draws the focus ring and takes the clicks. */}
      <g
        ref={(el) => register?.(location, el)}
        className="loc-hit"
        data-location={location}
        tabIndex={targetHalves.length && !clickable ? -1 : tabIndex(location)}
        onFocus={() => onStopFocus?.(location)}
        data-entry={entry === location || undefined}
        role={clickable ? 'button' : 'img'}
        aria-label={describeLocation(t, view, location, selected)}
        aria-describedby={state === 'target' ? PROMPT_ID : undefined}
        aria-pressed={clickable ? selected : undefined}
        onClick={press}
        onKeyDown={keysOf(location, press)}
      >
        <rect className="loc-focus" x={box.x - 6} y={box.y - 6} width={box.width + 12} height={box.height + 12} rx={8} />
        <rect className="loc-hit-area" x={box.x} y={box.y} width={box.width} height={box.height} rx={4} />
      </g>
      {targetHalves.map((half) => {
        const r = halfRect(location, half);
        const stop = `${location}:${half}`;
        const pick = () => onSelect?.(location, half);
        return (
          <g key={half}>
            {/* A finger's larger target under it, on touch screens only (map.css): a pointer's, not a stop of the keyboard. */}
            <rect className="half-hit" {...halfHitRect(location, half)} aria-hidden onClick={pick} />
            <rect
              className="half-target"
              data-target-half={stop}
              x={r.x + 2}
              y={r.y + 2}
              width={r.width - 4}
              height={r.height - 4}
              rx={3}
              ref={(el) => register?.(stop, el)}
              tabIndex={tabIndex(stop)}
              onFocus={() => onStopFocus?.(stop)}
              data-entry={entry === stop || undefined}
              role="button"
              aria-label={describeHalf(t, view, location, half)}
              aria-describedby={PROMPT_ID}
              onClick={pick}
              onKeyDown={keysOf(stop, pick)}
            />
          </g>
        );
      })}
    </g>
  );
}

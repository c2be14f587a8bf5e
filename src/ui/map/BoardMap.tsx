/**
 * The board as an SVG map, drawn purely from a PlayerView and the static board data.
 */
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS } from '../../data/board';
import type { Half, LocationId } from '../../data/types';
import type { PlayerView } from '../../engine/types';
import { CENTRES, LINK_GEOMETRY, MAP_HEIGHT, MAP_WIDTH, halfRect } from './layout';
import { LocationBox } from './LocationBox';
import { RailLinks } from './RailLinks';
import { lazyPart } from '../layout/lazyPart';
import './map.css';

// The land of 1861 (issue 12 item 1): its path data loads after the first paint (issue 12 item 8).
const Geography = lazyPart(() => import('./Geography').then((m) => m.default));
// The key, like the geography, is drawn just after first paint, with its strings (first-paint budget).
const Legend = lazyPart(() => import('./Legend').then((m) => m.Legend));

/** A location (or one half of it) that the half-built action may pick. */
export interface MapTarget { location: LocationId; half?: Half }

/** Props of BoardMap. */
export interface BoardMapProps {
  view: PlayerView;
  /**
   * Legal targets of the half-built action; when given, only these are clickable and highlighted,
   * the rest dimmed. An empty list makes nothing clickable and dims nothing (e.g. while cards are picked).
   */
  targets?: MapTarget[];
  /** Location currently selected (e.g. the origin of a move). */
  selected?: LocationId | null;
  /** Called when the user picks a location (and a half, when the target names halves). */
  onSelect?: (location: LocationId, half?: Half) => void;
  /** Units to emphasise (e.g. those chosen for a move). */
  highlightUnits?: string[];
  /** Called when the user picks a location that is not a target (the app says why not, issue 10 item 4). */
  onRefused?: (location: LocationId) => void;
  /** Drawn over the locations in the map's coordinates (the narration's moving counter, issue 12 item 3). */
  children?: ReactNode;
}

const HALVES: Half[] = ['upper', 'lower'];

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
};

/** A place the keyboard can stop on: a location, or one half of it (`id:half`) when the halves are the targets. */
interface Stop { key: string; x: number; y: number }

/** The stop nearest to `o` (not `o` itself), within 60° of the direction `dir` when one is given. */
function nearest(stops: readonly Stop[], o: Stop, dir?: readonly number[]): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  for (const s of stops) {
    if (s.key === o.key) continue;
    const dx = s.x - o.x;
    const dy = s.y - o.y;
    const dist = Math.hypot(dx, dy);
    const along = dir ? dx * dir[0] + dy * dir[1] : dist;
    if (along <= dist * 0.5) continue;
    const score = dist * (2 - along / dist);
    if (score < bestScore) {
      bestScore = score;
      best = s.key;
    }
  }
  return best;
}

/** The nearest stop from `from` in the arrow's direction (within 60° of it), if any. */
function nearestInDirection(stops: readonly Stop[], from: string, key: string): string | null {
  const o = stops.find((s) => s.key === from);
  return o && ARROWS[key] ? nearest(stops, o, ARROWS[key]) : null;
}

const LOCATION_STOPS: Stop[] = LOCATIONS.map(({ id }) => ({ key: id, ...CENTRES[id] }));

/** The nearest location from `from` in the arrow's direction (within 60° of it), if any. */
export function neighbourInDirection(from: LocationId, key: string): LocationId | null {
  return nearestInDirection(LOCATION_STOPS, from, key) as LocationId | null;
}

/**
 * The SVG map of the 21 locations and 30 rail links, with counters, flags and contested marks.
 * With `targets`, only those locations (or halves) can be picked; the others are dimmed.
 * The map is one Tab stop (roving tabindex, issue 11 item 5): the arrow keys move between
 * locations — or the halves, where the halves are the targets — and Enter/Space picks.
 */
export function BoardMap({ view, targets, selected = null, onSelect, onRefused, highlightUnits, children }: BoardMapProps) {
  const { t } = useTranslation();
  const refs = useRef(new Map<string, SVGElement>());
  const highlighted = useMemo(() => new Set(highlightUnits ?? []), [highlightUnits]);
  const targetInfo = useMemo(() => {
    const whole = new Set<LocationId>();
    const halves = new Map<LocationId, Half[]>();
    for (const target of targets ?? []) {
      if (!target.half) whole.add(target.location);
      else halves.set(target.location, [...(halves.get(target.location) ?? []), target.half]);
    }
    return { whole, halves };
  }, [targets]);
  const halfStops = Boolean(onSelect);
  // Where the keyboard stops: each location, or its target halves in its place.
  const stops = useMemo(() => LOCATIONS.flatMap(({ id }): Stop[] => {
    const halves = halfStops && !targetInfo.whole.has(id) ? targetInfo.halves.get(id) ?? [] : [];
    if (!halves.length) return [{ key: id, ...CENTRES[id] }];
    return HALVES.filter((h) => halves.includes(h)).map((h) => {
      const r = halfRect(id, h);
      return { key: `${id}:${h}`, x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
  }), [targetInfo, halfStops]);
  const targetKeys = useMemo(() => stops.filter((s) => targetInfo.whole.has(s.key as LocationId) || s.key.includes(':')).map((s) => s.key), [stops, targetInfo]);
  // The one stop in the Tab order: the last one focused while it exists, else the first target, the selected place, or the first place.
  const [current, setCurrent] = useState<string | null>(null);
  const roving = current && stops.some((s) => s.key === current) ? current : targetKeys[0] ?? selected ?? LOCATIONS[0].id;

  const onArrow = useCallback((from: string, key: string) => {
    const next = nearestInDirection(stops, from, key);
    if (next) refs.current.get(next)?.focus(); // its onFocus makes it the roving stop
  }, [stops]);
  const register = useCallback((key: string, el: SVGElement | null) => {
    if (el) refs.current.set(key, el);
    else refs.current.delete(key);
  }, []);

  // Where the focus enters the map when the next thing to decide is there (`data-entry`, issue 11
  // item 5): the target nearest the place focused last, or the roving stop.
  const near = current ?? selected;
  const from = stops.find((s) => s.key === near || s.key.startsWith(`${near}:`));
  const entry = near && targetKeys.includes(near) ? near : !from ? roving : nearest(stops.filter((s) => targetKeys.includes(s.key)), from) ?? roving;

  const targeting = Boolean(targets && targets.length);
  return (
    <svg
      className={`board-map${targeting ? ' board-map--targeting' : ''}`}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      preserveAspectRatio="xMidYMin meet"
      role="group"
      aria-labelledby="board-map-title"
    >
      <title id="board-map-title">{t('map.title', { locations: LOCATIONS.length, links: LINK_GEOMETRY.length })}</title>
      <defs>
        <pattern id="board-map-battle-hatch" className="battle-hatch" patternUnits="userSpaceOnUse" width={10} height={10} patternTransform="rotate(45)">
          <line x1={0} y1={0} x2={0} y2={10} />
        </pattern>
      </defs>
      <rect className="board-map-sea" x={0} y={0} width={MAP_WIDTH} height={MAP_HEIGHT} />
      <Suspense fallback={null}>
        <Geography />
      </Suspense>
      <RailLinks />
      {LOCATIONS.map(({ id }) => {
        const named = targetInfo.halves.get(id) ?? [];
        const halves = HALVES.filter((h) => named.includes(h));
        const isTarget = targetInfo.whole.has(id);
        const state = !targeting ? 'plain' : isTarget || halves.length ? 'target' : selected === id ? 'plain' : 'dimmed';
        return (
          <LocationBox
            key={id}
            register={register}
            view={view}
            location={id}
            state={state}
            targetHalves={onSelect ? halves : []}
            selected={selected === id}
            clickable={Boolean(onSelect) && (targets ? isTarget : true)}
            highlightUnits={highlighted}
            onSelect={onSelect}
            onRefused={targeting && !isTarget && !halves.length ? onRefused : undefined}
            onArrow={onArrow}
            onStopFocus={setCurrent}
            roving={roving}
            entry={entry}
          />
        );
      })}
      {children}
      <Suspense fallback={null}>
        <Legend />
      </Suspense>
    </svg>
  );
}

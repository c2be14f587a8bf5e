/**
 * The board as an SVG map, drawn purely from a PlayerView and the static board data.
 */
import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageStrings } from '../../i18n';
import { LOCATIONS } from '../../data/board';
import type { Half, LocationId } from '../../data/types';
import type { PlayerView } from '../../engine/types';
import { CENTRES, LINK_GEOMETRY, MAP_HEIGHT, MAP_WIDTH } from './layout';
import { LocationBox } from './LocationBox';
import { RailLinks } from './RailLinks';
import './map.css';

// The land of 1861 (issue 12 item 1): its path data loads after the first paint (issue 12 item 8).
const Geography = lazy(() => loadPageStrings().then(() => import('./Geography')));
// The key, like the geography, is drawn just after first paint, with its strings (first-paint budget).
const Legend = lazy(() => loadPageStrings().then(() => import('./Legend')).then((m) => ({ default: m.Legend })));

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

/** The nearest location from `from` in the arrow's direction (within 60° of it), if any. */
export function neighbourInDirection(from: LocationId, key: string): LocationId | null {
  const dir = ARROWS[key];
  if (!dir) return null;
  const o = CENTRES[from];
  let best: LocationId | null = null;
  let bestScore = Infinity;
  for (const { id } of LOCATIONS) {
    if (id === from) continue;
    const dx = CENTRES[id].x - o.x;
    const dy = CENTRES[id].y - o.y;
    const dist = Math.hypot(dx, dy);
    const along = dx * dir[0] + dy * dir[1];
    if (along <= dist * 0.5) continue;
    const score = dist * (2 - along / dist);
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

/**
 * The SVG map of the 21 locations and 30 rail links, with counters, flags and contested marks.
 * With `targets`, only those locations (or halves) can be picked; the others are dimmed.
 * Every location is focusable; Enter/Space picks a target, arrow keys move between locations.
 */
export function BoardMap({ view, targets, selected = null, onSelect, onRefused, highlightUnits, children }: BoardMapProps) {
  const { t } = useTranslation();
  const refs = useRef(new Map<LocationId, SVGGElement>());
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

  const onArrow = useCallback((location: LocationId, key: string) => {
    const next = neighbourInDirection(location, key);
    if (next) refs.current.get(next)?.focus();
  }, []);

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
            ref={(el: SVGGElement | null) => {
              if (el) refs.current.set(id, el);
              else refs.current.delete(id);
            }}
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

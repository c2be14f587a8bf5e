/**
 * The moving counter (issue 12 item 3): drawn inside the map's SVG, the armies the last action
 * moved slide from the half they left to the half they entered along the rail links they used
 * (SVG `animateMotion`), leaving the route marked. With `prefers-reduced-motion: reduce` nothing
 * moves: the route is marked and the counter shown where it arrived.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '../../engine/types';
import { displayRules } from '../game/rules';
import { movePath, pathData, useNarration } from './narration';

/** True when the person asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Counter size on the map (SVG units), as the counters in a location's half. */
const SIZE = 30;

/**
 * The moved armies of the last action seen in `view` (or of the step from `before`) (`data-testid="moving-counter"`), moving for
 * `durationMs`; nothing when the action moved no army.
 */
export function MovingCounter({ view, before, durationMs = 1200 }: { view: PlayerView; before?: PlayerView | null; durationMs?: number }) {
  const { t } = useTranslation();
  const { move } = useNarration(view, before);
  const motion = useRef<SVGAnimateMotionElement | null>(null);
  const fade = useRef<SVGAnimateElement | null>(null);
  const [reduced] = useState(prefersReducedMotion);
  const d = move ? pathData(movePath(move, displayRules().ruleset.railLinks)) : '';
  useEffect(() => {
    // Started now: an animation inserted after the page's start would otherwise be over already.
    for (const el of [motion.current, fade.current]) if (el && typeof el.beginElement === 'function') el.beginElement();
    // Again for each new step (a view with a longer log), even along the same route.
  }, [d, view.log.length]);
  if (!move) return null;
  const end = movePath(move, displayRules().ruleset.railLinks).at(-1)!;
  const label = t('narration.counter', { count: move.units.length, side: t(`narration.side.${move.side}`), strength: move.strength });
  return (
    <g className={`moving-counter side-${move.side}`} data-testid="moving-counter" data-reduced-motion={reduced || undefined} aria-hidden="true">
      <path className="moving-counter-route" d={d} data-testid="moving-counter-route" />
      <g className="moving-counter-token" transform={reduced ? `translate(${end.x} ${end.y})` : undefined}>
        <title>{label}</title>
        <rect x={-SIZE / 2} y={-SIZE / 2} width={SIZE} height={SIZE} rx={4} />
        <text dy="0.36em">{move.strength}</text>
        {!reduced && (
          <>
            <animateMotion ref={motion} path={d} dur={`${durationMs}ms`} begin="indefinite" fill="freeze" calcMode="paced" />
            {/* Once there, the token fades to show the counters it joined. */}
            <animate ref={fade} attributeName="opacity" values="1;1;0.25" keyTimes="0;0.75;1" dur={`${Math.round(durationMs * 1.6)}ms`} begin="indefinite" fill="freeze" />
          </>
        )}
      </g>
    </g>
  );
}

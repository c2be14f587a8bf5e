/**
 * Small SVG marks drawn on the map and in its legend. Each is centred on (x, y) and is styled
 * by class names in map.css; every side-specific mark also carries a letter or a shape so that
 * it reads without colour.
 */
import { useTranslation } from 'react-i18next';
import type { Side } from '../../data/types';
import '../../i18n';

interface At { x: number; y: number }

/** Round badge with "U" or "C": the colour of a location, readable without colour. */
export function SideBadge({ x, y, side }: At & { side: Side }) {
  const { t } = useTranslation();
  return (
    <g className={`mark-badge side-${side}`} transform={`translate(${x} ${y})`}>
      <circle r={9} />
      <text className="mark-badge-letter" dy="0.35em">{t(`map.letter.${side}`)}</text>
    </g>
  );
}

function hexPoints(r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** Victory-point hexagon with its number. */
export function VpHex({ x, y, vp }: At & { vp: number }) {
  return (
    <g className="mark-vp" transform={`translate(${x} ${y})`}>
      <polygon points={hexPoints(13.5)} />
      <text dy="0.35em">{vp}</text>
    </g>
  );
}

/** Port anchor, with the naval defence modifier when it is not 0. */
export function PortAnchor({ x, y, defence }: At & { defence: number }) {
  return (
    <g className="mark-port" transform={`translate(${x} ${y})`}>
      <g className="mark-port-anchor" transform={defence ? 'translate(-7 0)' : undefined}>
        <circle cx={0} cy={-8} r={2.6} />
        <line x1={0} y1={-5.4} x2={0} y2={9} />
        <line x1={-4.5} y1={-2} x2={4.5} y2={-2} />
        <path d="M -7.5 3 Q -6 9.5 0 9.5 Q 6 9.5 7.5 3" />
      </g>
      {defence ? <text className="mark-port-value" x={6} dy="0.35em">+{defence}</text> : null}
    </g>
  );
}

function starPoints(outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (Math.PI / 5) * i;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** Supply source: a star in the supplied side's colour. */
export function SupplyMark({ x, y, side }: At & { side: Side }) {
  return (
    <g className={`mark-supply side-${side}`} transform={`translate(${x} ${y})`}>
      <polygon points={starPoints(9, 3.8)} />
    </g>
  );
}

/** No-entry sign: the Confederates may never enter (R5.10). */
export function NoEntryMark({ x, y }: At) {
  return (
    <g className="mark-no-entry" transform={`translate(${x} ${y})`}>
      <circle r={8} />
      <rect x={-5} y={-1.6} width={10} height={3.2} />
    </g>
  );
}

/** A control flag on a pole whose foot is at (x, y), with the side's letter. */
export function ControlFlag({ x, y, side }: At & { side: Side }) {
  const { t } = useTranslation();
  return (
    <g className={`mark-flag side-${side}`} transform={`translate(${x} ${y})`} data-flag={side}>
      <title>{t('map.flag', { side: t(`side.${side}`) })}</title>
      <line className="mark-flag-pole" x1={0} y1={0} x2={0} y2={-24} />
      <rect x={0} y={-24} width={22} height={14} />
      <text x={11} y={-17} dy="0.35em">{t(`map.letter.${side}`)}</text>
    </g>
  );
}

/** Crossed swords on a disc: the location is contested. */
export function ContestedMark({ x, y }: At) {
  const { t } = useTranslation();
  return (
    <g className="mark-contested" transform={`translate(${x} ${y})`}>
      <title>{t('map.contested')}</title>
      <circle r={12} />
      <line x1={-6.5} y1={-6.5} x2={6.5} y2={6.5} />
      <line x1={6.5} y1={-6.5} x2={-6.5} y2={6.5} />
      <line x1={1.5} y1={7} x2={7} y2={1.5} />
      <line x1={-7} y1={1.5} x2={-1.5} y2={7} />
    </g>
  );
}

/** The size of one counter (SVG units). */
export const COUNTER_SIZE = 26;

/**
 * One counter: a Union army is a square, a Confederate army a disc, a fort a crenellated
 * block with "F"; armies show their strength. `count` > 1 adds "×n" for a grouped stack.
 */
export function CounterShape({ x, y, side, kind, strength, count = 1, highlight = false, ids, labelDx }: At & {
  side: Side; kind: 'army' | 'fort'; strength: number; count?: number; highlight?: boolean; ids?: string[];
  /** The strength's offset from the centre (a counter partly covered by the next: layoutStack). */
  labelDx?: number;
}) {
  const { t } = useTranslation();
  const h = COUNTER_SIZE / 2;
  const counter = kind === 'fort' ? t('map.counter.fort', { side: t(`side.${side}`) }) : t('map.counter.army', { side: t(`side.${side}`), strength });
  const label = count > 1 ? t('map.counter.stack', { counter, count }) : counter;
  let shape;
  if (kind === 'fort') {
    shape = <path d={`M ${-h} ${h} V ${-h + 4} H ${-h + 4} V ${-h} H -3 V ${-h + 4} H 3 V ${-h} H ${h - 4} V ${-h + 4} H ${h} V ${h} Z`} />;
  } else if (side === 'union') {
    shape = <rect x={-h} y={-h} width={COUNTER_SIZE} height={COUNTER_SIZE} rx={3} />;
  } else {
    shape = <circle r={h} />;
  }
  return (
    <g
      className={`counter side-${side} counter--${kind}${highlight ? ' counter--highlight' : ''}`}
      transform={`translate(${x} ${y})`}
      data-unit={ids?.join(' ')}
    >
      <title>{label}</title>
      {shape}
      <text className="counter-label" x={labelDx} dy={kind === 'fort' ? '0.5em' : '0.36em'}>{kind === 'fort' ? t('map.fortLetter') : strength}</text>
      {count > 1 ? <text className="counter-count" x={h + 2} dy="0.36em">×{count}</text> : null}
    </g>
  );
}

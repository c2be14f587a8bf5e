/**
 * The land of 1861 under the board (issue 12 item 1): state outlines and coast shaded by side
 * (Union, border states hatched, Confederate), West Virginia's later border dashed, the rivers
 * that shaped the war, and a dot at each location's true place with a thin leader to its box when
 * the board spreads crowded places apart. Decoration only (aria-hidden): the locations carry the
 * map's meaning. Its data (src/ui/map/geo.ts, from scripts/build-geo.ts) loads lazily, outside the
 * first-paint bundle.
 */
import { useTranslation } from 'react-i18next';
import { FitText } from './FitText';
import { LOCATIONS } from '../../data/board';
import { RIVERS, STATES, WEST_VIRGINIA } from './geo';
import { CENTRES, project } from './layout';

/** Below this distance (SVG units) from its box centre a location's true place is not marked. */
const LEADER_MIN = 40;

/** The geography layer, drawn first (under the rail links and the location boxes). */
export default function Geography() {
  const { t } = useTranslation();
  return (
    <g className="geo" aria-hidden="true" data-testid="map-geography">
      <defs>
        <pattern id="board-map-border-hatch" className="geo-border-hatch" patternUnits="userSpaceOnUse" width={12} height={12} patternTransform="rotate(45)">
          <rect width={12} height={12} />
          <line x1={0} y1={0} x2={0} y2={12} />
        </pattern>
      </defs>
      {STATES.map((s) => (
        <path key={s.id} className={`geo-state geo-state--${s.allegiance}`} data-state={s.id} d={s.d} />
      ))}
      <path className="geo-later-border" d={WEST_VIRGINIA} />
      {RIVERS.map((r) => (
        <g key={r.id} className="geo-river" data-river={r.id}>
          <path className="geo-river-line" d={r.d} />
          <text className="geo-river-name" transform={`translate(${r.label.x} ${r.label.y}) rotate(${r.label.angle})`}>
            {t(`map.river.${r.id}`)}
          </text>
        </g>
      ))}
      <GeographyKey />
      {LOCATIONS.map((l) => {
        const p = project(l.lat, l.lon);
        const c = CENTRES[l.id];
        const far = Math.hypot(c.x - p.x, c.y - p.y) >= LEADER_MIN;
        return (
          <g key={l.id} className="geo-place" data-place={l.id}>
            {far && <line className="geo-leader" x1={p.x} y1={p.y} x2={c.x} y2={c.y} />}
            <circle className="geo-place-dot" cx={p.x} cy={p.y} r={4} />
          </g>
        );
      })}
    </g>
  );
}

/** The key's width, and the room (SVG units) between one of its texts and the next mark or the box's edge. */
const KEY_WIDTH = 470;
const KEY_GAP = 10;

/**
 * The key to the shading, top left (Iowa and Illinois, empty on this map). Each text keeps to its
 * column: one wider than its room in the language shown is squeezed into it (`FitText`).
 */
function GeographyKey() {
  const { t } = useTranslation();
  const x = 8;
  const y = 8;
  const swatch = (cls: string, at: number, row: number) => (
    <rect className={`geo-state ${cls}`} x={x + at} y={y + 10 + row * 22} width={18} height={14} />
  );
  /** A text from `at` to the next mark at `until` (both from the key's left edge). */
  const label = (text: string, at: number, row: number, until: number) => (
    <FitText x={x + at} y={y + 22 + row * 23} maxWidth={until - KEY_GAP - at}>{text}</FitText>
  );
  return (
    <g className="geo-key" data-testid="map-geography-key">
      <rect className="geo-key-box" x={x} y={y} width={KEY_WIDTH} height={56} rx={4} />
      {swatch('geo-state--union', 10, 0)}
      {label(t('map.geo.union'), 34, 0, 150)}
      {swatch('geo-state--border', 150, 0)}
      {label(t('map.geo.border'), 174, 0, 300)}
      {swatch('geo-state--confederate', 300, 0)}
      {label(t('map.geo.confederate'), 324, 0, KEY_WIDTH)}
      <line className="geo-later-border" x1={x + 10} y1={y + 40} x2={x + 28} y2={y + 40} />
      {label(t('map.geo.westVirginia'), 34, 1, 265)}
      <circle className="geo-place-dot" cx={x + 269} cy={y + 40} r={4} />
      {label(t('map.geo.truePlace'), 284, 1, KEY_WIDTH)}
    </g>
  );
}

/**
 * The rail links layer: one line per link from the half it leaves to the half it enters, a dot
 * where it touches each half, and the defence modifier badge near the defender it protects.
 */
import { LOCATION_BY_ID } from '../../data/board';
import type { LinkEnd } from '../../data/types';
import { SIDE_NAME } from './describe';
import { linkGeometryOf } from './layout';
import { displayRules } from '../game/rules';

function endName(end: LinkEnd): string {
  return `${LOCATION_BY_ID[end.location].name} (${end.half} half)`;
}

/** All 30 rail links; each line carries `data-link` = the link's id. */
export function RailLinks() {
  return (
    <g className="rail-links">
      {linkGeometryOf(displayRules().ruleset.railLinks).map(({ link, a, b, modifierAt }) => {
        const mod = link.modifier;
        const title = `Rail link ${link.id}: ${endName(link.a)} to ${endName(link.b)}${
          mod ? `; +${mod.value} for a ${SIDE_NAME[mod.side]} defender${mod.note ? ` (${mod.note})` : ''}` : ''
        }`;
        return (
          <g key={link.id} className="rail-link" data-link-group={link.id}>
            <title>{title}</title>
            <line className="rail-link-casing" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
            <line className="rail-link-line" data-link={link.id} x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
            <circle className="rail-link-end" cx={a.x} cy={a.y} r={4} />
            <circle className="rail-link-end" cx={b.x} cy={b.y} r={4} />
            {mod && modifierAt && (
              <g className={`rail-modifier side-${mod.side}`} transform={`translate(${modifierAt.x} ${modifierAt.y})`}>
                <rect x={-14} y={-10} width={28} height={20} rx={4} />
                <text dy="0.36em">+{mod.value}</text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

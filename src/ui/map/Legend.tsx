/**
 * The map's key, drawn in the bottom-right corner (the Atlantic): what each mark means.
 */
import type { ReactElement } from 'react';
import { LEGEND_BOX } from './layout';
import {
  ContestedMark, ControlFlag, CounterShape, NoEntryMark, PortAnchor, SideBadge, SupplyMark, VpHex,
} from './marks';

const ROW = 23;

/** Legend of the map's marks. */
export function Legend() {
  const { x, y, width, height } = LEGEND_BOX;
  const ix = x + 24;
  const tx = x + 58;
  const rows: [ReactElement, string][] = [
    [<SideBadge x={ix} y={0} side="union" />, 'Union (blue) location'],
    [<SideBadge x={ix} y={0} side="confederate" />, 'Confederate (beige) location'],
    [<CounterShape x={ix} y={0} side="union" kind="army" strength={2} />, 'Union army (square), strength'],
    [<CounterShape x={ix} y={0} side="confederate" kind="army" strength={2} />, 'Confederate army (disc), strength'],
    [<CounterShape x={ix} y={0} side="confederate" kind="fort" strength={3} />, 'Fort (defends its half, +3)'],
    [<VpHex x={ix} y={0} vp={1} />, 'Union victory points if held'],
    [<PortAnchor x={ix - 2} y={0} defence={1} />, 'Port, naval defence'],
    [<SupplyMark x={ix} y={0} side="confederate" />, 'Supply source'],
    [<NoEntryMark x={ix} y={0} />, 'No Confederate entry'],
    [<ControlFlag x={ix - 9} y={9} side="union" />, 'Control flag'],
    [<ContestedMark x={ix} y={0} />, 'Contested (red dashes)'],
    [<rect className="battle-half" x={ix - 14} y={-9} width={28} height={18} />, 'Battle: the attacked half'],
    [
      <g className="rail-modifier side-confederate" transform={`translate(${ix} 0)`}>
        <rect x={-13} y={-9} width={26} height={18} rx={4} />
        <text dy="0.36em">+1</text>
      </g>,
      'Rail defence bonus, this side',
    ],
  ];
  return (
    <g className="map-legend" aria-hidden="true">
      <rect className="map-legend-box" x={x} y={y} width={width} height={height} rx={6} />
      <text className="map-legend-title" x={x + 12} y={y + 20}>Key — upper half = north</text>
      {rows.map(([mark, text], i) => {
        const cy = y + 44 + i * ROW;
        return (
          <g key={text} className="map-legend-row">
            <g transform={`translate(0 ${cy})`}>{mark}</g>
            <text x={tx} y={cy} dy="0.36em">{text}</text>
          </g>
        );
      })}
    </g>
  );
}

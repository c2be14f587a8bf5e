/**
 * The map's key, drawn in the bottom-right corner (the Atlantic): what each mark means.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGEND_BOX } from './layout';
import {
  ContestedMark, ControlFlag, CounterShape, NoEntryMark, PortAnchor, SideBadge, SupplyMark, VpHex,
} from './marks';

const ROW = 24;

/** Legend of the map's marks. */
export function Legend() {
  const { t } = useTranslation();
  const { x, y, width, height } = LEGEND_BOX;
  const ix = x + 24;
  const tx = x + 54;
  const rows: [ReactElement, string][] = [
    [
      <g>
        <SideBadge x={-10} y={0} side="union" />
        <SideBadge x={10} y={0} side="confederate" />
      </g>,
      t('map.legend.sides'),
    ],
    [<CounterShape x={0} y={0} side="union" kind="army" strength={2} />, t('map.legend.unionArmy')],
    [<CounterShape x={0} y={0} side="confederate" kind="army" strength={2} />, t('map.legend.confederateArmy')],
    [<CounterShape x={0} y={0} side="confederate" kind="fort" strength={3} />, t('map.legend.fort')],
    [<VpHex x={0} y={0} vp={1} />, t('map.legend.vp')],
    [<PortAnchor x={-2} y={0} defence={1} />, t('map.legend.port')],
    [<SupplyMark x={0} y={0} side="confederate" />, t('map.legend.supply')],
    [<NoEntryMark x={0} y={0} />, t('map.legend.noEntry')],
    [<ControlFlag x={-9} y={10} side="union" />, t('map.legend.flag')],
    [<ContestedMark x={0} y={0} />, t('map.legend.contested')],
    [<rect className="battle-half" x={-14} y={-9} width={28} height={18} />, t('map.legend.battle')],
    [
      <g className="rail-modifier side-confederate">
        <rect x={-14} y={-10} width={28} height={20} rx={4} />
        <text dy="0.36em">+1</text>
      </g>,
      t('map.legend.railBonus'),
    ],
  ];
  return (
    <g className="map-legend" aria-hidden="true">
      <rect className="map-legend-box" x={x} y={y} width={width} height={height} rx={6} />
      <text className="map-legend-title" x={x + 12} y={y + 20}>{t('map.key')}</text>
      <text className="map-legend-note" x={x + 48} y={y + 20}>{t('map.keyNote')}</text>
      {rows.map(([mark, text], i) => {
        const cy = y + 46 + i * ROW;
        return (
          <g key={text} className="map-legend-row">
            <g transform={`translate(${ix} ${cy}) scale(0.8)`}>{mark}</g>
            <text x={tx} y={cy} dy="0.36em">{text}</text>
          </g>
        );
      })}
    </g>
  );
}

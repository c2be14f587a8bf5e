/**
 * The map's key, drawn in the bottom-right corner (the Atlantic): what each mark means. Its texts
 * are as long as each language makes them: the note follows the title's measured width, and a text
 * wider than its room is squeezed into it (`FitText`), never drawn over its neighbour or out of the box.
 */
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FitText } from './FitText';
import { LEGEND_BOX } from './layout';
import {
  ContestedMark, ControlFlag, CounterShape, NoEntryMark, PortAnchor, SideBadge, SupplyMark, VpHex,
} from './marks';

const ROW = 24;
/** Room (SVG units) kept clear inside the box's right edge, and between the title and its note. */
const PAD = 8;
/** The title's width before it is measured (about "Key" in English). */
const TITLE_GUESS = 30;

/** Legend of the map's marks. */
export function Legend() {
  const { t } = useTranslation();
  const { x, y, width, height } = LEGEND_BOX;
  const ix = x + 24;
  const tx = x + 54;
  const title = useRef<SVGTextElement>(null);
  const [titleWidth, setTitleWidth] = useState(TITLE_GUESS);
  useLayoutEffect(() => {
    const el = title.current;
    if (!el || typeof el.getComputedTextLength !== 'function') return; // no layout (jsdom): keep the guess
    const w = el.getComputedTextLength();
    if (w > 0 && Math.abs(w - titleWidth) > 0.5) setTitleWidth(w);
  });
  const noteX = x + 12 + titleWidth + PAD;
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
      <text ref={title} className="map-legend-title" x={x + 12} y={y + 20}>{t('map.key')}</text>
      <FitText className="map-legend-note" x={noteX} y={y + 20} maxWidth={x + width - PAD - noteX}>{t('map.keyNote')}</FitText>
      {rows.map(([mark, text], i) => {
        const cy = y + 46 + i * ROW;
        return (
          <g key={text} className="map-legend-row">
            <g transform={`translate(${ix} ${cy}) scale(0.8)`}>{mark}</g>
            <FitText x={tx} y={cy} dy="0.36em" maxWidth={x + width - PAD - tx}>{text}</FitText>
          </g>
        );
      })}
    </g>
  );
}

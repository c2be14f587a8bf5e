/**
 * The map's key, drawn in the bottom-right corner (the Atlantic): what each mark means. Its texts
 * are as long as each language makes them: the note follows the title's measured width, and a text
 * wider than its room is squeezed into it (`FitText`), never drawn over its neighbour or out of the box.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FitText } from './FitText';
import { LEGEND_BOX } from './layout';
import {
  ContestedMark, ControlFlag, CounterShape, NoEntryMark, PortAnchor, SideBadge, SupplyMark, VpHex,
} from './marks';

/**
 * The key's box in projector mode: the whole Atlantic corner between Savannah (right edge 941) and
 * Fort Monroe (bottom 641). Here, not in layout.ts, whose code the first paint loads.
 */
export const LEGEND_BOX_PROJECTOR = { x: 946, y: 646, width: 330, height: 350 } as const;

/**
 * The key's geometry (SVG units): its box, the first row's centre below the box's top, the rows'
 * pitch, the marks' column and scale, and where the texts start. In projector mode (QA: the key's
 * texts were 7–8 px on a 1280×720 projector) its texts are 20 units, 12.3 px there (map.css), in a
 * box that fills the Atlantic corner clear of Savannah and Fort Monroe: the note goes under the
 * title, the rows are tighter, the marks smaller.
 */
const GEOMETRY = {
  normal: { box: LEGEND_BOX, first: 46, row: 24, mark: 24, scale: 0.8, text: 54 },
  projector: { box: LEGEND_BOX_PROJECTOR, first: 75, row: 23, mark: 20, scale: 0.72, text: 40 },
} as const;
/** Room (SVG units) kept clear inside the box's right edge, and between the title and its note. */
const PAD = 8;
/** The title's width before it is measured (about "Key" in English). */
const TITLE_GUESS = 30;

/** Whether projector mode is on (App.tsx sets the `projector` class on <html>), following its changes. */
function useProjector(): boolean {
  const html = document.documentElement;
  const [on, setOn] = useState(() => html.classList.contains('projector'));
  useEffect(() => {
    const follow = () => setOn(html.classList.contains('projector'));
    const observer = new MutationObserver(follow);
    observer.observe(html, { attributes: true, attributeFilter: ['class'] });
    follow();
    return () => observer.disconnect();
  }, [html]);
  return on;
}

/** Legend of the map's marks. */
export function Legend() {
  const { t } = useTranslation();
  const projector = useProjector();
  const g = GEOMETRY[projector ? 'projector' : 'normal'];
  const { x, y, width, height } = g.box;
  const ix = x + g.mark;
  const tx = x + g.text;
  const title = useRef<SVGTextElement>(null);
  const [titleWidth, setTitleWidth] = useState(TITLE_GUESS);
  useLayoutEffect(() => {
    const el = title.current;
    if (!el || typeof el.getComputedTextLength !== 'function') return; // no layout (jsdom): keep the guess
    const w = el.getComputedTextLength();
    if (w > 0 && Math.abs(w - titleWidth) > 0.5) setTitleWidth(w);
  });
  // Beside the title, or under it in projector mode.
  const noteX = projector ? x + 12 : x + 12 + titleWidth + PAD;
  const noteY = projector ? y + 49 : y + 20;
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
    <g className={projector ? 'map-legend map-legend--projector' : 'map-legend'} aria-hidden="true">
      <rect className="map-legend-box" x={x} y={y} width={width} height={height} rx={6} />
      <text ref={title} className="map-legend-title" x={x + 12} y={y + (projector ? 24 : 20)}>{t('map.key')}</text>
      <FitText className="map-legend-note" x={noteX} y={noteY} maxWidth={x + width - PAD - noteX}>{t('map.keyNote')}</FitText>
      {rows.map(([mark, text], i) => {
        const cy = y + g.first + i * g.row;
        return (
          <g key={text} className="map-legend-row">
            <g transform={`translate(${ix} ${cy}) scale(${g.scale})`}>{mark}</g>
            <FitText x={tx} y={cy} dy="0.36em" maxWidth={x + width - PAD - tx}>{text}</FitText>
          </g>
        );
      })}
    </g>
  );
}

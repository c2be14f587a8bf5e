/**
 * The rail links layer: one line per link from the half it leaves to the half it enters, a dot
 * where it touches each half, and the defence modifier badge near the defender it protects.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LinkEnd, RailLink } from '../../data/types';
import { DEFAULT_RULESET } from '../../engine';
import { locationName } from '../game/labels';
import { displayRules } from '../game/rules';
import { linkGeometryOf } from './layout';

function endName(t: TFunction, end: LinkEnd): string {
  return t('map.rail.end', { location: locationName(end.location), half: t(`half.${end.half}`) });
}

/** The two places a link joins, in a fixed order. */
const ends = (l: RailLink) => [l.a.location, l.b.location].sort() + '';

/**
 * A link's tooltip: its ends, and the defence modifier it gives, if any (R7.5), with the place the
 * modifier is named after (Manassas, Cumberland Gap): the link's own note, else the rulebook's for
 * the link between the same two places — a name, not a rule, so a ruleset that changes the modifier
 * keeps it (QA: `manassas-union` gives link 8's +1 to the Union, and "Manassas" was lost with the note).
 */
function linkTitle(t: TFunction, link: RailLink): string {
  const text = t('map.rail.link', { id: link.id, a: endName(t, link.a), b: endName(t, link.b) });
  const mod = link.modifier;
  if (!mod) return text;
  const args = { link: text, value: mod.value, side: t(`side.${mod.side}`) };
  const note = mod.note ?? DEFAULT_RULESET.railLinks.find((l) => ends(l) === ends(link))?.modifier?.note;
  if (!note) return t('map.rail.modifier', args);
  const noteKey = note.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return t('map.rail.modifierNote', { ...args, note: t(`map.rail.note.${noteKey}`, { defaultValue: note }) });
}

/** All 30 rail links; each line carries `data-link` = the link's id. */
export function RailLinks() {
  const { t } = useTranslation();
  return (
    <g className="rail-links">
      {linkGeometryOf(displayRules().ruleset.railLinks).map(({ link, a, b, modifierAt }) => {
        const mod = link.modifier;
        const title = linkTitle(t, link);
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
                {/* The link's title says the modifier in words: the figure alone is not read out. */}
                <text dy="0.36em" aria-hidden="true">+{mod.value}</text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

/**
 * What the move about to be confirmed will do (issue 11 item 1): its route and rule, the half the
 * armies arrive in, whether it starts a battle (against what) and the defence modifiers that
 * battle carries, or the place it takes. Loaded with the first move offered (first-paint budget);
 * the facts come from `moveFacts`, which applies the action to a copy of the position (a battle the
 * engine fought through inside the action is told with its result, E3). The route is
 * drawn on the map too (`RouteOnMap`, QA: a long move drew nothing).
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Action, GameState, Half, LocationId } from '../../engine/types';
import { listText, locationName, sideName } from '../game/labels';
import { displayRules } from '../game/rules';
import { halfRect, linkGeometryOf, type Point } from '../map/layout';
import { RuleBadge } from '../status/RuleBadge';
import { moveFacts, type MoveFacts } from './movePreview';

/** The middle of a half on the map. */
function centre(location: LocationId, half: Half): Point {
  const r = halfRect(location, half);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/**
 * The lines the move takes on the map: by rail, from the moving army's half along each link of the
 * engine's route to the half it arrives in; by sea, straight from each army's port.
 */
export function routeLines(state: GameState, action: Action, facts: MoveFacts): Point[][] {
  // A beaten army's half is gone after a battle fought through: the half its last link enters.
  const end = centre(facts.to, facts.half ?? facts.route?.[facts.route.length - 1]?.toHalf ?? 'upper');
  if (facts.rule === 'R6.3' && action.type === 'naval-move') {
    return action.moves.map((m) => [centre(m.from, state.units.find((u) => u.id === m.unit)?.half ?? 'upper'), end]);
  }
  if (!facts.route?.length || !facts.from) return [];
  const geometry = linkGeometryOf(displayRules().ruleset.railLinks);
  const points = [centre(facts.from, facts.route[0]!.here)];
  let at = facts.from;
  for (const leg of facts.route) {
    const g = geometry.find((x) => x.link.id === leg.link.id);
    if (g) points.push(...(g.link.a.location === at ? [g.a, g.b] : [g.b, g.a]));
    at = leg.to;
  }
  return [[...points, end]];
}

/** The route drawn over the map's counters (`data-testid="route-preview"`), through a portal into the board's SVG; nothing without a board. */
function RouteOnMap({ lines }: { lines: Point[][] }) {
  const [board, setBoard] = useState(() => document.querySelector('svg.board-map'));
  useEffect(() => {
    // Drawn in the same commit as the board (a page shown again with a move half built): found once it is there.
    if (board) return;
    const frame = requestAnimationFrame(() => setBoard(document.querySelector('svg.board-map')));
    return () => cancelAnimationFrame(frame);
  }, [board]);
  if (!board || !lines.length) return null;
  return createPortal(
    <g className="route-preview" data-testid="route-preview" aria-hidden="true">
      {lines.map((line, i) => <path key={i} d={line.map((p, j) => `${j ? 'L' : 'M'}${Math.round(p.x)} ${Math.round(p.y)}`).join(' ')} />)}
    </g>,
    board,
  );
}

/** Props of `MovePreview`: the position and the move (or naval move, Rail Movement, declared attack) to describe. */
export interface MovePreviewProps { state: GameState; action: Action }

/** The move's facts as a short list (`data-testid="move-preview"`); nothing for an action that moves no army. */
export default function MovePreview({ state, action }: MovePreviewProps) {
  const { t } = useTranslation();
  const facts = useMemo(() => moveFacts(state, action), [state, action]);
  if (!facts) return null;
  const to = locationName(facts.to);
  // Every port a naval move sails from is named (R6.3, QA: the second port was left out).
  const froms = facts.froms.map(locationName);
  const from = listText(froms);
  // Several ports of origin (R6.3) take their own wording where the language declines the word for them (ru: «из областей»).
  const route = t(`movePreview.route.${facts.rule}`, { from, to, context: froms.length > 1 ? 'several' : undefined });
  // The places a move by rail passes, named (R6.2.2, R11.5; QA: only its two ends were said); else the place it enters from.
  const passed = facts.route?.slice(0, -1).map((leg) => locationName(leg.to)) ?? [];
  const through = passed.length
    ? ` ${t('movePreview.through', { places: listText(passed) })}`
    : facts.via ? ` ${t('movePreview.via', { via: locationName(facts.via) })}` : '';
  return (
    <ul className="move-preview" data-testid="move-preview">
      <RouteOnMap lines={routeLines(state, action, facts)} />
      <li>
        {route}
        {through} <RuleBadge rule={facts.rule} />
      </li>
      {/* A declared attack (R6.4) moves no army: it names the half it attacks (QA: "arrives" said nothing moved in). */}
      {/* A battle names its half in its own line (R7.1), one line fewer on a tablet's side panel (layout e2e). */}
      {facts.half && !facts.fought && (!facts.battle || facts.rule === 'R6.4') && <li>{t(facts.rule === 'R6.4' ? 'movePreview.attacksHalf' : 'movePreview.arrives', { half: t(`half.${facts.half}`), location: to })}</li>}
      {facts.battle ? (
        <>
          <li data-testid="move-preview-battle">
            {facts.battle.defenderArmies === 0
              // Forts alone (QA: "against 0 armies (strength 0) and 1 fort").
              ? t('movePreview.fortsOnly', { location: to, half: t(`half.${facts.half}`), count: facts.battle.defenderForts })
              : t('movePreview.battle', {
                location: to, half: t(`half.${facts.half}`), count: facts.battle.defenderArmies, strength: facts.battle.defenderStrength,
                forts: facts.battle.defenderForts > 0 ? ` ${t('movePreview.forts', { count: facts.battle.defenderForts })}` : '',
              })}
          </li>
          <li>
            {facts.battle.modifiers.length === 0
              ? t('movePreview.noModifier')
              : facts.battle.modifiers.map((m) => t('movePreview.modifier', { value: m.value, term: t(`combat.term.${m.term}`) })).join('; ')}{' '}
            <RuleBadge rule="R7.5" />
          </li>
        </>
      ) : (
        <>
          {/* A battle the engine fought through inside the action, neither side holding a card (E3; QA: "No battle." was said). */}
          {facts.fought && (
            <li data-testid="move-preview-fought">
              {t('movePreview.fought', {
                location: to, side: sideName(t, facts.fought.winner),
                attackerStrength: facts.fought.attackerStrength, defenderStrength: facts.fought.defenderStrength,
              })}{' '}
              <RuleBadge rule="E3" />
            </li>
          )}
          {(facts.takesControl || !facts.fought) && <li>{facts.takesControl ? t('movePreview.takes', { location: to }) : t('movePreview.noBattle')}</li>}
        </>
      )}
      {/* What the engine did besides (QA): the Europe marker (R7.11, E9), the game it ends (R12.1), a capital left empty (R12.2, R12.3). */}
      {facts.europe && (
        <li data-testid="move-preview-europe">
          {t(facts.europe.steps > 0 ? 'movePreview.europeUp' : 'movePreview.europeBack', { count: Math.abs(facts.europe.steps), space: facts.europe.space })} <RuleBadge rule="R7.11" />
        </li>
      )}
      {facts.winner && (
        <li className="preview-note" data-testid="move-preview-ends">
          {t('movePreview.endsGame', { side: sideName(t, facts.winner.side) })} <RuleBadge rule={facts.winner.rule} />
        </li>
      )}
      {facts.emptied.map((d) => (
        <li key={d.location} className="preview-note" data-testid="move-preview-emptied">
          {t('movePreview.emptied', { location: locationName(d.location) })} <RuleBadge rule={d.rule} />
        </li>
      ))}
    </ul>
  );
}

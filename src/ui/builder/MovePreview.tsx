/**
 * What the move about to be confirmed will do (issue 11 item 1): its route and rule, the half the
 * armies arrive in, whether it starts a battle (against what) and the defence modifiers that
 * battle carries, or the place it takes. Loaded with the first move offered (first-paint budget);
 * the facts come from `moveFacts`, which applies the action to a copy of the position.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameState } from '../../engine/types';
import { locationName, sideName } from '../game/labels';
import { RuleBadge } from '../status/RuleBadge';
import { moveFacts } from './movePreview';

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
  const from = froms.length > 1 ? t('movePreview.and', { list: froms.slice(0, -1).join(', '), last: froms[froms.length - 1] }) : froms[0] ?? '';
  const route = t(`movePreview.route.${facts.rule}`, { from, to });
  return (
    <ul className="move-preview" data-testid="move-preview">
      <li>
        {route}
        {facts.via ? ` ${t('movePreview.via', { via: locationName(facts.via) })}` : ''} <RuleBadge rule={facts.rule} />
      </li>
      {/* A declared attack (R6.4) moves no army: it names the half it attacks (QA: "arrives" said nothing moved in). */}
      {facts.half && <li>{t(facts.rule === 'R6.4' ? 'movePreview.attacksHalf' : 'movePreview.arrives', { half: t(`half.${facts.half}`), location: to })}</li>}
      {facts.battle ? (
        <>
          <li data-testid="move-preview-battle">
            {t('movePreview.battle', {
              location: to, count: facts.battle.defenderArmies, strength: facts.battle.defenderStrength,
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
        <li>{facts.takesControl ? t('movePreview.takes', { location: to }) : t('movePreview.noBattle')}</li>
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

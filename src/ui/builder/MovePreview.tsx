/**
 * What the move about to be confirmed will do (issue 11 item 1): its route and rule, the half the
 * armies arrive in, whether it starts a battle (against what) and the defence modifiers that
 * battle carries, or the place it takes. Loaded with the first move offered (first-paint budget);
 * the facts come from `moveFacts`, which applies the action to a copy of the position.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameState } from '../../engine/types';
import { locationName } from '../game/labels';
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
  const route = t(`movePreview.route.${facts.rule}`, { from: facts.from ? locationName(facts.from) : '', to });
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
    </ul>
  );
}

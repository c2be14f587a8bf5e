/**
 * No loss without warning (issue 11 item 2), at the start of the decision and for as long as it
 * holds: when the turn, ended as things stand, would hand the game to the opponent (`lossIfTurnEnds`:
 * the engine plays the rest of the turn as passes on a copy), the person deciding is told while
 * there are actions left to change it, not only on End turn (QA: Washington held at the turn's start
 * went unsaid until the last click). Loaded when the map is drawn (first-paint budget).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState, Side } from '../../engine/types';
import { winReasonText } from '../gameover/GameOver';
import { RuleBadge } from '../status/RuleBadge';
import { lossIfTurnEnds } from './turnLoss';

/** The warning (`data-testid="turn-danger"`), or nothing. */
export function TurnDanger({ state, side }: { state: GameState; side: Side }) {
  const { t } = useTranslation();
  const loss = useMemo(() => lossIfTurnEnds(state, side), [state, side]);
  if (!loss) return null;
  return (
    <p className="loss-warning" role="alert" data-testid="turn-danger">
      {t('danger.turnEnd', { reason: t(`danger.ending.${loss.reason}`, { ...loss.args, defaultValue: winReasonText(t, loss) }) })} <RuleBadge rule={loss.rule} />
    </p>
  );
}

/**
 * No loss without warning inside a battle (QA): the builder's answer about to be confirmed costs
 * more than it says — a casualty choice that leaves forts to be eliminated as well (E11), a naval
 * attack with no sea retreat open (E6: Washington not Union-controlled) or that spends the last
 * naval-movement card (R9.3), so that a defeat eliminates the attackers. The
 * facts come from `battleDanger.ts` (the action applied to a copy); loaded with the builder's
 * preview, outside the first-paint bundle.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameState } from '../../engine/types';
import { RuleBadge } from '../status/RuleBadge';
import { fortsAlsoLost, seaRetreatLost } from './battleDanger';

/** The warnings (`fort-warning`, `naval-warning`), or nothing. */
export function BattleDanger({ state, action }: { state: GameState; action: Action }) {
  const { t } = useTranslation();
  const forts = useMemo(() => fortsAlsoLost(state, action), [state, action]);
  const naval = useMemo(() => seaRetreatLost(state, action), [state, action]);
  return (
    <>
      {forts > 0 && (
        <p className="loss-warning" role="alert" data-testid="fort-warning">
          {t('danger.fortsToo', { count: forts })} <RuleBadge rule="E11" />
        </p>
      )}
      {naval && (
        <p className="loss-warning" role="alert" data-testid="naval-warning">
          {t(naval === 'E6' ? 'danger.seaRouteShut' : 'danger.lastNavalCard')} <RuleBadge rule={naval} />
        </p>
      )}
    </>
  );
}

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
import { decision } from '../../engine';
import { RuleBadge } from '../status/RuleBadge';
import { sideName } from './labels';
import { fortsAlsoLost, seaRetreatLost } from './battleDanger';
import { hiddenLoss } from './hiddenLoss';

/** The warnings (`fort-warning`, `naval-warning`; the defender's `loss-warning`, R7.2, R8.1), or nothing. */
export function BattleDanger({ state, action }: { state: GameState; action: Action }) {
  const { t } = useTranslation();
  const forts = useMemo(() => fortsAlsoLost(state, action), [state, action]);
  const naval = useMemo(() => seaRetreatLost(state, action), [state, action]);
  // The defender's answer, tried with every card the attacker may have played face down (hiddenLoss.ts).
  const loss = useMemo(() => {
    const d = decision(state);
    return d?.kind === 'defender-response' ? hiddenLoss(state, action, d.side) : null;
  }, [state, action]);
  return (
    <>
      {forts > 0 && (
        <p className="loss-warning" role="alert" data-testid="fort-warning">
          {t('danger.fortsToo', { count: forts })} <RuleBadge rule="E11" />
        </p>
      )}
      {loss && (
        <p className="loss-warning" role="alert" data-testid="loss-warning">
          {t(loss.sure ? 'builder.losesGame' : 'danger.mayLoseGame', { side: sideName(t, loss.winner.side) })} <RuleBadge rule={loss.winner.rule} />
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

/**
 * Why a card's printed use is missing from its menu (issue 11 item 2): for each use the card
 * prints (Deploy, Move, Naval move, its card action) that the engine does not offer now, the
 * engine's reason (`whyNot`) with its rule, e.g. Deploy refused because no controlled location is
 * in supply (R5.8), or Paper Money's action with no unit card in hand (R11.4; QA: only Discard was
 * offered, with no reason).
 * Loaded when a card's menu first opens, out of the first-paint budget.
 */
import { useTranslation } from 'react-i18next';
import { abilityOf, whyNot } from '../../engine';
import type { Action, ActionType, CardId, GameState } from '../../engine/types';
import { errorText } from '../game/errorText';
import { cardData } from '../game/labels';
import { RuleBadge } from '../status/RuleBadge';
import { cardUseLabel } from './ActionBuilder';

/** Props of `LostUses`: the position, the card whose menu is open and the uses it offers. */
export interface LostUsesProps { state: GameState; card: CardId; uses: readonly ActionType[] }

/** One line per printed use the card cannot serve now, with the engine's reason and rule. */
export default function LostUses({ state, card, uses }: LostUsesProps) {
  const { t } = useTranslation();
  const data = cardData(card);
  if (!data) return null;
  const ability = abilityOf(data);
  const printed: ActionType[] = [
    ...(data.top ? ['deploy' as const] : []), ...(data.movement ? ['move' as const] : []), ...(data.naval ? ['naval-move' as const] : []),
    ...(ability?.kind === 'action' && ability.usableBy(data, state.active) ? ['card-action' as const] : []),
  ];
  const lost = printed.filter((type) => !uses.includes(type)).flatMap((type) => {
    const why = whyNot(state, { type, card } as Partial<Action>);
    return why ? [{ type, why }] : [];
  });
  return (
    <>
      {lost.map(({ type, why }) => (
        <p key={type} className="lost-use" data-testid={`why-not-${type}`}>
          {t('builder.whyNoUse', { use: cardUseLabel(t, type, card), reason: errorText(t, why, why.rule) })} <RuleBadge rule={why.rule} />
        </p>
      ))}
    </>
  );
}

/**
 * Why a card's printed use is missing from its menu (issue 11 item 2): for each use the card
 * prints (Deploy, Move, Naval move, its card action) that the engine does not offer now, the
 * engine's reason (`whyNot`) with its rule, e.g. Deploy refused because no controlled location is
 * in supply (R5.8), or Paper Money's action with no unit card in hand (R11.4; QA: only Discard was
 * offered, with no reason). A card whose only use is a Benefit in battle (High Ground, R11.3;
 * Reinforcements, R11.6) says so on its owner's turn (QA: no line said why it could not be played).
 * Without a card, for the defender offered only Stand: the decision's prompt and what to do next
 * (their strings live in en-pages.ts, out of the first paint) and why the engine lists no
 * withdrawal (forts cannot withdraw, R8.5; a contested location is left only by links of one's own
 * half, E12; QA: only the decision's R7.3 was cited).
 * Loaded when a card's menu first opens, out of the first-paint budget.
 */
import { useTranslation } from 'react-i18next';
import { abilityOf, decision, ruleOfDecision, whyNot } from '../../engine';
import type { Action, ActionType, CardId, GameState } from '../../engine/types';
import { errorText } from '../game/errorText';
import { cardData, cardName, locationName } from '../game/labels';
import { RuleBadge } from '../status/RuleBadge';
import { cardUseLabel } from './ActionBuilder';
import { PROMPT_ID } from './builder';

/**
 * Props of `LostUses`: the position, the card whose menu is open and the uses it offers; without a
 * card, the stand-only defender's position and the hand's playable cards (`uses`).
 */
export type LostUsesProps = { state: GameState; card: CardId; uses: readonly ActionType[] } | { state: GameState; card?: undefined; uses: readonly CardId[] };

/** One line per printed use the card cannot serve now, with the engine's reason and rule. */
export default function LostUses({ state, card, uses }: LostUsesProps) {
  const { t } = useTranslation();
  if (card === undefined) return <StandOnly state={state} playable={uses.length > 0} />;
  const data = cardData(card);
  if (!data) return null;
  const ability = abilityOf(data);
  const printed: ActionType[] = [
    ...(data.top ? ['deploy' as const] : []), ...(data.movement ? ['move' as const] : []), ...(data.naval ? ['naval-move' as const] : []),
    ...(ability?.kind === 'action' && ability.usableBy(data, state.active) ? ['card-action' as const] : []),
  ];
  const lost = printed.filter((type) => !(uses as readonly string[]).includes(type)).flatMap((type) => {
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
      {ability?.kind === 'benefit' && (
        // A Benefit is played by the standing defender (R7.3), never on one's own turn.
        <p className="lost-use" data-testid="why-not-benefit">
          {t('builder.benefitOnly', { card: cardName(card) })} <RuleBadge rule={ability.rule} />
        </p>
      )}
    </>
  );
}

/**
 * The defender whose withdrawal the engine does not list (R7.3, R8.4, R8.5): the prompt (with the
 * decision's rule), what to do next, and the engine's reason it cannot withdraw, with its rule.
 */
function StandOnly({ state, playable }: { state: GameState; playable: boolean }) {
  const { t } = useTranslation();
  const d = decision(state);
  if (!d) return null;
  const why = whyNot(state, { type: 'withdraw' });
  return (
    <>
      <p className="decision-prompt">
        <span data-testid="decision-prompt" id={PROMPT_ID}>{t('builder.standOnly.prompt', { location: d.location ? locationName(d.location) : '' })}</span>{' '}
        <RuleBadge rule={ruleOfDecision(d)} />
      </p>
      <p data-testid="decision-next">{t(`builder.standOnly.${playable ? 'nextWithCard' : 'next'}`)}</p>
      {why && (
        <p className="lost-use" data-testid="why-not-withdraw">
          {t('builder.whyNoUse', { use: t('builder.button.withdraw'), reason: errorText(t, why, why.rule) })} <RuleBadge rule={why.rule} />
        </p>
      )}
    </>
  );
}

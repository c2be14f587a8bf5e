/**
 * One card drawn from the deck data: name, top unit and deploy cost, Leadership, Movement, Naval,
 * text; under it, the card's History disclosure (issue 12 item 4).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId } from '../../engine/types';
import { cardData, cardName, topUnitLabel } from '../game/labels';
import { lazyPart } from '../layout/lazyPart';

// The History disclosure is drawn just after the first paint, its strings with the pages' (first-paint budget, issue 11 item 7).
const CardHistory = lazyPart(() => import('../history/CardHistory').then((m) => m.CardHistory));

/** Props of `CardFace`. */
export interface CardFaceProps {
  id: CardId;
  /** Picked for the action being built (or part of the current selection). */
  selected?: boolean;
  /** May be clicked now. */
  enabled: boolean;
  /** Part of the bot's suggestion (issue 11 item 7). */
  suggested?: boolean;
  onClick?: () => void;
}

/** A hand card as a button (`data-testid="card-<ID>"`), and its History toggle. */
export function CardFace({ id, selected = false, enabled, suggested = false, onClick }: CardFaceProps) {
  const { t } = useTranslation();
  const card = cardData(id);
  if (!card) return <li className="card unknown">{id}</li>;
  const top = topUnitLabel(t, card);
  return (
    <li className="hand-card">
      <button
        type="button"
        className={`card card-${card.side}${selected ? ' selected' : ''}${suggested ? ' suggested' : ''}`}
        data-testid={`card-${id}`}
        aria-pressed={selected}
        disabled={!enabled}
        onClick={onClick}
      >
        <span className="card-name">{cardName(id)}</span>
        {top && (
          <span className="card-top">
            {top} <span className="card-cost">({t('card.cost', { cost: card.cost ?? 0 })})</span>
          </span>
        )}
        <span className="card-symbols">
          {card.leadership > 0 && <span className="sym sym-leadership"><span aria-hidden="true">★</span> {t('card.leadership', { value: card.leadership })}</span>}
          {card.movement && <span className="sym sym-movement"><span aria-hidden="true">➤</span> {t('card.movement')}</span>}
          {card.naval && <span className="sym sym-naval"><span aria-hidden="true">⚓</span> {t('card.naval')}</span>}
        </span>
        {card.text && <span className="card-text">{t(`card.text.${card.text}`)}</span>}
        {card.pile !== 'base' && <span className="card-pile">{t(`card.pile.${card.pile}`)}</span>}
      </button>
      <Suspense fallback={null}>
        <CardHistory name={card.name} label={cardName(id)} />
      </Suspense>
    </li>
  );
}

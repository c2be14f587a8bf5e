/**
 * The deciding player's hand, from their own view. Which cards can be clicked, and what a click
 * means, follows the action builder's status (start an action, pick a card step, toggle a payment).
 */
import { useTranslation } from 'react-i18next';
import type { CardId } from '../../engine/types';
import { pickedCards, type BuilderStatus } from '../builder/builder';
import { sideName } from '../game/labels';
import type { Screen } from '../game/useScreen';
import { useGame, useGameStoreApi } from '../store/StoreContext';
import { CardFace } from './CardFace';

/** Whether a card can be clicked, and whether it shows as picked, in the builder's status. */
function cardState(status: BuilderStatus, card: CardId, picked: CardId[], selection: CardId[]): { enabled: boolean; selected: boolean } {
  switch (status.phase) {
    case 'idle':
      return { enabled: status.playable.includes(card), selected: false };
    case 'uses':
      return { enabled: true, selected: card === status.card };
    case 'step':
      if (status.step.kind === 'card') return { enabled: status.values.includes(card), selected: picked.includes(card) };
      if (status.step.kind === 'cards') {
        const chosen = status.locked.includes(card) || selection.includes(card);
        return { enabled: !status.locked.includes(card) && (chosen || status.selectable.includes(card)), selected: chosen };
      }
      return { enabled: false, selected: picked.includes(card) };
    default:
      return { enabled: false, selected: picked.includes(card) };
  }
}

/** The hand panel (`data-testid="hand"`). */
export function Hand({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const builder = useGame((s) => s.ui.builder);
  const pickCard = useGame((s) => s.pickCard);
  const api = useGameStoreApi();
  // The cards of the bot's suggestion (issue 11 item 7), while the game is at the state it was asked for.
  const suggested = useGame((s) => (s.ui.suggestion?.for === s.game ? s.ui.suggestion.cards : null));
  const { view, status } = screen;
  if (view.viewer === 'observer') return null;
  // Every card picked so far shows as picked (a stand's Benefit cards, R7.3), not only the first.
  const picked = pickedCards(builder);
  const hint = screen.botDeciding
    ? t('bot.handHint')
    : status.phase === 'step' && (status.step.kind === 'cards' || status.step.kind === 'card') ? t('hand.hintSelect') : t('hand.hint');
  return (
    <section className="panel hand-panel" aria-labelledby="hand-title" data-testid="hand">
      <h2 id="hand-title">{t('hand.title', { side: sideName(t, view.viewer) })}</h2>
      {view.hand.length === 0 ? (
        <p>{t('hand.empty')}</p>
      ) : (
        <>
          <p className="hint">{hint}</p>
          {/* A card dragged onto the map deploys there (issue 11 item 1): the press is followed by ./cardDrag, loaded on the first one. */}
          <ul className="hand" onPointerDown={(e) => void import('./cardDrag').then((m) => m.followPress(api, e.nativeEvent))}>
            {view.hand.map((id) => {
              const { enabled, selected } = cardState(status, id, picked, builder.selection);
              return <CardFace key={id} id={id} enabled={enabled} selected={selected} suggested={suggested?.includes(id)} onClick={() => pickCard(id)} />;
            })}
          </ul>
        </>
      )}
    </section>
  );
}

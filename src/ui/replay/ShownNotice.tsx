/**
 * The trace that the whole position of this game was shown while it kept its secrets (both hands,
 * the order of the draw piles: the Position editor, *Play from here*, another side's view in the
 * Replay, `noteShown`): one player alone may agree to it, so the hand-off screen tells the other
 * player, on which turns, for the rest of the game.
 */
import { useTranslation } from 'react-i18next';
import { listText } from '../game/labels';
import { useGame } from '../store/StoreContext';
import { shownTurns } from './viewpoint';

/** The notice (`shown-notice`), or nothing when the whole position was never shown. */
export function ShownNotice() {
  const { t } = useTranslation();
  const origin = useGame((s) => s.record.origin);
  const turns = shownTurns(origin);
  if (!turns.length) return null;
  return <p className="warning" role="note" data-testid="shown-notice">{t('shown.notice', { turns: listText(turns.map(String)) })}</p>;
}

/**
 * Narration for a class following a bot-against-bot game or a replay (issue 12 item 3): the last
 * action as a large caption beside the map, at the foot of the side panel — a headline in plain words ("Lee: the
 * Confederate army of 3 attacks Washington from Manassas", or a battle's reveal), the card played,
 * and the action's other log entries smaller — so that the room can read what just happened.
 * Pair it with the bots' *Narrate* speed, Pause and Step.
 */
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '../../engine/types';
import { logText } from '../game/logText';
import { headline, useNarration } from './narration';

/** How many of the action's other log entries the caption shows under the headline. */
const MORE = 3;

/**
 * The caption (`data-testid="narration"`) of the last action seen in `view` (or of the step from
 * `before` to `view`, when given); nothing for an empty log.
 */
export function NarrationCaption({ view, before }: { view: PlayerView; before?: PlayerView | null }) {
  const { t } = useTranslation();
  const narration = useNarration(view, before);
  if (view.log.length === 0) return null;
  const head = headline(t, narration);
  const side = narration.move?.side ?? head.entry?.side ?? null;
  const rest = narration.entries.filter((e) => e !== head.entry && e !== narration.battle).slice(-MORE);
  return (
    <div
      className={`narration${narration.reveal ? ' narration--reveal' : ''}`}
      data-testid="narration" data-log-length={view.log.length} role="status" aria-label={t('narration.label')}
    >
      <p className={`narration-line narration-line--newest${side ? ` side-${side}` : ''}`} data-testid="narration-headline">
        {head.card && <span className="narration-card" data-testid="narration-card">{t('narration.card', { card: head.card })}</span>}
        {head.text}
      </p>
      {rest.map((entry) => (
        <p key={view.log.indexOf(entry)} className={`narration-line${entry.side ? ` side-${entry.side}` : ''}`}>
          {logText(t, entry)}
        </p>
      ))}
    </div>
  );
}

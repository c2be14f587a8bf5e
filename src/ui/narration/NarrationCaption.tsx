/**
 * Narration for a class following a bot-against-bot game (issue 12 item 3): the newest entries of
 * the game log as a large caption over the bottom of the map — the latest in large type, the two
 * before it smaller — so that the room can read what just happened. Pair it with the bots'
 * *Narrate* speed (one action every five seconds) and Pause / Resume.
 */
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../engine/types';
import { logText } from '../game/logText';

/** How many of the newest log entries the caption shows. */
const SHOWN = 3;

/** The caption (`data-testid="narration"`) of the newest entries of `log`; nothing for an empty log. */
export function NarrationCaption({ log }: { log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  if (log.length === 0) return null;
  const shown = log.slice(-SHOWN);
  return (
    <div className="narration" data-testid="narration" role="status" aria-label={t('narration.label')}>
      {shown.map((entry, i) => (
        <p key={log.length - shown.length + i} className={`narration-line${i === shown.length - 1 ? ' narration-line--newest' : ''}${entry.side ? ` side-${entry.side}` : ''}`}>
          {logText(t, entry)}
        </p>
      ))}
    </div>
  );
}

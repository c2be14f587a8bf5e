/**
 * What happened, said to a screen reader (WCAG 4.1.3): every log entry added since the last
 * announcement, in one polite message, and a word when steps are taken back (a new game, loaded or
 * started, is not news: its log is the screen's to read). Mounted once with
 * the game page, beside the map and the hand-off screen alike, so the region is in the page
 * before it speaks (a live region inserted already filled is not read) and nothing is missed while
 * the hand-off screen hides the log.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../engine/types';
import { logText } from '../game/logText';

/**
 * The polite live region of the game page (`data-testid="log-live"`), from the viewer's own view of
 * the log; `game` is the same value for every state of one game (its record's origin), another for
 * the next game.
 */
export function LiveLog({ log, game }: { log: readonly LogEntry[]; game: unknown }) {
  const { t } = useTranslation();
  // What was on the log when the region was drawn, or when a game began, is not news.
  const said = useRef({ game, length: log.length });
  const [text, setText] = useState('');
  useEffect(() => {
    const before = said.current;
    said.current = { game, length: log.length };
    if (before.game !== game) setText('');
    else if (log.length > before.length) setText(log.slice(before.length).map((entry) => logText(t, entry)).join(' '));
    else if (log.length < before.length) setText(t('log.undone'));
  }, [log, game, t]);
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="log-live">
      {text}
    </div>
  );
}

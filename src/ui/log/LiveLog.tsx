/**
 * What happened, said to a screen reader (WCAG 4.1.3): every log entry added since the last
 * announcement, in one polite message, and a word when steps are taken back (a new game, loaded or
 * started, is not news: its log is the screen's to read). Mounted once with
 * the game page, beside the map and the hand-off screen alike, so the region is in the page
 * before it speaks (a live region inserted already filled is not read) and nothing is missed while
 * the hand-off screen hides the log.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../engine/types';
import { logText } from '../game/logText';
import { useGame } from '../store/StoreContext';

/**
 * The polite live region of the game page (`data-testid="log-live"`), from the viewer's own view of
 * the log (`log`, the engine's `viewFor`: only its entries are said). What is new, and whether steps
 * were taken back, is read from the game's whole log, the same for every viewer: a hand-off changes
 * whose entries `log` holds (each side's view leaves out the other's private entries), so its length
 * says neither (QA: a hand-off after the Union's casualty choice said "The last step is taken back.").
 * The game is told apart by its record's origin, the same for every state of one game. The entries
 * of a raid let happen at once are said only after its side has seen them (X22, `ui.raided`).
 */
export function LiveLog({ log }: { log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const whole = useGame((s) => s.game.log);
  // A raid let happen at once (X22) is news only once its side hands the screen back, as its
  // answer's entries are after an answer: its two entries (the discards, the private loss) wait.
  const raided = useGame((s) => s.ui.raided !== null);
  const all = useMemo(() => (raided ? whole.slice(0, -2) : whole), [whole, raided]);
  const game = useGame((s) => s.record.origin);
  // What was on the log when the region was drawn, or when a game began, is not news.
  const said = useRef({ game, length: all.length });
  // What to say, kept as data (the entries, or that steps were taken back) and put into words at each
  // render, so a switch of language says it again in the new one (QA: it stayed in the old one).
  const [news, setNews] = useState<readonly LogEntry[] | 'undone'>([]);
  useEffect(() => {
    const before = said.current;
    said.current = { game, length: all.length };
    if (before.game !== game) setNews([]);
    else if (all.length > before.length) {
      // The entries added since, those of them this viewer's log holds (the view shares the game's entries).
      const added = new Set(all.slice(before.length));
      setNews(log.filter((entry) => added.has(entry)));
    } else if (all.length < before.length) setNews('undone');
  }, [log, all, game]);
  const text = news === 'undone' ? t('log.undone') : news.map((entry) => logText(t, entry)).join(' ');
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="log-live">
      {text}
    </div>
  );
}

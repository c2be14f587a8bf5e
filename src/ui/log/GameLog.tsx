/**
 * The game log in plain language (`describeLogEntry`), newest at the bottom, with rule ids as
 * badges; it scrolls itself to the newest entry, which a polite live region also announces.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../engine/types';
import { logText } from '../game/logText';
import { RuleBadge } from '../status/RuleBadge';

/** The log panel (`data-testid="log"`), from the viewer's own view of the log. */
export function GameLog({ log }: { log: LogEntry[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const newest = log.length ? logText(t, log[log.length - 1]) : '';
  return (
    <section className="panel log-panel" aria-labelledby="log-title">
      <h2 id="log-title">{t('log.title')}</h2>
      <ol className="log" data-testid="log" ref={list} tabIndex={0} aria-label={t('log.title')}>
        {log.length === 0 && <li className="log-empty">{t('log.empty')}</li>}
        {log.map((entry, i) => {
          const newTurn = i === 0 || log[i - 1].turn !== entry.turn;
          return (
            <li key={i} className={`log-entry${entry.side ? ` side-${entry.side}` : ''}${newTurn ? ' new-turn' : ''}`}>
              {newTurn && <span className="log-turn">{t('log.turn', { turn: entry.turn })}</span>}
              <span className="log-text">{logText(t, entry)}</span>
              {entry.rules?.map((r) => <RuleBadge key={r} rule={r} />)}
            </li>
          );
        })}
      </ol>
      <div className="visually-hidden" aria-live="polite" data-testid="log-live">
        {newest}
      </div>
    </section>
  );
}

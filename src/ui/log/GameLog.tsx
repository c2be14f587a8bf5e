/**
 * The game log in plain language (`describeLogEntry`), newest at the bottom, with rule ids as
 * badges; it scrolls itself to the newest entry (the game page's `LiveLog` says each new one). The
 * reveal of each finished battle is a button that opens its report (issue 11 item 3).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../engine/types';
import { battleCount } from '../combat/battlesSeen';
import { logText } from '../game/logText';
import { RuleBadge } from '../status/RuleBadge';
import { RuleText } from '../status/RuleText';
import { lazyPart } from '../layout/lazyPart';

// Opened from a battle of the log: loaded then, out of the first-paint budget.
const BattleDialog = lazyPart(() => import('../combat/PastBattles').then((m) => m.BattleDialog));

/** The log panel (`data-testid="log"`), from the viewer's own view of the log. */
export function GameLog({ log }: { log: LogEntry[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const [opened, setOpened] = useState<number | null>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const fought = battleCount(log);
  /** Battles finished before the entry being drawn: a reveal's battle number. */
  let battle = 0;
  return (
    <section className="panel log-panel" aria-labelledby="log-title">
      <h2 id="log-title">{t('log.title')}</h2>
      <ol className="log" data-testid="log" ref={list} tabIndex={0} aria-label={t('log.title')}>
        {log.length === 0 && <li className="log-empty">{t('log.empty')}</li>}
        {log.map((entry, i) => {
          const newTurn = i === 0 || log[i - 1].turn !== entry.turn;
          const number = battle;
          if (entry.key === 'battle-won') battle++;
          const text = logText(t, entry);
          return (
            <li key={i} className={`log-entry${entry.side ? ` side-${entry.side}` : ''}${newTurn ? ' new-turn' : ''}`}>
              {newTurn && <span className="log-turn">{t('log.turn', { turn: entry.turn })}</span>}
              {entry.key === 'reveal' && number < fought ? (
                <button type="button" className="log-text log-battle" data-testid="log-battle" onClick={() => setOpened(number)}>{text}</button>
              ) : (
                <span className="log-text"><RuleText text={text} /></span>
              )}
              {entry.rules?.map((r) => <RuleBadge key={r} rule={r} />)}
            </li>
          );
        })}
      </ol>
      <Suspense fallback={null}>
        {opened !== null && <BattleDialog number={opened} log={log} onClose={() => setOpened(null)} />}
      </Suspense>
    </section>
  );
}

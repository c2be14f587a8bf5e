/**
 * Reports of battles already fought (issue 11 item 3): the battles a person has not seen yet (at
 * their hand-off and in their side panel, until they act) and any battle opened from the log. Each
 * report is the reveal term by term as the combat panel showed it (R7.4–R7.7) and what followed;
 * a battle fought before the game's record began (a loaded game) is told in the log's words.
 * Loaded on demand with the pages' strings (out of the first-paint budget).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../engine/types';
import { logText } from '../game/logText';
import { RuleBadge } from '../status/RuleBadge';
import { RuleText } from '../status/RuleText';
import { useGame } from '../store/StoreContext';
import { battlesOf } from './battleHistory';
import { battleEntriesOf } from './battleReport';
import { Dialog } from '../dialogs/Dialog';
import { BattleReport } from './CombatPanel';

/** The report of battle number `number` (0: the game's first battle); `log`: the viewer's own log (public entries only are read). */
export function PastBattleReport({ number, log }: { number: number; log: LogEntry[] }) {
  const { t } = useTranslation();
  const record = useGame((s) => s.record);
  const battles = useMemo(() => battlesOf(record), [record]);
  const known = battles.get(number);
  if (known) return <BattleReport record={known.record} entries={known.entries} />;
  const entries = battleEntriesOf(log, number);
  if (!entries) return null;
  return (
    <section className="panel combat" data-testid="battle-words">
      <p>{t('battles.fromLog')}</p>
      <ul>
        {entries.map((e, i) => (
          <li key={i}>
            <RuleText text={logText(t, e)} /> {e.rules?.map((r) => <RuleBadge key={r} rule={r} />)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reports of battles `from` … `to - 1`, oldest first, under a heading that says they were fought since the viewer last acted. */
export function UnseenBattles({ from, to, log }: { from: number; to: number; log: LogEntry[] }) {
  const { t } = useTranslation();
  const numbers: number[] = [];
  for (let n = from; n < to; n++) numbers.push(n);
  return (
    <div className="unseen-battles" data-testid="unseen-battles">
      <p className="unseen-title">{t('battles.unseen', { count: numbers.length })}</p>
      {numbers.map((n) => <PastBattleReport key={n} number={n} log={log} />)}
    </div>
  );
}

/** A battle of the log opened in a dialog (the log's battle entries are its buttons). */
export function BattleDialog({ number, log, onClose }: { number: number; log: LogEntry[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('battles.dialogTitle', { number: number + 1 })} onCancel={onClose} testId="battle-dialog">
      <PastBattleReport number={number} log={log} />
      <div className="dialog-buttons">
        <button type="button" data-autofocus data-testid="battle-dialog-close" onClick={onClose}>
          {t('battles.close')}
        </button>
      </div>
    </Dialog>
  );
}

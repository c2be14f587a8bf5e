/**
 * Reports of battles already fought (issue 11 item 3): the battles a person has not seen yet (in full
 * at their hand-off; in their side panel, until they act, as a notice above the decision with one line
 * per battle that opens its report) and any battle opened from the log. Each
 * report is the reveal term by term as the combat panel showed it (R7.4–R7.7) and what followed;
 * a battle fought before the game's record began (a loaded game) is told in the log's words.
 * Loaded on demand with the pages' strings (out of the first-paint budget).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry, Side } from '../../engine/types';
import { locationName } from '../game/labels';
import { logText } from '../game/logText';
import { RuleBadge } from '../status/RuleBadge';
import { RuleText } from '../status/RuleText';
import { isBot } from '../store/players';
import { useGame } from '../store/StoreContext';
import { battlesOf, type PastBattle } from './battleHistory';
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

/** What a notice's line tells of one battle: where, who attacked, who won, and each side's total. */
interface BattleFacts {
  location: string;
  attacker: Side;
  winner: Side;
  attackerStrength: number;
  defenderStrength: number;
  /** The defender kept units outside the battle (its reveal's `held`): a win by the attacker left the location contested. */
  held: boolean;
}

/**
 * The facts of a battle for its line in the notice: from the engine's record of it when the game's
 * record rebuilds it (`known`), else from its reveal in the log (`entries`, a battle fought before
 * the record began); null when neither tells it. Read as the engine logged them, never recomputed.
 */
export function battleFactsOf(known: PastBattle | undefined, entries: readonly LogEntry[] | null): BattleFacts | null {
  const reveal = (known?.entries ?? entries)?.find((e) => e.key === 'reveal');
  const held = Boolean(reveal?.args.held);
  if (known) {
    const { location, attacker, result } = known.record;
    return { location, attacker, winner: result.winner, attackerStrength: result.attackerStrength, defenderStrength: result.defenderStrength, held };
  }
  if (!reveal) return null;
  const { location, attacker, winner, attackerStrength, defenderStrength } = reveal.args;
  return {
    location: String(location), attacker: attacker as Side, winner: winner as Side,
    attackerStrength: Number(attackerStrength), defenderStrength: Number(defenderStrength), held,
  };
}

/** The most lines the side panel's notice shows before its disclosure (the newest battles). */
export const COMPACT_LINES = 2;

/**
 * The battles `from` … `to - 1` the viewer has not seen, oldest first. `full` (the hand-off screen,
 * where nothing else competes for the space): every report under a heading. Else (the side panel of
 * a game with a bot, above the decision so that a battle the bot fought or ended is not missed, QA):
 * a compact notice, one line per battle whose button opens its report in a dialog (the newest
 * `COMPACT_LINES`, the older ones behind "and N earlier battles"), so the decision and the hand stay on screen; nothing in a game of two people, whose hand-off showed the reports.
 */
export function UnseenBattles({ from, to, log, full }: { from: number; to: number; log: LogEntry[]; full?: boolean }) {
  const { t } = useTranslation();
  const record = useGame((s) => s.record);
  const battles = useMemo(() => battlesOf(record), [record]);
  const [opened, setOpened] = useState<number | null>(null);
  // More than two battles (a bot's turn of attacks): the newest two lines, the older ones behind a
  // disclosure, so the notice does not push the hand below the fold at 1024×768 (QA).
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  // Two people at one screen: each battle the viewer has not seen was just shown in full at their
  // hand-off (the other person fought it in their steps), so the side panel does not repeat it above
  // the decision, where it would push the hand off a 1366×768 screen; the log's battles reopen it.
  const handedOff = useGame((s) => !isBot(s.players, 'union') && !isBot(s.players, 'confederate'));
  const notice = useRef<HTMLElement>(null);
  // The side panel, scrolled down while the person answered the battle or by the focus going to their
  // decision (Chromium centres a control it focuses), would keep the notice above its top (QA at
  // 1024×768): after each action (the bot's, until the person's decision comes), once GameScreen has
  // moved the focus (next frame), bring the notice's top back in as far as the focused control stays
  // in sight. The page's own scroll (a phone, an upright tablet) is left alone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = notice.current;
      const box = el?.closest<HTMLElement>('.side-scroll');
      if (!el || !box || el.offsetTop >= box.scrollTop) return;
      box.scrollTop = el.offsetTop;
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && box.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [to, log.length]);
  const numbers: number[] = [];
  for (let n = from; n < to; n++) numbers.push(n);
  const title = t('battles.unseen', { count: numbers.length });
  if (full) {
    return (
      <div className="unseen-battles" data-testid="unseen-battles">
        <p className="unseen-title">{title}</p>
        {numbers.map((n) => <PastBattleReport key={n} number={n} log={log} />)}
      </div>
    );
  }
  if (handedOff) return null;
  /** One battle's line, in the log's words for the sides (plural, so that Polish and Russian verbs agree with either). */
  const lineOf = (n: number): string => {
    const known = battles.get(n);
    const facts = battleFactsOf(known, known ? null : battleEntriesOf(log, n));
    if (!facts) return t('battles.dialogTitle', { number: n + 1 });
    const { attackerStrength: a, defenderStrength: d } = facts;
    // "take" only when the attacker ended up controlling it (QA: not when the location stayed contested).
    return t(`battles.line.${facts.winner !== facts.attacker ? 'hold' : facts.held ? 'win' : 'take'}`, {
      location: locationName(facts.location),
      attacker: t(`logEntry.side.${facts.attacker}`),
      winner: t(`logEntry.side.${facts.winner}`),
      // The winner's total first, as the log's reveal gives it.
      high: Math.max(a, d),
      low: Math.min(a, d),
    });
  };
  const hidden = numbers.length > COMPACT_LINES ? numbers.length - COMPACT_LINES : 0;
  const shown = expanded ? numbers : numbers.slice(hidden);
  // Not a live region: the live log already announces each battle as it is fought.
  return (
    <section ref={notice} className="unseen-battles unseen-notice" data-testid="unseen-notice" aria-labelledby={titleId}>
      <p className="unseen-title" id={titleId}>{title}</p>
      <ul id={listId}>
        {shown.map((n) => (
          <li key={n}>
            <button type="button" className="unseen-line" data-testid="unseen-battle" title={t('battles.open')} onClick={() => setOpened(n)}>
              {lineOf(n)}
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="unseen-more" data-testid="unseen-more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('battles.fewer') : t('battles.more', { count: hidden })}
        </button>
      )}
      {opened !== null && <BattleDialog number={opened} log={log} onClose={() => setOpened(null)} />}
    </section>
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

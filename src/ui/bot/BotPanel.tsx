/**
 * The bots' panel, shown when the bot plays a side: who plays what, what the bot is doing now
 * ("The Confederate bot is thinking…", a polite live region), Pause / Resume and the bot speed
 * while the game goes on (once it is over there is nothing left to pause: only *Change players…*,
 * which the next New game keeps).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Side } from '../../engine/types';
import { sideName } from '../game/labels';
import type { Screen } from '../game/useScreen';
import { BOT_SPEEDS, SIDES, type BotSpeed, type Player } from '../store/players';
import { PlayersButton } from '../dialogs/PlayersButton';
import { useGame } from '../store/StoreContext';

/** "Union: person" / "Confederate: bot (easy)". */
export function playerLabel(t: TFunction, side: Side, player: Player): string {
  return player.kind === 'person'
    ? t('players.person', { side: sideName(t, side) })
    : t('players.bot', { side: sideName(t, side), level: t(`players.level.${player.level}`) });
}

/** A play triangle (when paused) or two pause bars, drawn so that no font is needed. */
function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg className="bot-icon" viewBox="0 0 10 10" width="0.8em" height="0.8em" aria-hidden="true" focusable="false">
      {paused ? <path d="M1.5 0.5 L9 5 L1.5 9.5 Z" /> : <path d="M1 0.5 H4 V9.5 H1 Z M6 0.5 H9 V9.5 H6 Z" />}
    </svg>
  );
}

/** The key that pauses and resumes the bots from anywhere on the game page (`PAUSE_KEY`, upper or lower case). */
export const PAUSE_KEY = 'p';

/**
 * Whether a key press on the page is the Pause key meant for the bots: `P` with no modifier, not held
 * down, and not typed into a field or pressed inside a dialog (those keep their keys).
 */
export function isPauseKey(e: KeyboardEvent): boolean {
  if (e.key.toLowerCase() !== PAUSE_KEY || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return false;
  const target = e.target instanceof Element ? e.target : null;
  return !target?.closest('input, select, textarea, [contenteditable="true"], [role="dialog"]');
}

/** The bots' panel (`data-testid="bot-panel"`); renders nothing when two people play. */
export function BotPanel({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const bot = useGame((s) => s.bot);
  const setPaused = useGame((s) => s.setPaused);
  const setSpeed = useGame((s) => s.setSpeed);
  const stepBot = useGame((s) => s.stepBot);
  const { players, decider } = screen;
  const bots = SIDES.some((s) => players[s].kind === 'bot');
  // QA: Pause and the speed were still offered beside "The game is over."
  const over = screen.state.winner !== null;
  // P pauses or resumes wherever the page is scrolled (QA, 1280×720 projector: with a place's note
  // open, the panel and its Pause button scrolled out of sight while the bots played on).
  useEffect(() => {
    if (!bots || over) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isPauseKey(e)) return;
      e.preventDefault();
      setPaused(!bot.paused);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [bots, over, bot.paused, setPaused]);
  if (!bots) return null;

  let status: string;
  if (decider === null) status = t('bot.gameOver');
  else if (bot.thinking) status = t('bot.thinking', { side: sideName(t, bot.thinking) });
  else if (screen.botDeciding && bot.paused) status = t('bot.paused', { side: sideName(t, decider) });
  else if (!screen.botDeciding) status = t('bot.yourDecision', { side: sideName(t, decider) });
  else if (bot.paused) status = t('bot.pausedIdle');
  else status = '';

  return (
    <section className={`panel bot-panel${bot.thinking ? ' bot-panel--thinking' : ''}`} aria-labelledby="bot-panel-title" data-testid="bot-panel">
      <h2 id="bot-panel-title" className="visually-hidden">{t('bot.title')}</h2>
      <p className="bot-players">
        {SIDES.map((side) => (
          <span key={side} className={`side-chip side-${side}`}>{playerLabel(t, side, players[side])}</span>
        ))}
      </p>
      {/* It takes the focus while the bot decides and the person has nothing to pick (useFocusNext). */}
      <p className="bot-status" role="status" data-testid="bot-status" tabIndex={-1}>
        {bot.thinking && <span className="bot-spinner" aria-hidden="true" />}
        {status}
      </p>
      <div className="button-row bot-controls">
        {!over && (
          <button type="button" data-testid="bot-pause" aria-keyshortcuts="P" title={t('bot.pauseKey')} onClick={() => setPaused(!bot.paused)}>
            <PlayPauseIcon paused={bot.paused} />
            {bot.paused ? t('bot.resume') : t('bot.pause')}
          </button>
        )}
        {bot.paused && !over && (
          // Step (issue 12 item 3): one action of the bot whose decision it is, then paused again.
          <button type="button" data-testid="bot-step" title={t('bot.stepHelp')} disabled={!screen.botDeciding || bot.step || Boolean(bot.error)} onClick={stepBot}>
            {t('bot.step')}
          </button>
        )}
        {/* Beside Pause: the players' line is hidden under the narration on a phone or an upright tablet. */}
        <PlayersButton compact />
        {!over && (
          <label className="field">
            {t('bot.speed')}{' '}
            <select data-testid="bot-speed" value={bot.speed} onChange={(e) => setSpeed(e.target.value as BotSpeed)}>
              {BOT_SPEEDS.map((speed) => (
                <option key={speed} value={speed}>{t(`bot.speeds.${speed}`)}</option>
              ))}
            </select>
          </label>
        )}
      </div>
    </section>
  );
}

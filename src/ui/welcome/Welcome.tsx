/**
 * The welcome screen (issue 11 item 6): on a first visit it opens over the map and offers the ways
 * to play — two people at this screen, against the computer (side and level), the computer against
 * itself — and a short illustrated how-to; reopened from the header (*How to play*) it also offers
 * to continue the game, and warns that a new game replaces it (and the original game a sandbox came from). Loaded on demand with the pages' strings (out of the first-paint budget).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine/types';
import { Dialog } from '../dialogs/Dialog';
import { sideName } from '../game/labels';
import { APP_BOT_LEVELS, HOTSEAT, SIDES, type AppBotLevel, type Players } from '../store/players';
import { useGame } from '../store/StoreContext';
import { HowTo } from './HowTo';

/** The players of a game against the computer: the person plays `side`, the bot the other side at `level`. */
export function againstComputer(side: Side, level: AppBotLevel): Players {
  const bot = { kind: 'bot', level } as const;
  return side === 'union' ? { union: { kind: 'person' }, confederate: bot } : { union: bot, confederate: { kind: 'person' } };
}

/** The computer plays both sides at `level`. */
export function computerAgainstItself(level: AppBotLevel): Players {
  return { union: { kind: 'bot', level }, confederate: { kind: 'bot', level } };
}

/** The welcome dialog; `mode` 'first' on a first visit (the new game behind it is kept for two players), 'again' over a game. */
export function Welcome({ mode }: { mode: 'first' | 'again' }) {
  const { t } = useTranslation();
  const close = useGame((s) => s.closeWelcome);
  const startNewGame = useGame((s) => s.startNewGame);
  const turn = useGame((s) => s.game.turn);
  // A new game forgets the game a sandbox came from: said as New game says it (audit: it went without a word).
  const original = useGame((s) => s.record.sandbox === true && s.ui.hasOriginal);
  const [side, setSide] = useState<Side>('union');
  const [level, setLevel] = useState<AppBotLevel>('easy');
  const start = (players: Players) => {
    startNewGame({}, players);
    close();
  };
  // A first visit already has a new game for two people behind the screen: keep it.
  const twoPlayers = () => (mode === 'first' ? close() : start(HOTSEAT));
  return (
    <Dialog title={t('welcome.title')} onCancel={mode === 'first' ? twoPlayers : close} testId="welcome" className="wide welcome">
      <p>{t('welcome.intro')}</p>
      {mode === 'again' && (
        <p>
          <button type="button" className="primary" data-testid="welcome-continue" onClick={close}>
            {t('welcome.continue')}
          </button>
        </p>
      )}
      {mode === 'again' && <p className="warning">{t('welcome.replaces', { turn })}</p>}
      {mode === 'again' && original && <p className="warning" data-testid="welcome-original">{t('newGame.original')}</p>}
      <div className="welcome-choices">
        <section className="welcome-choice">
          <h3>{t('welcome.hotseatTitle')}</h3>
          <p>{t('welcome.hotseatHelp')}</p>
          <button type="button" className={mode === 'first' ? 'primary' : undefined} data-testid="welcome-hotseat" onClick={twoPlayers}>
            {t('welcome.hotseat')}
          </button>
        </section>
        <section className="welcome-choice">
          <h3>{t('welcome.vsBotTitle')}</h3>
          <label className="field">
            {t('welcome.side')}{' '}
            <select value={side} data-testid="welcome-side" onChange={(e) => setSide(e.target.value as Side)}>
              {SIDES.map((s) => <option key={s} value={s}>{sideName(t, s)}</option>)}
            </select>
          </label>
          <label className="field">
            {t('welcome.level')}{' '}
            <select value={level} data-testid="welcome-level" onChange={(e) => setLevel(e.target.value as AppBotLevel)}>
              {APP_BOT_LEVELS.map((l) => <option key={l} value={l}>{t(`players.level.${l}`)}</option>)}
            </select>
          </label>
          <button type="button" data-testid="welcome-vs-bot" onClick={() => start(againstComputer(side, level))}>
            {t('welcome.vsBot')}
          </button>
        </section>
        <section className="welcome-choice">
          <h3>{t('welcome.watchTitle')}</h3>
          <p>{t('welcome.watchHelp')}</p>
          <button type="button" data-testid="welcome-watch" onClick={() => start(computerAgainstItself(level))}>
            {t('welcome.watch')}
          </button>
        </section>
      </div>
      <HowTo />
    </Dialog>
  );
}

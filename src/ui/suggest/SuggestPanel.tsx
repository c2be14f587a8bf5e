/**
 * The *Suggest* button (issue 11 item 7): asks the bot, at the level chosen beside it, for the
 * best action of the person's current decision, in a Web Worker of its own (the bot driver's
 * worker keeps playing the bot's sides). The bot decides from the side's own view (`viewFor`:
 * hidden cards are never read). The answer is highlighted in the hand and on the map (the store's
 * `ui.suggestion`, shown while the game is at the state it was asked for) with a one-line reason
 * from the engine's public `threats`. Loaded on demand (out of the first-paint budget).
 */
import { castDraft } from 'immer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotCancelledError, BotWorkerError, createBotClient, type BotClient } from '../../bot/client';
import type { Side } from '../../engine/types';
import { actionText } from '../game/actionText';
import { locationName } from '../game/labels';
import type { Screen } from '../game/useScreen';
import { RuleText } from '../status/RuleText';
import { botSeed } from '../store/botSeed';
import { APP_BOT_LEVELS, type AppBotLevel } from '../store/players';
import { useGame, useGameStoreApi } from '../store/StoreContext';
import { suggestionOf, type ReasonPart, type Suggestion } from './suggest';

/** The reason's parts as one line, places by name. */
export function reasonText(t: (key: string, args?: Record<string, unknown>) => string, parts: ReasonPart[]): string {
  return parts
    .map((p) => t(`suggest.reason.${p.key}`, { ...p.args, ...(p.args.location ? { location: locationName(String(p.args.location)) } : {}) }))
    .join(' ');
}

/** The level first offered: the bot's level when a bot plays, else normal. */
function defaultLevel(screen: Screen): AppBotLevel {
  for (const p of Object.values(screen.players)) if (p.kind === 'bot') return p.level;
  return 'normal';
}

/** The Suggest panel for the deciding person (`screen.decider`). */
export function SuggestPanel({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const store = useGameStoreApi();
  const actions = useGame((s) => s.actions);
  const shown = useGame((s) => (s.ui.suggestion?.for === s.game ? s.ui.suggestion : null));
  const [level, setLevel] = useState<AppBotLevel>(() => defaultLevel(screen));
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useRef<BotClient | null>(null);
  useEffect(() => () => client.current?.dispose(), []);
  const side = screen.decider as Side;

  const ask = async () => {
    if (thinking) return;
    const state = screen.state;
    setThinking(true);
    setError(null);
    try {
      client.current ??= createBotClient();
      const action = await client.current.chooseAction(state, side, { level, seed: botSeed(state.seed, actions) });
      if (store.getState().game !== state) return; // the game moved on: the answer is for another position
      const suggestion: Suggestion = suggestionOf(state, side, action);
      store.setState((s) => {
        s.ui.suggestion = castDraft(suggestion);
      });
    } catch (e) {
      // Only the bot's own answers are expected here: a cancelled request, or the worker's refusal or failure (shown).
      if (e instanceof BotCancelledError) return;
      if (!(e instanceof BotWorkerError)) throw e;
      setError(e.message);
    } finally {
      setThinking(false);
    }
  };

  return (
    <section className="panel suggest" aria-label={t('suggest.title')} data-testid="suggest-panel">
      <div className="suggest-row">
        {/* Not `disabled` while thinking: a disabled button drops the keyboard's focus to the page (WCAG 2.4.3). */}
        <button type="button" data-testid="suggest" aria-disabled={thinking} onClick={() => void ask()}>
          {thinking ? t('suggest.thinking') : t('suggest.button')}
        </button>
        <label>
          {t('suggest.level')}{' '}
          <select value={level} data-testid="suggest-level" onChange={(e) => setLevel(e.target.value as AppBotLevel)}>
            {APP_BOT_LEVELS.map((l) => <option key={l} value={l}>{t(`players.level.${l}`)}</option>)}
          </select>
        </label>
      </div>
      <div aria-live="polite">
        {shown && (
          <p className="suggest-result" data-testid="suggest-result">
            <strong>{t('suggest.suggested', { action: actionText(t, shown.action, screen.view.units) })}</strong>{' '}
            <span data-testid="suggest-reason"><RuleText text={reasonText(t, shown.reason)} /></span>
          </p>
        )}
        {error && <p className="warning" data-testid="suggest-error">{t('suggest.failed', { message: error })}</p>}
      </div>
    </section>
  );
}

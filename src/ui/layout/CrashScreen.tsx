/**
 * The recovery screen of the error boundary (`GameErrorBoundary.tsx`): download the game, go back
 * to the last good autosave, or start a new game. Loaded when a render error happens. When the
 * error is code that failed to load (a page's chunk: a new version replaced the files, or the
 * network went before they were cached), the game itself is sound: Reload comes first, and going
 * back to the backup (one move earlier) is no longer the main choice. Starting a new game asks
 * first, in place (this screen must work when no dialog's code can load), as New game does: it
 * replaces the game, and the last good autosave with it (and the original game a sandbox came from). Downloading a game that keeps its secrets
 * (`keepsSecrets`: people play or played it, it goes on) asks first too, in place, as Export game does.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../store/download';
import { randomSeed } from '../store/persistence';
import { exportText } from '../store/gameFile';
import { useGameStoreApi } from '../store/StoreContext';
import { keepsSecrets, secretsOf } from '../replay/viewpoint';
import { isLoadFailure } from './lazyPart';

/** The recovery screen: reload (code that failed to load), download, last good autosave, new game (asked first). */
export function CrashScreen({ error, onRecovered }: { error: Error; onRecovered(): void }) {
  const { t } = useTranslation();
  const loadFailure = isLoadFailure(error);
  const store = useGameStoreApi();
  const hasBackup = store.getState().hasBackup();
  const { game, record, players, ui } = store.getState();
  // A new game forgets the game a sandbox came from too: said as New game says it (audit: it went without a word).
  const original = record.sandbox === true && ui.hasOriginal;
  // The file holds both hands and the draw piles: asked first while the game keeps them secret (QA).
  const secret = keepsSecrets(secretsOf(store.getState()));
  const [askingDownload, setAskingDownload] = useState(false);
  // Start a new game: the first click asks (the warning and Cancel / Start), the second starts.
  const [asking, setAsking] = useState(false);
  const newGameRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The focus, lost with the screen that failed, comes to the recovery screen's title (QA).
  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    // The focus follows the question (to its Cancel, `InPlaceAsk`), and back to its button when cancelled.
    if (!asking && asked.current) newGameRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  const download = () => {
    // The state in memory may be the broken one: it is offered as is, with its record, for a bug report or another version.
    downloadText(`lincoln-game-turn${game.turn}.json`, exportText(game, record, players));
  };
  return (
    <section className="panel crash-screen" role="alert" data-testid="crash-screen">
      <h2 ref={titleRef} tabIndex={-1}>{t('crash.title')}</h2>
      <p>{t(loadFailure ? 'crash.reloadExplain' : 'crash.explain')}</p>
      <p className="crash-details">{t('crash.details', { message: error.message })}</p>
      <div className="button-row">
        {loadFailure && (
          <button type="button" className="primary" data-testid="crash-reload" onClick={() => location.reload()}>
            {t('crash.reload')}
          </button>
        )}
        <button type="button" data-testid="crash-download" onClick={secret ? () => setAskingDownload(true) : download}>
          {t('crash.download')}
        </button>
        {hasBackup && (
          <button
            type="button"
            className={loadFailure ? undefined : 'primary'}
            data-testid="crash-restore"
            onClick={() => {
              if (store.getState().restoreBackup()) onRecovered();
            }}
          >
            {t('crash.restore')}
          </button>
        )}
        {!asking && (
          <button type="button" ref={newGameRef} data-testid="crash-new-game" onClick={() => setAsking(true)}>
            {t('crash.newGame')}
          </button>
        )}
      </div>
      {askingDownload && (
        <InPlaceAsk
          id="crash-download"
          text={t('exportSecret.text')}
          cancel={t('exportSecret.cancel')}
          confirm={t('exportSecret.confirm')}
          onCancel={() => setAskingDownload(false)}
          onConfirm={() => {
            setAskingDownload(false);
            download();
          }}
        />
      )}
      {asking && (
        <InPlaceAsk
          id="crash-new-game"
          danger
          text={t(hasBackup ? 'crash.newGameWarningBackup' : 'crash.newGameWarning', { turn: game.turn }) + (original ? ` ${t('newGame.original')}` : '')}
          cancel={t('crash.newGameCancel')}
          confirm={t('crash.newGameConfirm')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            store.getState().startNewGame({ seed: randomSeed() });
            onRecovered();
          }}
        />
      )}
    </section>
  );
}

/**
 * A question asked in place (this screen must work when no dialog's code can load): the warning,
 * Cancel (focused when the question opens) and the button that confirms; test ids `<id>-ask`,
 * `<id>-cancel` and `<id>-confirm`.
 */
function InPlaceAsk({ id, text, cancel, confirm, danger = false, onCancel, onConfirm }: {
  id: string; text: string; cancel: string; confirm: string; danger?: boolean; onCancel(): void; onConfirm(): void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="crash-new-game-ask" data-testid={`${id}-ask`}>
      <p className="warning">{text}</p>
      <div className="button-row">
        <button type="button" ref={cancelRef} data-testid={`${id}-cancel`} onClick={onCancel}>
          {cancel}
        </button>
        <button type="button" className={danger ? 'primary danger' : 'primary'} data-testid={`${id}-confirm`} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </div>
  );
}

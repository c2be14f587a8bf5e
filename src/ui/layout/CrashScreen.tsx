/**
 * The recovery screen of the error boundary (`GameErrorBoundary.tsx`): download the game, go back
 * to the last good autosave, or start a new game. Loaded when a render error happens.
 */
import { useTranslation } from 'react-i18next';
import { downloadText, randomSeed } from '../store/persistence';
import { exportText } from '../store/recordFile';
import { useGameStoreApi } from '../store/StoreContext';

/** The recovery screen: download, last good autosave, new game. */
export function CrashScreen({ error, onRecovered }: { error: Error; onRecovered(): void }) {
  const { t } = useTranslation();
  const store = useGameStoreApi();
  const hasBackup = store.getState().hasBackup();
  const { game, record } = store.getState();
  const download = () => {
    // The state in memory may be the broken one: it is offered as is, with its record, for a bug report or another version.
    downloadText(`lincoln-seed${game.seed}-turn${game.turn}.json`, exportText(game, record));
  };
  return (
    <section className="panel crash-screen" role="alert" data-testid="crash-screen">
      <h2>{t('crash.title')}</h2>
      <p>{t('crash.explain')}</p>
      <p className="crash-details">{t('crash.details', { message: error.message })}</p>
      <div className="button-row">
        <button type="button" data-testid="crash-download" onClick={download}>
          {t('crash.download')}
        </button>
        {hasBackup && (
          <button
            type="button"
            className="primary"
            data-testid="crash-restore"
            onClick={() => {
              if (store.getState().restoreBackup()) onRecovered();
            }}
          >
            {t('crash.restore')}
          </button>
        )}
        <button
          type="button"
          data-testid="crash-new-game"
          onClick={() => {
            store.getState().startNewGame({ seed: randomSeed() });
            onRecovered();
          }}
        >
          {t('crash.newGame')}
        </button>
      </div>
    </section>
  );
}

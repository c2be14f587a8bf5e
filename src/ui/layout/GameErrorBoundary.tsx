/**
 * The error boundary around the app's content: a render error never leaves a blank page. It
 * offers to download the current game, to go back to the last good autosave (the backup
 * generation, see `persistence.ts`), or to start a new game; the header stays usable. A saved
 * game that opens but cannot be shown brings this screen back after a reload, never a blank page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serialize } from '../../engine';
import { downloadText, randomSeed } from '../store/persistence';
import { useGameStoreApi } from '../store/StoreContext';

interface BoundaryState { error: Error | null }

/** Catches render errors below it and shows `CrashScreen` until the game is replaced. */
export class GameErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Loud, not swallowed: the console keeps the stack for a bug report.
    console.error('Lincoln could not show the game', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <CrashScreen error={this.state.error} onRecovered={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** The recovery screen: download, last good autosave, new game. */
function CrashScreen({ error, onRecovered }: { error: Error; onRecovered(): void }) {
  const { t } = useTranslation();
  const store = useGameStoreApi();
  const hasBackup = store.getState().hasBackup();
  const game = store.getState().game;
  const download = () => {
    // The state in memory may be the broken one: it is offered as is, for a bug report or another version.
    downloadText(`lincoln-seed${game.seed}-turn${game.turn}.json`, serialize(game));
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

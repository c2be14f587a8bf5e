/**
 * The error boundary around the app's content: a render error never leaves a blank page. It
 * offers to download the current game, to go back to the last good autosave (the backup
 * generation, see `persistence.ts`), or to start a new game. It stands twice: around the page
 * (the header stays usable) and around the whole app (an error in the header or the banners). A
 * saved game that opens but cannot be shown brings this screen back after a reload, never a blank page.
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import i18n, { loadPageStrings } from '../../i18n';

// The recovery screen loads when a render error happens (first-paint budget): the service worker
// has every chunk precached, so it comes offline too. Should its own code fail to load (the files
// of a replaced version, or no network before they were cached), `ReloadScreen` stands in.
const CrashScreen = lazy(() => loadPageStrings().then(() => import('./CrashScreen')).then((m) => ({ default: m.CrashScreen }), () => ({ default: ReloadScreen })));

/** Shows the start-up recovery screen in `root` (`StartFailure.tsx`: the store itself could not be created, so no boundary stands). */
export const showStartFailure = (root: HTMLElement, error: unknown) => import('./StartFailure').then((m) => m.showStartFailure(root, error));

/** The recovery screen when no code can load: only a reload helps, and the game waits in the autosave. */
function ReloadScreen() {
  return (
    <section className="panel crash-screen" role="alert" data-testid="crash-screen">
      <p>{i18n.t('crash.reloadExplain')}</p>
      <button type="button" className="primary" data-testid="crash-reload" onClick={() => location.reload()}>{i18n.t('crash.reload')}</button>
    </section>
  );
}

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
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <CrashScreen error={this.state.error} onRecovered={() => this.setState({ error: null })} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

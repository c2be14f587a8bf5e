/**
 * Entry point: chooses the UI language (`?lang=`, then this browser's saved choice, then the
 * browser's languages), loads it, creates the store (resuming the autosave) and renders the app, or,
 * should creating the store fail, a recovery screen (`StartFailure.tsx`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { loadLanguage } from './i18n';
import { chooseLanguage } from './i18n/choose';
import { App } from './ui/App';
import { loadActionText } from './ui/builder/ActionBuilder';
import { showStartFailure } from './ui/layout/GameErrorBoundary';
import { createGameStore } from './ui/store/gameStore';
import { browserStorage } from './ui/store/persistence';
import { storedScenarioOrigin } from './ui/store/recordFile';
import { loadPreferences } from './ui/store/preferences';
import { browserTabChannel } from './ui/store/tabs';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

function render(): void {
  let store;
  try {
    store = createGameStore({ tabs: browserTabChannel(), events: window, welcome: true });
  } catch (e) {
    // Before React mounts no error boundary stands: stored data start-up could not take gets a
    // recovery screen (its own chunk), never a blank page. Loud, not swallowed: the console keeps the stack.
    console.error(e);
    void showStartFailure(root!, e);
    return;
  }
  createRoot(root!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

const language = chooseLanguage({
  query: new URLSearchParams(window.location.search).get('lang'),
  stored: loadPreferences(browserStorage()).language,
  browser: navigator.languages?.length ? navigator.languages : [navigator.language],
});
// <html lang> names the language chosen at once, before its strings load and the first render: a
// screen reader starts a Polish or Russian page in that language's voice, not English (i18n/index.ts
// keeps it in step with later switches).
document.documentElement.lang = language;
// A language chunk that cannot load leaves the game in English, never a blank page; the error
// still reaches the console.
// A stored record that begins at a scenario (a sandbox game) needs the engine's scenario loader,
// which the first paint leaves out: loaded first then; otherwise after the first paint (another
// tab's sandbox record, taken over later, needs it too).
const scenarios = storedScenarioOrigin(browserStorage()) ? import('./ui/store/scenarioOrigins') : undefined;
Promise.all([loadLanguage(language), scenarios]).then(render, (e: unknown) => {
  document.documentElement.lang = i18n.language; // the language the page is shown in after all
  render();
  throw e;
}).finally(() => {
  void import('./ui/store/scenarioOrigins');
  // The builder's words for actions, which the first screen does not show (ActionBuilder.tsx).
  loadActionText().catch(() => undefined);
});

// The offline copy registers after first paint, from its own chunk (first-paint budget).
void import('./pwa/register').then((m) => m.registerServiceWorker());

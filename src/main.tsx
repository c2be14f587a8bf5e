/** Entry point: sets up i18n, creates the store (resuming the autosave) and renders the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { createGameStore } from './ui/store/gameStore';
import { browserTabChannel } from './ui/store/tabs';
import { registerServiceWorker } from './pwa/register';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App store={createGameStore({ tabs: browserTabChannel(), events: window })} />
  </StrictMode>,
);

registerServiceWorker();

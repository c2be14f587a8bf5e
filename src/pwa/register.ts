/// <reference types="vite/client" />
/**
 * Registers the service worker built by vite-plugin-pwa (`sw.js` beside index.html), which
 * precaches the whole app so that after one visit it loads and plays with the network off
 * (issue 12 item 6). A module, not an inline script, so the CSP `script-src 'self'` holds.
 * Does nothing where the browser has no service workers, in development (`vite` serves no sw.js)
 * and in tests. A failed registration is reported on the console: the game still plays online.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // A new version's worker takes over this page (skipWaiting, clientsClaim) and drops the old
  // version's files, which this page's lazily loaded parts would still ask for: reload into the new
  // version at once (the game is in the autosave). Not when the first install claims the page: no
  // worker had it, and its files are this page's own.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) location.reload();
    controlled = true;
  });
  const register = () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch((e: unknown) => {
      console.warn('Lincoln: the offline copy could not be installed:', e);
    });
  };
  // After the page has loaded, so that precaching does not compete with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

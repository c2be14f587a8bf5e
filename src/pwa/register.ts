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
  const register = () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch((e: unknown) => {
      console.warn('Lincoln: the offline copy could not be installed:', e);
    });
  };
  // After the page has loaded, so that precaching does not compete with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The app's version, for the one-file bug report (issue 10 item 5).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The engine's modules that the door re-exports but only lazily loaded parts call (why-not, the log's
 * English, a move's route, `scenarioOf`, `threats`, `refusalRule`, `vpBreakdown`, the plain reads of `reads.ts`): without side
 * effects, so the first paint drops them, and outside the `game` chunk, so they load with their readers.
 */
const LAZY_ENGINE = /[\\/]engine[\\/](whynot|log-messages|route|scenario|scenario-load|new-game|threats|refusal-rule|reads|vp-breakdown|ruleset[\\/]catalog)\.ts$/;

/**
 * The app's modules that the page's entry imports statically, directly or through others: the first
 * paint's own code. Found by `firstPaintModules` once the build has read every module, for the
 * `game` chunk below.
 */
const firstPaint = new Set<string>();

/** Fills `firstPaint` from the build's module graph (static imports only: `import()` is lazy). */
const firstPaintModules: Plugin = {
  name: 'lincoln-first-paint-modules',
  apply: 'build',
  buildEnd() {
    firstPaint.clear();
    const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (firstPaint.has(id)) continue;
      firstPaint.add(id);
      queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};

// Vite serves and builds the app; Vitest runs unit, property and component tests.
// Browser end-to-end tests live in tests/e2e and run through tests/e2e/run.mjs instead.
export default defineConfig({
  plugins: [
    react(),
    firstPaintModules,
    // The Content-Security-Policy of index.html holds for the built app; the dev server drops it,
    // since React's refresh preamble there is an inline script (issue 9).
    {
      name: 'lincoln-csp-dev-only',
      apply: 'serve',
      transformIndexHtml: (html: string) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
    },
    // Offline and installable (issue 12 item 6): a Workbox service worker precaches every built
    // file, so after one visit the whole game (the bot's worker and the lazy pages too) plays with
    // the network off. It is registered by src/pwa/register.ts (a module: no inline script, so the
    // app's CSP `script-src 'self'` holds), hence `injectRegister: false`.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Lincoln — the American Civil War card game',
        short_name: 'Lincoln',
        description: "Martin Wallace's card-driven American Civil War game: two players at one screen, or against the bot",
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f4efe4',
        theme_color: '#1f3a68',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The new version takes over open pages at once, so the first visit is already offline-ready.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    // The app's few lines of react-i18next (src/i18n/react.ts) instead of the library (first-paint budget).
    alias: { 'react-i18next': fileURLToPath(new URL('./src/i18n/react.ts', import.meta.url)) },
  },
  base: './',
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  build: {
    // No module preloading (first-paint budget, issue 12 item 8): Vite's preload helper (1.3 KiB gzip)
    // leaves the first paint; lazily loaded chunks load on demand all the same, and none of them has
    // CSS of its own (the welcome screen's styles ride with the app's, src/ui/App.tsx), which the
    // helper would otherwise inject.
    modulePreload: false,
    // The libraries in a chunk of their own (React with the others: one file gzips about 0.4 KiB
    // smaller than two, first-paint budget): it stays under 500 kB, and a new build of the game
    // leaves the browser's cached copy of the libraries valid.
    rolldownOptions: {
      // whynot.ts has no side effects: the engine door's re-export of it, unused at first paint, is
      // dropped there, so the lazily loaded why-not explanation carries it (issue 10 item 4).
      // So has log-messages.ts, the log's English, which only the lazily loaded log panels read,
      // and scenario.ts (`scenarioOf`), which only the lazily loaded position editor calls.
      treeshake: { moduleSideEffects: (id: string) => !LAZY_ENGINE.test(id) },
      output: {
        codeSplitting: {
          // A group takes only the modules its test names, not everything they import: so whynot.ts,
          // which the engine's door re-exports but only a lazily loaded chunk calls, stays there.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
            // The engine's `moveRoute` (route.ts), re-exported by the engine's door but read only by the lazily
            // loaded move preview: a chunk of its own, as whynot.ts gets. Inside the preview's chunk it split
            // the first paint into more files (each gzipped apart: 0.5 KiB more).
            { name: 'route', test: /src[\\/]engine[\\/]route\.ts$/, priority: 6 },
            // The engine's `scenarioOf` (scenario.ts), re-exported by the door but called only by the lazily loaded
            // position editor: a chunk of its own too (first-paint room for X26's shared casualties).
            // The door's `newGame` and the scenario loader under it (new-game.ts, scenario-load.ts): the app's store starts
            // only the standard setup (`newStandardGame`), so the loader joins them (first-paint room, session 31).
            { name: 'scenario', test: /src[\\/]engine[\\/](scenario|scenario-load|new-game)\.ts$/, priority: 6 },
            // The engine's `threats` (threats.ts), read only by lazily loaded panels (the move preview, the turn's
            // danger, the suggestion) and the bot's worker: a chunk of its own too (first-paint room, session 28).
            { name: 'threats', test: /src[\\/]engine[\\/]threats\.ts$/, priority: 6 },
            // The engine's `refusalRule` (the editor's), `vpBreakdown` (the game-over panel's) and the door's plain reads
            // (`reads.ts`), all read only by lazily loaded parts, and the rulesets' English texts (`listRulesets`, ruleset/catalog.ts), read only by
            // the lazily loaded New game dialog: one small chunk of their own.
            { name: 'engine-lazy', test: /src[\\/]engine[\\/](refusal-rule|reads|vp-breakdown|ruleset[\\/]catalog)\.ts$/, priority: 6 },
            // The engine, the data and the English strings are on every first paint: one chunk, so
            // lazily loaded panels that share them do not split them into many small chunks, each
            // gzipped apart (the first-paint budget counts every file).
            // The app's own first-paint modules (`firstPaint`: the store, the screen, the map, the
            // builder, their styles) join them, leaving the entry chunk only main.tsx: one file gzips
            // about 0.7 KiB smaller than the two it was (session 27). Their styles come along, else
            // this chunk would import the entry's chunk for their order (a cycle). A module only a
            // lazily loaded part imports is in no such list, so it stays out of the first paint.
            // Not whynot.ts: the app calls it only from the lazily loaded why-not explanation (issue 10 item 4).
            // Nor data/provenance.ts, the About page's notes on where the data comes from.
            // Not logText.ts either: only lazily loaded panels (log, battle, narration) render log
            // entries, so it is a chunk of its own loaded with them (room for a stand's Benefit steps, R7.3).
            // Nor engine/log-messages.ts, the log's English (`LOG_TEMPLATES`), loaded with the page strings.
            // Nor engine/route.ts, the way a move by rail goes, which only the lazily loaded move preview draws.
            {
              name: 'game',
              test: (id: string) => (/src[\\/](engine[\\/]|data[\\/](?!provenance\.ts))|vite[\\/]preload-helper/.test(id) && !LAZY_ENGINE.test(id))
                || (firstPaint.has(id) && /src[\\/](ui|i18n)[\\/]/.test(id)),
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Tests check behaviour, not speed (speed is measured by `npm run bench`): on the shared 2-core
    // machine a click-through component test takes 4-6 s under load, past vitest's 5 s default, and a
    // lazily loaded page may take up to `LAZY` (tests/ui/helpers.ts) to arrive on its own.
    testTimeout: 30_000,
  },
});

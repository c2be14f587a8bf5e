#!/usr/bin/env node
/**
 * Bot decision times in headless Chromium through the Web Worker client (the app's path):
 * starts a Vite dev server in this process, opens a page running `scripts/bench-bot-page.ts`,
 * prints mean/median/max ms per level: first with the level's reference iterations (as the simulator
 * counts them), then by its thinking time (`LEVEL_THINK_MS`, as the app asks).
 *
 *   node scripts/bench-bot-browser.mjs [--levels easy,normal,hard] [--positions 12]
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const levels = arg('levels', 'easy,normal,hard');
const positions = arg('positions', '12');

const page = `<!doctype html><html><body>bench<script type="module" src="/scripts/bench-bot-page.ts"></script></body></html>`;
const server = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: 'error',
  server: { port: 0, host: '127.0.0.1' },
  plugins: [{
    name: 'bench-bot-page',
    configureServer(s) {
      s.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/__bench-bot.html')) {
          res.setHeader('content-type', 'text/html');
          res.end(page);
          return;
        }
        next();
      });
    },
  }],
});
await server.listen();
const { port } = server.httpServer.address();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage();
  tab.on('pageerror', (e) => console.error('page error:', e.message));
  await tab.goto(`http://127.0.0.1:${port}/__bench-bot.html?levels=${levels}&positions=${positions}`);
  await tab.waitForFunction(() => window.__botBench, null, { timeout: 600_000 });
  const result = await tab.evaluate(() => window.__botBench);
  if (result.error) throw new Error(result.error);
  console.log(`Bot decisions in headless Chromium (Web Worker), ${positions} mid-game positions:`);
  for (const [level, r] of Object.entries(result)) {
    console.log(`bot:${level.padEnd(8)} mean ${r.mean.toFixed(0)} ms, median ${r.median.toFixed(0)} ms, max ${r.max.toFixed(0)} ms (${r.n} decisions)`);
  }
} finally {
  await browser.close();
  await server.close();
}

/**
 * Offline and installable (issue 12 item 6): after one visit the service worker has the whole app,
 * so with the network off the page reloads and a full turn plays; the manifest makes it installable.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newGameWithSeed, playOpeningTurn, pressWith, until } from './helpers.mjs';

/** Resolves once a service worker controls the page (installed, precached, claimed). */
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

export const tests = [
  {
    name: 'offline: after one visit the app reloads with the network off and plays a turn',
    async fn(page) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      // The service worker installs (precaching every built file) and takes control of the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        }
      });

      await page.context().setOffline(true);
      const failed = [];
      page.on('requestfailed', (r) => failed.push(r.url()));
      await page.reload();
      assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
      await newGameWithSeed(page, 1);
      await playOpeningTurn(page, pressWith.mouse);
      // A lazily loaded page (the rules help) comes from the cache too.
      await page.getByTestId('nav-rules').click();
      await page.getByTestId('rules-page').waitFor();
      assert.deepEqual(failed, [], 'no request failed while offline');
    },
  },
  {
    // QA: a new version's worker took over a page still running the old one and dropped its files,
    // so the next lazily loaded part (the battle panel, the recovery screen itself) failed: a blank page.
    name: 'offline: a new version taking over an open page reloads it into the new version, the game kept',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await playOpeningTurn(page, pressWith.mouse);
      await controlled(page);
      // This page keeps a mark that a reload drops.
      await page.evaluate(() => { window.__oldPage = true; });
      const saved = await page.evaluate(() => localStorage.getItem('lincoln.save.v1'));
      // "Deploy" a new version: another service worker script, which installs, skips waiting and claims the page.
      const sw = join(ctx.root, 'dist', 'sw.js');
      const original = await readFile(sw, 'utf8');
      try {
        await writeFile(sw, `${original}\n// a new version\n`);
        const reloaded = page.waitForEvent('load', { timeout: 20_000 });
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
        await reloaded;
        await page.getByTestId('handoff-confirm').waitFor();
        await until(async () => (await page.evaluate(() => window.__oldPage)) === undefined, 'the page reloaded');
        assert.equal(await page.evaluate(() => localStorage.getItem('lincoln.save.v1')), saved, 'the game is the one played');
      } finally {
        await writeFile(sw, original);
      }
    },
  },
  {
    name: 'installable: the page links a manifest with a name, a start URL and 192 and 512 px icons',
    async fn(page) {
      await page.goto('./');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      assert.ok(href, 'index.html links a manifest');
      const response = await page.request.get(new URL(href, page.url()).href);
      assert.equal(response.status(), 200);
      const manifest = await response.json();
      assert.equal(manifest.short_name, 'Lincoln');
      assert.equal(manifest.display, 'standalone');
      assert.ok(manifest.start_url);
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
        assert.ok(icon, `a ${size} PNG icon`);
        const image = await page.request.get(new URL(icon.src, new URL(href, page.url())).href);
        assert.equal(image.status(), 200, `${icon.src} is served`);
        assert.equal((await image.body()).subarray(1, 4).toString(), 'PNG');
      }
    },
  },
];

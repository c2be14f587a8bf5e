/**
 * Narration for a class (issue 12 item 3) in headless Chromium: two easy bots play in their real
 * Web Worker, the caption tells each action; Pause stops them, Step plays exactly one action and
 * the caption tells it, and the bots stay paused. In projector mode the caption stands over the
 * map's empty south-east corner, hiding no place, on a 1280×720 laptop and a 1920×1080 projector.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkAccessibility, logLength, newGameWithSeed, until } from './helpers.mjs';

const SEED = 1;

export const tests = [
  {
    name: 'bot against bot narrated: the caption tells the last action; Pause, then Step plays one action and the caption changes',
    async fn(page, ctx) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      await newGameWithSeed(page, SEED, { union: 'easy', confederate: 'easy' });
      await page.getByTestId('bot-speed').selectOption('fast');

      const caption = page.getByTestId('narration');
      await caption.waitFor();
      await until(async () => (await logLength(page)) > 4, 'the bots to play a few actions', 60_000);
      await page.getByTestId('bot-pause').click();
      await until(async () => /paused/.test(await page.getByTestId('bot-status').innerText()), 'the bots to pause');
      await page.getByTestId('bot-step').waitFor();
      // Settled: nothing moves while paused, and the caption tells the last action in the log.
      const before = { log: await logLength(page), at: await caption.getAttribute('data-log-length'), text: await page.getByTestId('narration-headline').innerText() };
      await new Promise((r) => setTimeout(r, 1200));
      assert.equal(await logLength(page), before.log, 'no bot moves while paused');
      assert.ok(before.text.trim().length > 0, 'the caption says something');
      await checkAccessibility(page, ctx, 'narrated bot game, paused');

      await page.getByTestId('bot-step').click();
      await until(async () => (await caption.getAttribute('data-log-length')) !== before.at, 'the caption to tell the stepped action', 30_000);
      const after = { log: await logLength(page), text: await page.getByTestId('narration-headline').innerText() };
      assert.ok(after.log > before.log, 'Step played an action');
      assert.equal(await caption.getAttribute('data-log-length'), String(after.log), 'the caption tells the newest action');
      assert.ok(after.text.trim().length > 0);
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-narration-step.png') });

      // Still paused after the step: one action only.
      await until(async () => page.getByTestId('bot-step').isEnabled(), 'Step to be ready again');
      await new Promise((r) => setTimeout(r, 1200));
      assert.equal(await logLength(page), after.log, 'the bots stay paused after one step');
      assert.match(await page.getByTestId('bot-pause').innerText(), /Resume/);
      assert.equal(await page.getByTestId('bot-error').count(), 0);
    },
  },
  {
    name: 'the narration caption hides no place of the map in projector mode, at 1280×720 and 1920×1080',
    async fn(page) {
      await page.goto('./');
      await page.getByTestId('projector-toggle').click();
      await newGameWithSeed(page, SEED, { union: 'easy', confederate: 'easy' });
      await page.getByTestId('bot-speed').selectOption('fast');
      await page.getByTestId('narration').waitFor();
      await until(async () => (await logLength(page)) > 4, 'the bots to play a few actions', 60_000);
      await page.getByTestId('bot-pause').click();
      await until(async () => /paused/.test(await page.getByTestId('bot-status').innerText()), 'the bots to pause');
      const problems = [];
      for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
        await page.setViewportSize(size);
        await page.waitForTimeout(200);
        const where = `${size.width}×${size.height}`;
        const { caption, covered, inside, headline } = await page.evaluate(() => {
          const c = document.querySelector('[data-testid="narration"]').getBoundingClientRect();
          const map = document.querySelector('.board-map-sea').getBoundingClientRect();
          // A place's whole box, with its marks (a port's value, a flag) a little outside it.
          const hidden = [...document.querySelectorAll('[data-location-wrap]')].filter((w) => {
            const b = w.getBoundingClientRect();
            return b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top;
          });
          return {
            caption: `${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)}`,
            covered: hidden.map((w) => w.dataset.locationWrap),
            inside: c.left >= map.left - 0.5 && c.right <= map.right + 0.5 && c.top >= map.top - 0.5 && c.bottom <= map.bottom + 0.5,
            headline: parseFloat(getComputedStyle(document.querySelector('[data-testid="narration-headline"]')).fontSize),
          };
        });
        console.log(`  ${where}: caption at ${caption}, headline ${headline.toFixed(1)} px, covering ${covered.join(', ') || 'no place'}`);
        if (covered.length) problems.push(`${where}: the caption (${caption}) covers ${covered.join(', ')}`);
        if (!inside) problems.push(`${where}: the caption (${caption}) leaves the map`);
        if (headline < 17) problems.push(`${where}: the caption's headline is ${headline.toFixed(1)} px`);
      }
      assert.deepEqual(problems, []);
    },
  },
];

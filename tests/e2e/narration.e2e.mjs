/**
 * Narration for a class (issue 12 item 3) in headless Chromium: two easy bots play in their real
 * Web Worker, the caption tells each action; Pause stops them, Step plays exactly one action and
 * the caption tells it, and the bots stay paused.
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
];

/**
 * The game-over screen (issue 12 item 5) in headless Chromium: a finished game (the frozen v1 save
 * of a finished game, as the autosave) opens on a full-size screen with the winner, the reason, the
 * rule, the VP and the story's charts; closed, the final map is in view; the rule's link opens the
 * Rules page at that rule.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAccessibility, until } from './helpers.mjs';

const SAVE_KEY = 'lincoln.save.v1';

export const tests = [
  {
    name: 'game over: a full-size screen with the winner, the rule, the VP and the charts; closed, the final map; the rule opens the Rules page there',
    async fn(page, ctx) {
      const save = readFileSync(join(ctx.root, 'tests/fixtures/saves/v1-finished.json'), 'utf8');
      await page.goto('./');
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, save]);
      await page.reload();

      const screen = page.getByTestId('game-over-screen');
      await screen.waitFor();
      assert.match(await screen.getByTestId('game-over').innerText(), /wins the war/);
      await screen.getByTestId('story-charts').waitFor();
      assert.equal(await screen.getByTestId('story-charts').locator('svg[role="img"]').count(), 3);
      // Full size: most of the window, not a card in the side panel.
      const box = await screen.boundingBox();
      const viewport = page.viewportSize();
      assert.ok(box.width > viewport.width * 0.8, `the screen is ${box.width} px wide in ${viewport.width}`);
      await checkAccessibility(page, ctx, 'game-over screen');
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-game-over.png') });

      await screen.getByTestId('game-over-close').click();
      await screen.waitFor({ state: 'detached' });
      assert.ok(await page.getByRole('group', { name: /^Map of the Lincoln board/ }).isVisible(), 'the final map is in view');
      await page.getByTestId('game-over-open').click();
      const link = page.getByTestId('game-over-screen').getByTestId('game-over-rule');
      const href = await link.getAttribute('href');
      assert.match(href, /^#rule-(R|E|X)\d+/);
      await link.click();
      await page.getByTestId('rules-page').waitFor();
      const target = page.locator(`[id="${href.slice(1)}"]`);
      await target.waitFor();
      assert.match(await target.getAttribute('class'), /rule-item--target/, 'the rule is marked');
      // Scrolled to it: the rule is within the window.
      await until(async () => {
        const r = await target.boundingBox();
        return r && r.y >= 0 && r.y + r.height <= page.viewportSize().height;
      }, 'the Rules page to scroll to the rule');
    },
  },
];

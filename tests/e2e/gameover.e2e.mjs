/**
 * The game-over screen (issue 12 item 5) in headless Chromium: a finished game (the frozen v1 save
 * of a finished game, as the autosave) opens on a full-size screen with the winner, the reason, the
 * rule, the VP and the story's charts; closed, the final map is in view; the rule's link opens the
 * Rules page at that rule. On a phone the screen opens at its title, the winner in sight.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAccessibility, until } from './helpers.mjs';

const SAVE_KEY = 'lincoln.save.v1';

/** Opens the app on the frozen v1 save of a finished game, put in place as the autosave. */
async function openFinishedGame(page, ctx) {
  const save = readFileSync(join(ctx.root, 'tests/fixtures/saves/v1-finished.json'), 'utf8');
  await page.goto('./');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, save]);
  await page.reload();
}

export const tests = [
  {
    name: 'game over: a full-size screen with the winner, the rule, the VP and the charts; closed, the final map; the rule opens the Rules page there',
    async fn(page, ctx) {
      await openFinishedGame(page, ctx);

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
  {
    name: 'game over on a 390-px phone: the screen opens at its title with the winner in sight, not scrolled down to its close button; Tab then reaches the controls',
    async fn(page, ctx) {
      await page.setViewportSize({ width: 390, height: 844 });
      await openFinishedGame(page, ctx);
      const screen = page.getByTestId('game-over-screen');
      await screen.getByTestId('story-charts').waitFor();
      assert.equal(await screen.evaluate((d) => d.scrollTop), 0, 'the screen opens at its beginning');
      const verdict = await screen.getByTestId('game-over').boundingBox();
      assert.ok(verdict.y >= 0 && verdict.y < page.viewportSize().height, `the verdict in sight (top at ${verdict.y})`);
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H2', 'the title holds the focus');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-testid="game-over-screen"]') !== null && document.activeElement.tagName !== 'H2'), true, 'Tab goes to a control of the screen');
      // A dialog that fits keeps the focus on its control (the desktop case, and the New game dialog on a tablet).
      await page.setViewportSize({ width: 1366, height: 768 });
      await screen.getByTestId('game-over-close').click();
      await page.getByTestId('game-over-open').click();
      await until(async () => (await page.evaluate(() => document.activeElement?.dataset.testid)) === 'game-over-close', 'the close button focused on a laptop');
    },
  },
];

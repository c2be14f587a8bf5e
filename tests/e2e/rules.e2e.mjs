/**
 * Rule badges and the address (QA) in headless Chromium: a badge opens the Rules page at its rule
 * (`#rule-<id>`); the browser's Back returns to the game; Game in the header after a rule leaves an
 * address that reloads into the game, not the Rules page (the PWA reloads into a new version too).
 */
import assert from 'node:assert/strict';
import { passHandoff, until } from './helpers.mjs';

/** Waits for the game page: the hand-off screen or the hand (the Rules page shows neither). */
const gameShows = (page) => page.getByTestId('handoff-confirm').or(page.getByTestId('hand')).first().waitFor();

/** The address's fragment. */
const hash = (page) => new URL(page.url()).hash;

export const tests = [
  {
    name: 'rule badge and the address: Back from the rule returns to the game, Game after it reloads into the game, Forward and the same badge twice open the rule',
    async fn(page) {
      await page.goto('./');
      await passHandoff(page, 'Union');
      const badge = page.getByTestId('status-bar').locator('a.rule-badge').first();
      const href = await badge.getAttribute('href');
      assert.match(href, /^#rule-R\d/);
      const target = page.locator(`[id="${href.slice(1)}"]`);
      const rules = page.getByTestId('rules-page');

      // The badge, then Back: the game again, at the address it had.
      await badge.click();
      await target.waitFor();
      assert.equal(hash(page), href);
      await page.goBack();
      await rules.waitFor({ state: 'detached' });
      await gameShows(page);
      assert.equal(hash(page), '');

      // Forward: the rule again. Game in the header: the rule leaves the address, and a reload opens the game.
      await page.goForward();
      await target.waitFor();
      await page.getByTestId('nav-game').click();
      await until(async () => hash(page) === '', 'the rule to leave the address');
      await page.reload();
      await gameShows(page);
      assert.equal(await rules.count(), 0, 'the reload opens the game, not the Rules page');
      // Back from there is the rule just read (Game was a step of its own); Back again, the game.
      await page.goBack();
      await target.waitFor();
      await page.goBack();
      await rules.waitFor({ state: 'detached' });

      // The same badge twice opens the rule twice.
      await gameShows(page);
      if (await page.getByTestId('handoff-confirm').count()) await passHandoff(page, 'Union');
      for (let i = 0; i < 2; i++) {
        await badge.click();
        await target.waitFor();
        await page.getByTestId('nav-game').click();
        await rules.waitFor({ state: 'detached' });
      }
    },
  },
];

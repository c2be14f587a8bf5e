/**
 * Hints (issue 11 item 7), in headless Chromium against the built app: *Suggest* asks the bot (in
 * its own Web Worker) for the Union's best first action of seed 1, then highlights its cards in
 * the hand (and its place on the map when it has one) and gives a one-line reason.
 */
import assert from 'node:assert/strict';
import { newGameWithSeed, passHandoff } from './helpers.mjs';

export const tests = [
  {
    name: 'suggest: the button asks the bot and the answer is highlighted with a reason',
    async fn(page) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await passHandoff(page, 'Union');
      const panel = page.getByTestId('suggest-panel');
      await panel.waitFor({ timeout: 10_000 });
      await panel.getByTestId('suggest-level').selectOption('easy');
      await panel.getByTestId('suggest').click();
      const result = page.getByTestId('suggest-result');
      await result.waitFor({ timeout: 30_000 });
      assert.match(await result.innerText(), /^Suggested: .+\. \S/);
      assert.ok((await page.getByTestId('suggest-reason').innerText()).length > 10, 'a reason is given');
      // Something is highlighted: the cards it plays in the hand, or its place on the map.
      const cards = await page.locator('.hand .card.suggested').count();
      const places = await page.locator('[data-location-wrap].loc--selected').count();
      console.log(`  suggested: ${await result.innerText()} (${cards} card(s), ${places} place(s) highlighted)`);
      assert.ok(cards + places > 0, 'the suggestion is highlighted');
    },
  },
];

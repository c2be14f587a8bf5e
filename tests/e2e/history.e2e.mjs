/**
 * History notes on cards (issue 12 item 4) in headless Chromium: the History button under a hand
 * card opens its note by a tap on a touch screen and closes by the keyboard; the opened note keeps
 * the page within the screen's width and passes axe. In the compact hand (1024×768) each card's History
 * strip takes a press while the cards are disabled (random-input audit: the disabled card was drawn over it).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkAccessibility, moveFromWashington, newGameWithSeed, passHandoff, pressWith, until, withTablet } from './helpers.mjs';

export const tests = [
  {
    name: 'a card’s History opens by a tap (touch, 1024×768) and closes by Enter; its note is dated and fits the screen',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet) => {
        await newGameWithSeed(tablet, 1);
        await passHandoff(tablet, 'Union');
        // Seed 1 deals the Union McClellan (U33): see play.e2e.mjs.
        const card = tablet.getByTestId('hand').locator('li', { has: tablet.getByTestId('card-U33') });
        const toggle = card.getByRole('button', { name: 'History: McClellan' });
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        await pressWith.touch(toggle);
        // tap() waits for the touch, not for the click the browser makes of its end: the click's effect waited for.
        await until(async () => (await toggle.getAttribute('aria-expanded')) === 'true', 'the History toggle open after the tap');
        const note = card.getByTestId('history-note');
        // The notes' first load (their own chunk) on a busy machine.
        await note.getByText(/Antietam on 17 September 1862/).waitFor({ timeout: 20_000 });
        const noteBox = await note.boundingBox();
        const cardBox = await tablet.getByTestId('card-U33').boundingBox();
        assert.ok(noteBox && cardBox && noteBox.height > 0, 'the note is shown');
        const overflow = await tablet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `the page fits the width with a note open (${overflow} px too wide)`);
        await note.scrollIntoViewIfNeeded();
        const shot = join(ctx.tmp, 'lincoln-e2e-card-history.png');
        await tablet.screenshot({ path: shot });
        console.log(`  screenshot of a card's History: ${shot}`);
        await checkAccessibility(tablet, ctx, 'hand with a card’s History open');
        await toggle.focus();
        await tablet.keyboard.press('Enter');
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        assert.equal(await note.isVisible(), false, 'the note is closed again');
      });
    },
  },
  {
    name: 'History strips (1024×768, compact hand): each card\'s strip takes a press while the cards are disabled, drawn above its card (random-input audit)',
    async fn(page) {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await passHandoff(page, 'Union');
      // McClellan's move from Washington: no card can be picked while its destination is asked.
      await page.getByTestId('card-U33').click();
      await page.getByTestId('use-move').click();
      await moveFromWashington(page, (target) => target.click());
      const hand = page.getByTestId('hand');
      assert.equal(await hand.locator('button.card:not([disabled])').count(), 0, 'every card disabled');
      // A pointer at the middle of each strip reaches the strip, not the card drawn across it.
      const covered = await hand.locator('.card-history-toggle').evaluateAll((toggles) => toggles.flatMap((toggle) => {
        toggle.scrollIntoView({ block: 'nearest' });
        const r = toggle.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit === toggle ? [] : [`${toggle.getAttribute('aria-label') ?? toggle.textContent} under ${hit?.dataset?.testid ?? hit?.tagName}`];
      }));
      assert.deepEqual(covered, [], 'each History strip takes a press');
      const toggle = hand.getByRole('button', { name: 'History: McClellan' });
      await toggle.click();
      await until(async () => (await toggle.getAttribute('aria-expanded')) === 'true', 'the History of a disabled card open after a click');
    },
  },
];

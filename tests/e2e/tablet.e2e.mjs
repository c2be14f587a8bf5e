/**
 * Tablet (issue 12 item 7): every control of a whole turn works by touch — taps only, no mouse and
 * no hover — at 1024×768 (landscape) and 768×1024 (portrait).
 */
import assert from 'node:assert/strict';
import { playOpeningTurn, pressWith, withTablet } from './helpers.mjs';

/** A test playing the opening turn with taps in a touch context of `width`×`height`. */
function tabletTurn(width, height) {
  return {
    name: `tablet ${width}×${height}: a whole turn played with taps`,
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet) => {
        assert.equal(await tablet.evaluate(() => matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0), true, 'a touch screen');
        // New game of seed 1 from the dialog, by taps.
        await pressWith.touch(tablet.getByTestId('new-game'));
        const dialog = tablet.getByTestId('new-game-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('new-game-seed').fill('1');
        await pressWith.touch(dialog.getByTestId('new-game-confirm'));
        await dialog.waitFor({ state: 'hidden' });
        await playOpeningTurn(tablet, pressWith.touch);
        // Every visible button is big enough for a finger (44 px high).
        const small = await tablet.locator('button:visible').evaluateAll((els) => els
          .filter((e) => e.getBoundingClientRect().height < 44)
          .map((e) => `${e.dataset.testid ?? e.textContent?.trim()} (${Math.round(e.getBoundingClientRect().height)} px)`));
        assert.deepEqual(small, [], 'buttons at least 44 px high on a touch screen');
        // Nothing of the page is wider than the screen (no sideways scrolling on a tablet).
        const overflow = await tablet.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `the page fits the width (${overflow} px too wide)`);
      }, { width, height });
    },
  };
}

export const tests = [tabletTurn(1024, 768), tabletTurn(768, 1024)];

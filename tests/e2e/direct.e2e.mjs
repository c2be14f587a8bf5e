/**
 * Direct play and the keyboard (issue 11 items 1 and 5), in headless Chromium against the built app.
 *
 * Seed 1 gives the Union Ohio Regiments (U10, Army 2, cost 1) and River Flotilla Troops (U06, no
 * Leadership, Movement): the deploy is proposed paid with U06's worth-least neighbour in hand, and
 * the move's best card is U06. Every click a person makes is counted: a deploy, a move and ending
 * the turn take at most three clicks each. A drag by touch is in tablet.e2e.mjs.
 */
import assert from 'node:assert/strict';
import { checkAccessibility, decisionText, location, locationName, newGameWithSeed, passHandoff, until } from './helpers.mjs';

/** A click that counts itself in `counter.clicks`. */
function counting(counter) {
  return async (locator) => {
    counter.clicks += 1;
    await locator.click();
  };
}

export const tests = [
  {
    name: 'direct play: a deploy, a move and End turn take at most three clicks each',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await passHandoff(page, 'Union');

      // Deploy: the card, then a half of the map; the payment is proposed, Washington (a port) asks for no naval card.
      const deploy = { clicks: 0 };
      const clickDeploy = counting(deploy);
      await clickDeploy(page.getByTestId('card-U10'));
      await clickDeploy(page.getByRole('button', { name: /^Washington, lower half/ }));
      await clickDeploy(page.getByTestId('confirm-action'));
      await until(async () => /strength 2\) lower half/.test(await locationName(page, 'Washington')), 'the deploy');
      assert.match(await page.getByTestId('status-actions').innerText(), /1 of 2/);
      console.log(`  clicks for a deploy: ${deploy.clicks}`);
      assert.ok(deploy.clicks <= 3);

      // Move: the army, then its destination; the card that fits best is preselected, the preview says what happens.
      const move = { clicks: 0 };
      const clickMove = counting(move);
      await clickMove(location(page, 'Washington'));
      await page.getByTestId('army-prompt').waitFor();
      await checkAccessibility(page, ctx, 'map while choosing where an army goes');
      await clickMove(location(page, 'Harrisburg'));
      const preview = page.getByTestId('move-preview');
      await preview.waitFor();
      assert.match(await preview.innerText(), /Along the rail link from Washington to Harrisburg/);
      assert.match(await preview.innerText(), /No battle\./);
      await clickMove(page.getByTestId('confirm-action'));
      await until(async () => /Union 2 armies/.test(await locationName(page, 'Harrisburg')), 'both armies in Harrisburg');
      console.log(`  clicks for a move: ${move.clicks}`);
      assert.ok(move.clicks <= 3);

      // End turn: one click; the Confederate player is next.
      const end = { clicks: 0 };
      await counting(end)(page.getByTestId('end-turn'));
      await page.getByTestId('handoff-confirm').waitFor();
      console.log(`  clicks to end the turn: ${end.clicks}`);
      assert.ok(end.clicks <= 3);
    },
  },
  {
    name: 'drag: a card dragged from the hand onto a marked half deploys there (mouse down, move, up); dropped on another place, the engine says why',
    async fn(page) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await passHandoff(page, 'Union');
      const centre = async (locator) => {
        const box = await locator.boundingBox();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };

      // Onto Manassas (the Confederacy's): not offered; nothing is played and the why-not line says why.
      // The side panel has settled (the History toggles and the place hint are drawn just after the first paint).
      await page.getByRole('button', { name: 'History: Ohio Regiments' }).waitFor();
      await page.locator('.place-history-hint').waitFor();
      const lower = page.locator('[data-target-half="washington:lower"]');
      /** Presses the card and moves on until the drag has started (its module loads on the first press). */
      const pickUp = async () => {
        const card = await centre(page.getByTestId('card-U10'));
        await page.mouse.move(card.x, card.y);
        await page.mouse.down();
        for (let i = 1; (await lower.count()) === 0; i++) {
          assert.ok(i < 100, 'the drag starts');
          await page.mouse.move(card.x - 20 - (i % 2), card.y);
          await page.waitForTimeout(50);
        }
      };
      await pickUp();
      const manassas = await centre(page.locator('[data-location-wrap="manassas"] .loc-hit'));
      await page.mouse.move(manassas.x, manassas.y, { steps: 8 });
      await page.mouse.up();
      assert.match(await page.getByTestId('why-not').innerText(), /Manassas.*R6\.1/s);
      assert.match(await page.getByTestId('status-actions').innerText(), /0 of 2/);

      // Onto Washington's lower half, marked while the card is dragged: the deploy with the proposed payment, as a click there.
      await pickUp();
      const target = await centre(lower);
      await page.mouse.move(target.x, target.y, { steps: 8 });
      assert.equal(await lower.evaluate((el) => el.classList.contains('drop-over')), true, 'the half under the card is marked');
      assert.equal(await page.locator('.card-ghost').count(), 1, 'a copy of the card follows the pointer');
      await page.mouse.up();
      assert.equal(await page.locator('.card-ghost').count(), 0);
      await page.getByTestId('change-payment').waitFor();
      assert.equal(await page.getByTestId('confirm-action').isDisabled(), false, 'the proposed payment makes it ready');
      await page.getByTestId('confirm-action').click();
      await until(async () => /strength 2\) lower half/.test(await locationName(page, 'Washington')), 'the deploy by drag');
      assert.match(await page.getByTestId('status-actions').innerText(), /1 of 2/);
    },
  },
  {
    name: 'keyboard: the map is one Tab stop with arrow keys inside, and the focus goes to the next thing to decide',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await passHandoff(page, 'Union');
      const inMap = () => page.evaluate(() => Boolean(document.activeElement?.closest('.board-map')));

      // Tab into the map: one stop there, then Tab leaves it.
      let tabs = 0;
      while (!(await inMap())) {
        await page.keyboard.press('Tab');
        assert.ok(++tabs < 60, 'the map is reached with Tab');
      }
      assert.equal(await page.locator('.board-map [tabindex="0"]').count(), 1, 'one Tab stop in the map');
      await page.keyboard.press('Tab');
      assert.equal(await inMap(), false, 'the next Tab leaves the map');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await inMap(), true);

      // Arrow keys walk the map to Washington; Enter picks its armies; the focus lands on a destination.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-location') ?? document.activeElement?.getAttribute('data-target-half'));
      for (let i = 0; i < 30 && (await focused()) !== 'washington'; i++) {
        const at = await page.evaluate(() => {
          const r = document.activeElement.getBoundingClientRect();
          const w = document.querySelector('[data-location="washington"]').getBoundingClientRect();
          return { dx: w.x + w.width / 2 - (r.x + r.width / 2), dy: w.y + w.height / 2 - (r.y + r.height / 2) };
        });
        await page.keyboard.press(Math.abs(at.dx) > Math.abs(at.dy) ? (at.dx > 0 ? 'ArrowRight' : 'ArrowLeft') : at.dy > 0 ? 'ArrowDown' : 'ArrowUp');
      }
      assert.equal(await focused(), 'washington', 'the arrow keys reach Washington');
      await page.keyboard.press('Enter');
      await page.getByTestId('army-prompt').waitFor();
      assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.loc--target'))), 'the focus is on a destination');
      await checkAccessibility(page, ctx, 'map while an army is picked with the keyboard');
      await page.keyboard.press('Enter');
      await until(() => page.evaluate(() => document.activeElement?.dataset.testid === 'confirm-action'), 'the focus on Confirm');
      await page.keyboard.press('Enter');
      await until(async () => /1 of 2/.test(await page.getByTestId('status-actions').innerText()), 'the move made with the keyboard');
      assert.match(await decisionText(page), /Union: choose an action/);
    },
  },
];

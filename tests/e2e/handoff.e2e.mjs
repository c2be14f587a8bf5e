/**
 * The hand-off screen takes only what is meant for it (hot-seat privacy, issue 11): a second tap
 * of a double tap on the screen before, or a held Enter key, must not confirm it and show the next
 * player's hand to the wrong person. In real Chromium, where CSS animations and key repeats exist.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { confirmAction, newGameWithSeed, passHandoff, until, withTablet } from './helpers.mjs';

/** Gives up the Union's two actions of seed 1 (each Pass confirmed where the app asks), so that End turn is the next step. */
async function passTwice(page) {
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('button-pass').click();
    const confirm = page.getByTestId('confirm-action');
    if (await confirm.count()) await confirm.click();
    await page.getByTestId('end-turn').or(page.getByTestId('button-pass')).first().waitFor();
  }
  await page.getByTestId('end-turn').waitFor();
}

/** True while the hand-off screen shows and no hand is on screen. */
async function handoffShows(page) {
  return (await page.getByTestId('handoff-confirm').count()) === 1 && (await page.getByTestId('hand').count()) === 0;
}

export const tests = [
  {
    name: 'hand-off: a Cavalry Raid on a hand without one hands the screen to the raided side, also after a reload, shows its loss and hands it back (X22)',
    async fn(page, ctx) {
      // The Union holds a Cavalry Raid (U51); the Confederate hand holds none (fixtures/raid-no-answer.ts).
      const save = readFileSync(join(ctx.root, 'tests/e2e/fixtures/raid-no-answer.json'), 'utf8');
      await page.goto('./');
      await page.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
      await page.reload();
      await passHandoff(page, 'Union');
      await page.getByTestId('card-U51').click();
      await page.getByTestId('use-card-action').click();
      await confirmAction(page);
      // The engine let the raid happen, but the screen goes to the Confederate first, as for an answer.
      const confirm = page.getByTestId('handoff-confirm');
      await confirm.waitFor();
      assert.match(await page.getByTestId('handoff').innerText(), /Confederate: a Cavalry Raid strikes your hand\./);
      assert.match(await page.getByTestId('status-confederate').innerText(), /Hand 3\//, 'behind the hand-off no card is lost yet');
      // A reload of the page keeps that hand-off (saved with the players): the raider's screen would tell.
      await page.reload();
      await confirm.waitFor();
      assert.equal((await confirm.innerText()).trim(), 'I am the Confederate player', 'a reload hands the screen to the raided side again');
      assert.match(await page.getByTestId('status-confederate').innerText(), /Hand 3\//, 'after the reload no card is lost yet either');
      await passHandoff(page, 'Confederate');
      // Its loss, and the one thing to do, focused: hand the screen back (by keyboard here).
      assert.match(await page.getByTestId('raid-loss').innerText(), /A Cavalry Raid struck your hand\. You lost: .+ and .+\./);
      assert.equal(await page.getByTestId('decision-prompt').count(), 0, 'nothing to decide');
      await until(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'raid-hand-back'), 'the focus on Done');
      await page.keyboard.press('Enter');
      await passHandoff(page, 'Union');
      assert.equal(await page.getByTestId('raid-loss').count(), 0, 'the raider is not shown the loss');
      assert.match(await page.getByTestId('status-confederate').innerText(), /Hand 1\//);
      await page.getByTestId('decision-prompt').waitFor();
    },
  },
  {
    name: 'hand-off: a double tap on the screen before does not confirm it; a tap once it has settled does',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet, context) => {
        await newGameWithSeed(tablet, 1);
        await passHandoff(tablet, 'Union');
        await passTwice(tablet);
        // Time stands still for CSS animations, so the test does not race the button's first moments.
        const cdp = await context.newCDPSession(tablet);
        await cdp.send('Animation.enable');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
        // First tap: End turn, which brings the Confederate's hand-off screen up at once.
        await tablet.getByTestId('end-turn').tap();
        const button = tablet.getByTestId('handoff-confirm');
        await button.waitFor();
        const box = await button.boundingBox();
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        // The second tap lands on the hand-off's button, where a finger still on the glass would.
        assert.equal(await tablet.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.dataset.testid ?? null, centre), 'handoff', 'the button takes no pointer yet');
        await tablet.touchscreen.tap(centre.x, centre.y);
        await tablet.waitForTimeout(100);
        assert.ok(await handoffShows(tablet), 'the second tap of a double tap leaves the hand-off screen up');
        // Once the button has settled, a tap confirms.
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
        await tablet.waitForTimeout(500);
        await tablet.touchscreen.tap(centre.x, centre.y);
        await tablet.getByTestId('hand').waitFor();
        assert.match(await tablet.getByTestId('hand').locator('h2').innerText(), /Confederate/);
      });
    },
  },
  {
    name: 'hand-off: a held Enter key or a quick second press does not confirm it; a new press once settled does',
    async fn(page) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await passHandoff(page, 'Union');
      await passTwice(page);
      await page.getByTestId('end-turn').focus();
      // The key goes down on End turn and stays down: the hand-off's button takes the focus and the repeats.
      await page.keyboard.down('Enter');
      const button = page.getByTestId('handoff-confirm');
      await button.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'handoff-confirm', 'the hand-off button has the focus');
      for (let i = 0; i < 3; i++) await page.keyboard.down('Enter'); // repeats (KeyboardEvent.repeat)
      await page.keyboard.up('Enter');
      // A second, fresh press at once (a key that bounces, a hurried hand) is not taken either.
      await page.keyboard.press('Enter');
      await page.waitForTimeout(100);
      assert.ok(await handoffShows(page), 'a held Enter, or a press in the first moments, leaves the hand-off screen up');
      await page.waitForTimeout(400);
      await page.keyboard.press('Enter');
      await page.getByTestId('hand').waitFor();
      assert.match(await page.getByTestId('hand').locator('h2').innerText(), /Confederate/);
    },
  },
  {
    name: 'hand-off: Change players… to two bots keeps the hands secret, also after a reload (QA: Replay then offered Everything)',
    async fn(page) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await page.getByTestId('handoff-confirm').waitFor();
      // On the hand-off screen, both sides to the bot, paused at once: the dialog says the secrets stay kept.
      await page.getByTestId('players').click();
      const dialog = page.getByTestId('players-dialog');
      await dialog.getByTestId('player-union').selectOption('easy');
      await dialog.getByTestId('player-confederate').selectOption('easy');
      await dialog.getByTestId('players-bots-keep-secrets').waitFor();
      await dialog.getByTestId('players-confirm').click();
      await page.getByTestId('bot-pause').click();
      for (let reload = 0; reload < 2; reload++) {
        await page.getByTestId('nav-replay').click();
        const viewpoint = page.getByTestId('replay-viewpoint');
        await viewpoint.waitFor();
        assert.equal(await viewpoint.inputValue(), 'observer');
        assert.equal(await viewpoint.locator('option[value="everything"]').isDisabled(), true, 'Everything stays closed');
        assert.equal(await page.getByTestId('replay-hand-union').count() + await page.getByTestId('replay-hand-confederate').count(), 0, 'no hand in the page');
        await page.getByTestId('nav-editor').click();
        await page.getByTestId('editor-secret').waitFor();
        await page.reload();
      }
    },
  },
];

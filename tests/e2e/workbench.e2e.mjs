/**
 * The playtester's workbench in headless Chromium (issue 10): play the opening turn of seed 1
 * (see play.e2e.mjs), replay it back to the start, branch a sandbox from an early position (once
 * both players agree to show the whole game), play
 * on in the sandbox, reload, return to the original game, then add an army in the position editor
 * and play that position; and Import game inside a sandbox, which keeps the original game.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAccessibility, confirmAction, decisionText, locationName, newGameWithSeed, passHandoff, playOpeningTurn, pressWith, until } from './helpers.mjs';

export const tests = [
  {
    name: 'replay to the start, play from an early position as a sandbox, reload, return to the original game, add an army in the position editor and play it (issue 10)',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await playOpeningTurn(page, pressWith.mouse);
      const liveDecision = await decisionText(page);

      await page.getByTestId('nav-replay').click();
      const slider = page.getByRole('slider', { name: 'Game position' });
      await slider.waitFor();
      const last = Number(await slider.getAttribute('max'));
      assert.ok(last >= 6, `the opening turn recorded several actions (${last})`);
      assert.equal(Number(await slider.inputValue()), last);
      // The live game is unfinished and the Confederate player is at the screen: only their view.
      const viewpoint = page.getByTestId('replay-viewpoint');
      assert.equal(await viewpoint.inputValue(), 'confederate');
      assert.equal(await viewpoint.locator('option[value="everything"]').isDisabled(), true);
      assert.equal(await page.getByTestId('replay-hand-union').count(), 0, 'the Union hand is not in the page');
      await checkAccessibility(page, ctx, 'replay page');

      // Back to the start with the keyboard: the map follows.
      await page.keyboard.press('Home');
      await until(async () => (await slider.inputValue()) === '0', 'the replay to reach the start');
      assert.match(await page.getByTestId('replay-where').innerText(), new RegExp(`Position 0 of ${last} — turn 1`));
      assert.match(await locationName(page, 'Washington'), /Union 1 army \(strength 3\) upper half$/);
      assert.match(await locationName(page, 'Manassas'), /Confederate/);
      // One step forward: the deploy in Washington.
      await page.getByRole('button', { name: 'Forward' }).click();
      assert.equal(await slider.inputValue(), '1');
      assert.match(await locationName(page, 'Washington'), /strength 2\) lower half/);

      // Play from here: a sandbox game after the deploy, the Union to act with one action taken.
      // A sandbox shows the whole game, so from a game two people play on it asks first, as the editor does (R2.6).
      await page.getByTestId('replay-branch').click();
      await page.getByTestId('sandbox-secret').waitFor();
      await checkAccessibility(page, ctx, 'the question before a sandbox shows the whole game');
      await page.getByTestId('sandbox-secret-confirm').click();
      await page.getByTestId('sandbox-badge').waitFor();
      await passHandoff(page, 'Union');
      assert.match(await page.getByTestId('status-actions').innerText(), /1 of 2/);
      assert.match(await page.getByTestId('status-bar').innerText(), /Turn 1/);
      await page.getByTestId('button-pass').click();
      await confirmAction(page);
      assert.match(await page.getByTestId('status-actions').innerText(), /2 of 2/);

      // The sandbox survives a reload, still marked, and the original game is one click away.
      await page.reload();
      await page.getByTestId('sandbox-badge').waitFor();
      await page.getByTestId('return-original').click();
      await page.getByTestId('leave-sandbox-confirm').click();
      await until(async () => (await page.getByTestId('sandbox-badge').count()) === 0, 'the original game to come back');
      await passHandoff(page, 'Confederate');
      assert.equal(await decisionText(page), liveDecision);
      assert.match(await locationName(page, 'Manassas'), /: Union 1 army \(strength 3\) upper half$/);

      // The position editor on the current position: one more Union army (strength 2) in
      // Harrisburg, where no Confederate may stand (R5.10), then played as a sandbox game.
      await page.getByTestId('nav-editor').click();
      // The game goes on between two people: the editor shows every hand only once they agree (R2.6).
      // They agreed before Play from here, and the reload kept it: one agreement per game, so the editor opens at once (QA).
      await page.getByTestId('editor-page').waitFor();
      assert.equal(await page.getByTestId('editor-secret').count(), 0, 'the editor does not ask again after a reload');
      assert.match(await page.getByTestId('editor-check').innerText(), /accepts/);
      await page.getByTestId('editor-location-select').selectOption('harrisburg');
      await page.getByTestId('editor-unit-strength').selectOption('2');
      await page.getByTestId('editor-add-unit').click();
      assert.match(await page.getByTestId('editor-check').innerText(), /accepts/);
      assert.match(await locationName(page, 'Harrisburg'), /Union 1 army \(strength 2\)/);
      await checkAccessibility(page, ctx, 'position editor');
      await page.getByTestId('editor-play').click();
      await page.getByTestId('sandbox-badge').waitFor();
      await passHandoff(page, 'Confederate');
      assert.match(await locationName(page, 'Harrisburg'), /Union 1 army \(strength 2\)/);
      assert.equal(await decisionText(page), liveDecision);
    },
  },
  {
    name: 'Import game in a sandbox replaces the sandbox only: the original game is still one click away, after a reload too (QA)',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await playOpeningTurn(page, pressWith.mouse);
      const liveDecision = await decisionText(page);
      // The QA's steps: Position editor, the rulebook's start, Play this position.
      await page.getByTestId('nav-editor').click();
      await page.getByTestId('editor-show-secrets').click();
      await page.getByTestId('editor-from-rulebook').click();
      await page.getByTestId('editor-play').click();
      await page.getByTestId('sandbox-badge').waitFor();

      const save = readFileSync(join(ctx.root, 'tests/fixtures/saves/v4-midgame-balanced.json'));
      await page.getByTestId('import-file').setInputFiles({ name: 'midgame.json', mimeType: 'application/json', buffer: save });
      assert.match(await page.getByTestId('import-warning').innerText(), /takes the place of this one \(turn 1\).*The original game is still kept/s);
      await checkAccessibility(page, ctx, 'the import dialog in a sandbox');
      await page.getByTestId('import-confirm').click();
      await until(async () => /Turn 12/.test(await page.getByTestId('status-bar').innerText()), 'the imported game');
      assert.equal(await page.getByTestId('sandbox-badge').count(), 1, 'the imported game is a sandbox game');
      await page.reload();
      await page.getByTestId('sandbox-badge').waitFor();
      await page.getByTestId('return-original').click();
      await page.getByTestId('leave-sandbox-confirm').click();
      await until(async () => (await page.getByTestId('sandbox-badge').count()) === 0, 'the original game to come back');
      await passHandoff(page, 'Confederate');
      assert.equal(await decisionText(page), liveDecision);
    },
  },
];

/**
 * A person against the bot in headless Chromium (run by ./run.mjs): the Union is played here, the
 * Confederacy by the easy bot in its real Web Worker. With SEED the Union's opening hand holds Ohio
 * Regiments (U10, Army 2, cost 1) and Halleck (U38) to pay for it (see play.e2e.mjs).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkAccessibility, confirmAction, locationName, newGameWithSeed, until } from './helpers.mjs';

const SEED = 1;
const PLAYERS_KEY = 'lincoln.players.v1';

/** The text of the decision panel's prompt, or '' when there is none (the bot decides). */
async function promptText(page) {
  const prompt = page.getByTestId('decision-prompt');
  return (await prompt.count()) ? (await prompt.innerText()).trim() : '';
}

/**
 * Answers a decision the bot's turn put to the Union (a battle: defend, casualties, retreat, a
 * Cavalry Raid) with the first thing offered, step by step, until the action is applied.
 */
async function answerAnything(page) {
  const first = page.locator('.builder .button-row button[data-testid^="button-"]').first();
  if (await first.count()) await first.click();
  // Step by step for up to 20 s: a step's lazily loaded part loads slowly the first time on a busy machine.
  for (const end = Date.now() + 20_000; Date.now() < end;) {
    const confirm = page.getByTestId('confirm-action');
    if (!(await confirm.count())) return;
    if (await confirm.isEnabled()) {
      await confirmAction(page);
      return;
    }
    let clicked = false;
    for (const id of ['action-option', 'step-none', 'location-choose', 'half-upper', 'confirm-selection']) {
      const el = page.getByTestId(id).first();
      if ((await el.count()) && (await el.isEnabled())) {
        await el.click();
        clicked = true;
        break;
      }
    }
    // A step drawn by a lazily loaded part (a stand's Benefit cards, R7.3) may not be there yet.
    if (!clicked) await page.waitForTimeout(250);
  }
  throw new Error(`could not answer the decision: ${await promptText(page)}`);
}

export const tests = [
  {
    name: 'a person against the easy bot: the Union plays its turn, the bot its own in a Web Worker, and the Union decides again',
    async fn(page, ctx) {
      const workers = [];
      page.on('worker', (w) => workers.push(w.url()));
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor(); // a fresh page: two people, behind the hand-off screen
      await newGameWithSeed(page, SEED, { union: 'person', confederate: 'easy' });

      // One person: no hand-off screen, the Union's own hand and decision at once.
      assert.equal(await page.getByTestId('handoff').count(), 0, 'no hand-off screen against the bot');
      await page.getByTestId('hand').waitFor();
      assert.match(await page.getByTestId('hand').locator('h2').innerText(), /Union/);
      assert.equal(await promptText(page), 'Union turn 1: 0 of 2 actions taken.');
      assert.match(await page.getByTestId('bot-panel').innerText(), /Confederate: bot \(easy\)/);
      await checkAccessibility(page, ctx, 'game against the bot');

      // The Union deploys Ohio Regiments in Washington (paid with Halleck), passes, and ends its turn.
      await page.getByTestId('card-U10').click();
      await page.getByTestId('use-deploy').click();
      await page.getByTestId('card-U38').click();
      await page.getByTestId('confirm-selection').click();
      await page.getByRole('button', { name: /^Washington, lower half/ }).click();
      await confirmAction(page);
      assert.match(await locationName(page, 'Washington'), /Union 1 army \(strength 2\) lower half/);
      // Passing gives up a usable action, so it asks; End turn takes one click (issue 11 item 1).
      await page.getByTestId('button-pass').click();
      await page.getByTestId('waste-warning').waitFor();
      await confirmAction(page);
      await page.getByTestId('end-turn').click();

      // The bot's turn: it thinks in the background, the Union's controls are gone, no hand-off.
      await until(async () => /The Confederate bot is thinking…/.test(await page.getByTestId('bot-status').innerText()), 'the bot to think');
      assert.equal(await page.getByTestId('handoff').count(), 0);
      assert.equal(await page.getByTestId('decision-prompt').count(), 0, 'the person has nothing to decide while the bot thinks');
      assert.match(await page.getByTestId('status-decision').innerText(), /Confederate \(bot, easy\)/);
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-bot-thinking.png') });

      // Until the Union's turn 3 (answering whatever a battle asks of the Union on the way).
      const end = Date.now() + 60_000;
      for (;;) {
        const prompt = await promptText(page);
        if (/^Union turn 3:/.test(prompt)) break;
        if (prompt) await answerAnything(page);
        if (Date.now() > end) throw new Error(`the bot's turn did not end (status: ${await page.getByTestId('status-bar').innerText()})`);
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(await promptText(page), 'Union turn 3: 0 of 2 actions taken.');
      assert.equal(await page.getByTestId('handoff').count(), 0);
      assert.match(await page.getByTestId('status-bar').innerText(), /Turn 3/);
      assert.ok(await page.getByTestId('log').locator('li.log-entry.side-confederate').count() > 0, 'the log tells the bot’s moves');
      assert.ok(workers.length >= 1, 'the bot ran in a Web Worker');
      assert.equal(await page.getByTestId('bot-error').count(), 0);
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-bot-back.png') });

      // The players are saved beside the autosave: a reload resumes the game against the bot.
      const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), PLAYERS_KEY);
      assert.deepEqual(saved.players, { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } });
      await page.reload();
      await page.getByTestId('hand').waitFor();
      assert.equal(await page.getByTestId('handoff').count(), 0);
      assert.equal(await promptText(page), 'Union turn 3: 0 of 2 actions taken.');
    },
  },
  {
    name: 'bot against bot: the game unfolds at the chosen speed, Pause stops it and Resume goes on',
    async fn(page, ctx) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      await newGameWithSeed(page, SEED, { union: 'easy', confederate: 'easy' });
      await page.getByTestId('bot-speed').selectOption('fast');

      // Watched as an observer: no hand-off, no hand, both bots take turns.
      assert.equal(await page.getByTestId('handoff').count(), 0);
      assert.equal(await page.getByTestId('hand').count(), 0);
      const entries = (side) => page.getByTestId('log').locator(`li.log-entry.side-${side}`).count();
      await until(async () => (await entries('confederate')) > 0 && (await entries('union')) > 1, 'both bots to move', 60_000);
      await checkAccessibility(page, ctx, 'bot against bot');
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-bots.png') });

      await page.getByTestId('bot-pause').click();
      await until(async () => /paused/.test(await page.getByTestId('bot-status').innerText()), 'the bots to pause');
      const paused = await page.getByTestId('log').locator('li.log-entry').count();
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(await page.getByTestId('log').locator('li.log-entry').count(), paused, 'no bot moves while paused');
      assert.match(await page.getByTestId('bot-pause').innerText(), /Resume/);

      await page.getByTestId('bot-pause').click();
      await until(async () => (await page.getByTestId('log').locator('li.log-entry').count()) > paused, 'the bots to go on', 30_000);
      assert.equal(await page.getByTestId('bot-error').count(), 0);
    },
  },
];

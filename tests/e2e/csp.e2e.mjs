/**
 * The Content-Security-Policy of index.html (issue 9) and two tabs on one game (issue 7), in
 * headless Chromium (run by ./run.mjs, which fails every test on any CSP violation).
 */
import assert from 'node:assert/strict';
import { newGameWithSeed, until } from './helpers.mjs';

export const tests = [
  {
    name: 'CSP: the built app runs under its policy with no violation, the bots play in their Web Worker, an inline script is refused',
    async fn(page, ctx) {
      const workers = [];
      page.on('worker', (w) => workers.push(w.url()));
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      for (const directive of ["script-src 'self'", "connect-src 'self'", "worker-src 'self'"]) assert.ok(policy.includes(directive), `the policy has ${directive}`);
      assert.ok(!policy.includes('unsafe-inline') && !policy.includes('unsafe-eval'), 'no unsafe-inline, no unsafe-eval');

      await newGameWithSeed(page, 5, { union: 'easy', confederate: 'easy' });
      await page.getByTestId('bot-speed').selectOption('fast');
      const entries = (side) => page.getByTestId('log').locator(`li.log-entry.side-${side}`).count();
      await until(async () => (await entries('confederate')) > 0 && (await entries('union')) > 1, 'both bots to move', 60_000);
      assert.ok(workers.length >= 1, 'the bot ran in a Web Worker');
      assert.equal(await page.getByTestId('bot-error').count(), 0);

      // The control: an inline script is refused, and the refusal is seen (then cleared, as expected).
      const refused = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.body.append(script);
        // The violation event comes in a task of its own: waited for (later than 50 ms on a busy machine),
        // lest it be counted after the splice below as a violation of the app's own.
        for (const end = Date.now() + 5_000; Date.now() < end && !window.__cspViolations.some((v) => v.startsWith('script-src'));) {
          await new Promise((r) => setTimeout(r, 50));
        }
        const seen = window.__cspViolations.splice(0);
        return { ran: window.__inlineRan === true, seen };
      });
      assert.equal(refused.ran, false, 'the inline script did not run');
      assert.ok(refused.seen.some((v) => v.startsWith('script-src')), `the violation was reported: ${refused.seen}`);
      // Its console report too, and only that one: every other violation still fails the test.
      await until(async () => ctx.pageErrors.some((e) => /inline script/.test(e)), 'the console report of the refused inline script');
      const control = ctx.pageErrors.findIndex((e) => /inline script/.test(e));
      ctx.pageErrors.splice(control, 1);
    },
  },
  {
    name: 'two tabs: the second tab is read-only until it takes over, and then the first one is',
    async fn(page) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      await page.getByTestId('handoff-confirm').click();
      const second = await page.context().newPage();
      await second.goto('./');
      await second.getByTestId('read-only').waitFor();
      assert.equal(await page.getByTestId('read-only').count(), 0, 'the first tab still plays');

      // The first tab plays a step; the second takes over and shows it.
      await page.getByTestId('button-pass').click();
      await page.getByTestId('confirm-action').click();
      const saved = await page.evaluate(() => localStorage.getItem('lincoln.save.v1'));
      await second.getByTestId('take-over').click();
      await second.getByTestId('read-only').waitFor({ state: 'hidden' });
      await page.getByTestId('read-only').waitFor();
      const shown = await second.evaluate(() => JSON.parse(localStorage.getItem('lincoln.save.v1')).state.log.length);
      assert.equal(shown, JSON.parse(saved).state.log.length, 'the second tab goes on from the first tab’s last step');
      await second.close();
    },
  },
  {
    name: 'two tabs opened at once (a browser restoring its session): exactly one plays, with an autosave or without one',
    async fn(page) {
      const context = page.context();
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      // The test's own page stays open on about:blank (the runner reads it afterwards) while pairs of tabs open.
      for (const autosave of [false, true, false, true]) {
        if (!autosave) await page.evaluate(() => localStorage.removeItem('lincoln.save.v1'));
        await page.goto('about:blank');
        const tabs = [await context.newPage(), await context.newPage()];
        await Promise.all(tabs.map((tab) => tab.goto('./')));
        for (const tab of tabs) await tab.getByTestId('handoff-confirm').waitFor();
        const readOnly = async () => (await Promise.all(tabs.map((tab) => tab.getByTestId('read-only').count()))).join('');
        await until(async () => (await readOnly()) !== '00', 'one tab to find the other playing');
        await tabs[0].waitForTimeout(1000); // the tabs have had time to answer each other
        assert.ok(['01', '10'].includes(await readOnly()), `exactly one tab plays (${autosave ? 'an autosave' : 'no autosave'}): read-only ${await readOnly()}`);
        for (const tab of tabs) await tab.close();
        await page.goto('./');
      }
    },
  },
];

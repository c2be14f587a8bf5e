/**
 * The welcome screen (issue 11 item 6) in headless Chromium: a first visit opens on it with the map
 * drawn behind, it passes axe, *Play against the computer* starts a game with no hand-off, a reload
 * goes straight back to that game, and the header's *How to play* reopens it with *Continue*.
 */
import assert from 'node:assert/strict';
import { checkAccessibility } from './helpers.mjs';

export const tests = [
  {
    name: 'welcome: a first visit opens over the map; play against the computer; reload resumes; How to play reopens it',
    async fn(page, ctx) {
      // A context of its own: the runner's contexts skip the welcome.
      const context = await page.context().browser().newContext({ viewport: { width: 1366, height: 768 }, baseURL: ctx.baseURL });
      try {
        const first = await context.newPage();
        first.setDefaultTimeout(10_000);
        first.on('pageerror', (e) => ctx.pageErrors.push(e.message));
        await first.goto('./');
        const welcome = first.getByTestId('welcome');
        await welcome.waitFor();
        assert.equal(await first.getByTestId('handoff').count(), 0, 'no hand-off behind the welcome');
        assert.ok(await first.locator('[data-location]').count() > 20, 'the map is drawn behind the welcome');
        assert.ok(await first.locator('[data-location]').first().isVisible(), 'the map shows');
        assert.equal(await welcome.getByTestId('welcome-continue').count(), 0, 'nothing to continue on a first visit');
        for (const step of ['turn', 'actions', 'battles', 'winning']) await welcome.getByTestId(`howto-${step}`).waitFor();
        await checkAccessibility(first, ctx, 'welcome screen');

        await welcome.getByTestId('welcome-side').selectOption('union');
        await welcome.getByTestId('welcome-level').selectOption('easy');
        await welcome.getByTestId('welcome-vs-bot').click();
        await welcome.waitFor({ state: 'hidden' });
        await first.getByTestId('hand').waitFor();
        assert.equal(await first.getByTestId('handoff').count(), 0, 'one person against the computer: no hand-off');

        await first.reload();
        await first.getByTestId('hand').waitFor();
        assert.equal(await first.getByTestId('welcome').count(), 0, 'the autosave opens on the game');

        await first.getByTestId('open-welcome').click();
        await welcome.waitFor();
        await welcome.getByTestId('welcome-continue').click();
        await welcome.waitFor({ state: 'hidden' });
        await first.getByTestId('hand').waitFor();
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "welcome: How to play passes axe with no violation at all in English, Polish and Russian at 1366×768 and on a 390-px phone; its rule links have their anchors and open the Rules page",
    async fn(page, ctx) {
      for (const { width, height } of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        await page.setViewportSize({ width, height });
        for (const language of ['en', 'pl', 'ru']) {
          await page.goto(`./?lang=${language}`);
          await page.getByTestId('open-welcome').click();
          const welcome = page.getByTestId('welcome');
          await welcome.getByTestId('howto-rules').waitFor();
          // On a phone the how-to's rule links are scrolled out of the dialog: axe's skip-link rule wants their targets in the page (QA).
          const links = await welcome.getByTestId('howto').locator('a[href^="#rule-"]').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), !!document.getElementById(a.getAttribute('href').slice(1))]));
          assert.equal(links.length, 15);
          assert.deepEqual(links.filter(([, found]) => !found), [], 'every rule link of the how-to has its anchor in the page');
          await checkAccessibility(page, ctx, `How to play (${language}, ${width}×${height})`, { strict: true });
        }
      }
      await page.getByTestId('welcome').getByTestId('howto-battles').getByText('R7.4').click();
      await page.getByTestId('rules-page').waitFor();
      assert.equal(await page.getByTestId('welcome').count(), 0, 'the rule opens the Rules page in place of the welcome');
      assert.equal(await page.locator('[id="rule-R7.4"].rule-item--target').count(), 1, 'at the rule');
    },
  },
];

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
];

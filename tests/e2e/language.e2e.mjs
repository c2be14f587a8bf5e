/**
 * The UI language in a real browser (issue 7 item 7): `?lang=pl` opens the game in Polish with
 * `<html lang="pl">`, the header switches to Russian, and a reload keeps the language chosen. Every
 * page passes axe in each language, at a laptop's size where the longer pages scroll and on a phone,
 * where the header's rows scroll sideways.
 */
import assert from 'node:assert/strict';
import { agreeToEditor, checkAccessibility, OTHER_PAGES, uiLanguages, until } from './helpers.mjs';

export const tests = [
  {
    name: 'language: ?lang=pl shows Polish, the header switches to Russian, a reload keeps it',
    async fn(page) {
      await page.goto('./?lang=pl');
      const confirm = page.getByTestId('handoff-confirm');
      await confirm.waitFor();
      await until(async () => (await confirm.innerText()).trim() === 'Jestem graczem: Unia', 'the Polish hand-off screen');
      assert.equal(await page.getByTestId('nav-rules').innerText(), 'Zasady');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');

      await page.getByRole('combobox', { name: 'Język' }).selectOption('ru');
      await until(async () => (await page.getByTestId('nav-rules').innerText()) === 'Правила', 'the Russian header');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
      assert.match(page.url(), /[?&]lang=ru\b/, 'the address names the language shown');

      await page.reload();
      await until(async () => (await page.getByTestId('nav-rules').innerText().catch(() => '')) === 'Правила', 'Russian after a reload');
      assert.equal((await page.getByTestId('handoff-confirm').innerText()).trim(), 'Я играю: Союз');
    },
  },
  {
    name: 'every page (game, Replay, Position editor, Story, Rules, About) passes axe in English, Polish and Russian at 1366×768 and on a 390-px phone',
    async fn(page, ctx) {
      await page.goto('./');
      const languages = await uiLanguages(page);
      assert.deepEqual(languages, ['en', 'pl', 'ru'], 'the app offers English, Polish and Russian');
      for (const { width, height } of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        await page.setViewportSize({ width, height });
        for (const language of languages) {
          const where = `${language}, ${width}×${height}`;
          await page.goto(`./?lang=${language}`);
          await page.getByTestId('handoff-confirm').click();
          await page.getByTestId('hand').waitFor();
          await checkAccessibility(page, ctx, `game (${where})`);
          for (const [nav, marker] of OTHER_PAGES) {
            await page.getByTestId(`nav-${nav}`).click();
            if (nav === 'editor') await agreeToEditor(page, () => checkAccessibility(page, ctx, `editor's question (${where})`));
            await page.locator(marker).first().waitFor();
            await checkAccessibility(page, ctx, `${nav} page (${where})`);
          }
        }
      }
    },
  },
];

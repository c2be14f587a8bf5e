/**
 * The essentials fit the screen without scrolling the page (run by ./run.mjs): on a 1366×768
 * laptop and a 1920×1080 projector, with and without projector mode, the whole map (all 21
 * locations), both tracks, the status bar and the decision prompt are inside the viewport.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** What lies outside the viewport, and whether the page scrolls. */
async function overflow(page) {
  return page.evaluate(() => {
    const out = [];
    const check = (what, el) => {
      if (!el) return out.push(`${what}: missing`);
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        out.push(`${what}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight}`);
      }
    };
    for (const el of document.querySelectorAll('[data-location-wrap] .loc-land')) check(el.closest('[data-location-wrap]').dataset.locationWrap, el);
    check('Blockade track', document.querySelector('.track--blockade'));
    check('Europe track', document.querySelector('.track--europe'));
    check('status bar', document.querySelector('[data-testid="status-bar"]'));
    check('decision prompt', document.querySelector('[data-testid="decision-prompt"]'));
    const scrolls = document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth;
    return { out, scrolls, locations: document.querySelectorAll('[data-location-wrap] .loc-land').length };
  });
}

export const tests = [
  {
    name: 'the map, the tracks and the decision fit a 1366×768 laptop and a 1920×1080 projector without scrolling',
    async fn(page, ctx) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').click();
      await page.getByTestId('decision-prompt').waitFor();
      await page.locator('.track--europe').waitFor(); // drawn just after the first paint
      for (const projector of [false, true]) {
        if (projector) await page.getByTestId('projector-toggle').click();
        for (const size of SCREENS) {
          await page.setViewportSize(size);
          await page.waitForTimeout(100);
          const where = `${size.width}×${size.height}${projector ? ', projector mode' : ''}`;
          const { out, scrolls, locations } = await overflow(page);
          await page.screenshot({ path: join(ctx.tmp, `lincoln-e2e-layout-${size.width}x${size.height}${projector ? '-projector' : ''}.png`) });
          assert.equal(locations, 21);
          assert.deepEqual(out, [], `everything essential is on screen at ${where}`);
          assert.equal(scrolls, false, `the page does not scroll at ${where}`);
        }
      }
    },
  },
  {
    name: 'projector mode enlarges the map and its place names at 1366×768 and 1920×1080 (issue 12 item 2)',
    async fn(page) {
      /** The drawn map (its sea covers the whole viewBox) and the smallest place name's rendered size, in CSS px. */
      const measure = () => page.evaluate(() => {
        const map = document.querySelector('.board-map-sea').getBoundingClientRect();
        // A name's rendered size: its font size in map units times the map's scale on screen.
        const scale = map.width / document.querySelector('.board-map').viewBox.baseVal.width;
        const names = [...document.querySelectorAll('.loc-name')].map((e) => parseFloat(getComputedStyle(e).fontSize) * scale);
        return { width: map.width, height: map.height, name: Math.min(...names) };
      });
      await page.goto('./');
      await page.getByTestId('handoff-confirm').click();
      await page.getByTestId('decision-prompt').waitFor();
      for (const size of SCREENS) {
        await page.setViewportSize(size);
        await page.waitForTimeout(100);
        const before = await measure();
        await page.getByTestId('projector-toggle').click();
        await page.waitForTimeout(100);
        const after = await measure();
        await page.getByTestId('projector-toggle').click();
        const where = `${size.width}×${size.height}: map ${Math.round(before.width)}×${Math.round(before.height)} → ${Math.round(after.width)}×${Math.round(after.height)}, smallest place name ${before.name.toFixed(1)} → ${after.name.toFixed(1)} px`;
        console.log(`  ${where}`);
        assert.ok(after.width > before.width * 1.03 && after.height > before.height * 1.03, `the map grows in projector mode (${where})`);
        assert.ok(after.name > before.name * 1.1, `place names grow in projector mode (${where})`);
      }
    },
  },
];

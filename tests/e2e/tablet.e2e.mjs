/**
 * Tablet (issue 12 item 7): every control of a whole turn works by touch — taps only, no mouse and
 * no hover — at 1024×768 (landscape) and 768×1024 (portrait); a finger swiping over the hand scrolls
 * the side panel, and one moving a card sideways drags it onto the map (issue 11 item 1), as it
 * drags the position editor's units (issue 10 item 3). When the defender takes the screen, the
 * focus's scroll to the hand leaves the defender's prompt in sight, not under the tracks (QA); after
 * the hand-off the prompt and at least 4 of the 6 cards are in sight in English, Polish and Russian
 * (QA), and a payment card tapped brings its Confirm into view (QA). In the compact hand every card
 * name of both decks breaks only between words, in the three languages (QA). Each half to deploy
 * into is a finger's target at least 24 px each way that no other target or place overlaps (QA, WCAG 2.5.8).
 */
import assert from 'node:assert/strict';
import { finger, location, locationName, moveFromWashington, newGameWithSeed, passHandoff, playOpeningTurn, pressWith, uiLanguages, until, wholeHandSave, withTablet } from './helpers.mjs';

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
        await playOpeningTurn(tablet, pressWith.touch, { standByButton: true });
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

export const tests = [
  tabletTurn(1024, 768),
  tabletTurn(768, 1024),
  {
    name: 'swipe (tablet 1024×768): a finger swiping up the hand, from a card or between two, scrolls the side panel and picks no card',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet, context) => {
        await newGameWithSeed(tablet, 1);
        await passHandoff(tablet, 'Union');
        await tablet.getByRole('button', { name: 'History: Ohio Regiments' }).waitFor();
        await tablet.locator('.place-history-hint').waitFor();
        const touch = await finger(context, tablet);
        const panel = tablet.locator('.side-panel .side-scroll');
        const scrolled = () => panel.evaluate((el) => el.scrollTop);
        /** Swipes 200 px up from (x, y), as a finger does, and lets the scroll settle; returns how far the panel scrolled. */
        const swipeUp = async ({ x, y }) => {
          await panel.evaluate((el) => el.scrollTo(0, 0));
          await touch.down(x, y);
          // The drag's module loads on the first press: loaded, it follows this one.
          await until(() => tablet.evaluate(() => performance.getEntriesByType('resource').some((e) => /cardDrag/.test(e.name))), 'the drag module');
          await tablet.waitForTimeout(100);
          for (let i = 1; i <= 20; i++) {
            await touch.move(x, y - 10 * i);
            await tablet.waitForTimeout(16);
          }
          await touch.up();
          // The browser scrolls on its own compositor, behind on a busy machine: up to 3 s for the 150 px asked.
          await until(async () => (await scrolled()) >= 150, 'the swipe’s scroll', 3_000).catch(() => {});
          await tablet.waitForTimeout(400); // and no card picked meanwhile (asked after)
          return scrolled();
        };
        const picked = () => tablet.locator('[data-testid="hand"] [aria-pressed="true"], [data-testid^="use-"], [data-target-half], .card-ghost').count();
        // From the middle of a card, and from the gap between two cards: side by side, or one above
        // the other where the narrower side panel of a tablet held sideways has one card a row.
        const card = await tablet.getByTestId('card-U10').boundingBox();
        const gap = await tablet.locator('.hand > li').evaluateAll((items) => {
          const [a, b] = items.slice(0, 2).map((li) => li.getBoundingClientRect());
          return a.top === b.top
            ? { x: (a.right + b.left) / 2, y: a.top + 40, width: b.left - a.right }
            : { x: a.left + a.width / 2, y: (a.bottom + b.top) / 2, width: b.top - a.bottom };
        });
        assert.ok(gap.width > 2, `a gap between two cards (${gap.width} px)`);
        for (const [where, at] of [['a card', { x: card.x + card.width / 2, y: card.y + card.height / 2 }], ['the gap between two cards', gap]]) {
          assert.ok(at.y > 300 && at.y < 760, `the swipe starts on the screen (${where} at y ${at.y})`);
          const by = await swipeUp(at);
          assert.ok(by >= 150, `a swipe up from ${where} scrolls the side panel (by ${by} px)`);
          assert.equal(await picked(), 0, `a swipe up from ${where} picks no card`);
        }
      });
    },
  },
  {
    name: 'focus scroll (tablet 1024×768, against the bot): the builder’s Confirm and the chosen option stay in view when the focus moves on',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet) => {
        await newGameWithSeed(tablet, 1, { union: 'person', confederate: 'easy' });
        const handoff = tablet.getByTestId('handoff-confirm');
        await handoff.or(tablet.getByTestId('hand')).first().waitFor();
        if (await handoff.count()) await pressWith.touch(handoff);
        await tablet.getByTestId('hand').waitFor();
        /** Whether `locator` lies wholly in the side panel's visible area (and the screen). */
        const inView = (locator) => locator.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const p = el.closest('.side-scroll').getBoundingClientRect();
          return r.height > 0 && r.top >= Math.max(p.top, 0) - 1 && r.bottom <= Math.min(p.bottom, innerHeight) + 1;
        });
        const focusedId = () => tablet.evaluate(() => document.activeElement?.getAttribute('data-testid'));
        // A deploy's payment (a card step): the focus goes to the hand's first card; the card tapped
        // for the payment, the builder's "Confirm these cards" is in view (QA: the focus's own scroll
        // centred the hand's first card, the side panel scrolled about 283 px and took it away above).
        await pressWith.touch(tablet.getByTestId('card-U10'));
        await pressWith.touch(tablet.getByTestId('use-deploy'));
        await until(async () => /^card-/.test(await focusedId()), 'the focus on the hand’s first card');
        await pressWith.touch(tablet.getByTestId('card-U38'));
        const confirmCards = tablet.getByTestId('confirm-selection');
        await until(() => confirmCards.isEnabled(), 'the payment chosen');
        assert.ok(await inView(confirmCards), '“Confirm these cards” in view after the payment card is tapped');
        await pressWith.touch(confirmCards);
        await pressWith.touch(tablet.getByRole('button', { name: /^Washington, lower half/ }));
        await pressWith.touch(tablet.getByTestId('confirm-action'));
        await tablet.getByTestId('confirm-action').waitFor({ state: 'detached' });
        // A move's destination chosen, its armies preselected: the focus on Confirm, the chosen option still in view.
        await pressWith.touch(tablet.getByTestId('card-U33'));
        await pressWith.touch(tablet.getByTestId('use-move'));
        await moveFromWashington(tablet, pressWith.touch);
        await pressWith.touch(location(tablet, 'Manassas'));
        await until(async () => (await focusedId()) === 'confirm-action', 'the focus on Confirm');
        const chosen = tablet.locator('[data-testid="action-option"][aria-pressed="true"]');
        assert.equal(await chosen.count(), 1, 'an option chosen');
        assert.ok(await inView(chosen), 'the chosen option in view with Confirm focused');
        assert.ok(await inView(tablet.getByTestId('confirm-action')), 'Confirm in view');
      });
    },
  },
  {
    // QA: after the defender's hand-off the focus went to the hand's first card, and its scroll took
    // the side panel so far down that the prompt ("You are attacked at Manassas…") lay under the tracks.
    name: 'defender\'s prompt (tablet 1024×768, English, Polish and Russian): when the defender takes the screen and the focus moves to the hand, the prompt stays in sight, not under the tracks',
    timeout: 180_000,
    async fn(page, ctx) {
      const failures = [];
      await withTablet(page, ctx, async (tablet) => {
        const tap = pressWith.touch;
        /** Taps the hand-off's button once it takes input, and waits for the hand. */
        const takeScreen = async () => {
          const handoff = tablet.getByTestId('handoff-confirm');
          await handoff.waitFor();
          await tablet.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
          await tap(handoff);
          await tablet.getByTestId('hand').waitFor();
        };
        for (const language of await uiLanguages(tablet)) {
          await tablet.goto(`./?lang=${language}`);
          // Seed 1's opening (helpers' playOpeningTurn, by test ids in any language): a deploy in
          // Washington, a move into Manassas with McClellan, the attacker's card; then the defender's hand-off.
          await newGameWithSeed(tablet, 1);
          await takeScreen();
          await tap(tablet.getByTestId('card-U10'));
          await tap(tablet.getByTestId('use-deploy'));
          await tap(tablet.getByTestId('card-U38'));
          await tap(tablet.getByTestId('confirm-selection'));
          await tap(tablet.locator('[data-target-half="washington:lower"]'));
          await tap(tablet.getByTestId('confirm-action'));
          await tablet.getByTestId('confirm-action').waitFor({ state: 'detached' });
          await tap(tablet.getByTestId('card-U33'));
          await tap(tablet.getByTestId('use-move'));
          const manassas = tablet.locator('[data-location-wrap="manassas"]:not(.loc--dimmed) [data-location="manassas"]');
          // The builder's question (where from, or the destination) dims the places it does not offer:
          // waited for, as tap() waits for the touch, not for its click (in any language).
          await tablet.locator('[data-location-wrap].loc--dimmed').first().waitFor();
          if (!(await manassas.count())) await tap(tablet.locator('[data-location="washington"]'));
          await tap(manassas);
          const options = tablet.getByTestId('action-option');
          await options.first().waitFor();
          const texts = await options.allInnerTexts();
          await tap(options.nth(texts.findIndex((t) => /\(U33\)/.test(t))));
          await tap(tablet.getByTestId('confirm-action'));
          await tablet.getByTestId('combat').waitFor();
          await tap(tablet.getByTestId('card-U39'));
          await tap(tablet.getByTestId('confirm-action'));
          await takeScreen();
          // The focus goes to the hand's first card (useFocusNext), the side panel scrolled for it.
          await until(() => tablet.evaluate(() => /^card-/.test(document.activeElement?.dataset?.testid ?? '')), 'the focus on the hand');
          await tablet.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const found = await tablet.getByTestId('decision-prompt').evaluate((el) => {
            const r = el.getBoundingClientRect();
            const panel = el.closest('.side-scroll').getBoundingClientRect();
            // Each of its lines at its middle (the middle of the prompt's box may fall beside a shorter
            // line, on its own paragraph, where it wraps beside the decision's Undo).
            const hit = [...el.getClientRects()]
              .map((line) => document.elementFromPoint((line.left + line.right) / 2, (line.top + line.bottom) / 2))
              .find((h) => !(h && el.contains(h)));
            return {
              box: `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
              panel: `${Math.round(panel.top)}–${Math.round(panel.bottom)}`,
              inSight: r.height > 0 && r.top >= Math.max(panel.top, 0) - 0.5 && r.bottom <= Math.min(panel.bottom, innerHeight) + 0.5,
              hit: hit === undefined ? null : (hit?.className?.baseVal ?? hit?.className ?? hit?.tagName ?? 'nothing'),
              scrolled: el.closest('.side-scroll').scrollTop,
            };
          });
          console.log(`  1024×768, ${language}: the prompt at ${found.box}, the side panel's scrolling part ${found.panel} (scrolled ${found.scrolled} px)${found.hit ? `, covered by ${found.hit}` : ''}`);
          if (!found.inSight) failures.push(`${language}: the prompt at ${found.box}, out of the side panel's scrolling part ${found.panel}`);
          if (found.hit) failures.push(`${language}: the prompt's centre is covered by ${found.hit}`);
        }
      });
      assert.deepEqual(failures, [], 'the defender\'s prompt in sight after the hand-off');
    },
  },
  {
    // QA: in the narrow side panel one card took a row, with its 44-px History button under it: of the
    // Union's six cards after the hand-off only the first and half the second were in sight under the prompt.
    // QA again: in Polish and Russian the decision took so many lines that only 2 of the 6 were.
    name: 'hand in sight (tablet 1024×768, English, Polish and Russian): after the Union\'s hand-off of seeds 1 and 7 the prompt and at least 4 of the 6 cards are whole in the side panel\'s visible part, the History buttons 44 px high',
    timeout: 240_000,
    async fn(page, ctx) {
      const failures = [];
      await withTablet(page, ctx, async (tablet) => {
        for (const language of await uiLanguages(tablet)) {
          for (const seed of [1, 7]) {
            await tablet.goto(`./?lang=${language}`);
            await newGameWithSeed(tablet, seed);
            const handoff = tablet.getByTestId('handoff-confirm');
            await handoff.waitFor();
            await tablet.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
            await pressWith.touch(handoff);
            await tablet.locator('.hand .card-history-toggle').first().waitFor();
            // The focus goes to the hand's first card (useFocusNext), the side panel scrolled for it.
            await until(() => tablet.evaluate(() => /^card-/.test(document.activeElement?.dataset?.testid ?? '')), 'the focus on the hand');
            await tablet.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const found = await tablet.getByTestId('hand').evaluate((hand) => {
              const panel = hand.closest('.side-scroll').getBoundingClientRect();
              const inSight = (r) => r.height > 0 && r.top >= Math.max(panel.top, 0) - 0.5 && r.bottom <= Math.min(panel.bottom, innerHeight) + 0.5;
              const cards = [...hand.querySelectorAll('.hand > li')].map((li) => li.getBoundingClientRect());
              return {
                prompt: inSight(document.querySelector('[data-testid="decision-prompt"]').getBoundingClientRect()),
                cards: cards.length,
                whole: cards.filter(inSight).length,
                toggles: [...hand.querySelectorAll('.card-history-toggle')].map((b) => Math.round(b.getBoundingClientRect().height)),
              };
            });
            const where = `${language}, seed ${seed}`;
            console.log(`  1024×768, ${where}: the prompt ${found.prompt ? 'in sight' : 'out of sight'}, ${found.whole} of ${found.cards} cards whole in sight, History buttons ${Math.min(...found.toggles)} px high or more`);
            if (!found.prompt) failures.push(`${where}: the prompt out of sight`);
            if (found.cards !== 6 || found.whole < 4) failures.push(`${where}: ${found.whole} of ${found.cards} cards whole in sight, not 4`);
            if (found.toggles.some((h) => h < 44)) failures.push(`${where}: History buttons ${found.toggles.join(', ')} px high`);
          }
        }
      });
      assert.deepEqual(failures, [], 'the prompt and most of the hand in sight on a tablet');
    },
  },
  {
    // QA: in the compact hand (two cards a row beside their History strips) "Reinforcements" broke inside the word.
    name: 'card names (tablet 1024×768, English, Polish and Russian): every card name of both decks breaks only between words in the compact hand',
    timeout: 180_000,
    async fn(page, ctx) {
      const saves = ['v1-start', 'v4-midgame-balanced'].map((f) => wholeHandSave(ctx.root, `tests/fixtures/saves/${f}.json`));
      const failures = [];
      await withTablet(page, ctx, async (tablet) => {
        for (const [side, , save] of saves) {
          await tablet.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
          await tablet.goto('./?lang=en');
          const handoff = tablet.getByTestId('handoff-confirm');
          await handoff.waitFor();
          await tablet.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
          await pressWith.touch(handoff);
          // Each language chosen in the header, the names in the hand change with it (and are fitted again).
          for (const language of await uiLanguages(tablet)) {
            await tablet.getByTestId('language-select').selectOption(language);
            await until(() => tablet.evaluate((l) => document.documentElement.lang === l, language), `the UI in ${language}`);
            await tablet.locator('.hand .card-history-toggle').first().waitFor();
            await tablet.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const found = await tablet.locator('.hand .card-name').evaluateAll((names) => {
              const broken = [];
              for (const name of names) {
                // Each character's line (its rect's top): two letters of one word on two lines is a break inside it.
                const text = name.firstChild;
                const tops = [...text.data].map((_, i) => {
                  const range = document.createRange();
                  range.setStart(text, i);
                  range.setEnd(text, i + 1);
                  const rects = range.getClientRects();
                  return rects.length ? rects[rects.length - 1].top : null;
                });
                for (let i = 0; i + 1 < tops.length; i++) {
                  if (/[\s\u00ad-]/.test(text.data[i]) || /\s/.test(text.data[i + 1]) || tops[i] === null || tops[i + 1] === null) continue;
                  if (tops[i + 1] - tops[i] > 2) broken.push(`${text.data.slice(0, i + 1)}|${text.data.slice(i + 1)} (${getComputedStyle(name).fontSize})`);
                }
              }
              return { count: names.length, two: getComputedStyle(names[0].closest('.hand')).gridTemplateColumns.split(' ').length === 2, broken };
            });
            const where = `${language}, ${side}`;
            console.log(`  1024×768, ${where}: ${found.count} card names, ${found.broken.length} broken inside a word${found.broken.length ? `: ${found.broken.join(', ')}` : ''}`);
            if (!found.two) failures.push(`${where}: the hand is not two cards a row`);
            failures.push(...found.broken.map((b) => `${where}: ${b}`));
          }
        }
      });
      assert.deepEqual(failures, [], 'card names broken only between words');
    },
  },
  {
    // QA: the halves to deploy into were about 83×17 px on the tablet's map, small for a finger (WCAG 2.5.8: 24×24).
    name: 'deploy targets (tablet 1024×768): each half offered is a finger\'s target at least 24 px each way, every point of it picks that half and lies in no other place; a tap below a lower half\'s drawing picks it; a mouse\'s targets are the halves drawn',
    async fn(page, ctx) {
      /** Starts the deploy of Ohio Regiments (U10) paid by U38 in seed 1's first turn, with `press`. */
      const startDeploy = async (p, press) => {
        await newGameWithSeed(p, 1);
        const handoff = p.getByTestId('handoff-confirm');
        await handoff.waitFor();
        await p.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
        await press(handoff);
        await press(p.getByTestId('card-U10'));
        await press(p.getByTestId('use-deploy'));
        await press(p.getByTestId('card-U38'));
        await press(p.getByTestId('confirm-selection'));
        await p.locator('[data-target-half]').first().waitFor();
      };
      /** Each offered half's target (its drawing and its finger's target, LocationBox) and what a tap on each of its points picks. */
      const targets = (p) => p.evaluate(() => {
        const boxes = [...document.querySelectorAll('[data-location]')].map((g) => ({ id: g.dataset.location, r: g.querySelector('.loc-hit-area').getBoundingClientRect() }));
        return [...document.querySelectorAll('[data-target-half]')].map((half) => {
          const stop = half.dataset.targetHalf;
          const hit = half.previousElementSibling?.classList.contains('half-hit') ? half.previousElementSibling : null;
          const rects = [half.getBoundingClientRect(), hit?.getBoundingClientRect()].filter((r) => r && r.width > 0);
          const area = {
            left: Math.min(...rects.map((r) => r.left)), top: Math.min(...rects.map((r) => r.top)),
            right: Math.max(...rects.map((r) => r.right)), bottom: Math.max(...rects.map((r) => r.bottom)),
          };
          const problems = [];
          for (let x = area.left + 1; x < area.right - 0.5; x += 3) {
            for (let y = area.top + 1; y < area.bottom - 0.5; y += 3) {
              const at = `(${Math.round(x)}, ${Math.round(y)})`;
              const el = document.elementFromPoint(x, y);
              const picks = el?.classList.contains('half-hit') ? el.nextElementSibling : el?.closest('[data-target-half]');
              if (picks !== half) problems.push(`${at} picks ${picks?.dataset.targetHalf ?? el?.getAttribute('class') ?? 'nothing'}`);
              const other = boxes.find((b) => b.id !== stop.split(':')[0] && x >= b.r.left && x <= b.r.right && y >= b.r.top && y <= b.r.bottom);
              if (other) problems.push(`${at} lies in ${other.id}`);
            }
          }
          return { stop, width: area.right - area.left, height: area.bottom - area.top, hit: hit ? getComputedStyle(hit).display : 'none', below: hit ? { x: (area.left + area.right) / 2, y: (half.getBoundingClientRect().bottom + area.bottom) / 2 } : null, problems };
        });
      });
      const failures = [];
      await withTablet(page, ctx, async (tablet) => {
        await startDeploy(tablet, pressWith.touch);
        const found = await targets(tablet);
        assert.ok(found.length >= 10, `halves offered (${found.length})`);
        for (const t of found) {
          console.log(`  1024×768 touch: ${t.stop} ${t.width.toFixed(1)}×${t.height.toFixed(1)} px${t.problems.length ? `; ${t.problems.length} points wrong, e.g. ${t.problems[0]}` : ''}`);
          if (t.width < 24 || t.height < 24) failures.push(`${t.stop}: ${t.width.toFixed(1)}×${t.height.toFixed(1)} px`);
          if (t.problems.length) failures.push(`${t.stop}: ${t.problems.slice(0, 3).join('; ')} (${t.problems.length} points)`);
        }
        // A tap between the lower half's drawing and the target's edge picks that half: the deploy is ready there.
        const washington = found.find((t) => t.stop === 'washington:lower');
        assert.ok(washington?.below, 'Washington\'s lower half has a finger\'s target around it');
        await tablet.touchscreen.tap(washington.below.x, washington.below.y);
        await until(async () => /lower half/i.test(await tablet.getByTestId('confirm-action').evaluate((b) => b.closest('.builder').textContent)), 'the deploy in Washington\'s lower half');
        assert.equal(await tablet.getByTestId('confirm-action').isDisabled(), false, 'the deploy is ready after a tap below the lower half\'s drawing');
      });
      assert.deepEqual(failures, [], 'every half offered a finger\'s target of its own, 24 px each way');
      // With a mouse (no touch) the targets are the halves drawn, as before.
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('./');
      await startDeploy(page, pressWith.mouse);
      const mouse = await targets(page);
      assert.deepEqual(mouse.filter((t) => t.hit !== 'none').map((t) => t.stop), [], 'no finger\'s target without a touch screen');
    },
  },
  {
    // QA: the side panel swiped down to a payment card further down the hand and the card tapped, the
    // builder's "Confirm these cards" stayed above the side panel's visible part (only a pick, not a
    // toggled card of a selection, brought the builder back into view).
    name: 'payment in sight (tablet 1024×768): a payment card tapped after swiping down the hand brings “Confirm these cards” into view',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet) => {
        await newGameWithSeed(tablet, 7);
        await passHandoff(tablet, 'Union');
        await pressWith.touch(tablet.getByTestId('card-U09'));
        await pressWith.touch(tablet.getByRole('button', { name: 'Deploy Army 2 (cost 1)' }));
        const confirmCards = tablet.getByTestId('confirm-selection');
        await confirmCards.waitFor();
        // The finger swipes the side panel down to its end, where the hand's last cards are.
        const panel = tablet.locator('.side-panel .side-scroll');
        await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await tablet.waitForTimeout(200);
        await pressWith.touch(tablet.getByTestId('card-U22'));
        await until(() => confirmCards.isEnabled(), 'the payment chosen');
        await tablet.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const where = await confirmCards.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const p = el.closest('.side-scroll').getBoundingClientRect();
          return { inView: r.top >= Math.max(p.top, 0) - 1 && r.bottom <= Math.min(p.bottom, innerHeight) + 1, box: `${Math.round(r.top)}–${Math.round(r.bottom)}`, panel: `${Math.round(p.top)}–${Math.round(p.bottom)}` };
        });
        assert.ok(where.inView, `“Confirm these cards” (${where.box}) in the side panel's visible part (${where.panel}) after U22 is tapped`);
      });
    },
  },
  {
    name: 'drag by touch (tablet 1024×768): a finger drags a copy of a card, of its size, onto a marked half and it deploys there',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet, context) => {
        await newGameWithSeed(tablet, 1);
        await passHandoff(tablet, 'Union');
        const touch = await finger(context, tablet);
        await tablet.getByRole('button', { name: 'History: Ohio Regiments' }).waitFor();
        await tablet.locator('.place-history-hint').waitFor();
        await tablet.getByTestId('card-U10').scrollIntoViewIfNeeded();
        const cardBox = await tablet.getByTestId('card-U10').boundingBox();
        const from = { x: cardBox.x + cardBox.width / 2, y: cardBox.y + cardBox.height / 2 };
        await touch.down(from.x, from.y);
        // The finger moves on until the drag has started (its module loads on the first press).
        const lower = tablet.locator('[data-target-half="washington:lower"]');
        for (let i = 1; (await lower.count()) === 0; i++) {
          assert.ok(i < 100, 'the drag starts');
          await touch.move(from.x - 30 - (i % 2), from.y);
          await tablet.waitForTimeout(50);
        }
        const box = await lower.boundingBox();
        const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        for (let i = 1; i <= 8; i++) await touch.move(from.x - 30 + ((to.x - from.x + 30) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
        // The copy under the finger is the card's size, not the screen's height (the card's height: 100%, fixed).
        const ghost = await tablet.locator('.card-ghost').boundingBox();
        assert.deepEqual([ghost.width, ghost.height].map(Math.round), [cardBox.width, cardBox.height].map(Math.round), 'the copy keeps the card’s size');
        await touch.up();
        await tablet.getByTestId('change-payment').waitFor();
        assert.equal(await tablet.getByTestId('confirm-action').isDisabled(), false, 'the deploy is ready with the proposed payment');
        // Confirm by a click: in headless Chromium a tap sent (by CDP) within about a second of a
        // synthetic touch drag sometimes gets no click event (1 run in 4), which this test does not
        // explain; taps alone are covered by the tests above.
        await tablet.getByTestId('confirm-action').click();
        await until(async () => /strength 2\) lower half/.test(await locationName(tablet, 'Washington')), 'the deploy by touch');
      });
    },
  },
  {
    name: 'editor by touch (tablet 1024×768): a finger drags a unit’s handle, and Add, sideways onto a half of the map; swiping up from the handle scrolls',
    async fn(page, ctx) {
      await withTablet(page, ctx, async (tablet, context) => {
        await pressWith.touch(tablet.getByTestId('nav-editor'));
        await pressWith.touch(tablet.getByTestId('editor-show-secrets')); // a game between two people: agreed to show every hand
        await tablet.getByTestId('editor-page').waitFor({ timeout: 20_000 });
        await pressWith.touch(tablet.getByTestId('editor-from-empty'));
        await tablet.getByTestId('editor-location-select').selectOption('kentucky');
        await pressWith.touch(tablet.getByTestId('editor-add-unit'));
        const touch = await finger(context, tablet);
        const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
        /** The editor's list of units at `place`. */
        const unitsAt = async (place) => {
          await tablet.getByTestId('editor-location-select').selectOption(place);
          return tablet.getByTestId('editor-unit').allInnerTexts();
        };
        /** A finger moving from `from` to `to` in ten steps. */
        const swipe = async (from, to) => {
          await touch.down(from.x, from.y);
          for (let i = 1; i <= 10; i++) {
            await touch.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
            await tablet.waitForTimeout(16);
          }
          await touch.up();
          await tablet.waitForTimeout(300);
        };
        /** Drags `source` by a finger onto the lower half of `place`'s box on the map (which lies left of the details). */
        const dragTo = async (source, place) => {
          await source.scrollIntoViewIfNeeded();
          const from = centre(await source.boundingBox());
          const box = await tablet.locator(`[data-location-wrap="${place}"] .loc-land`).boundingBox();
          const to = { x: box.x + box.width / 2, y: box.y + box.height * 0.85 };
          assert.ok(Math.abs(to.x - from.x) > Math.abs(to.y - from.y), `${place} lies beside the details`);
          await swipe(from, to);
        };
        const handle = tablet.getByTestId('editor-unit-drag');
        await handle.scrollIntoViewIfNeeded();
        // Swiping up from the handle scrolls what holds it (the editor's details panel, which
        // scrolls on its own wider than 900 px); the unit stays.
        const scroller = await handle.evaluateHandle((el) => {
          let p = el.parentElement;
          while (p && !(p.scrollHeight > p.clientHeight && /auto|scroll/.test(getComputedStyle(p).overflowY))) p = p.parentElement;
          return p ?? document.scrollingElement;
        });
        const top = await scroller.evaluate((el) => el.scrollTop);
        const at = centre(await handle.boundingBox());
        await swipe(at, { x: at.x, y: at.y - 200 });
        assert.ok((await scroller.evaluate((el) => el.scrollTop)) > top + 100, 'a swipe up from the handle scrolls the details');
        assert.equal((await unitsAt('kentucky')).length, 1, 'the swipe moves no unit');

        await dragTo(handle, 'nashville');
        assert.deepEqual(await unitsAt('kentucky'), [], 'the unit left Kentucky');
        assert.match((await unitsAt('nashville')).join(), /lower half/, 'the unit is in Nashville’s lower half');
        await dragTo(tablet.getByTestId('editor-add-unit'), 'richmond');
        assert.match((await unitsAt('richmond')).join(), /lower half/, 'Add dropped on Richmond’s lower half adds a unit there');
      });
    },
  },
];

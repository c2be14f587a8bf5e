/**
 * Helpers shared by the browser tests (`*.e2e.mjs`): finding map locations, waiting, the hand-off
 * screen, the New game dialog, the action builder, and axe-core checks.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Makes every page of `context` open on the game, not on the welcome screen of a first visit
 * (issue 11 item 6): the browser remembers the welcome as closed. The runner does this for each
 * test's context; a test that makes its own context calls it too (welcome.e2e.mjs does not).
 */
export async function skipWelcome(context) {
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('lincoln.welcome.v1')) localStorage.setItem('lincoln.welcome.v1', 'seen');
    } catch {
      // no storage in this page (about:blank): nothing to skip
    }
  });
}

/**
 * With `E2E_CPU_THROTTLE=<rate>` in the environment (4 = four times slower), every page of
 * `context` runs on a CPU slowed down by Chromium (CDP `Emulation.setCPUThrottlingRate`): a way to
 * find, on a fast machine, the races a slow or busy CI machine loses. The runner calls it for each
 * test's context, withTablet for its own; without the variable it does nothing.
 */
export function throttleCpu(context) {
  const rate = Number(process.env.E2E_CPU_THROTTLE);
  if (!(rate > 1)) return;
  const slow = (page) => context.newCDPSession(page).then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate })).catch(() => {});
  for (const page of context.pages()) void slow(page);
  context.on('page', (page) => void slow(page));
}

/**
 * Runs `fn(tablet, context)` on a page of a new touch context of `width`×`height` (a tablet, issue
 * 12) opened on the game, without the welcome screen; the context is closed afterwards, whatever happens.
 * A failure carries a screenshot of the tablet's page (its path in the error's message).
 */
export async function withTablet(page, ctx, fn, { width = 1024, height = 768 } = {}) {
  const context = await page.context().browser().newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, baseURL: ctx.baseURL });
  let tablet = null;
  try {
    await skipWelcome(context);
    throttleCpu(context);
    tablet = await context.newPage();
    tablet.setDefaultTimeout(10_000);
    await tablet.goto('./');
    await fn(tablet, context);
  } catch (e) {
    // The runner's failure screenshot is of its own page, blank behind the tablet's context (the CI
    // failure of stop 39): the tablet's page is taken here, its path added to the error, which goes on.
    if (tablet && e instanceof Error) {
      const shot = join(tmpdir(), `lincoln-e2e-failure-tablet-${width}x${height}-${Date.now()}.png`);
      if (await tablet.screenshot({ path: shot }).then(() => true, () => false)) e.message += `\n  screenshot of the tablet: ${shot}`;
    }
    throw e;
  } finally {
    await context.close();
  }
}

/** A location on the map, by the start of its accessible name ("Washington, Union, …"). */
export function location(page, name) {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, (Union|Confederate)`);
  return page.getByRole('button', { name: pattern }).or(page.getByRole('img', { name: pattern }));
}

/** The accessible name of a location now. */
export async function locationName(page, name) {
  return location(page, name).getAttribute('aria-label');
}

/** The UI languages the app offers, in its own order (the values of the header's language choice), e.g. ['en', 'pl', 'ru']. */
export async function uiLanguages(page) {
  return page.getByTestId('language-select').locator('option').evaluateAll((options) => options.map((o) => o.value));
}

/** The app's pages beside the game, each as [its header button's test id suffix, a selector present once it has rendered]. */
export const OTHER_PAGES = [
  ['replay', '.replay-layout'],
  ['editor', '[data-testid="editor-page"]'],
  ['story', '[data-testid="story-page"]'],
  ['rules', '[data-testid="rules-page"]'],
  ['about', '[data-testid="about-page"]'],
];

/**
 * Past the position editor's question: over a game that goes on with people in it, the editor shows
 * every hand only once the players agree (R2.6). Agrees when asked; resolves on the editor itself.
 * `check` (optional) is run on the question first (an accessibility check, say).
 */
export async function agreeToEditor(page, check) {
  await page.locator('[data-testid="editor-page"], [data-testid="editor-secret"]').first().waitFor({ timeout: 20_000 });
  const agree = page.getByTestId('editor-show-secrets');
  if (await agree.count()) {
    if (check) await check();
    await agree.click();
  }
  await page.getByTestId('editor-page').waitFor({ timeout: 20_000 });
}

/** The accessible names of every location of the map, in map order. */
export async function mapNames(page) {
  return page.locator('[data-location]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** The number of entries in the game log. */
export async function logLength(page) {
  return page.getByTestId('log').locator('li.log-entry').count();
}

/** Waits until `fn` returns a truthy value (polling), or fails with `what`. */
export async function until(fn, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The requests in flight of each page followed by requestsSettled. */
const inFlight = new WeakMap();

/**
 * Follows the requests of `page` from now on (the code of a lazily loaded part, its strings). The
 * function returned waits for the app to settle after an input: two frames (the requests its render
 * starts have been made), no request in flight, then two frames more (what they load is drawn). A
 * fixed pause stands in for this badly on a slow machine, where a part's first load takes longer.
 */
export function requestsSettled(page) {
  let pending = inFlight.get(page);
  if (!pending) {
    pending = new Set();
    inFlight.set(page, pending);
    page.on('request', (r) => pending.add(r));
    const done = (r) => pending.delete(r);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return async (timeout = 20_000) => {
    await frames();
    await until(() => pending.size === 0, 'no request in flight', timeout).catch((e) => {
      throw new Error(`${e.message}: ${[...pending].map((r) => r.url()).join(', ')}`);
    });
    await frames();
  };
}

/** The text of the status bar's decision ("Deciding: Union: choose an action"). */
export async function decisionText(page) {
  return page.getByTestId('status-decision').innerText();
}

/** Waits for the hand-off screen for `side`, checks it hides the hand, and confirms it. */
export async function passHandoff(page, side) {
  const button = page.getByTestId('handoff-confirm');
  await button.waitFor();
  assert.equal((await button.innerText()).trim(), `I am the ${side} player`);
  assert.equal(await page.getByTestId('hand').count(), 0, 'the hand-off screen shows no hand');
  await button.click();
  await page.getByTestId('hand').waitFor();
  assert.match(await page.getByTestId('hand').locator('h2').innerText(), new RegExp(side));
}

/**
 * Starts a new game with `seed` from the New game dialog; `players` chooses who plays each side,
 * e.g. `{ union: 'person', confederate: 'easy' }` (the dialog's default: the current players).
 */
export async function newGameWithSeed(page, seed, players = {}) {
  await page.getByTestId('new-game').click();
  const dialog = page.getByTestId('new-game-dialog');
  await dialog.waitFor();
  for (const [side, choice] of Object.entries(players)) await dialog.getByTestId(`player-${side}`).selectOption(choice);
  await dialog.getByTestId('new-game-seed').fill(String(seed));
  await dialog.getByTestId('new-game-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Confirms the action built, and waits until the builder is done with it (or reports the engine's refusal). */
export async function confirmAction(page) {
  const confirm = page.getByTestId('confirm-action');
  assert.ok(await confirm.isEnabled(), 'the action is ready to confirm');
  await confirm.click();
  await confirm.waitFor({ state: 'detached', timeout: 5_000 }).catch(async () => {
    const refusal = page.getByTestId('rule-error');
    throw new Error(`the action was not applied${(await refusal.count()) ? `: ${await refusal.innerText()}` : ''}`);
  });
  assert.equal(await page.getByTestId('rule-error').count(), 0, 'no rule error is shown');
}

/** Picks the one option of the builder's final list whose text matches `pattern`. */
export async function chooseOption(page, pattern) {
  const options = page.getByTestId('action-option');
  await options.first().waitFor();
  const texts = (await options.allInnerTexts()).map((t) => t.trim());
  const matching = texts.flatMap((t, i) => (pattern.test(t) ? [i] : []));
  assert.equal(matching.length, 1, `one option matching ${pattern} among: ${texts.join(' | ')}`);
  await options.nth(matching[0]).click();
  return texts[matching[0]];
}

/**
 * Serious findings reported to the UI's owners and not yet fixed: printed on every run, not failed
 * on, as long as every element they name matches `elements` (a CSS selector). Remove an entry once
 * it is fixed.
 */
export const KNOWN_ISSUES = [];

/**
 * Loads axe-core into the page and runs it; fails on serious or critical violations and prints the
 * rest, or with `strict` fails on every violation (best practices and moderate ones too).
 */
export async function checkAccessibility(page, ctx, where, { strict = false } = {}) {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the app's CSP
  // (script-src 'self') refuses inline scripts, and the tests fail on any CSP violation.
  await page.evaluate(readFileSync(join(ctx.root, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async (knownIssues) => {
    const result = await window.axe.run(document, { resultTypes: ['violations'], elementRef: true });
    return result.violations.map((v) => {
      const issue = knownIssues.find((k) => k.id === v.id && v.nodes.every((n) => n.element?.matches(k.elements)));
      return { id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')), known: issue?.note ?? null };
    });
  }, KNOWN_ISSUES);
  const describe = (v) => `[${v.impact}] ${v.id}: ${v.help} (${v.targets.length} element(s), e.g. ${v.targets[0]})`;
  const failing = [];
  for (const v of violations) {
    if (!strict && v.impact !== 'serious' && v.impact !== 'critical') console.log(`  axe, ${where}: ${describe(v)}`);
    else if (v.known) console.log(`  axe, ${where}: KNOWN ISSUE, reported, not failed on: ${describe(v)} — ${v.known}`);
    else failing.push(`${describe(v)}: ${v.targets.join(', ')}`);
  }
  assert.deepEqual(failing, [], `${strict ? 'accessibility' : 'serious or critical accessibility'} violations on the ${where}`);
}

/**
 * A finger on `page` of the touch `context` (withTablet), through Chromium's own touch input (CDP
 * `Input.dispatchTouchEvent`: touch events and pointer events of type touch, and the browser's own
 * scrolling), for what Playwright's touchscreen cannot send: it only taps. `down`, `move` and `up` at (x, y) in CSS px.
 */
export async function finger(context, page) {
  const cdp = await context.newCDPSession(page);
  const send = (type, touchPoints) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  return {
    down: (x, y) => send('touchStart', [{ x, y }]),
    move: (x, y) => send('touchMove', [{ x, y }]),
    up: () => send('touchEnd', []),
  };
}

/** Presses a control the way a mouse does (`click`) or a finger does (`tap`, in a touch context). */
export const pressWith = {
  mouse: (locator) => locator.click(),
  touch: (locator) => locator.tap(),
};

/**
 * After Move is chosen for a card in seed 1's opening: the builder asks where from (then Washington
 * is pressed with `press`) or, with one place to move from, straight for the destination; waits
 * for whichever it asks (Playwright's tap() waits for the touch, not for the click the browser
 * makes of it: asking at once whether the first question shows may see neither), and ends at the
 * destination's question.
 */
export async function moveFromWashington(page, press) {
  const from = page.getByText('Choose the location to move from.');
  const destination = page.getByText('Choose the destination.');
  await from.or(destination).first().waitFor();
  if (await from.count()) await press(location(page, 'Washington'));
  await destination.waitFor();
}

/**
 * Plays the Union's first turn of seed 1 (see play.e2e.mjs) with `press` (from `pressWith`):
 * deploy Ohio Regiments in Washington, move both armies into Manassas with McClellan, fight the
 * battle (a hand-off to the defender; the casualty on the shared screen, X26; a hand-off back), end
 * the turn; ends at the Confederate's decision.
 * Expects a new game of seed 1 behind the Union's hand-off screen.
 */
export async function playOpeningTurn(page, press, { standByButton = false } = {}) {
  const handoff = async (side) => {
    const button = page.getByTestId('handoff-confirm');
    await button.waitFor();
    assert.equal((await button.innerText()).trim(), `I am the ${side} player`);
    await press(button);
    await page.getByTestId('hand').waitFor();
  };
  const confirm = async () => {
    const button = page.getByTestId('confirm-action');
    await press(button);
    await button.waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal(await page.getByTestId('rule-error').count(), 0, 'no rule error is shown');
  };
  const option = async (pattern) => {
    const options = page.getByTestId('action-option');
    await options.first().waitFor();
    const texts = (await options.allInnerTexts()).map((t) => t.trim());
    const i = texts.findIndex((t) => pattern.test(t));
    assert.ok(i >= 0, `an option matching ${pattern} among: ${texts.join(' | ')}`);
    await press(options.nth(i));
  };
  await handoff('Union');
  await press(page.getByTestId('card-U10'));
  await press(page.getByTestId('use-deploy'));
  await press(page.getByTestId('card-U38'));
  await press(page.getByTestId('confirm-selection'));
  await press(page.getByRole('button', { name: /^Washington, lower half/ }));
  await confirm(); // a port asks for no naval card when the deploy needs none (issue 11 item 1)
  assert.match(await page.getByTestId('status-actions').innerText(), /1 of 2/);

  await press(page.getByTestId('card-U33'));
  await press(page.getByTestId('use-move'));
  await moveFromWashington(page, press);
  await press(location(page, 'Manassas'));
  await option(/^Move 2 armies from Washington to Manassas with McClellan \(U33\)/);
  await confirm();
  await page.getByTestId('combat').waitFor();
  await press(page.getByTestId('card-U39'));
  await confirm();

  await handoff('Confederate');
  if (standByButton) {
    // Stand, then the Leadership card picked in the hand (R7.3): the builder's next step comes into
    // view, not left scrolled away above the hand (QA: tablet 1024×768).
    await press(page.getByTestId('button-stand'));
    await press(page.getByTestId('card-C12'));
    const prompt = page.getByText(/^Add a Benefit card/);
    await prompt.waitFor();
    await until(() => prompt.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const p = el.closest('.side-scroll')?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight };
      return r.top >= Math.max(p.top, 0) - 1 && r.bottom <= Math.min(p.bottom, innerHeight) + 1;
    }), 'the Benefit step in view after a pick in the hand', 3_000);
  } else {
    // Its one use in the defender's response is the stand: no menu (R7.3).
    await press(page.getByTestId('card-C12'));
  }
  // Then each Benefit card to add, one at a time (R7.3): none here.
  await press(page.getByTestId('step-none'));
  assert.match(await page.locator('.builder .ready').innerText(), /Stand with Army of Northern Virginia \(C12\)$/);
  await confirm();

  // The Union's casualties on the shared screen, no hand shown (X26); its next action after a hand-off.
  await page.getByTestId('combat-reveal').waitFor();
  assert.equal(await page.getByTestId('hand').count(), 0, 'no hand shows while casualties are chosen on the shared screen');
  await press(page.getByTestId('button-casualties'));
  await option(/^Lose army 2 \(Manassas, upper half\)$/);
  await confirm();
  await handoff('Union');
  await until(async () => /Union: choose an action/.test(await decisionText(page)), 'the Union’s next decision');
  assert.match(await locationName(page, 'Manassas'), /: Union 1 army \(strength 3\) upper half$/);
  assert.match(await page.getByTestId('status-actions').innerText(), /2 of 2 taken/);

  await press(page.getByTestId('end-turn')); // one click (issue 11 item 1)
  await handoff('Confederate');
  assert.match(await decisionText(page), /Confederate: choose an action/);
}

/**
 * A saved game (the fixture `file` under `root`) whose active side holds its whole deck in hand (its
 * draw and discard piles and piles I and II moved into it): every card of that side laid out in a
 * hand card at once. Returns `[side, cards in hand, save text]`.
 */
export function wholeHandSave(root, file) {
  const save = JSON.parse(readFileSync(join(root, file), 'utf8'));
  const cards = save.state.cards[save.state.active];
  cards.hand = [...cards.hand, ...cards.draw, ...cards.discard, ...cards.pileI, ...cards.pileII];
  cards.draw = [];
  cards.discard = [];
  cards.pileI = [];
  cards.pileII = [];
  return [save.state.active, cards.hand.length, JSON.stringify(save)];
}

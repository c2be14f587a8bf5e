/**
 * The essentials fit the screen without scrolling the page (run by ./run.mjs): on a 1366×768
 * laptop and a 1920×1080 projector, with and without projector mode, the whole map (all 21
 * locations), both tracks, the status bar and the decision prompt are inside the viewport; and
 * through a whole played turn with its battle (issue 11 item 4), after every click, the decision
 * and its buttons, the hand when a card is asked for, and the reveal while casualties are chosen
 * (QA; with both totals, and with the fort warning, E11, above it, in English, Polish and Russian
 * at 1366×768, on a 1024×768 touch tablet and in projector mode at 1280×720 and 1366×768), stay on screen while the status bar
 * keeps one height and the map one size; so too in projector mode on a laptop mirrored on a
 * projector (1280×720, 1366×768), whose header keeps one row (no control over another, its title
 * in sight, in English, Polish and Russian; at 1024×768 it wraps into rows instead) and whose map's
 * names and army strengths are larger (at 1280×720 only the hand's first row must be in view), as are
 * the tracks' small labels (12 px at 1280×720, 14 px at 1920×1080; 10 px without projector mode, QA),
 * each caption clear of the highlighted space's outline, and the map key's texts (12 px at 1280×720,
 * the key clear of every place, QA). In English,
 * Polish and Russian at 1024–1366 px: the status bar's card counts and the map's two keys show
 * whole and apart, the tracks stay in their column (the Replay page's side column, a phone), and
 * the New game dialog's controls inside the dialog.
 * While a place is to be chosen, the places that are not targets fade but their names keep a
 * contrast of 4.5:1. On a tablet held sideways (1024×768, 1180×820) the map fills the height
 * beside a narrower side panel, with place names at least 8 px. On a 390-px phone and a 768-px
 * upright tablet the header keeps two rows (at 768 px, by touch too, every control whole on screen
 * and none over another), and no page scrolls sideways. The move Confirm will play and the focused
 * Confirm are in sight from 768×1024 to 1920×1080. The Replay page fits 1280×720 and 1366×768 like
 * the game, in projector mode and without: the whole map and the step controls in view without
 * scrolling (QA). In the position editor at 1280×720 a refused edit far down the details panel is
 * said in sight, beside the map. Place names keep clear of the badge and the header icons in their
 * name band (768×1024, 1920×1080, projector mode and not, three languages; QA), and at 768×1024 the
 * map stays in one place from decision to decision in English, Polish and Russian (QA). Every card
 * title of both decks stays inside its hand card at 1280×720 and 1024×768 in the three languages (QA).
 * A long decision (a bot's, at Fort Henry & Donelson) is whole in the status bar at 1024×768 and in
 * projector mode at 1280×720 in the three languages, the bar as high as for a short one (QA).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agreeToEditor, newGameWithSeed, OTHER_PAGES, playOpeningTurn, pressWith, requestsSettled, uiLanguages, until, wholeHandSave, withTablet } from './helpers.mjs';

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
/**
 * A laptop mirrored on a school projector. At 1280×720 a hand of six cards with rule texts is
 * taller than the side panel leaves it: its first row must be in view, the rest may scroll.
 */
const PROJECTOR_SCREENS = [
  { width: 1280, height: 720, firstRow: true },
  { width: 1366, height: 768 },
];

/**
 * The drawn map (its sea covers the whole viewBox), its scale, and the rendered size in CSS px of
 * its smallest place name and smallest army strength.
 */
async function mapText(page) {
  return page.evaluate(() => {
    const map = document.querySelector('.board-map-sea').getBoundingClientRect();
    // A text's rendered size: its font size in map units times the map's scale on screen.
    const scale = map.width / document.querySelector('.board-map').viewBox.baseVal.width;
    const smallest = (selector) => Math.min(...[...document.querySelectorAll(selector)].map((e) => parseFloat(getComputedStyle(e).fontSize) * scale));
    return {
      map: `${Math.round(map.width)}×${Math.round(map.height)}`, width: map.width, height: map.height, scale,
      name: smallest('.loc-name'), army: smallest('.counter--army .counter-label'),
    };
  });
}

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

/**
 * What a person must see now without scrolling anything (the page or a panel): the hand-off
 * button while the hand-off screen shows; else the builder's prompt and every button of the
 * decision, and each card of the hand that may be picked (with `firstRow`, those of the hand's
 * first row, at least one: the rest may scroll in the side panel); while casualties are chosen
 * (`casualties` true, or the English status bar says so), the battle's lines, the reveal's strengths
 * with both totals and the builder's warnings; with the status bar's height and the map's size,
 * which must not change. Returns the misplaced elements and the two sizes.
 */
async function decisionLayout(page, firstRow = false, casualties = null) {
  return page.evaluate(([firstRow, casualties]) => {
    const out = [];
    /** On screen: inside the viewport and every scrolling ancestor, and not covered at its centre. */
    const check = (what, el) => {
      const r = el.getBoundingClientRect();
      const where = `${what}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight}`;
      if (r.width === 0 || r.height === 0) return out.push(`${what}: not drawn`);
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) return out.push(where);
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
        const b = a.getBoundingClientRect();
        if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5) {
          return out.push(`${where}, scrolled out of ${a.className || a.tagName}`);
        }
      }
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      if (hit && !el.contains(hit) && !hit.contains(el)) out.push(`${where}, covered by ${hit.className || hit.tagName}`);
    };
    const handoff = document.querySelector('[data-testid="handoff-confirm"]');
    let seen = 'hand-off';
    if (handoff) check('hand-off button', handoff);
    else {
      const builder = document.querySelector('.panel.builder');
      if (!builder) out.push('decision: missing');
      else {
        const prompt = builder.querySelector('[data-testid="decision-prompt"], [data-testid="army-prompt"], .step-prompt, [data-testid="options-prompt"], .ready, p');
        if (prompt) check(`prompt "${prompt.textContent.trim().slice(0, 40)}"`, prompt);
        for (const b of builder.querySelectorAll('button')) check(`button "${b.textContent.trim().slice(0, 30)}"`, b);
        seen = prompt ? prompt.textContent.trim().slice(0, 50) : 'builder';
      }
      // The hand when the decision asks for a card: a card to play (no use chosen yet) or cards to select.
      const asksCard = builder && (builder.querySelector('[data-testid="decision-next"]') || builder.querySelector('[data-testid="confirm-selection"]'));
      if (asksCard) {
        let cards = [...document.querySelectorAll('[data-testid="hand"] button.card:not([disabled])')];
        if (firstRow) {
          const top = Math.min(...[...document.querySelectorAll('[data-testid="hand"] button.card')].map((c) => c.getBoundingClientRect().top));
          const all = cards.length;
          cards = cards.filter((c) => c.getBoundingClientRect().top < top + 1);
          if (all > 0 && cards.length === 0) out.push('no card to pick in the hand\'s first row');
        }
        for (const card of cards) check(`card ${card.dataset.testid}`, card);
      }
      // Choosing casualties, the battle's reveal is in sight as well (QA): the cards played and each side's strength term by term.
      // `casualties` says so in any language; else the English status bar does.
      const reveal = document.querySelector('[data-testid="combat"]');
      if (reveal && (casualties ?? /casualties/.test(document.querySelector('[data-testid="status-decision"]')?.textContent ?? ''))) {
        for (const p of reveal.querySelectorAll(':scope > p')) check(`the battle's line "${p.textContent.trim().slice(0, 30)}"`, p);
        check('the reveal\'s strengths', reveal.querySelector('.reveal-columns'));
        for (const total of reveal.querySelectorAll('.reveal-columns tfoot')) check(`the ${total.closest('.reveal-side').className} total`, total);
        // What the answer costs beyond what it says (E11, QA "no loss without warning") is in sight too.
        for (const w of builder?.querySelectorAll('.loss-warning') ?? []) check(`the warning "${w.textContent.trim().slice(0, 30)}"`, w);
      }
    }
    const scrolls = document.documentElement.scrollHeight > innerHeight + 0.5 || document.documentElement.scrollWidth > innerWidth + 0.5;
    if (scrolls || scrollY !== 0) out.push(`the page scrolls (${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}, at ${scrollY})`);
    const status = document.querySelector('[data-testid="status-bar"]');
    const map = document.querySelector('.board-map-sea');
    const size = (el) => (el ? `${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}` : 'none');
    return { out, seen, status: status ? Math.round(status.getBoundingClientRect().height) : null, map: size(map) };
  }, [firstRow, casualties]);
}

/**
 * Texts drawn cut or over one another in the status bar's card counts and the map's two keys:
 * a side's counts wider than their box (useShrinkToFit), a key's text beyond its box or over
 * another text of the same key (FitText, the legend's note after its title).
 */
async function cutTexts(page) {
  return page.evaluate(() => {
    const out = [];
    for (const side of document.querySelectorAll('.status-side')) {
      if (side.scrollWidth > side.clientWidth + 1) out.push(`${side.dataset.testid}: ${side.scrollWidth} px of text in ${side.clientWidth}: "${side.textContent}"`);
    }
    for (const key of document.querySelectorAll('.geo-key, .map-legend')) {
      const box = key.querySelector('rect').getBBox();
      // The key's own texts (the marks' numbers are drawn in their own scaled groups).
      const texts = [...key.querySelectorAll(':scope > text, :scope > .map-legend-row > text')].map((t) => ({ text: t.textContent, b: t.getBBox() }));
      for (const { text, b } of texts) {
        if (b.x < box.x || b.x + b.width > box.x + box.width + 0.5) out.push(`"${text}" runs out of its key (${Math.round(b.x)}–${Math.round(b.x + b.width)}, box ${box.x}–${box.x + box.width})`);
      }
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const [a, c] = [texts[i].b, texts[j].b];
          const overlap = Math.min(a.x + a.width, c.x + c.width) - Math.max(a.x, c.x) > 0.5 && Math.min(a.y + a.height, c.y + c.height) - Math.max(a.y, c.y) > 2;
          if (overlap) out.push(`"${texts[i].text}" and "${texts[j].text}" overlap`);
        }
      }
    }
    return out;
  });
}

/**
 * The header's controls (the title, the buttons, the language choice): whether they lie in one row
 * (a horizontal line crosses them all), how many rows, the title's drawn text, and the problems:
 * two that overlap (a page scrolled under a command, QA: Russian at 1280×720, every language at
 * 1024×768), one that is not the element under its own centre, or not on screen (out of reach
 * without scrolling the header), a label or a group of buttons cut (its text wider than its box),
 * or the title not drawn (QA: Russian projector mode drew it at size 0).
 */
async function headerLayout(page) {
  return page.locator('.app-header').evaluate((h) => {
    const controls = [...h.querySelectorAll('h1, button, select')].map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0);
    const name = (e) => e.dataset.testid ?? e.tagName.toLowerCase();
    const problems = [];
    controls.forEach((a, i) => controls.slice(i + 1).forEach((b) => {
      if (a.r.left < b.r.right - 0.5 && b.r.left < a.r.right - 0.5 && a.r.top < b.r.bottom - 0.5 && b.r.top < a.r.bottom - 0.5) problems.push(`${name(a.e)} overlaps ${name(b.e)}`);
    }));
    for (const { e, r } of controls) {
      if (e.tagName === 'H1') continue;
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (r.left < 0 || r.right > innerWidth + 0.5 || !(at && (at === e || e.contains(at)))) problems.push(`${name(e)} is out of reach`);
      if (e.tagName === 'BUTTON' && e.scrollWidth > e.clientWidth + 1) problems.push(`${name(e)}'s label is cut (${e.scrollWidth} px in ${e.clientWidth})`);
    }
    for (const group of h.querySelectorAll('h1, nav, .header-commands')) {
      if (group.scrollWidth > group.clientWidth + 1) problems.push(`the ${group.className || group.tagName.toLowerCase()} is cut (${group.scrollWidth} px in ${group.clientWidth})`);
    }
    // The title's own text (the game's name, before the subtitle), as drawn.
    const h1 = h.querySelector('h1');
    const range = document.createRange();
    range.selectNodeContents(h1.firstChild);
    const t = range.getBoundingClientRect();
    const title = { text: h1.firstChild.textContent.trim(), width: t.width, height: t.height, size: parseFloat(getComputedStyle(h1).fontSize) };
    if (t.width < 20 || t.height < 12 || title.size < 12) problems.push(`the title "${title.text}" is not drawn (${Math.round(t.width)}×${Math.round(t.height)} px, font ${title.size} px)`);
    else if (t.left < -0.5 || t.right > innerWidth + 0.5) problems.push(`the title "${title.text}" runs off the screen`);
    const boxes = controls.map(({ r }) => r);
    const rows = [];
    for (const r of [...boxes].sort((a, b) => a.top - b.top)) if (!rows.some((row) => r.top < row.bottom && row.top < r.bottom)) rows.push(r);
    return { height: h.getBoundingClientRect().height, oneRow: Math.max(...boxes.map((r) => r.top)) < Math.min(...boxes.map((r) => r.bottom)), rows: rows.length, title, problems };
  });
}

/**
 * Plays the opening turn of seed 1 at `size` (in projector mode when `projector`), checking the
 * layout after every click (decisionLayout, only the hand's first row with `size.firstRow`);
 * saves a screenshot and returns the problems found.
 * The status bar's height must not change either, except in projector mode, where it stands in the
 * side column and the map's size does not depend on it.
 */
async function playedTurnProblems(page, ctx, size, projector = false) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto('./');
  const toggle = page.getByTestId('projector-toggle');
  if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
  await newGameWithSeed(page, 1);
  const where = `${size.width}×${size.height}${projector ? ', projector mode' : ''}`;
  let first = null;
  let steps = 0;
  const problems = [];
  const settled = requestsSettled(page);
  /** A click, then (once the app has drawn the result) the layout check. */
  const press = async (locator) => {
    await locator.click();
    // Lazy panels (the battle, the move preview) draw just after: their code loaded (slowly on a busy machine), then drawn.
    await settled();
    await page.waitForTimeout(150);
    const now = await decisionLayout(page, size.firstRow);
    steps += 1;
    const at = `${where}, step ${steps} (${now.seen})`;
    problems.push(...now.out.map((o) => `${at}: ${o}`));
    if (now.seen === 'hand-off') return; // the hand-off screen covers the game: only its button counts
    first ??= now;
    if (!projector && now.status !== first.status) problems.push(`${at}: the status bar is ${now.status} px high, was ${first.status}`);
    if (now.map !== first.map) problems.push(`${at}: the map is ${now.map}, was ${first.map}`);
  };
  await playOpeningTurn(page, press);
  await page.screenshot({ path: join(ctx.tmp, `lincoln-e2e-layout-turn-${size.width}x${size.height}${projector ? '-projector' : ''}.png`) });
  console.log(`  ${where}: ${steps} clicks checked; status bar ${first.status} px, map ${first.map}`);
  return problems;
}

/**
 * Opens the autosave of fixtures/fort-casualties.json (the Confederate's casualty choice after a lost
 * battle: its army, which leaves its fort to be eliminated as well, E11, or the fort) at `size` in
 * `language` (in projector mode when `projector`), with no hand-off (X26), and checks the layout
 * (decisionLayout, casualties) with the casualty options shown, with the army chosen (the fort
 * warning shown above Confirm) and with the fort chosen. Returns the problems found, and whether the
 * warning was shown.
 */
async function fortCasualtyProblems(page, ctx, size, projector, language) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(`./?lang=${language}`);
  const toggle = page.getByTestId('projector-toggle');
  if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
  const save = readFileSync(join(ctx.root, 'tests/e2e/fixtures/fort-casualties.json'), 'utf8');
  await page.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
  await page.reload();
  const where = `${size.width}×${size.height}${projector ? ', projector mode' : ''}, ${language}`;
  const problems = [];
  const settled = requestsSettled(page);
  const look = async (what) => {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const now = await decisionLayout(page, size.firstRow, true);
    problems.push(...now.out.map((o) => `${where}, ${what}: ${o}`));
  };
  // Casualties are chosen on the shared screen: no hand-off (X26).
  await page.getByTestId('combat-reveal').waitFor();
  await page.getByTestId('button-casualties').click();
  const options = page.getByTestId('action-option');
  await options.first().waitFor();
  await look('the options');
  // The army (the option that warns) first, then the fort: each option once, the warning looked for after each.
  let warned = false;
  for (let i = 0; i < (await options.count()); i++) {
    await options.nth(i).click();
    // The preview that warns (ActionPreview) is loaded with the first option chosen: slowly on a
    // busy machine. Once its code is in and drawn, a warning not there within 3 s is none.
    await page.getByTestId('confirm-action').waitFor();
    await settled();
    const warning = await page.getByTestId('fort-warning').waitFor({ timeout: 3_000 }).then(() => true, () => false);
    warned ||= warning;
    await look(warning ? 'the army chosen, the fort warning shown' : `option ${i + 1} chosen`);
  }
  await page.screenshot({ path: join(ctx.tmp, `lincoln-e2e-layout-fort-${size.width}x${size.height}${projector ? '-projector' : ''}-${language}.png`) });
  return { problems, warned };
}

/**
 * While targets are shown: for each place that is not a target (dimmed), the contrast of its name
 * with its faded box over the lightest and darkest geography under it (sea, Union and Confederate
 * states), from computed styles (colours, opacities of the name, the box and their ancestors);
 * and the opacity of a dimmed box and of a target's box.
 */
async function dimmedNames(page) {
  return page.evaluate(() => {
    const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
    const channel = (v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const over = (top, alpha, under) => top.map((v, i) => alpha * v + (1 - alpha) * under[i]);
    /** The element's opacity on screen: its own and its ancestors' up to the map, times its fill's. */
    const alpha = (el) => {
      let a = parseFloat(getComputedStyle(el).fillOpacity);
      for (let e = el; e && e.tagName !== 'svg'; e = e.parentElement) a *= parseFloat(getComputedStyle(e).opacity);
      return a;
    };
    const backdrops = ['.board-map-sea', '.geo-state--union', '.geo-state--confederate']
      .map((s) => document.querySelector(s)).filter(Boolean).map((e) => rgb(getComputedStyle(e).fill));
    const names = [...document.querySelectorAll('.loc--dimmed')].map((wrap) => {
      const name = wrap.querySelector('.loc-name');
      const land = wrap.querySelector('.loc-land');
      const ratio = Math.min(...backdrops.map((b) => {
        const under = over(rgb(getComputedStyle(land).fill), alpha(land), b);
        return contrast(over(rgb(getComputedStyle(name).fill), alpha(name), under), under);
      }));
      return { name: name.textContent, ratio, land: alpha(land) };
    });
    const target = document.querySelector('.loc-wrap:not(.loc--dimmed) .half-target')?.closest('.loc-wrap').querySelector('.loc-land');
    return { names, target: target ? alpha(target) : null };
  });
}

/**
 * From the Union's hand-off of a new game of seed 1: confirms it and starts deploying Ohio Regiments
 * (U10) paid with Halleck (U38), pressing with `press` (helpers' `pressWith`), until the map's halves
 * are the targets.
 */
async function deployTargets(page, press) {
  await press(page.getByTestId('handoff-confirm'));
  await press(page.getByTestId('card-U10'));
  await press(page.getByTestId('use-deploy'));
  await press(page.getByTestId('card-U38'));
  await press(page.getByTestId('confirm-selection'));
  await page.locator('.half-target').first().waitFor();
}

/**
 * Where the builder's chosen option (the one Confirm will play) and the focused element lie: each
 * must be whole in the viewport and inside every scrolling box around it (the list of moves, whose
 * height is capped, and the side panel). Returns the problems, the focused element's test id and
 * the list's width.
 */
async function chosenMoveInSight(page) {
  return page.evaluate(() => {
    const out = [];
    const box = (r) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    const check = (what, el) => {
      if (!el) return out.push(`${what}: missing`);
      const r = el.getBoundingClientRect();
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) out.push(`${what} at ${box(r)}, outside the ${innerWidth}×${innerHeight} screen`);
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
        const b = a.getBoundingClientRect();
        if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) out.push(`${what} at ${box(r)}, scrolled out of ${a.className || a.tagName} (${box(b)})`);
      }
    };
    check('the chosen option', document.querySelector('[data-testid="action-option"][aria-pressed="true"]'));
    const focused = document.activeElement;
    check(`the focused ${focused?.dataset?.testid ?? focused?.tagName}`, focused);
    return { out, focused: focused?.dataset?.testid ?? null, listWidth: document.querySelector('.options')?.getBoundingClientRect().width ?? 0 };
  });
}

/**
 * From a new game of seed 1 on `page` (in `language`, in projector mode when `projector`): passes the
 * Union's hand-off and starts a move from Washington to `to` by clicks, or by the keyboard (Enter on
 * each place), until the move's preview is drawn; returns chosenMoveInSight's findings.
 */
async function moveFromWashington(page, { to, keyboard = false, language = 'en', projector = false }) {
  await page.goto(`./?lang=${language}`);
  const toggle = page.getByTestId('projector-toggle');
  if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
  await newGameWithSeed(page, 1);
  const handoff = page.getByTestId('handoff-confirm');
  await handoff.waitFor();
  await page.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
  await handoff.click();
  await page.getByTestId('hand').waitFor();
  for (const place of ['washington', to]) {
    const hit = page.locator(`[data-location="${place}"]`);
    if (keyboard) {
      await hit.focus();
      await page.keyboard.press('Enter');
    } else await hit.click();
  }
  await page.getByTestId('move-preview').waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(150);
  return chosenMoveInSight(page);
}

/**
 * The smallest gap, in map units, between a place's name and the marks beside it in its name band:
 * the side badge on the left and the supply star or no-entry sign on the right (QA: a long or
 * squeezed name ran within 1–2 units of them), with the place where it is smallest.
 */
async function nameClearance(page) {
  return page.evaluate(() => {
    const scale = document.querySelector('.board-map-sea').getBoundingClientRect().width / document.querySelector('.board-map').viewBox.baseVal.width;
    let worst = { gap: Infinity };
    for (const wrap of document.querySelectorAll('[data-location-wrap]')) {
      const name = wrap.querySelector('.loc-name').getBoundingClientRect();
      const badge = wrap.querySelector('.mark-badge circle').getBoundingClientRect();
      const icon = wrap.querySelector('.mark-supply polygon, .mark-no-entry circle')?.getBoundingClientRect();
      // A contested place's mark on the box's top-right corner (its circle's left edge; QA, Russian «Форт Генри и Донельсон»).
      const contested = wrap.querySelector('.mark-contested circle')?.getBoundingClientRect();
      for (const [mark, gap] of [['badge', name.left - badge.right], ['icon', icon ? icon.left - name.right : Infinity], ['contested mark', contested ? contested.left - name.right : Infinity]]) {
        if (gap / scale < worst.gap) worst = { gap: gap / scale, px: gap, where: `${wrap.dataset.locationWrap}'s ${mark}` };
      }
    }
    return worst;
  });
}

/**
 * The counters of every half as drawn: a strength under the next counter (counters may overlap in
 * a crowded half, each keeping the strip its strength is drawn in), a group's "×n" over another
 * counter or the half's printed mark (VP, port), a counter over the mark or outside its box (QA:
 * crowded positions, a "×2" under a fort and under Fort Monroe's anchor, strengths covered). Text
 * boxes are the browser's (their advance width): a strength's box touching the next counter is hidden in part.
 */
async function counterClashes(page) {
  return page.evaluate(() => {
    const out = [];
    const R = (el) => el.getBoundingClientRect();
    const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) > 1;
    for (const wrap of document.querySelectorAll('[data-location-wrap]')) {
      const land = R(wrap.querySelector('.loc-land'));
      for (const half of wrap.querySelectorAll('.loc-half')) {
        const where = `${wrap.dataset.locationWrap}:${half.dataset.half}`;
        const counters = [...half.querySelectorAll('.counter')].map((c) => ({
          name: c.querySelector('.counter-label').textContent + (c.querySelector('.counter-count')?.textContent ?? ''),
          shape: R(c.querySelector('rect, circle, path')), label: R(c.querySelector('.counter-label')),
          count: c.querySelector('.counter-count') && R(c.querySelector('.counter-count')),
        }));
        const marks = [...half.querySelectorAll('.mark-vp, .mark-port')].map((m) => R(m));
        counters.forEach((c, i) => {
          if (c.shape.left < land.left - 0.5 || (c.count ?? c.shape).right > land.right + 0.5) out.push(`${where}: ${c.name} outside its box`);
          for (const d of counters.slice(i + 1)) if (overlap(c.label, d.shape)) out.push(`${where}: ${c.name}'s strength under ${d.name}`);
          for (const d of counters) if (d !== c && c.count && overlap(c.count, d.shape)) out.push(`${where}: ${c.name}'s count over ${d.name}`);
          for (const m of marks) if (overlap(c.shape, m) || (c.count && overlap(c.count, m))) out.push(`${where}: ${c.name} over the half's mark`);
        });
      }
    }
    return out;
  });
}

/** The map's top in the scrolling main area's content (px): where it stands, however far the area is scrolled. */
function mapTop(page) {
  return page.evaluate(() => {
    const main = document.querySelector('.app-main');
    return document.querySelector('.board-map').getBoundingClientRect().top - main.getBoundingClientRect().top + main.scrollTop;
  });
}

export const tests = [
  {
    name: 'a played turn and its battle stay on screen at 1366×768 and 1920×1080: decision, buttons, hand, one status-bar height, one map size (issue 11 item 4)',
    async fn(page, ctx) {
      for (const size of SCREENS) {
        assert.deepEqual(await playedTurnProblems(page, ctx, size), [], `the decision stays on screen through a played turn at ${size.width}×${size.height}`);
      }
    },
  },
  {
    name: 'projector mode on a 1280×720 and a 1366×768 screen: the header keeps one row with no control over another and the title in sight in English, Polish and Russian, a played turn\'s decision and hand stay on screen, place names at least 9.5 px and army strengths 11 px',
    async fn(page, ctx) {
      const failures = [];
      for (const size of PROJECTOR_SCREENS) {
        const where = `${size.width}×${size.height}, projector mode`;
        const problems = await playedTurnProblems(page, ctx, size, true);
        const { map, name, army } = await mapText(page);
        console.log(`  ${where}: map ${map}, smallest place name ${name.toFixed(1)} px, army strength ${army.toFixed(1)} px`);
        failures.push(...problems);
        if (name < 9.5) failures.push(`a place name under 9.5 px (${where}: ${name.toFixed(1)})`);
        if (army < 11) failures.push(`an army's strength under 11 px (${where}: ${army.toFixed(1)})`);
        // The header in every language (projector mode is remembered): one row, no control over another, each in reach.
        for (const language of await uiLanguages(page)) {
          await page.goto(`./?lang=${language}`);
          await page.getByTestId('handoff-confirm').waitFor();
          const header = await headerLayout(page);
          console.log(`  ${where}, ${language}: header ${Math.round(header.height)} px${header.oneRow ? ', one row' : ''}, title "${header.title.text}" ${Math.round(header.title.width)} px wide${header.problems.length ? `; ${header.problems.join('; ')}` : ''}`);
          if (!header.oneRow) failures.push(`the header is not one row (${where}, ${language}: ${Math.round(header.height)} px high)`);
          failures.push(...header.problems.map((p) => `${where}, ${language}: ${p}`));
        }
      }
      assert.deepEqual(failures, [], 'projector mode on a laptop\'s screen');
    },
  },
  {
    name: 'the header at 1024×768 and 1920×1080, in projector mode and without: no control over another or cut, the title in sight, in English, Polish and Russian (projector mode wraps it at 1024 px)',
    async fn(page, ctx) {
      const failures = [];
      await page.goto('./');
      for (const projector of [true, false]) {
        for (const size of [{ width: 1024, height: 768 }, { width: 1920, height: 1080 }]) {
          await page.setViewportSize(size);
          for (const language of await uiLanguages(page)) {
            await page.goto(`./?lang=${language}`);
            await page.getByTestId('handoff-confirm').waitFor();
            const toggle = page.getByTestId('projector-toggle');
            if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
            const where = `${size.width}×${size.height}${projector ? ', projector mode' : ''}, ${language}`;
            const header = await headerLayout(page);
            console.log(`  ${where}: header ${Math.round(header.height)} px in ${header.rows} row(s), title "${header.title.text}" ${Math.round(header.title.width)} px wide${header.problems.length ? `; ${header.problems.join('; ')}` : ''}`);
            failures.push(...header.problems.map((p) => `${where}: ${p}`));
            if (projector && size.width === 1024 && language === 'ru') await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-layout-header-1024x768-projector-ru.png') });
          }
        }
      }
      assert.deepEqual(failures, [], 'the header\'s controls apart, whole and in reach, its title drawn');
    },
  },
  {
    name: 'choosing casualties with the fort warning (E11) at 1366×768, on a 1024×768 touch tablet and in projector mode at 1280×720 and 1366×768, in English, Polish and Russian: the options, the warning, Confirm, the battle\'s lines and both sides\' totals of the reveal in sight (QA)',
    timeout: 180_000,
    async fn(page, ctx) {
      const failures = [];
      /** The casualty choice in every language at `size` on `on` (a page, or a touch tablet's). */
      const check = async (on, size, projector, where = '') => {
        for (const language of await uiLanguages(on)) {
          const { problems, warned } = await fortCasualtyProblems(on, ctx, size, projector, language);
          console.log(`  ${size.width}×${size.height}${where}${projector ? ', projector mode' : ''}, ${language}: ${problems.length} problem(s)`);
          if (!warned) failures.push(`${size.width}×${size.height}${where}, ${language}: no option showed the fort warning`);
          failures.push(...problems);
        }
      };
      await page.goto('./');
      for (const [size, projector] of [[SCREENS[0], false], ...PROJECTOR_SCREENS.map((s) => [s, true])]) await check(page, size, projector);
      // A tablet held sideways (QA): its narrow side panel left the reveal's totals 50–250 px below the screen.
      await withTablet(page, ctx, (tablet) => check(tablet, { width: 1024, height: 768 }, false, ' touch'));
      assert.deepEqual(failures, [], 'the casualty choice and its reveal on screen');
    },
  },
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
    name: 'the Replay page fits a 1280×720 and a 1366×768 screen like the game: the whole map (all 21 locations) and the step controls in view without scrolling, in projector mode and without (QA)',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, 1);
      await playOpeningTurn(page, pressWith.mouse);
      await page.getByTestId('nav-replay').click();
      await page.locator('.replay-layout .board-map').waitFor();
      await page.locator('.replay-layout .track--europe').waitFor();
      const failures = [];
      for (const projector of [false, true]) {
        if (projector) await page.getByTestId('projector-toggle').click();
        for (const size of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
          await page.setViewportSize(size);
          await page.waitForTimeout(150);
          const where = `${size.width}×${size.height}${projector ? ', projector mode' : ''}`;
          const found = await page.evaluate(() => {
            const out = [];
            const check = (what, el) => {
              if (!el) return out.push(`${what}: missing`);
              const r = el.getBoundingClientRect();
              if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
                out.push(`${what}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight}`);
              }
            };
            const lands = document.querySelectorAll('.replay-layout [data-location-wrap] .loc-land');
            for (const el of lands) check(el.closest('[data-location-wrap]').dataset.locationWrap, el);
            check('map', document.querySelector('.replay-layout .board-map-sea'));
            for (const id of ['replay-start', 'replay-back', 'replay-slider', 'replay-forward', 'replay-end', 'replay-play', 'replay-where']) {
              check(id, document.querySelector(`[data-testid="${id}"]`));
            }
            const scrolling = [document.documentElement, document.querySelector('.app-main')]
              .filter((e) => e && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1))
              .map((e) => `${e.className || e.tagName} scrolls (${e.scrollHeight} in ${e.clientHeight})`);
            return { out: [...out, ...scrolling], locations: lands.length };
          });
          await page.screenshot({ path: join(ctx.tmp, `lincoln-e2e-replay-${size.width}x${size.height}${projector ? '-projector' : ''}.png`) });
          assert.equal(found.locations, 21);
          failures.push(...found.out.map((o) => `${where}: ${o}`));
        }
      }
      assert.deepEqual(failures, [], 'the Replay page\'s map and step controls in view without scrolling');
    },
  },
  {
    name: 'projector mode enlarges the map and its place names at 1366×768 and 1920×1080 (issue 12 item 2)',
    async fn(page) {
      const measure = () => mapText(page);
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
  {
    // QA: in projector mode at 1920×1080 the Story page's three charts stood 388×162 px, their axis
    // labels 11.8 px on screen beside 21-px text, half the screen empty.
    name: 'the Story page in projector mode at 1920×1080, in English and Russian: up to two charts a row, each at least 560 px wide, axis labels at least 16 px on screen and inside their chart (QA)',
    async fn(page, ctx) {
      const failures = [];
      await page.setViewportSize({ width: 1920, height: 1080 });
      for (const language of ['en', 'ru']) {
        await page.goto(`./?lang=${language}`);
        await page.getByTestId('handoff-confirm').waitFor();
        const toggle = page.getByTestId('projector-toggle');
        if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
        await page.getByTestId('nav-story').click();
        await page.getByTestId('story-charts').locator('svg[role="img"]').nth(2).waitFor();
        const charts = await page.getByTestId('story-charts').locator('svg[role="img"]').evaluateAll((svgs) => svgs.map((svg) => {
          const box = svg.getBoundingClientRect();
          const ticks = [...svg.querySelectorAll('text.story-tick')].map((text) => {
            const r = text.getBoundingClientRect();
            return {
              // The label's type on screen: its font size in the chart's units times the chart's scale.
              size: parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a,
              inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5,
              text: text.textContent,
            };
          });
          return { left: Math.round(box.left), top: Math.round(box.top), width: box.width, height: box.height, ticks };
        }));
        const where = `1920×1080, projector mode, ${language}`;
        const smallest = Math.min(...charts.flatMap((c) => c.ticks.map((t) => t.size)));
        const rows = new Map();
        for (const c of charts) rows.set(c.top, (rows.get(c.top) ?? 0) + 1);
        console.log(`  ${where}: charts ${charts.map((c) => `${Math.round(c.width)}×${Math.round(c.height)}`).join(', ')}, ${Math.max(...rows.values())} a row, smallest axis label ${smallest.toFixed(1)} px`);
        for (const [i, c] of charts.entries()) {
          if (c.width < 560) failures.push(`${where}: chart ${i + 1} is ${c.width.toFixed(0)} px wide`);
          for (const t of c.ticks) {
            if (t.size < 16) failures.push(`${where}: chart ${i + 1}'s label "${t.text}" is ${t.size.toFixed(1)} px`);
            if (!t.inside) failures.push(`${where}: chart ${i + 1}'s label "${t.text}" runs outside the chart`);
          }
          if (c.left + c.width > 1920 + 0.5) failures.push(`${where}: chart ${i + 1} runs past the screen's right edge`);
        }
        if (Math.max(...rows.values()) > 2) failures.push(`${where}: ${Math.max(...rows.values())} charts a row`);
        if (language === 'ru') await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-story-1920x1080-projector-ru.png') });
      }
      assert.deepEqual(failures, [], 'the Story page\'s charts on a projector');
    },
  },
  {
    // QA: a teacher's projector showed the tracks' small labels ("hand 5", "0 VP", "C wins", the
    // Blockade's caption, "← Union", "Europe →") at 9.0 px at 1280×720 and 10.6 px at 1920×1080,
    // "C wins" on three lines, and the Blockade's caption touching the highlighted S space.
    name: 'the tracks\' labels in projector mode at least 12 px at 1280×720 and 1366×768 and 14 px at 1920×1080 (10 px without projector mode at 1280×800 and 1920×1080), each on at most two lines, inside their column and clear of the highlighted space, in English, Polish and Russian (QA)',
    async fn(page, ctx) {
      const failures = [];
      const screens = [
        { width: 1280, height: 720, projector: true, least: 12 },
        { width: 1366, height: 768, projector: true, least: 12 },
        { width: 1920, height: 1080, projector: true, least: 14 },
        { width: 1280, height: 800, projector: false, least: 10 },
        { width: 1920, height: 1080, projector: false, least: 10 },
      ];
      await page.goto('./');
      for (const language of await uiLanguages(page)) {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(`./?lang=${language}`);
        await page.getByTestId('handoff-confirm').click();
        await page.locator('.side-panel .track--europe').waitFor();
        for (const { projector, least, ...size } of screens) {
          const toggle = page.getByTestId('projector-toggle');
          if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
          await page.setViewportSize(size);
          await page.waitForTimeout(150);
          const where = `${size.width}×${size.height}${projector ? ', projector mode' : ''}, ${language}`;
          const tracks = await page.evaluate(() => {
            const box = document.querySelector('.side-panel .tracks').getBoundingClientRect();
            const column = document.querySelector('.side-panel').getBoundingClientRect();
            const texts = [...document.querySelectorAll('.side-panel .tracks :is(.track-title, .track-space-name, .track-space-detail, .track-ends > span)')]
              .filter((e) => e.textContent.trim() !== '');
            const size = (e) => parseFloat(getComputedStyle(e).fontSize);
            const smallest = texts.reduce((a, e) => (size(e) < size(a) ? e : a));
            // A label's lines: its height over its line height (each text's lines are 1.15 or normal).
            const lines = (e) => {
              const r = e.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(e);
              return new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top))).size || Math.round(r.height / size(e));
            };
            const problems = [];
            for (const e of texts) {
              const r = e.getBoundingClientRect();
              if (lines(e) > 2) problems.push(`"${e.textContent.trim()}" on ${lines(e)} lines`);
              if (r.right > Math.min(box.right, column.right) + 0.5 || r.left < Math.max(box.left, column.left) - 0.5) problems.push(`"${e.textContent.trim()}" at ${Math.round(r.left)}–${Math.round(r.right)}, out of the tracks' column ${Math.round(box.left)}–${Math.round(box.right)}`);
            }
            // The highlighted space's outline (4 px, 1 px off the space) stays clear of the caption under it
            // (its line box; the letters' tops are 2–3 px lower still).
            for (const track of document.querySelectorAll('.side-panel .track')) {
              const marked = track.querySelector('.track-space--marker').getBoundingClientRect();
              const ends = track.querySelector('.track-ends').getBoundingClientRect();
              const outline = parseFloat(getComputedStyle(track.querySelector('.track-space--marker')).outlineWidth) + parseFloat(getComputedStyle(track.querySelector('.track-space--marker')).outlineOffset);
              const gap = ends.top - (marked.bottom + outline);
              const caption = [...track.querySelectorAll('.track-ends > span')].map((e) => e.textContent.trim()).join(' … ');
              if (gap < 0.5) problems.push(`the caption "${caption}" ${gap.toFixed(1)} px from the highlighted space's outline`);
            }
            return { smallest: size(smallest), text: smallest.textContent.trim(), problems };
          });
          const { out, scrolls } = await overflow(page);
          console.log(`  ${where}: smallest track label ${tracks.smallest.toFixed(1)} px ("${tracks.text}")${tracks.problems.length ? `; ${tracks.problems.join('; ')}` : ''}`);
          if (tracks.smallest < least) failures.push(`${where}: the track label "${tracks.text}" is ${tracks.smallest.toFixed(1)} px, under ${least}`);
          failures.push(...tracks.problems.map((p) => `${where}: ${p}`), ...out.map((o) => `${where}: ${o}`));
          if (scrolls) failures.push(`${where}: the page scrolls`);
          if (language === 'ru' && projector) await page.screenshot({ path: join(ctx.tmp, `lincoln-e2e-layout-tracks-${size.width}x${size.height}-projector-ru.png`) });
        }
      }
      assert.deepEqual(failures, [], 'the tracks\' labels readable and in place');
    },
  },
  {
    name: 'while a place is to be chosen, the others fade but keep their names at 4.5:1 or more, in projector mode and without',
    async fn(page) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('./');
      await newGameWithSeed(page, 1);
      // The Union's places are the targets, the rest fade.
      await deployTargets(page, pressWith.mouse);
      for (const projector of [false, true]) {
        if (projector) await page.getByTestId('projector-toggle').click();
        const where = projector ? 'projector mode' : 'without projector mode';
        const { names, target } = await dimmedNames(page);
        const worst = names.reduce((a, b) => (b.ratio < a.ratio ? b : a));
        console.log(`  ${where}: ${names.length} places dimmed, their boxes at ${names[0].land.toFixed(2)} opacity, names at least ${worst.ratio.toFixed(2)}:1 (${worst.name})`);
        assert.ok(names.length >= 10, `places are dimmed (${where})`);
        assert.ok(worst.ratio >= 4.5, `${worst.name}'s name at ${worst.ratio.toFixed(2)}:1 (${where})`);
        assert.ok(names.every((n) => n.land <= 0.5) && target === 1, `the dimmed boxes fade, the targets' do not (${where})`);
      }
    },
  },
  {
    name: 'the card counts and the map keys show whole, apart texts in English, Polish and Russian at 1024, 1280 and 1366 wide',
    async fn(page) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').click();
      await page.getByTestId('decision-prompt').waitFor();
      // A side played by the bot, marked by a robot beside its name.
      await newGameWithSeed(page, 3, { union: 'person', confederate: 'easy' });
      await page.getByTestId('hand').waitFor(); // one person at the screen: no hand-off
      await page.getByTestId('map-geography-key').waitFor(); // both keys load just after the first paint
      await page.locator('.map-legend').waitFor();
      for (const language of await uiLanguages(page)) {
        await page.getByTestId('language-select').selectOption(language);
        await until(async () => (await page.evaluate(() => document.documentElement.lang)) === language, `the page in ${language}`);
        for (const width of [1024, 1280, 1366]) {
          await page.setViewportSize({ width, height: 768 });
          await page.waitForTimeout(150);
          assert.deepEqual(await cutTexts(page), [], `nothing cut or overlapping, ${language} at ${width}×768`);
        }
      }
    },
  },
  {
    // QA: on a teacher's projector at 1280×720 the map key's texts were 7–8 px on screen (its note 7.1 px).
    name: 'projector mode at 1280×720: the map key\'s title, note and labels at least 12 px on screen, whole and apart inside the key, which covers no place, in English, Polish and Russian (QA)',
    async fn(page, ctx) {
      const failures = [];
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('./');
      for (const language of await uiLanguages(page)) {
        await page.goto(`./?lang=${language}`);
        const toggle = page.getByTestId('projector-toggle');
        if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
        await page.getByTestId('handoff-confirm').click();
        await page.locator('.map-legend').waitFor();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const where = `1280×720, projector mode, ${language}`;
        const key = await page.evaluate(() => {
          const legend = document.querySelector('.map-legend');
          // The key's own texts (the marks' numbers belong to the marks): their type on screen, its font size in map units times the map's scale, and their drawn height.
          const texts = [...legend.querySelectorAll(':scope > text, :scope > .map-legend-row > text')].map((t) => ({
            text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a, height: t.getBoundingClientRect().height,
          }));
          const box = legend.querySelector('rect').getBoundingClientRect();
          const covered = [...document.querySelectorAll('[data-location-wrap]')].filter((w) => {
            const r = w.getBoundingClientRect();
            return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
          }).map((w) => w.dataset.locationWrap);
          return { texts, covered, box: `${Math.round(box.width)}×${Math.round(box.height)}` };
        });
        const smallest = key.texts.reduce((a, b) => (b.size < a.size ? b : a));
        const lowest = key.texts.reduce((a, b) => (b.height < a.height ? b : a));
        console.log(`  ${where}: key ${key.box} px, ${key.texts.length} texts, the smallest ${smallest.size.toFixed(1)} px ("${smallest.text}"), drawn at least ${lowest.height.toFixed(1)} px high`);
        if (key.texts.length < 14) failures.push(`${where}: ${key.texts.length} texts in the key`);
        for (const t of key.texts) if (t.size < 12 || t.height < 12) failures.push(`${where}: "${t.text}" at ${t.size.toFixed(1)} px, ${t.height.toFixed(1)} px high`);
        if (key.covered.length) failures.push(`${where}: the key covers ${key.covered.join(', ')}`);
        failures.push(...(await cutTexts(page)).map((c) => `${where}: ${c}`));
        if (language === 'pl') await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-layout-key-1280x720-projector-pl.png') });
      }
      assert.deepEqual(failures, [], 'the map key readable on a projector, whole, and clear of the places');
    },
  },
  {
    name: 'a tablet held sideways (1024×768, 1180×820) draws the map as large as its height allows: place names at least 8 px, halves to tap 16 px high, the tracks inside the narrower side panel in English, Polish and Russian',
    async fn(page, ctx) {
      for (const [width, height] of [[1024, 768], [1180, 820]]) {
        await withTablet(page, ctx, async (tablet) => {
          const where = `${width}×${height}`;
          await newGameWithSeed(tablet, 1);
          // The map's halves become the targets to tap.
          await deployTargets(tablet, pressWith.touch);
          const { map, scale, name } = await mapText(tablet);
          const { half, bottom } = await tablet.evaluate(() => ({
            half: Math.min(...[...document.querySelectorAll('.half-target')].map((e) => e.getBoundingClientRect().height)),
            bottom: document.querySelector('.board-map-sea').getBoundingClientRect().bottom,
          }));
          await tablet.screenshot({ path: join(ctx.tmp, `lincoln-e2e-layout-tablet-${width}x${height}.png`) });
          console.log(`  ${where}: map ${map} (${Math.round(scale * 100)}%, ${Math.round(height - bottom)} px below it), smallest place name ${name.toFixed(1)} px, halves ${half.toFixed(1)} px high`);
          assert.ok(name >= 8, `place names at least 8 px (${where}: ${name.toFixed(1)})`);
          assert.ok(half >= 16, `halves to tap at least 16 px high (${where}: ${half.toFixed(1)})`);
          assert.ok(height - bottom < 24, `the map reaches the screen's bottom (${where}: ${Math.round(height - bottom)} px below it)`);
          for (const language of await uiLanguages(tablet)) {
            await tablet.getByTestId('language-select').selectOption(language);
            await until(async () => (await tablet.evaluate(() => document.documentElement.lang)) === language, `the page in ${language}`);
            const outside = await tablet.evaluate(() => {
              const column = document.querySelector('.side-panel').getBoundingClientRect();
              return [...document.querySelectorAll('.side-panel .track-space, .side-panel .track-ends')]
                .filter((e) => e.getBoundingClientRect().right > column.right + 0.5)
                .map((e) => `${e.textContent.trim()} ends at ${Math.round(e.getBoundingClientRect().right)}, the panel at ${Math.round(column.right)}`);
            });
            assert.deepEqual(outside, [], `the tracks fit the side panel, ${language} at ${where}`);
            const wider = await tablet.evaluate(() => document.documentElement.scrollWidth - innerWidth);
            assert.ok(wider <= 1, `the page does not scroll sideways, ${language} at ${where}`);
          }
        }, { width, height });
      }
    },
  },
  {
    name: 'both tracks stay inside their column: the Replay page at 1024, 1280 and 1366 wide and the game on a 390-px phone, in English, Polish and Russian',
    async fn(page) {
      /** The track spaces and end labels that run out of the tracks' box under `scope`. */
      const outside = (scope) => page.evaluate((scope) => {
        const column = document.querySelector(`${scope} .tracks`).getBoundingClientRect();
        return [...document.querySelectorAll(`${scope} .track-space, ${scope} .track-ends`)]
          .filter((e) => e.getBoundingClientRect().right > column.right + 0.5)
          .map((e) => `${e.textContent.trim()} ends at ${Math.round(e.getBoundingClientRect().right)}, the column at ${Math.round(column.right)}`);
      }, scope);
      await page.goto('./');
      for (const language of await uiLanguages(page)) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`./?lang=${language}`);
        await page.getByTestId('handoff-confirm').click();
        await page.locator('.side-panel .tracks').waitFor();
        assert.deepEqual(await outside('.side-panel'), [], `the game's tracks fit a phone, ${language} at 390×844`);
        await page.getByTestId('nav-replay').click();
        await page.locator('.replay-layout .tracks').waitFor();
        for (const width of [1024, 1280, 1366]) {
          await page.setViewportSize({ width, height: 768 });
          await page.waitForTimeout(150);
          assert.deepEqual(await outside('.replay-layout'), [], `the tracks fit the Replay page's side column, ${language} at ${width}×768`);
        }
      }
    },
  },
  {
    name: 'the header keeps two rows on a 390-px phone and a 768-px upright tablet, with the language choice in sight and every page reachable, in English, Polish and Russian',
    async fn(page) {
      await page.goto('./');
      for (const language of await uiLanguages(page)) {
        for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }]) {
          const where = `${language} at ${viewport.width}×${viewport.height}`;
          await page.setViewportSize(viewport);
          await page.goto(`./?lang=${language}`);
          await page.getByTestId('handoff-confirm').waitFor();
          const rows = await page.locator('.app-header').evaluate((header) => {
            const tops = [...header.querySelectorAll('button, select')].map((e) => Math.round(e.getBoundingClientRect().top));
            return [...new Set(tops)].length;
          });
          assert.ok(rows <= 2, `the header's buttons lie in ${rows} rows, ${where}`);
          const select = await page.getByTestId('language-select').boundingBox();
          assert.ok(select.x >= 0 && select.x + select.width <= viewport.width + 0.5, `the language choice whole on screen, ${where}`);
          // The last page of the row scrolls into sight and opens.
          await page.getByTestId('nav-about').click();
          await until(async () => (await page.getByTestId('nav-about').getAttribute('aria-current')) === 'page', `the About page, ${where}`);
          const about = await page.getByTestId('nav-about').boundingBox();
          assert.ok(about.x >= 0 && about.x + about.width <= viewport.width + 0.5, `the About button in sight once chosen, ${where}`);
        }
      }
    },
  },
  {
    // QA: on a 768×1024 tablet (44-px buttons) English "About" was cut to "Abou", the Russian Rules
    // and About lay off the screen (x 773–958) and the language choice over Projector mode.
    // QA: in projector mode the status bar's clock took two lines at 768×1024.
    name: 'the header on a 768×1024 touch tablet, in projector mode and without: every control whole on screen, none over another, in English, Polish and Russian; in projector mode the status bar\'s clock on one line, whole',
    async fn(page, ctx) {
      const failures = [];
      await withTablet(page, ctx, async (tablet) => {
        for (const projector of [false, true]) {
          for (const language of await uiLanguages(tablet)) {
            await tablet.goto(`./?lang=${language}`);
            await tablet.getByTestId('handoff-confirm').waitFor();
            const toggle = tablet.getByTestId('projector-toggle');
            if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) {
              await toggle.tap();
              // tap() waits for the touch, not for its click: the header measured in the mode asked for.
              await until(async () => (await toggle.getAttribute('aria-pressed')) === String(projector), 'projector mode switched by the tap');
            }
            const where = `768×1024 touch${projector ? ', projector mode' : ''}, ${language}`;
            const header = await headerLayout(tablet);
            console.log(`  ${where}: header ${Math.round(header.height)} px in ${header.rows} row(s)${header.problems.length ? `; ${header.problems.join('; ')}` : ''}`);
            failures.push(...header.problems.map((p) => `${where}: ${p}`));
            if (!projector) continue;
            await tablet.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
            await tablet.getByTestId('handoff-confirm').tap();
            await tablet.locator('.board-map').waitFor();
            const clock = await tablet.getByTestId('status-clock').evaluate((el) => {
              // The sentence's line boxes (one rect a line), and whether it is cut or leaves the bar.
              const range = document.createRange();
              range.selectNodeContents(el.firstChild);
              const tops = [...range.getClientRects()].map((r) => Math.round(r.top));
              const lines = new Set(tops.map((top) => tops.find((t) => Math.abs(t - top) <= 3))).size;
              const cut = el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > el.closest('.status-bar').getBoundingClientRect().right;
              return { lines, cut, size: getComputedStyle(el).fontSize, text: el.textContent };
            });
            console.log(`  ${where}: the clock in ${clock.lines} line(s) at ${clock.size}`);
            if (clock.lines !== 1 || clock.cut) failures.push(`${where}: the clock ${clock.cut ? 'cut' : `in ${clock.lines} lines`}: ${clock.text}`);
          }
        }
      }, { width: 768, height: 1024 });
      assert.deepEqual(failures, [], 'the header\'s controls apart, whole and on screen, and the projector\'s clock on one line');
    },
  },
  {
    name: 'no page scrolls sideways on a 390-px phone, the position editor\'s long card names included, in English, Polish and Russian',
    async fn(page) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('./');
      for (const language of await uiLanguages(page)) {
        await page.goto(`./?lang=${language}`);
        await page.getByTestId('handoff-confirm').click();
        for (const [p, marker] of [['game', '[data-testid="hand"]'], ...OTHER_PAGES]) {
          await page.getByTestId(`nav-${p}`).click();
          if (p === 'editor') await agreeToEditor(page);
          await page.locator(marker).first().waitFor();
          if (p === 'editor') await page.getByTestId('editor-card-union').waitFor();
          const wider = await page.locator('main').evaluate((m) => m.scrollWidth - m.clientWidth);
          assert.equal(wider, 0, `the ${p} page is ${wider} px wider than a phone, ${language} at 390×844`);
        }
      }
    },
  },
  {
    name: 'the position editor at 1280×720: a track edit further down its details panel is refused in sight, with the check line, Play this position and the map on screen, the panel scrolling on its own (QA)',
    async fn(page, ctx) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('./');
      await page.getByTestId('handoff-confirm').click();
      await page.getByTestId('nav-editor').click();
      await agreeToEditor(page);
      const blockade = page.getByTestId('editor-tracks').locator('input[type="number"]').first();
      await blockade.fill('8'); // scrolled into view first, as a person would
      await until(async () => /Blockade/.test(await page.getByTestId('editor-check').innerText()), 'the refusal of the blockade track');
      await page.waitForTimeout(100);
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-editor-1280x720.png') });
      const outOfSight = await page.evaluate(() => {
        const out = [];
        // In sight: inside the page's area below the header (which clips what scrolls away).
        const area = document.querySelector('main').getBoundingClientRect();
        const top = Math.max(area.top, 0);
        const bottom = Math.min(area.bottom, innerHeight);
        const inView = (what, el, whole = true) => {
          const r = el.getBoundingClientRect();
          const seen = Math.min(r.bottom, bottom) - Math.max(r.top, top);
          if (whole ? r.top < top - 0.5 || r.bottom > bottom + 0.5 : seen < r.height * 0.9) {
            out.push(`${what}: ${Math.round(r.top)}–${Math.round(r.bottom)} px, the page's area ${Math.round(top)}–${Math.round(bottom)}`);
          }
        };
        inView('the check line', document.querySelector('[data-testid="editor-check"]'));
        inView('Play this position', document.querySelector('[data-testid="editor-play"]'));
        inView('the blockade field', document.querySelector('[data-testid="editor-tracks"] input'));
        inView('the map (nine tenths of it)', document.querySelector('.editor-page .board-map'), false);
        return out;
      });
      assert.deepEqual(outOfSight, [], 'the refusal, its buttons, the edited field and the map in sight at 1280×720');
      const scrollers = await page.evaluate(() => ({
        main: document.querySelector('main').scrollTop,
        panel: document.querySelector('.editor-page .side-scroll').scrollTop,
      }));
      assert.equal(scrollers.main, 0, 'the page itself did not scroll');
      assert.ok(scrollers.panel > 0, 'the details panel scrolled on its own');
    },
  },
  {
    // QA: the preselected move (the 5th, with River Flotilla Troops) lay below the list's cut at
    // 1280×720, and Enter on Washington, then on Fort Henry & Donelson, put the focus on a Confirm
    // pushed off the screen by the move's preview; on a 1024×768 tablet the floated Undo squeezed
    // the list into a 142-px column, its chosen option and Confirm below the screen.
    name: 'the move Confirm will play and the focused Confirm are in sight: 1280×720 by clicks and by the keyboard, 1920×1080 projector mode in Polish, 1024×768 and 768×1024 by touch',
    async fn(page, ctx) {
      const failures = [];
      const record = (where, found) => {
        console.log(`  ${where}: focus on ${found.focused}, list ${Math.round(found.listWidth)} px wide${found.out.length ? `; ${found.out.join('; ')}` : ''}`);
        failures.push(...found.out.map((o) => `${where}: ${o}`));
        if (found.focused !== 'confirm-action') failures.push(`${where}: the focus is on ${found.focused}, not Confirm`);
      };
      await page.setViewportSize({ width: 1280, height: 720 });
      record('1280×720, clicks, Manassas', await moveFromWashington(page, { to: 'manassas' }));
      record('1280×720, keyboard, Fort Henry & Donelson', await moveFromWashington(page, { to: 'fort-henry-donelson', keyboard: true }));
      await page.setViewportSize({ width: 1920, height: 1080 });
      record('1920×1080, projector mode, pl, Manassas', await moveFromWashington(page, { to: 'manassas', language: 'pl', projector: true }));
      for (const [width, height] of [[1024, 768], [768, 1024]]) {
        await withTablet(page, ctx, async (tablet) => {
          const found = await moveFromWashington(tablet, { to: 'manassas' });
          record(`${width}×${height}, touch, Manassas`, found);
          // The list takes the builder's width, not a column beside the floated Undo.
          const builder = await tablet.locator('.panel.builder').evaluate((b) => b.clientWidth - parseFloat(getComputedStyle(b).paddingLeft) - parseFloat(getComputedStyle(b).paddingRight));
          if (found.listWidth < builder - 1) failures.push(`${width}×${height}: the list of moves is ${Math.round(found.listWidth)} px wide in a builder of ${Math.round(builder)}`);
        }, { width, height });
      }
      assert.deepEqual(failures, [], 'the chosen move and the focused Confirm in sight');
    },
  },
  {
    name: 'the New game dialog keeps its controls inside it at 1024×768, in English, Polish and Russian',
    async fn(page) {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('./');
      for (const language of await uiLanguages(page)) {
        await page.goto(`./?lang=${language}`);
        await page.getByTestId('new-game').click();
        const dialog = page.getByTestId('new-game-dialog');
        await dialog.waitFor();
        const outside = await dialog.evaluate((d) => {
          const box = d.getBoundingClientRect();
          return [...d.querySelectorAll('select, input, button')]
            .filter((e) => e.getBoundingClientRect().right > box.right + 0.5)
            .map((e) => `${e.dataset.testid ?? e.tagName} ends at ${Math.round(e.getBoundingClientRect().right)}, the dialog at ${Math.round(box.right)}`);
        });
        assert.deepEqual(outside, [], `every control inside the New game dialog, ${language}`);
        await page.keyboard.press('Escape');
      }
    },
  },
  {
    name: 'Change players… on a 390-px phone by touch, in English, Polish and Russian: on the hand-off screen and as the pencil in the bots\' panel (44×44 px), its dialog in the page\'s own size and a dialog\'s title with every control inside it (QA)',
    async fn(page, ctx) {
      const failures = [];
      /** What of the open Players dialog lies outside it, and its title's size against the page's. */
      const check = async (phone, where) => {
        const dialog = phone.getByTestId('players-dialog');
        await dialog.waitFor();
        failures.push(...await dialog.evaluate((d, at) => {
          const box = d.getBoundingClientRect();
          const out = [...d.querySelectorAll('select, button, fieldset, p')]
            .filter((e) => e.getBoundingClientRect().right > box.right + 0.5 || e.getBoundingClientRect().left < box.left - 0.5)
            .map((e) => `${at}: ${e.dataset.testid ?? e.tagName} runs from ${Math.round(e.getBoundingClientRect().left)} to ${Math.round(e.getBoundingClientRect().right)}, the dialog from ${Math.round(box.left)} to ${Math.round(box.right)}`);
          if (d.scrollWidth > d.clientWidth + 0.5) out.push(`${at}: the dialog scrolls sideways (${d.scrollWidth} in ${d.clientWidth})`);
          const size = (e) => parseFloat(getComputedStyle(e).fontSize);
          const page = size(document.querySelector('[data-testid="status-bar"]'));
          if (size(d) !== page) out.push(`${at}: the dialog's text is ${size(d)} px, the page's ${page} px`);
          // Its title as a dialog's, wherever it is opened (QA: 16.5 px inside the bots' panel).
          if (size(d.querySelector('h2')) !== 1.5 * page) out.push(`${at}: the dialog's title is ${size(d.querySelector('h2'))} px, not 1.5 × ${page} px`);
          return out;
        }, where));
        await phone.getByTestId('players-cancel').click();
      };
      await withTablet(page, ctx, async (phone) => {
        for (const language of await uiLanguages(phone)) {
          await phone.goto(`./?lang=${language}`);
          await newGameWithSeed(phone, 4, { union: 'person', confederate: 'person' });
          await phone.getByTestId('handoff-confirm').waitFor();
          await phone.getByTestId('handoff').getByTestId('players').click();
          await check(phone, `${language}, hand-off screen`);
          await newGameWithSeed(phone, 4, { union: 'person', confederate: 'easy' });
          const pencil = phone.getByTestId('bot-panel').getByTestId('players');
          await pencil.waitFor();
          const { width, height } = await pencil.evaluate((b) => b.getBoundingClientRect().toJSON());
          if (height < 43.5 || width < 43.5) failures.push(`${language}: the pencil is ${Math.round(width)}×${Math.round(height)} px`);
          await pencil.click();
          await check(phone, `${language}, bots' panel`);
        }
      }, { width: 390, height: 844 });
      assert.deepEqual(failures, [], 'Change players… and its dialog on a phone');
    },
  },
  {
    name: 'a battle on a 390-px phone by touch, in English, Polish and Russian: the hand-off button keeps its whole label above the battle to look at, and each side\'s reveal table stays inside its column (QA)',
    async fn(page, ctx) {
      const failures = [];
      const save = readFileSync(join(ctx.root, 'tests/e2e/fixtures/fort-casualties.json'), 'utf8');
      /** The hand-off button's label inside it (QA: beside a battle to look at, the screen's column shrank the button to 44 px and its label's second line hung below it). */
      const handoffProblems = async (handoff, where) => failures.push(...await handoff.evaluate((b, at) => {
        const box = b.getBoundingClientRect();
        const out = [];
        if (b.scrollHeight > b.clientHeight + 1) out.push(`${at}: the hand-off button is ${b.clientHeight} px high, its label ${b.scrollHeight} px`);
        const range = document.createRange();
        range.selectNodeContents(b);
        const text = range.getBoundingClientRect();
        if (text.bottom > box.bottom + 0.5 || text.top < box.top - 0.5) out.push(`${at}: the hand-off button's label runs from ${Math.round(text.top)} to ${Math.round(text.bottom)}, the button from ${Math.round(box.top)} to ${Math.round(box.bottom)}`);
        return out;
      }, where));
      await withTablet(page, ctx, async (phone) => {
        for (const language of await uiLanguages(phone)) {
          await phone.goto(`./?lang=${language}`);
          await phone.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
          await phone.reload();
          const handoff = phone.getByTestId('handoff-confirm');
          // The Confederate's casualties: on the shared screen, no hand-off (X26).
          const reveal = phone.getByTestId('combat-reveal');
          await reveal.waitFor();
          failures.push(...await reveal.evaluate((r, at) => [...r.querySelectorAll('.reveal-side')].flatMap((side) => {
            const column = side.getBoundingClientRect();
            const table = side.querySelector('table').getBoundingClientRect();
            return table.right > column.right + 0.5 || table.left < column.left - 0.5
              ? [`${at}: a reveal table runs from ${Math.round(table.left)} to ${Math.round(table.right)}, its column from ${Math.round(column.left)} to ${Math.round(column.right)}`]
              : [];
          }), `${language}, reveal`));
          // The defender takes its loss, then takes the screen to retreat (R7.7, R9; X26).
          await phone.getByTestId('button-casualties').click();
          await phone.getByTestId('action-option').first().click();
          await phone.getByTestId('confirm-action').click();
          await handoff.waitFor();
          await handoffProblems(handoff, `${language}, hand-off`);
          await phone.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
          await handoff.click();
          await phone.getByTestId('button-retreat').click();
          await phone.getByTestId('action-option').first().click();
          await phone.getByTestId('confirm-action').click();
          // The screen goes back to the attacker. Both saw the casualties chosen on the shared screen;
          // as the Union's person had not (the battles seen kept beside the autosave, reloaded), it has a battle to look at.
          await handoff.waitFor();
          await phone.evaluate(() => {
            const save = JSON.parse(localStorage.getItem('lincoln.players.v1'));
            save.seen = { ...save.seen, union: 0 };
            localStorage.setItem('lincoln.players.v1', JSON.stringify(save));
          });
          await phone.reload();
          await phone.getByTestId('handoff').locator('.unseen-battles').waitFor();
          await handoffProblems(handoff, `${language}, hand-off with a battle to look at`);
        }
      }, { width: 390, height: 844 });
      assert.deepEqual(failures, [], 'the hand-off button and the reveal on a phone');
    },
  },
  {
    name: 'place names keep clear of their badge, of the supply star or no-entry sign and of the contested mark: 768×1024 and 1920×1080, in projector mode and without, in English, Polish and Russian (QA)',
    timeout: 240_000,
    async fn(page, ctx) {
      const failures = [];
      const contestedSave = readFileSync(join(ctx.root, 'tests/e2e/fixtures/contested-fort-henry.json'), 'utf8');
      for (const [width, height] of [[768, 1024], [1920, 1080]]) {
        await page.setViewportSize({ width, height });
        for (const language of ['en', 'pl', 'ru']) {
          for (const projector of [false, true]) {
            // Loaded afresh in each setting, as a person opens the game in it.
            await page.goto(`./?lang=${language}`);
            await page.evaluate((on) => localStorage.setItem('lincoln.projector', on ? '1' : '0'), projector);
            await page.reload();
            const handoff = page.getByTestId('handoff-confirm');
            await handoff.waitFor();
            await page.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
            await handoff.click();
            await page.locator('.loc-name').first().waitFor();
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const where = `${width}×${height}${projector ? ', projector mode' : ''}, ${language}`;
            assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), projector, `projector mode as set (${where})`);
            const worst = await nameClearance(page);
            console.log(`  ${where}: names at least ${worst.gap.toFixed(1)} map units (${worst.px.toFixed(1)} px) from a mark (${worst.where})`);
            if (worst.gap < 4.5) failures.push(`${where}: ${worst.where} ${worst.gap.toFixed(1)} units from its name`);
            // The longest name with the contested mark on its corner (fixtures/contested-fort-henry.ts).
            await page.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), contestedSave);
            await page.reload();
            await handoff.waitFor();
            await page.waitForTimeout(400);
            await handoff.click();
            await page.locator('[data-location-wrap="fort-henry-donelson"] .mark-contested').waitFor();
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const near = await nameClearance(page);
            console.log(`  ${where}, Fort Henry & Donelson contested: names at least ${near.gap.toFixed(1)} map units from a mark (${near.where})`);
            if (near.gap < 4.5) failures.push(`${where}, Fort Henry & Donelson contested: ${near.where} ${near.gap.toFixed(1)} units from its name`);
            await page.evaluate(() => localStorage.clear()); // the next setting opens a new game again
          }
        }
      }
      assert.deepEqual(failures, [], 'every place name at least 4.5 map units from its badge, its header icon and the contested mark');
    },
  },
  {
    name: 'crowded halves (four armies; three armies and two forts beside a port) in projector mode at 1280×720 and on a 1024×768 touch tablet, in English, Polish and Russian: every strength and "×n" in sight, none under a counter or a mark, the names clear of the contested marks (QA)',
    timeout: 180_000,
    async fn(page, ctx) {
      const save = readFileSync(join(ctx.root, 'tests/e2e/fixtures/crowded-halves.json'), 'utf8');
      const failures = [];
      /** Opens the crowded save on `p` in `language` and adds what clashes to the failures. */
      const look = async (p, where, language) => {
        await p.goto(`./?lang=${language}`);
        await p.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
        await p.reload();
        const handoff = p.getByTestId('handoff-confirm');
        await handoff.waitFor();
        await p.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
        await handoff.click();
        await p.locator('[data-location-wrap="fort-monroe"] .mark-contested').waitFor();
        await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const at = `${where}, ${language}`;
        failures.push(...(await counterClashes(p)).map((c) => `${at}: ${c}`));
        const near = await nameClearance(p);
        if (near.gap < 4.5) failures.push(`${at}: ${near.where} ${near.gap.toFixed(1)} units from its name`);
        await p.evaluate(() => localStorage.clear());
      };
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('./');
      for (const language of ['en', 'pl', 'ru']) {
        await page.evaluate(() => localStorage.setItem('lincoln.projector', '1'));
        await look(page, '1280×720, projector mode', language);
        assert.ok(await page.evaluate(() => document.documentElement.classList.contains('projector')), 'projector mode as set');
      }
      await withTablet(page, ctx, async (tablet) => {
        for (const language of ['en', 'pl', 'ru']) await look(tablet, '1024×768 tablet', language);
      });
      assert.deepEqual(failures, [], 'every counter of a crowded half reads');
    },
  },
  {
    name: 'an upright tablet (768×1024) keeps the map in one place from decision to decision: the status bar one height in English, Polish and Russian, its clock, ruleset and variants whole (QA)',
    timeout: 180_000,
    async fn(page, ctx) {
      // Saved games at different decisions: actions, a defender's response, casualties, a retreat,
      // a free deploy, a rail move, a Cavalry Raid's reply, and a game over.
      const saves = [
        'tests/fixtures/saves/v1-start.json', 'tests/fixtures/saves/v1-defender-response.json', 'tests/fixtures/saves/v1-casualties.json',
        'tests/fixtures/saves/v1-retreat.json', 'tests/fixtures/saves/v1-second-deploy.json', 'tests/fixtures/saves/v2-rail-movement.json',
        'tests/fixtures/saves/v1-cavalry-raid.json', 'tests/fixtures/saves/v4-midgame-balanced.json', 'tests/e2e/fixtures/fort-casualties.json',
        'tests/fixtures/saves/v1-finished.json',
      ].map((file) => [file.split('/').pop(), readFileSync(join(ctx.root, file), 'utf8')]);
      const failures = [];
      await withTablet(page, ctx, async (tablet) => {
        for (const language of ['en', 'pl', 'ru']) {
          const tops = [];
          for (const [file, save] of saves) {
            await tablet.goto(`./?lang=${language}`);
            await tablet.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
            await tablet.reload();
            // A hand-off screen (no map) or, after a game over, the map at once: whichever comes, however slow the load.
            const handoff = tablet.getByTestId('handoff-confirm');
            await tablet.locator('[data-testid="handoff-confirm"], .board-map').first().waitFor();
            if (await handoff.count()) {
              await tablet.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
              await handoff.click();
            }
            await tablet.locator('.board-map').waitFor();
            await tablet.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const decision = await tablet.locator('.status-decision').innerText();
            tops.push({ file, top: await mapTop(tablet), decision });
            // The clock, the ruleset's name and the variants whole (QA: "Rulebook defaults" was cut to "Zasad…" in Polish).
            const cut = await tablet.evaluate(() => [...document.querySelectorAll('.status-clock, [data-testid="status-ruleset"], .status-variants')]
              .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > document.querySelector('.status-bar').getBoundingClientRect().right)
              .map((el) => el.textContent));
            if (cut.length) failures.push(`${language}, ${file}: cut ${cut.join(' | ')}`);
          }
          const [low, high] = [Math.min(...tops.map((t) => t.top)), Math.max(...tops.map((t) => t.top))];
          console.log(`  768×1024, ${language}: the map's top from ${low.toFixed(1)} to ${high.toFixed(1)} px over ${tops.length} decisions`);
          if (high - low > 1) failures.push(`${language}: ${tops.map((t) => `${t.top.toFixed(1)} (${t.decision})`).join(', ')}`);
        }
      }, { width: 768, height: 1024 });
      assert.deepEqual(failures, [], 'the map stays in place from decision to decision');
    },
  },
  {
    name: 'against a bot on a 1024×768 and a 768×1024 touch tablet, in English, Polish and Russian: the bots\' panel keeps its controls inside it, and a card\'s History note reads at least 12 em wide on screen (QA)',
    timeout: 240_000,
    async fn(page, ctx) {
      const failures = [];
      for (const [width, height] of [[1024, 768], [768, 1024]]) {
        await withTablet(page, ctx, async (tablet) => {
          for (const language of ['en', 'pl', 'ru']) {
            await tablet.goto(`./?lang=${language}`);
            await newGameWithSeed(tablet, 1, { confederate: 'normal' });
            const where = `${width}×${height}, ${language}`;
            const panel = tablet.getByTestId('bot-panel');
            await panel.waitFor();
            const outside = await panel.evaluate((el) => {
              const box = el.getBoundingClientRect();
              return [...el.querySelectorAll('.bot-controls > *, .bot-controls select')]
                .filter((c) => c.getBoundingClientRect().right > box.right + 0.5 || c.getBoundingClientRect().right > window.innerWidth)
                .map((c) => `${c.tagName.toLowerCase()} to ${c.getBoundingClientRect().right.toFixed(0)} (panel ${box.right.toFixed(0)})`);
            });
            if (outside.length) failures.push(`${where}: the bots' panel: ${outside.join(', ')}`);
            // The person's hand (the Union's; the bot plays the Confederacy): the first card's History.
            const toggle = tablet.locator('.hand-panel .card-history-toggle').first();
            await toggle.waitFor();
            // The clicks that reach a History toggle, counted in the page (tap() waits for the touch,
            // not for the click the browser makes of it, which may come late on a busy machine).
            await tablet.evaluate(() => {
              window.__historyClicks = 0;
              document.addEventListener('click', (e) => {
                if (e.target instanceof Element && e.target.closest('.card-history-toggle')) window.__historyClicks++;
              }, { capture: true });
            });
            const clicks = () => tablet.evaluate(() => window.__historyClicks);
            const expanded = async () => (await toggle.getAttribute('aria-expanded')) === 'true';
            // A touch the browser did not take as a tap (no click reached the toggle: a guess at the
            // CI failure on a busy first load, not seen here) is tapped again, said in the log. A click that reached it must
            // open it: that is the app's part, never tapped again (a late click would close it).
            for (let taps = 1; ; taps++) {
              await toggle.tap();
              const seen = await until(async () => ((await expanded()) ? 'open' : (await clicks()) > 0 && 'clicked'), 'a click on the History toggle', 10_000).catch(() => null);
              if (seen === 'open') break;
              if (seen === 'clicked') {
                await until(expanded, `${where}: the History toggle open after its click`);
                break;
              }
              if (taps === 3) throw new Error(`${where}: three taps brought no click to the History toggle`);
              console.log(`  ${where}: tap ${taps} on the History toggle brought no click in 10 s; tapping again`);
            }
            const note = tablet.getByTestId('history-note').first();
            await until(async () => (await note.innerText()).length > 40, `${where}: the note loaded`, 20_000).catch(async (e) => {
              throw new Error(`${e.message}; it reads "${await note.innerText()}"`);
            });
            await note.scrollIntoViewIfNeeded();
            const { w, right, em } = await note.evaluate((el) => ({
              w: el.getBoundingClientRect().width, right: el.getBoundingClientRect().right, em: parseFloat(getComputedStyle(el).fontSize),
            }));
            console.log(`  ${where}: History note ${w.toFixed(0)} px wide (${(w / em).toFixed(1)} em), right edge ${right.toFixed(0)} of ${width}`);
            if (w < 12 * em || right > width + 0.5) failures.push(`${where}: the History note ${w.toFixed(0)} px wide (${(w / em).toFixed(1)} em), right edge at ${right.toFixed(0)}`);
          }
        }, { width, height });
      }
      assert.deepEqual(failures, [], 'the bots\' panel and a History note on a touch tablet');
    },
  },
  {
    name: 'every card title stays inside its hand card at 1280×720 and 1024×768, in English, Polish and Russian, for both sides\' whole decks (QA: "Северовиргинская армия" ran 4 px past its card)',
    timeout: 240_000,
    async fn(page, ctx) {
      const saves = ['v1-start', 'v4-midgame-balanced'].map((f) => wholeHandSave(ctx.root, `tests/fixtures/saves/${f}.json`));
      const failures = [];
      for (const viewport of [{ width: 1280, height: 720 }, { width: 1024, height: 768 }]) {
        await page.setViewportSize(viewport);
        for (const language of ['en', 'pl', 'ru']) {
          for (const [side, expected, save] of saves) {
            await page.goto(`./?lang=${language}`);
            await page.evaluate((text) => localStorage.setItem('lincoln.save.v1', text), save);
            await page.reload();
            const handoff = page.getByTestId('handoff-confirm');
            await handoff.waitFor();
            await page.waitForTimeout(400); // the hand-off button ignores input for its first 0.35 s
            await handoff.click();
            await page.locator('.hand .card-name').first().waitFor();
            const { count, out } = await page.evaluate(() => {
              const titles = [...document.querySelectorAll('.hand .card-name')];
              const out = [];
              for (const title of titles) {
                const card = title.closest('.card');
                const box = card.getBoundingClientRect();
                const border = parseFloat(getComputedStyle(card).borderRightWidth);
                // The text itself, not its box: a title may overflow a box narrower than it.
                const range = document.createRange();
                range.selectNodeContents(title);
                const right = Math.max(...[...range.getClientRects()].map((r) => r.right), title.getBoundingClientRect().right);
                if (right > box.right - border + 0.5) out.push(`"${title.textContent}" to ${right.toFixed(1)}, border at ${(box.right - border).toFixed(1)}`);
              }
              return { count: titles.length, out };
            });
            console.log(`  ${viewport.width}×${viewport.height}, ${language}, ${side}: ${count} card titles, ${out.length} past their card`);
            if (count !== expected) failures.push(`${viewport.width}×${viewport.height}, ${language}, ${side}: ${count} cards in the hand, not ${expected}`);
            for (const o of out) failures.push(`${viewport.width}×${viewport.height}, ${language}, ${side}: ${o}`);
          }
        }
      }
      assert.deepEqual(failures, [], 'every card title inside its card');
    },
  },
  {
    // QA: at 1024 px the status bar cut a long decision with an ellipsis (its tooltip had the whole
    // text), and so did projector mode on a 1280×720 laptop in Russian; the bar keeps one height (issue 11 item 4).
    name: 'a long decision is whole in the status bar at 1024×768 and in projector mode at 1280×720, in English, Polish and Russian, the bar as high as for a short one (QA)',
    timeout: 180_000,
    async fn(page, ctx) {
      // Both sides played by bots, paused at the Confederate's attacker card at Fort Henry & Donelson
      // (fixtures/long-decision.ts): "Deciding: Confederate (bot, normal): attacker’s face-down card — Fort Henry & Donelson".
      const save = readFileSync(join(ctx.root, 'tests/e2e/fixtures/long-decision.json'), 'utf8');
      const players = JSON.stringify({
        format: 'lincoln-players', version: 1, seed: JSON.parse(save).state.seed, paused: true, actions: 0,
        players: { union: { kind: 'bot', level: 'hard' }, confederate: { kind: 'bot', level: 'normal' } },
      });
      const failures = [];
      for (const { width, height, projector } of [{ width: 1024, height: 768, projector: false }, { width: 1280, height: 720, projector: true }]) {
        await page.setViewportSize({ width, height });
        for (const language of ['en', 'pl', 'ru']) {
          const where = `${width}×${height}${projector ? ', projector mode' : ''}, ${language}`;
          await page.goto(`./?lang=${language}`);
          const toggle = page.getByTestId('projector-toggle');
          if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
          // The height to keep: the bar over a new game's first decision between two people.
          await newGameWithSeed(page, 1, { union: 'person', confederate: 'person' });
          await page.getByTestId('handoff-confirm').waitFor();
          const short = await page.getByTestId('status-bar').evaluate((el) => el.getBoundingClientRect().height);
          await page.evaluate(([text, who]) => {
            localStorage.setItem('lincoln.save.v1', text);
            localStorage.setItem('lincoln.players.v1', who);
          }, [save, players]);
          await page.reload();
          const decision = page.getByTestId('status-decision');
          await until(async () => /Fort|Форт/.test(await decision.innerText()), `the long decision (${where})`);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const found = await decision.evaluate((el) => {
            const line = el.parentElement;
            return {
              text: el.textContent,
              cut: el.scrollWidth > el.clientWidth + 1 || line.scrollWidth > line.clientWidth + 1,
              size: parseFloat(getComputedStyle(el).fontSize),
              bar: el.closest('[data-testid="status-bar"]').getBoundingClientRect().height,
            };
          });
          console.log(`  ${where}: "${found.text}" ${found.cut ? 'cut' : 'whole'} at ${found.size.toFixed(1)} px, the bar ${found.bar.toFixed(1)} px (${short.toFixed(1)} for a short decision)`);
          if (found.cut) failures.push(`${where}: the decision cut: ${found.text}`);
          if (Math.abs(found.bar - short) > 0.5) failures.push(`${where}: the bar ${found.bar.toFixed(1)} px high with the long decision, ${short.toFixed(1)} px with a short one`);
        }
      }
      assert.deepEqual(failures, [], 'a long decision whole in the status bar, the bar one height');
    },
  },
];

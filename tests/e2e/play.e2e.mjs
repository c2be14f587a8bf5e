/**
 * End-to-end play in headless Chromium against the built app (run by ./run.mjs).
 *
 * The game is started from the New game dialog with SEED, whose opening hands (found by scripting
 * the engine over seeds) give the Union Ohio Regiments (U10, Army 2, cost 1), Halleck (U38) to pay
 * with, McClellan (U33, Movement) and Foote (U39), and the Confederates Army of Northern Virginia
 * (C12, Leadership 3). With these the Union deploys in Washington, moves both Washington armies
 * into Manassas and wins the battle 8–7, losing one army; the Confederate army there is destroyed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  checkAccessibility, chooseOption, confirmAction, decisionText, location, locationName, logLength, mapNames, newGameWithSeed,
  passHandoff, until,
} from './helpers.mjs';

const SEED = 1;
const SAVE_KEY = 'lincoln.save.v1';
const CORRUPT_PREFIX = 'lincoln.save.corrupt.v1.';
const RECORD_KEY = 'lincoln.record.v1';
const CORRUPT_RECORD_PREFIX = 'lincoln.record.corrupt.v1.';

export const tests = [
  {
    name: 'a turn: deploy, move into a battle, resolve it over both hand-offs, end the turn, reload',
    async fn(page, ctx) {
      await page.goto('./');
      await newGameWithSeed(page, SEED);
      assert.match(await page.getByTestId('handoff').innerText(), /Pass the device to the Union player/);
      await checkAccessibility(page, ctx, 'hand-off screen');
      await passHandoff(page, 'Union');
      assert.match(await decisionText(page), /Union: choose an action/);
      assert.match(await page.getByTestId('status-bar').innerText(), /Turn 1/);
      assert.match(await locationName(page, 'Washington'), /Union 1 army \(strength 3\) upper half/);

      const shot = join(ctx.tmp, 'lincoln-e2e-main.png');
      await page.screenshot({ path: shot });
      console.log(`  screenshot of the main screen: ${shot}`);
      await checkAccessibility(page, ctx, 'main screen');

      // Deploy: card → use → payment → place and half on the map → no naval card → confirm.
      await page.getByTestId('card-U10').click();
      await page.getByTestId('use-deploy').click();
      await page.getByText(/to pay the deploy cost/).waitFor();
      await page.getByTestId('card-U38').click();
      await page.getByTestId('confirm-selection').click();
      await page.getByText('Choose where to deploy on the map.').waitFor();
      await checkAccessibility(page, ctx, 'map while choosing a target');
      await page.getByRole('button', { name: /^Washington, lower half/ }).click();
      // A port, but the deploy needs no naval card there: none is asked (issue 11 item 1).
      await confirmAction(page);
      assert.match(await locationName(page, 'Washington'), /Union 1 army \(strength 3\) upper half; Union 1 army \(strength 2\) lower half/);
      assert.match(await page.getByTestId('status-actions').innerText(), /1 of 2/);

      // Undo takes the deploy back; then it is made again.
      await page.getByTestId('undo').click();
      await until(async () => /^[^;]*strength 3\) upper half(\. In danger[^;]*)?$/.test(await locationName(page, 'Washington')), 'the deploy to be undone');
      assert.match(await page.getByTestId('status-actions').innerText(), /0 of 2/);
      await page.getByTestId('card-U10').click();
      await page.getByTestId('use-deploy').click();
      await page.getByTestId('card-U38').click();
      await page.getByTestId('confirm-selection').click();
      await page.getByRole('button', { name: /^Washington, lower half/ }).click();
      await confirmAction(page);

      // Move both Washington armies into Manassas with McClellan.
      await page.getByTestId('card-U33').click();
      await page.getByTestId('use-move').click();
      if (await page.getByText('Choose the location to move from.').count()) await location(page, 'Washington').click();
      await page.getByText('Choose the destination.').waitFor();
      await location(page, 'Manassas').click();
      await chooseOption(page, /^Move 2 armies from Washington to Manassas with McClellan \(U33\)/);
      await confirmAction(page);

      // The attacker's face-down card: still the Union, so no hand-off.
      await until(async () => /attacker’s face-down card — Manassas/.test(await decisionText(page)), 'the attacker-card decision');
      assert.equal(await page.getByTestId('handoff').count(), 0);
      await page.getByTestId('combat').waitFor();
      await page.getByTestId('card-U39').click();
      await confirmAction(page);

      // The Confederate player takes the screen and stands with a Leadership card.
      await passHandoff(page, 'Confederate');
      assert.match(await decisionText(page), /Confederate: defender’s response — Manassas/);
      const combat = await page.getByTestId('combat').innerText();
      assert.match(combat, /face-down card played/, 'the defender sees the attacker’s card face down');
      assert.doesNotMatch(combat, /Foote/, 'the attacker’s card stays hidden from the defender');
      // Its one use in the defender's response is the stand: no menu (R7.3).
      await page.getByTestId('card-C12').click();
      // Then each Benefit card to add, one at a time (R7.3): none here.
      await page.getByTestId('step-none').click();
      assert.match(await page.locator('.builder .ready').innerText(), /Stand with Army of Northern Virginia \(C12\)$/);
      await confirmAction(page);

      // The reveal, then the Union's casualties on the shared screen: no hand-off, no hand (X26).
      assert.equal(await page.getByTestId('handoff-confirm').count(), 0, 'no hand-off for casualties');
      const reveal = page.getByTestId('combat-reveal');
      await reveal.waitFor();
      const revealText = await reveal.innerText();
      assert.match(revealText, /Attacker: Union[\s\S]*card: Foote[\s\S]*Total\s*8/);
      assert.match(revealText, /Defender: Confederate[\s\S]*card: Army of Northern Virginia[\s\S]*Total\s*7/);
      assert.match(revealText, /Union wins the battle/);
      await page.screenshot({ path: join(ctx.tmp, 'lincoln-e2e-reveal.png') });
      await checkAccessibility(page, ctx, 'combat reveal');
      assert.match(await decisionText(page), /Union: casualties — Manassas/);
      await page.getByTestId('button-casualties').click();
      assert.equal(await page.getByTestId('hand').count(), 0, 'no hand shows on the shared screen');
      await chooseOption(page, /^Lose army 2 \(Manassas, upper half\)$/);
      await confirmAction(page);
      // The Union's next action needs its hand: a hand-off first.
      await passHandoff(page, 'Union');

      // Manassas is the Union's, with one army left; the log tells the battle.
      await until(async () => /Union: choose an action/.test(await decisionText(page)), 'the Union’s next decision');
      assert.equal(await page.getByTestId('combat').count(), 0, 'the battle is over');
      const manassas = await locationName(page, 'Manassas');
      assert.match(manassas, /: Union 1 army \(strength 3\) upper half$/, 'the strength-3 army survives, the Confederate army is gone');
      assert.match(await page.getByTestId('log').innerText(), /Union forces win at Manassas/);
      assert.match(await page.getByTestId('status-actions').innerText(), /2 of 2 taken \(may end turn\)/);

      // End the turn: the Confederate player is next.
      await page.getByTestId('end-turn').click(); // one click: it loses nothing and gives nothing up (issue 11 item 1)
      await passHandoff(page, 'Confederate');
      assert.match(await decisionText(page), /Confederate: choose an action/);

      const before = {
        status: await page.getByTestId('status-bar').innerText(),
        log: await logLength(page),
        map: await mapNames(page),
      };
      assert.ok(before.log >= 8, `the log tells the turn (${before.log} entries)`);

      // Reload: the autosave brings the same game back, behind the hand-off screen.
      await page.reload();
      await passHandoff(page, 'Confederate');
      assert.equal(await page.getByTestId('status-bar').innerText(), before.status);
      // The log is drawn just after the first paint.
      await until(async () => (await logLength(page)) === before.log, `the log's ${before.log} entries after the reload`);
      assert.deepEqual(await mapNames(page), before.map);
      assert.match(await locationName(page, 'Manassas'), /: Union 1 army \(strength 3\) upper half$/);
      assert.equal(await page.getByTestId('corrupt-save').count(), 0);
      assert.equal(await page.getByTestId('corrupt-record').count(), 0, 'the record autosaved with the game replays to it');

      // The Story page tells the game from its start (turn 0, the chart's left edge), not from the
      // reload: the autosaved record came back with the save.
      await page.getByTestId('nav-story').click();
      const chart = page.getByTestId('story-armies');
      const armies = chart.locator('path[data-series="union"]');
      await armies.waitFor({ state: 'attached' }); // a flat line has no height, so it never counts as visible
      const startX = Number(/^M([\d.]+)/.exec((await armies.getAttribute('d')) ?? '')?.[1]);
      const axisX = Number(await chart.locator('line.story-axis').first().getAttribute('x1'));
      assert.equal(startX, axisX, 'the Union\'s armies are charted from turn 0, before the reload');
    },
  },
  {
    name: 'a corrupt autosave is reported, kept, and a new game starts',
    async fn(page) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      await page.evaluate((key) => localStorage.setItem(key, '{"this is": not a save'), SAVE_KEY);
      await page.reload();

      const banner = page.getByTestId('corrupt-save');
      await banner.waitFor();
      assert.equal(await banner.getAttribute('role'), 'alert');
      assert.match(await banner.innerText(), new RegExp(CORRUPT_PREFIX.replace(/\./g, '\\.')));
      await passHandoff(page, 'Union');
      assert.match(await page.getByTestId('status-bar').innerText(), /Turn 1/);
      assert.match(await decisionText(page), /Union: choose an action/);

      const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      const kept = Object.keys(storage).filter((k) => k.startsWith(CORRUPT_PREFIX));
      assert.equal(kept.length, 1, 'the unreadable save is kept under its own key');
      assert.equal(storage[kept[0]], '{"this is": not a save');
      assert.doesNotThrow(() => JSON.parse(storage[SAVE_KEY]), 'the new game is autosaved');
    },
  },
  {
    name: 'a damaged game record beside a sound autosave: the game comes back, the record is kept and said once',
    async fn(page) {
      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      const save = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
      await page.evaluate((key) => localStorage.setItem(key, '{"format": "lincoln-record", cut'), RECORD_KEY);
      await page.reload();

      const banner = page.getByTestId('corrupt-record');
      await banner.waitFor();
      assert.equal(await banner.getAttribute('role'), 'alert');
      assert.match(await banner.innerText(), /The game itself is intact/);
      assert.match(await banner.innerText(), new RegExp(CORRUPT_RECORD_PREFIX.replace(/\./g, '\\.')));
      assert.equal(await page.getByTestId('corrupt-save').count(), 0, 'the game itself is sound');
      const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      assert.equal(storage[SAVE_KEY], save, 'the same game came back');
      const kept = Object.keys(storage).filter((k) => k.startsWith(CORRUPT_RECORD_PREFIX));
      assert.equal(kept.length, 1, 'the damaged record is kept under its own key');
      assert.equal(storage[kept[0]], '{"format": "lincoln-record", cut');

      // Said once: a reload before the next move does not say it again.
      await page.reload();
      await page.getByTestId('handoff-confirm').waitFor();
      await passHandoff(page, 'Union');
      await page.getByTestId('log').waitFor(); // drawn just after the first paint, as the banners' lazy part is
      assert.equal(await page.getByTestId('corrupt-record').count(), 0);
      assert.equal((await page.evaluate(() => Object.keys(localStorage))).filter((k) => k.startsWith('lincoln.record.corrupt.v1.')).length, 1, 'not kept twice');
    },
  },
  {
    name: 'a sandbox position made with the engine\'s Scenario format is imported and becomes the autosaved game',
    async fn(page, ctx) {
      // What a playtester does today: a position written with newGame({ scenario }), saved with serialize().
      const script = `
        import { newGame, serialize } from './src/engine/index.ts';
        process.stdout.write(serialize(newGame({ scenario: {
          units: [
            { side: 'union', kind: 'army', strength: 3, location: 'washington' },
            { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
          ],
          hands: { union: ['U10', 'U33'], confederate: ['C12'] },
        } })));`;
      const made = spawnSync(join(ctx.root, 'node_modules/.bin/tsx'), ['-e', script], { cwd: ctx.root, encoding: 'utf8', timeout: 60_000 });
      assert.equal(made.status, 0, `the scenario script ran: ${made.stderr}`);

      await page.goto('./');
      await page.getByTestId('handoff-confirm').waitFor();
      await page.getByTestId('import-file').setInputFiles({ name: 'position.json', mimeType: 'application/json', buffer: Buffer.from(made.stdout) });
      await page.getByTestId('import-confirm').click();
      await passHandoff(page, 'Union');
      assert.deepEqual(await page.getByTestId('hand').locator('[data-testid^="card-"]').evaluateAll((els) => els.map((e) => e.dataset.testid)), ['card-U10', 'card-U33']);
      assert.match(await locationName(page, 'Washington'), /: Union 1 army \(strength 3\) upper half$/);
      assert.match(await locationName(page, 'Manassas'), /: Confederate 1 army \(strength 1\) upper half$/);
      assert.match(await locationName(page, "Harper's Ferry"), /: empty$/);

      // The imported position is the autosave now.
      await page.reload();
      await passHandoff(page, 'Union');
      assert.match(await locationName(page, 'Manassas'), /: Confederate 1 army \(strength 1\) upper half$/);
    },
  },
];

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './render';
import { createGameStore } from '../../src/ui/store/gameStore';
import { newGame } from '../../src/engine';
import { LAZY, memoryStorage, storeFor } from './helpers';


describe('new game dialog', () => {
  it('asks before discarding the current game; Cancel and Escape keep it', async () => {
    const { store } = storeFor({ seed: 8 });
    store.getState().dispatch({ type: 'pass' });
    const current = store.getState().game;
    const { user } = renderApp(store);

    await user.click(screen.getByTestId('new-game'));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' }, LAZY);
    expect(dialog.textContent).toContain('will be discarded');
    // The dialog takes the focus in an effect after it appears (Dialog.tsx): wait for it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).toBe('BUTTON');
    await user.click(screen.getByTestId('new-game-cancel'));
    expect(screen.queryByRole('dialog', { name: 'Start a new game?' })).toBeNull();
    expect(store.getState().game).toBe(current);

    await user.click(screen.getByTestId('new-game'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Start a new game?' })).toBeNull();
    expect(store.getState().game).toBe(current);
  }, 30_000);

  it('warns of nothing over a new game where nothing was played yet (QA: "turn 1 will be discarded" on a fresh page)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 8 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' }, LAZY);
    expect(dialog.textContent).not.toContain('will be discarded');
    expect(dialog.querySelector('.warning')).toBeNull();
  }, 30_000);

  it('starts a new game with the chosen seed and variants once confirmed', async () => {
    const { store } = storeFor({ seed: 8 });
    store.getState().dispatch({ type: 'pass' });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const seed = (await screen.findByTestId('new-game-seed', {}, LAZY)) as HTMLInputElement;
    await user.clear(seed);
    await user.type(seed, '12345');
    await user.click(screen.getByTestId('variant-E16'));
    await user.click(screen.getByTestId('new-game-confirm'));
    const game = store.getState().game;
    expect(game.seed).toBe(12345);
    expect(game.actionsTaken).toBe(0);
    expect(game.variants).toEqual({ passThroughContested: false, openDiscards: true });
    expect(screen.getByTestId('handoff-confirm')).toBeTruthy();
  }, 30_000);

  it('R2.6 shows no seed unless one is typed: left empty, the game gets a random seed nobody sees (QA: a known seed rebuilds both hands)', async () => {
    const { store } = storeFor({ seed: 8 });
    store.getState().dispatch({ type: 'pass' });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const seed = (await screen.findByTestId('new-game-seed', {}, LAZY)) as HTMLInputElement;
    expect(seed.value).toBe('');
    expect(seed.placeholder).toBe('random, secret');
    expect(screen.queryByTestId('new-game-seed-invalid')).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Start a new game?' });
    expect(dialog.textContent).not.toMatch(/\d{4,}/); // no number of a seed anywhere in the dialog
    await user.click(screen.getByTestId('new-game-confirm'));
    const game = store.getState().game;
    expect(game.actionsTaken).toBe(0);
    expect(game.turn).toBe(1);
    expect(document.body.textContent).not.toContain(String(game.seed));
  }, 30_000);

  it('refuses a seed that is not digits only ("1e3", "12.0"), says why, and takes it again once mended (QA)', async () => {
    const { store } = storeFor({ seed: 8 });
    const current = store.getState().game;
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const seed = (await screen.findByTestId('new-game-seed', {}, LAZY)) as HTMLInputElement;
    const confirm = screen.getByTestId('new-game-confirm') as HTMLButtonElement;
    expect(screen.queryByTestId('new-game-seed-invalid')).toBeNull();
    for (const typed of ['1e3', '12.0', '4294967296']) {
      await user.clear(seed);
      await user.type(seed, typed);
      expect(confirm.disabled).toBe(true);
      expect(seed.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByTestId('new-game-seed-invalid').textContent).toContain('digits only');
    }
    await user.click(confirm);
    expect(store.getState().game).toBe(current);
    await user.clear(seed);
    await user.type(seed, '1000');
    expect(confirm.disabled).toBe(false);
    expect(screen.queryByTestId('new-game-seed-invalid')).toBeNull();
    await user.click(confirm);
    expect(store.getState().game.seed).toBe(1000);
  }, 30_000);

  it('a new game started on the Rules page shows the game, not the same page again; the tab title names the page (WCAG 2.4.2, QA)', async () => {
    const { store } = storeFor({ seed: 8 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-rules'));
    expect(store.getState().ui.page).toBe('rules');
    // The tab's title names the page (WCAG 2.4.2, QA).
    expect(document.title).toBe('Rules — Lincoln');
    await user.click(screen.getByTestId('new-game'));
    await user.click(await screen.findByTestId('new-game-confirm', {}, LAZY));
    expect(store.getState().ui.page).toBe('game');
    expect(document.title).toBe('Lincoln');
    expect(await screen.findByTestId('handoff-confirm')).toBeTruthy();
  }, 30_000);
});

describe('new game under a ruleset (issue 7 item 1)', () => {
  it('offers the rulebook first, then every playtesting variant, and records the chosen one in the game', async () => {
    const { listRulesets } = await import('../../src/engine');
    const { store } = storeFor({ seed: 8 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const select = (await screen.findByTestId('new-game-ruleset', {}, LAZY)) as HTMLSelectElement;
    const options = [...select.options];
    expect(options.map((o) => o.value)).toEqual(listRulesets().map((r) => r.id));
    expect(options[0]!.textContent).toBe('Rulebook');
    for (const o of options.slice(1)) expect(o.textContent).toMatch(/^Variant for playtesting: /);
    await user.selectOptions(select, 'lee-4');
    expect(screen.getByTestId('new-game-dialog').textContent).toContain('Leadership 4 instead of 5');
    await user.click(screen.getByTestId('new-game-confirm'));
    expect(store.getState().game.ruleset.id).toBe('lee-4');
  }, 30_000);
});

describe('strings of on-demand pages (first-paint budget)', () => {
  it('the New game dialog brings its English strings with it: no raw key is ever shown', async () => {
    const { store } = storeFor({ seed: 8 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const dialog = await screen.findByTestId('new-game-dialog', {}, LAZY);
    expect(dialog.textContent).toContain('Start a new game?');
    expect(dialog.textContent).not.toMatch(/newGame\.|ruleset\.\w/);
  }, 30_000);
});

describe('new game in a sandbox game (QA: the original game went without a word)', () => {
  it('says that the original game the sandbox came from is discarded too, and how to keep it, even when nothing was played in the sandbox', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 8 });
    store.getState().dispatch({ type: 'pass' });
    await store.getState().branch(newGame({ seed: 8 }), { origin: { kind: 'new', options: { seed: 8 } }, actions: [] });
    expect(store.getState().ui.hasOriginal).toBe(true);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' }, LAZY);
    expect(dialog.querySelector('[data-testid="new-game-original"]')?.textContent).toBe('This is a sandbox game: the original game it came from will be discarded too. To keep it, go back to it first (Back to the original game) and use Export game.');
  }, 30_000);

  it('outside a sandbox it says nothing of an original game', async () => {
    const { store } = storeFor({ seed: 8 });
    store.getState().dispatch({ type: 'pass' });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('new-game'));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' }, LAZY);
    expect(dialog.textContent).not.toContain('original game');
  }, 30_000);
});

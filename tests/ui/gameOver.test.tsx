// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { legalActions, newGame, vpBreakdown, winner, winReasonText } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY, recordScrolls } from './helpers';
import { renderApp } from './render';


describe('end of the game', () => {
  it('shows who won, why, the rule and the final VP breakdown, with no hand-off and no hand', async () => {
    // One step from the Europe end: a Confederate politician ends the game (R12.1).
    const state = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
    expect(legalActions(state).filter((a) => a.type === 'deploy' && a.card === 'C21')).toHaveLength(1);
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.queryByTestId('game-over')).toBeNull();
    await user.click(screen.getByTestId('card-C21'));
    await user.click(screen.getByTestId('use-deploy'));
    // The only payment (Militia ×2) and the only use need no further step: the action is ready.
    expect(screen.getByTestId('confirm-action').closest('section')!.textContent).toContain('Ready:');
    await user.click(screen.getByTestId('confirm-action'));

    const won = winner(store.getState().game)!;
    expect(won.side).toBe('confederate');
    const panel = await screen.findByTestId('game-over', {}, LAZY);
    expect(panel.textContent).toContain('The Confederacy wins the war');
    expect(won.reason).toBe('europe');
    expect(panel.textContent).toContain(winReasonText(won.reason, won.args));
    expect(panel.textContent).toContain(won.rule);
    expect(panel.querySelector('tfoot')!.textContent).toContain(String(vpBreakdown(store.getState().game).total));
    expect(screen.queryByTestId('handoff-confirm')).toBeNull();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.getByTestId('status-bar').textContent).toContain('Game over');
  }, 30_000);

  it('is a full-size screen over the game (issue 12 item 5): closed, the final map shows and a card opens it again, its button taking the focus; its rule links to the Rules page at that rule', async () => {
    const { store, user } = await playToEuropeEnd();
    const won = winner(store.getState().game)!;

    const full = await screen.findByTestId('game-over-screen', {}, LAZY);
    expect(full.getAttribute('role')).toBe('dialog');
    expect(full.getAttribute('aria-modal')).toBe('true');
    expect(full.classList.contains('dialog--full')).toBe(true);
    expect(within(full).getByRole('heading', { level: 2 }).textContent).toBe('Game over');
    expect(within(full).getByTestId('game-over').textContent).toContain('The Confederacy wins the war');
    expect(within(full).getByRole('table')).toBeTruthy();
    // The charts of the game's story, on the same screen.
    expect(await within(full).findByTestId('story-charts', {}, LAZY)).toBeTruthy();
    // Closed: the map is in view and a card in the side panel brings the screen back.
    await user.click(within(full).getByTestId('game-over-close'));
    expect(screen.queryByTestId('game-over-screen')).toBeNull();
    expect(screen.getByRole('group', { name: /^Map of the Lincoln board/ })).toBeTruthy();
    const card = screen.getByTestId('game-over');
    expect(card.closest('.side-panel')).not.toBeNull();
    // The focus goes to the card's button, not to the page (QA: the opener had gone in the render
    // that opened the screen, so the focus fell to the body), each time the screen closes.
    expect(document.activeElement).toBe(within(card).getByTestId('game-over-open'));
    await user.click(within(card).getByTestId('game-over-open'));
    expect(screen.getByTestId('game-over-screen')).toBeTruthy();
    // Escape closes it too.
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('game-over-screen')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('game-over-open'));
    await user.click(screen.getByTestId('game-over-open'));

    // The rule: a link to its item on the Rules page.
    const link = within(screen.getByTestId('game-over-screen')).getByTestId('game-over-rule');
    expect(link.getAttribute('href')).toBe(`#rule-${won.rule}`);
    expect(link.textContent).toBe(`Read rule ${won.rule}`);
    const scrolls = recordScrolls();
    try {
      await user.click(link);
      const rules = await screen.findByTestId('rules-page', {}, LAZY);
      expect(window.location.hash).toBe(`#rule-${won.rule}`);
      const item = rules.querySelector(`[id="rule-${won.rule}"]`);
      expect(item!.classList.contains('rule-item--target')).toBe(true);
      await scrolls.scrolledTo(`rule-${won.rule}`);
    } finally {
      scrolls.restore();
      window.location.hash = '';
    }
  }, 30_000);

  /** A Confederate politician ends the game at the Europe end (R12.1), played in the app; returns the user-event session. */
  async function playToEuropeEnd() {
    const state = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-C21'));
    await user.click(screen.getByTestId('use-deploy'));
    await user.click(screen.getByTestId('confirm-action'));
    expect(winner(store.getState().game)!.rule).toBe('R12.1');
    return { store, user };
  }

  it('R12.1 its Read rule link opens the rule and Back returns to the game, as the log\'s rule badges do (audit: Back did nothing)', async () => {
    const { store, user } = await playToEuropeEnd();
    const scrolls = recordScrolls();
    try {
      await user.click(within(await screen.findByTestId('game-over-screen', {}, LAZY)).getByTestId('game-over-rule'));
      await screen.findByTestId('rules-page', {}, LAZY);
      expect(window.location.hash).toBe('#rule-R12.1');
      history.back();
      await waitFor(() => expect(store.getState().ui.page).toBe('game'));
      expect(window.location.hash).toBe('');
    } finally {
      scrolls.restore();
      window.location.hash = '';
    }
  }, 30_000);

  it('R12.1 once closed, the screen stays closed whenever the game page shows again (another page and back, a rule and Back); its card opens it again, taking the focus only as the screen closes', async () => {
    const { user } = await playToEuropeEnd();
    await user.click(within(await screen.findByTestId('game-over-screen', {}, LAZY)).getByTestId('game-over-close'));
    await user.click(screen.getByTestId('nav-about'));
    await screen.findByTestId('about-page', {}, LAZY);
    await user.click(screen.getByTestId('nav-game'));
    expect(await screen.findByTestId('game-over-open', {}, LAZY)).toBeTruthy();
    expect(screen.queryByTestId('game-over-screen')).toBeNull();
    // The card shown again takes no focus: only a screen closed just now gives it to the card's button.
    expect(document.activeElement).toBe(screen.getByTestId('nav-game'));
    // The card's own rule link, then Back.
    const scrolls = recordScrolls();
    try {
      await user.click(within(screen.getByTestId('game-over')).getByTestId('game-over-rule'));
      await screen.findByTestId('rules-page', {}, LAZY);
      history.back();
      expect(await screen.findByTestId('game-over-open', {}, LAZY)).toBeTruthy();
      expect(screen.queryByTestId('game-over-screen')).toBeNull();
    } finally {
      scrolls.restore();
      window.location.hash = '';
    }
    // Opened again, it is still open after another page.
    await user.click(screen.getByTestId('game-over-open'));
    await user.click(screen.getByTestId('nav-about'));
    await screen.findByTestId('about-page', {}, LAZY);
    await user.click(screen.getByTestId('nav-game'));
    expect(await screen.findByTestId('game-over-screen', {}, LAZY)).toBeTruthy();
  }, 60_000);
});

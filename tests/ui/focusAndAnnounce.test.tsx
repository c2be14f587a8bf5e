// @vitest-environment jsdom
/**
 * Keyboard and screen-reader play (issue 11 item 5): where the focus goes after each step (WCAG
 * 2.4.3) and what the live region says (WCAG 4.1.3), through hand-offs, undo and a new game.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { logText } from '../../src/ui/game/logText';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY } from './helpers';
import { renderApp } from './render';

/** Starting position (seed 2), the Union to act with `hand`. */
function start(hand: string[], scenario: Record<string, unknown> = {}) {
  const state = newGame({ seed: 2, scenario: { hands: { union: hand, confederate: ['C01', 'C02', 'C03'] }, ...scenario } });
  const store = createGameStore({ initial: state, storage: null });
  return { store, ...renderApp(store) };
}

/** Deploys Pennsylvania Reserves (U13) to Washington's lower half, paid as the app proposes: one logged, undoable step. */
async function deploy(user: ReturnType<typeof start>['user']) {
  await user.click(screen.getByTestId('card-U13'));
  await user.click(screen.getByRole('button', { name: /^Washington, lower half/ }));
  await user.click(screen.getByTestId('confirm-action'));
}

/** The element with the focus, or null when the focus fell to the page's body. */
const focused = () => (document.activeElement === document.body ? null : (document.activeElement as HTMLElement | null));

/** The texts of the log panel's entries from index `from` on. */
const logTexts = (from: number) =>
  [...screen.getByTestId('log').querySelectorAll('li')].slice(from).map((li) => li.querySelector('.log-text')!.textContent);

beforeAll(() => loadPageStrings());

describe('the focus after each step (WCAG 2.4.3)', () => {
  it('goes to the hand once the hand-off is confirmed, not to the page body', async () => {
    const { user } = start(['U30', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(focused()?.closest('.hand')).not.toBeNull();
    expect(focused()?.dataset.testid).toMatch(/^card-U/);
  });

  it("goes to a picked card's first use other than discarding it", async () => {
    const { user } = start(['U30', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    expect(screen.getByTestId('use-discard')).toBeTruthy();
    expect(focused()?.dataset.testid).toMatch(/^use-/);
    expect(focused()?.dataset.testid).not.toBe('use-discard');
  });

  it("goes to the hand's cards in a card step, not to its still-disabled Confirm", async () => {
    const { user } = start(['U01', 'U13', 'U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByRole('button', { name: /^Washington, lower half/ }));
    await user.click(screen.getByTestId('change-payment'));
    expect((screen.getByTestId('confirm-selection') as HTMLButtonElement).disabled).toBe(true);
    expect(focused()?.closest('.hand')).not.toBeNull();
    expect((focused() as HTMLButtonElement).disabled).toBe(false);
  });

  it('Escape backs out of a half-built action, as Cancel does, and the focus goes back to the hand', async () => {
    const { user } = start(['U30', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    expect(screen.getByTestId('cancel-action')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('cancel-action')).toBeNull();
    expect(screen.getByTestId('decision-prompt')).toBeTruthy();
    expect(focused()?.closest('.hand')).not.toBeNull();
  });

  it("Escape closing an opened card gives the focus back to that card, not to the hand's first (QA)", async () => {
    const { user } = start(['U30', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    const first = focused();
    expect(first).not.toBe(screen.getByTestId('card-U13'));
    await user.click(screen.getByTestId('card-U13'));
    expect(focused()?.dataset.testid).toMatch(/^use-/);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('cancel-action')).toBeNull();
    expect(focused()).toBe(screen.getByTestId('card-U13'));
    // Cancel, as Escape; a new card step is not such a closing: its hand's first card to pick.
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByTestId('cancel-action'));
    expect(focused()).toBe(screen.getByTestId('card-U13'));
  });

  it("scrolls what it focuses only as far as it takes (QA, tablet 1024×768: the hand's card centred took the builder's Confirm out of view)", async () => {
    // jsdom scrolls nothing: the focus calls and the scrolls asked for are what the browser would be told.
    const calls: { el: Element; kind: 'focus' | 'scroll'; options: unknown }[] = [];
    const focus = HTMLElement.prototype.focus;
    const scroll = Element.prototype.scrollIntoView;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      calls.push({ el: this, kind: 'focus', options });
      focus.call(this, options);
    };
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) { calls.push({ el: this, kind: 'scroll', options }); };
    /** What was asked of the element that has the focus since `from`: its focus calls' options and its scrolls'. */
    const askedOf = (from: number) => {
      const el = focused();
      const mine = calls.slice(from).filter((c) => c.el === el);
      return { focus: mine.filter((c) => c.kind === 'focus').map((c) => c.options), scroll: mine.filter((c) => c.kind === 'scroll').map((c) => c.options) };
    };
    try {
      const { user } = start(['U01', 'U13', 'U30']);
      await user.click(screen.getByTestId('handoff-confirm'));
      // A card step (the payment): the hand's first card to pick.
      await user.click(screen.getByTestId('card-U13'));
      await user.click(screen.getByRole('button', { name: /^Washington, lower half/ }));
      let from = calls.length;
      await user.click(screen.getByTestId('change-payment'));
      expect(focused()?.closest('.hand')).not.toBeNull();
      expect(askedOf(from)).toEqual({ focus: [{ preventScroll: true }], scroll: [{ block: 'nearest' }] });
      // A move's destination chosen, its armies preselected: Confirm, with the chosen option above it.
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: /^Kentucky, Union/ }));
      from = calls.length;
      await user.click(screen.getByRole('button', { name: /^Cincinnati, (Union|Confederate)/ }));
      expect(screen.getAllByTestId('action-option').some((o) => o.getAttribute('aria-pressed') === 'true')).toBe(true);
      expect(focused()).toBe(screen.getByTestId('confirm-action'));
      expect(askedOf(from)).toEqual({ focus: [{ preventScroll: true }], scroll: [{ block: 'nearest' }] });
    } finally {
      HTMLElement.prototype.focus = focus;
      Element.prototype.scrollIntoView = scroll;
    }
  }, 30_000);

  it('R12.2 after the hand-off, a turn that would lose brings its loss warning into view above the hand card it focuses (QA, tablet 1024×768: its first line went under the tracks)', async () => {
    const scrolled: Element[] = [];
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) { scrolled.push(this); };
    try {
      // The Confederacy holds Washington: the Union loses if its turn ends so (R12.2).
      const { user } = start(['U01', 'U13', 'U30'], {
        units: [{ side: 'union', kind: 'army', strength: 2, location: 'kentucky' }, { side: 'confederate', kind: 'army', strength: 2, location: 'washington' }],
        control: { washington: 'confederate' },
      });
      // The warning's part loads once; the next hand-off finds it there, as in play.
      await user.click(screen.getByTestId('handoff-confirm'));
      const warning = await screen.findByTestId('turn-danger', {}, LAZY);
      expect(warning.textContent).toMatch(/lose/);
      scrolled.length = 0;
      await user.click(screen.getByTestId('card-U30'));
      await user.keyboard('{Escape}');
      expect(focused()?.closest('.hand')).not.toBeNull();
      expect(scrolled).toContain(screen.getByTestId('turn-danger'));
    } finally {
      Element.prototype.scrollIntoView = scroll;
    }
  }, 30_000);

  it('comes back to the hand-off button when a new game starts under the hand-off screen, not to the header', async () => {
    const { user } = start(['U30']);
    await user.click(screen.getByTestId('new-game'));
    await screen.findByTestId('new-game-seed', {}, LAZY);
    await user.click(screen.getByTestId('new-game-confirm'));
    expect(screen.queryByTestId('new-game-dialog')).toBeNull();
    expect(focused()).toBe(screen.getByTestId('handoff-confirm'));
  }, 30_000);
});

describe('the hand-off screen takes only a fresh press', () => {
  it('ignores a held Enter key (repeats) and a press in its first 0.35 s, and takes a new press once settled', async () => {
    start(['U30']);
    const button = screen.getByTestId('handoff-confirm');
    // fireEvent returns false when the handler prevented the default action (a button's activation).
    expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(button, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(button, { key: 'Tab' })).toBe(true); // moving on is never held up
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fireEvent.keyDown(button, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(button, { key: 'Enter', repeat: false })).toBe(true);
  });

  it('is a labelled region (the header stays usable), described by why the screen is handed over', () => {
    start(['U30']);
    const region = screen.getByRole('region', { name: /Union/ });
    expect(region.dataset.testid).toBe('handoff');
    expect(region.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByTestId('handoff-confirm').getAttribute('aria-describedby')).toBe('handoff-reason');
    expect(document.getElementById('handoff-reason')!.textContent).not.toBe('');
  });
});

describe('a held key presses nothing in the game, only a fresh press acts (QA)', () => {
  /** Waits until the hand-off button takes presses (its first 0.35 s take none). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  it('R11.4 Enter held through the hand-off passes the hand-off only: no card, use, payment, place or Confirm is pressed by its repeats', async () => {
    // Paper Money first in hand (the QA report): its repeats pressed the card, its use, Ohio Regiments, a place and Confirm.
    const { user, store } = start(['U26', 'U09', 'U10']);
    const before = store.getState().game.log.length;
    await settle();
    expect(focused()).toBe(screen.getByTestId('handoff-confirm'));
    await user.keyboard('{Enter>6}');
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(store.getState().game.log.length).toBe(before);
    expect(store.getState().ui.builder.card ?? null).toBeNull();
    expect(screen.queryByTestId('cancel-action')).toBeNull();
    expect(focused()).toBe(screen.getByTestId('card-U26'));
  });

  it('R11.4 a repeat of Enter or Space on a card, a map target or Confirm does nothing; a fresh press acts', async () => {
    const { user, store } = start(['U26', 'U09', 'U10']);
    await user.click(screen.getByTestId('handoff-confirm'));
    const card = screen.getByTestId('card-U26');
    // fireEvent returns false when the default action (a button's activation) was prevented.
    expect(fireEvent.keyDown(card, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(card, { key: ' ', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(card, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(card, { key: 'ArrowDown', repeat: true })).toBe(true); // only the pressing keys are held back
    await user.click(card);
    await user.click(screen.getByTestId('use-card-action'));
    await user.click(screen.getByTestId('card-U09'));
    // A place of the map acts on its keydown: a repeat picks nothing, a fresh press picks it.
    const half = screen.getAllByRole('button', { name: / half/ }).find((el) => el.dataset.targetHalf)!;
    const confirm = () => screen.getByTestId('confirm-action') as HTMLButtonElement;
    const picks = { ...store.getState().ui.builder.picks };
    fireEvent.keyDown(half, { key: 'Enter', repeat: true });
    fireEvent.keyDown(half, { key: ' ', repeat: true });
    expect(store.getState().ui.builder.picks).toEqual(picks);
    expect(confirm().disabled).toBe(true);
    fireEvent.keyDown(half, { key: 'Enter' });
    expect(store.getState().ui.builder.picks).not.toEqual(picks);
    expect(confirm().disabled).toBe(false);
    const before = store.getState().game.log.length;
    expect(fireEvent.keyDown(confirm(), { key: 'Enter', repeat: true })).toBe(false);
    expect(store.getState().game.log.length).toBe(before);
    expect(fireEvent.keyDown(confirm(), { key: 'Enter' })).toBe(true);
  });
});

describe('the live region (WCAG 4.1.3)', () => {
  it('stays in the page through a hand-off and says every entry added since it last spoke', async () => {
    const { user, store } = start(['U30'], { actionsTaken: 2 });
    const live = await screen.findByTestId('log-live', {}, LAZY);
    expect(live.textContent).toBe('');
    await user.click(screen.getByTestId('handoff-confirm'));
    await screen.findByTestId('log', {}, LAZY);
    const before = store.getState().game.log.length;
    await user.click(screen.getByTestId('end-turn'));
    // The Confederate's hand-off: the same region, already holding the news.
    expect(screen.getByTestId('handoff-confirm')).toBeTruthy();
    expect(screen.getByTestId('log-live')).toBe(live);
    const added = store.getState().game.log.length - before;
    expect(added).toBeGreaterThan(0);
    await user.click(screen.getByTestId('handoff-confirm'));
    const texts = logTexts(before);
    expect(texts).toHaveLength(added);
    expect(live.textContent).toBe(texts.join(' '));
  });

  it('says a step was taken back on Undo', async () => {
    const { user } = start(['U01', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    const live = await screen.findByTestId('log-live', {}, LAZY);
    await deploy(user);
    expect(live.textContent).toMatch(/Washington/);
    await user.click(screen.getByTestId('undo'));
    expect(live.textContent).toBe('The last step is taken back.');
  });

  it("R11.2 says no step was taken back at a hand-off after which the view holds fewer entries (QA: each side's view leaves out the other's private ones)", async () => {
    // The Union raids the Confederate twice (its losses are logged to it alone, R11.2) and ends its turn.
    let state = newGame({ seed: 3, scenario: { hands: { union: ['U51', 'U64', 'U30'], confederate: ['C01', 'C02', 'C03', 'C04', 'C05', 'C06'] } } });
    for (const action of [{ type: 'card-action', card: 'U51' }, { type: 'card-action', card: 'U64' }, { type: 'end-turn' }] as const) state = applyAction(state, action);
    expect(viewFor(state, 'confederate').log.filter((e) => e.privateTo).length).toBe(2);
    // The Confederate attacks Washington from Manassas: the attacker's card is its last step before the Union's hand-off.
    const move = legalActions(state).find((a) => a.type === 'move' && a.from === 'manassas' && a.to === 'washington' && !a.via)!;
    state = applyAction(state, move);
    const attack = legalActions(state).find((a) => a.type === 'attacker-card')!;
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const live = await screen.findByTestId('log-live', {}, LAZY);
    const before = store.getState().game.log.length;
    const seen = viewFor(state, 'confederate').log.length;
    act(() => void store.getState().dispatch(attack));
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Union player');
    // The observer's view at the hand-off is shorter than the Confederate's was, though a step was added.
    expect(viewFor(store.getState().game, 'observer').log.length).toBeLessThan(seen);
    expect(live.textContent).not.toBe('The last step is taken back.');
    await user.click(screen.getByTestId('handoff-confirm'));
    await screen.findByTestId('log', {}, LAZY);
    // What the step added (no private entry: the Union's log ends with it) is what was said.
    const added = store.getState().game.log.length - before;
    expect(added).toBeGreaterThan(0);
    expect(live.textContent).toBe(logTexts(0).slice(-added).join(' '));
  });

  it('says its news again in the language the player switches to, from the entries, not the old text', async () => {
    const { user, store } = start(['U01', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    const live = await screen.findByTestId('log-live', {}, LAZY);
    await deploy(user);
    expect(live.textContent).toMatch(/Washington/);
    const english = live.textContent;
    const last = store.getState().game.log.at(-1)!;
    try {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
      await waitFor(() => expect(live.textContent).toMatch(/Waszyngton/));
      expect(live.textContent).toBe(logText(i18n.getFixedT('pl'), last));
      expect(live.textContent).not.toBe(english);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Język' }), 'ru');
      await waitFor(() => expect(live.textContent).toMatch(/Вашингтон/));
      // "The last step is taken back." is said in the new language too.
      await user.click(screen.getByTestId('undo'));
      expect(live.textContent).toBe(i18n.getFixedT('ru')('log.undone'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en');
      await waitFor(() => expect(live.textContent).toBe('The last step is taken back.'));
    } finally {
      await act(() => loadLanguage('en'));
    }
  }, 30_000);

  it('says nothing of a new game: its log is the screen to read, not news', async () => {
    const { user, store } = start(['U01', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    const live = await screen.findByTestId('log-live', {}, LAZY);
    await deploy(user);
    expect(live.textContent).toMatch(/Washington/);
    act(() => store.getState().startNewGame({ seed: 5 }));
    expect(within(document.body).getByTestId('log-live').textContent).toBe('');
  });
});

describe('names for screen readers', () => {
  it("a map target is described by the builder's prompt, so a screen reader landing on it hears what it is for", async () => {
    const { user } = start(['U01', 'U13']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    const half = screen.getByRole('button', { name: /^Washington, lower half/ });
    const id = half.getAttribute('aria-describedby')!;
    expect(document.getElementById(id)!.textContent).toMatch(/Pennsylvania Reserves/);
    // Exactly one prompt carries the id at a time.
    expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
    // A location that is not a target now has no such description.
    expect(screen.getByRole('img', { name: /^Richmond, Confederate/ }).getAttribute('aria-describedby')).toBeNull();
  });

  it("a rule badge's link is named 'rule R…', and the cards' symbols are not read out", async () => {
    const { user } = start(['U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.getAllByRole('link', { name: /^rule R\d/ }).length).toBeGreaterThan(0);
    const card = screen.getByTestId('card-U30');
    for (const sym of card.querySelectorAll('.sym')) expect(sym.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('undo').querySelector('[aria-hidden="true"]')!.textContent).toBe('↶');
  });
});

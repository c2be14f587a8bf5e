// @vitest-environment jsdom
/**
 * Drag a card onto the map to deploy it (issue 11 item 1): pointer events (mouse, pen, touch), the
 * halves where it can deploy marked while it is dragged, a drop there builds what a click there
 * builds (proposed payment, changeable), a drop on another place says why (whyNot), off the map
 * nothing happens; a finger swiping up or down the hand scrolls and picks nothing (issue 12 item 7).
 * jsdom has no layout, so `elementFromPoint` is the element the test points at.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { legalActions, newGame, unitsAt } from '../../src/engine';
import { loadPageStrings } from '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** Starting position (seed 2), the Union to act with `hand` (as tests/ui/direct.test.tsx). */
function start(hand: string[]) {
  const state = newGame({ seed: 2, scenario: { hands: { union: hand, confederate: ['C01', 'C02', 'C03'] } } });
  const store = createGameStore({ initial: state, storage: null });
  return { state, store, ...renderApp(store) };
}

/** What the pointer is over: set by the test, read by the drag through `document.elementFromPoint`. */
let pointedAt: Element | null = null;
const half = (id: string) => document.querySelector(`[data-target-half="${id}"]`);
const placeHit = (id: string) => document.querySelector(`[data-location-wrap="${id}"] .loc-hit`);

beforeAll(async () => {
  await loadPageStrings();
  await import('../../src/ui/hand/cardDrag');
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => pointedAt });
});

/** A press on `card`, with the drag module answering it. */
async function press(card: string, pointerType = 'mouse') {
  fireEvent.pointerDown(screen.getByTestId(`card-${card}`), { pointerId: 7, pointerType, button: 0, buttons: 1, clientX: 500, clientY: 400 });
  await act(() => vi.dynamicImportSettled());
}
/** The pointer moves to (x, y) over `target`. */
function moveTo(target: Element | null, x: number, y: number, pointerType = 'mouse') {
  pointedAt = target;
  fireEvent.pointerMove(window, { pointerId: 7, pointerType, buttons: 1, clientX: x, clientY: y });
}
/** The pointer is released over `target`; the click the browser sends after it follows. */
async function release(card: string, target: Element | null, pointerType = 'mouse') {
  pointedAt = target;
  fireEvent.pointerUp(window, { pointerId: 7, pointerType, button: 0, buttons: 0, clientX: 100, clientY: 100 });
  fireEvent.click(screen.getByTestId(`card-${card}`));
  await act(() => vi.dynamicImportSettled());
}

describe('drag a card onto the map to deploy (issue 11 item 1)', () => {
  it('R6.1: while the card is dragged the halves where it can deploy are marked; dropped on one, it builds the deploy a click there builds (proposed payment), and the payment can be changed', async () => {
    // The click flow, for comparison: the card, then Washington's lower half.
    const clicked = start(['U30', 'U13', 'U01']);
    await clicked.user.click(screen.getByTestId('handoff-confirm'));
    await clicked.user.click(screen.getByTestId('card-U13'));
    await clicked.user.click(screen.getByRole('button', { name: /^Washington, lower half/ }));
    const byClick = clicked.store.getState().ui.builder;
    clicked.unmount();

    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13');
    moveTo(null, 503, 401); // within the threshold: still a press
    expect(document.querySelectorAll('[data-target-half]')).toHaveLength(0);
    moveTo(placeHit('pittsburgh'), 300, 200);
    // Marked: exactly the halves of the engine's legal deploys of the card.
    const marked = [...document.querySelectorAll('[data-target-half]')].map((e) => e.getAttribute('data-target-half')).sort();
    const legal = legalActions(store.getState().game).flatMap((a) => (a.type === 'deploy' && a.card === 'U13' && a.location ? [`${a.location}:${a.half}`] : []));
    expect(marked).toEqual([...new Set(legal)].sort());
    expect(document.querySelector('.card-ghost')).not.toBeNull();
    moveTo(half('washington:lower'), 250, 180);
    expect(half('washington:lower')!.classList.contains('drop-over')).toBe(true);
    await release('U13', half('washington:lower'));

    expect(document.querySelector('.card-ghost')).toBeNull();
    expect(store.getState().ui.builder).toEqual(byClick);
    expect(screen.getByText(/^Ready:/).parentElement!.textContent).toMatch(/Volunteers/);
    await user.click(screen.getByTestId('change-payment'));
    await user.click(screen.getByTestId('card-U30'));
    await user.click(screen.getByTestId('confirm-selection'));
    await user.click(screen.getByTestId('confirm-action'));
    expect(unitsAt(store.getState().game, 'washington').filter((u) => u.side === 'union').map((u) => `${u.strength}${u.half}`).sort()).toEqual(['2lower', '3upper']);
  });

  it('R6.1 with a finger (touch pointer): the same drop deploys', async () => {
    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13', 'touch');
    moveTo(half('washington:lower'), 250, 180, 'touch');
    await release('U13', half('washington:lower'), 'touch');
    expect(store.getState().ui.builder.picks).toMatchObject({ place: 'washington', 'place-half': 'lower' });
    expect(screen.getByTestId('confirm-action').hasAttribute('disabled')).toBe(false);
  });

  it('R6.1 with a finger dropped on a half\'s larger target around its drawing (tablet QA): the half is marked and the drop deploys there', async () => {
    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13', 'touch');
    moveTo(placeHit('pittsburgh'), 300, 390, 'touch'); // sideways: a drag, not a swipe
    const around = half('washington:lower')!.previousElementSibling!;
    expect(around.classList.contains('half-hit')).toBe(true);
    moveTo(around, 250, 185, 'touch');
    expect(half('washington:lower')!.classList.contains('drop-over')).toBe(true);
    await release('U13', around, 'touch');
    expect(store.getState().ui.builder.picks).toMatchObject({ place: 'washington', 'place-half': 'lower' });
  });

  it('R6.1.1 dropped on a place where the card cannot deploy, nothing is played and the engine says why', async () => {
    const { user, store, state } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13');
    moveTo(placeHit('manassas'), 300, 200);
    await release('U13', placeHit('manassas'));
    await waitFor(() => expect(screen.getByTestId('why-not').textContent).toMatch(/does not control Manassas.*R6\.1\.1/), { timeout: 10_000 });
    expect(store.getState().game).toBe(state);
    expect(store.getState().ui.builder.picks).toEqual({});
  });

  it('a finger swiping up or down the hand picks nothing: the browser scrolls the panel and cancels the press (issue 12 item 7); a tap still picks', async () => {
    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13', 'touch');
    // As Chromium sends a swipe up over a card with touch-action: pan-y: a few moves, then pointercancel.
    moveTo(null, 501, 390, 'touch');
    moveTo(null, 502, 380, 'touch');
    fireEvent.pointerCancel(window, { pointerId: 7, pointerType: 'touch' });
    expect(store.getState().ui.builder.card).toBeNull();
    expect(document.querySelector('.card-ghost')).toBeNull();
    expect(document.querySelectorAll('[data-target-half]')).toHaveLength(0);
    // A tap: press, release on the spot, click.
    await press('U13', 'touch');
    fireEvent.pointerUp(window, { pointerId: 7, pointerType: 'touch', button: 0, buttons: 0, clientX: 500, clientY: 400 });
    fireEvent.click(screen.getByTestId('card-U13'));
    expect(store.getState().ui.builder.card).toBe('U13');
  });

  it('a drag the browser takes after all (pointercancel once the card moved sideways) ends with the card not picked and nothing played', async () => {
    const { user, store, state } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13', 'touch');
    moveTo(null, 490, 402, 'touch');
    expect(store.getState().ui.builder.card).toBe('U13'); // a sideways move drags: the card is picked, its halves marked
    expect(document.querySelector('.card-ghost')).not.toBeNull();
    fireEvent.pointerCancel(window, { pointerId: 7, pointerType: 'touch' });
    expect(store.getState().ui.builder.card).toBeNull();
    expect(document.querySelector('.card-ghost')).toBeNull();
    expect(document.querySelectorAll('[data-target-half]')).toHaveLength(0);
    expect(store.getState().game).toBe(state);
  });

  it('the copy that follows the pointer keeps the card\'s size: no screen-high copy from the card\'s height: 100% (issue 12 item 7)', async () => {
    const { user } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    // jsdom has no layout: the card is given its size on the screen.
    screen.getByTestId('card-U13').getBoundingClientRect = () => ({ left: 450, top: 360, right: 659, bottom: 450, width: 209, height: 90, x: 450, y: 360, toJSON: () => ({}) });
    await press('U13');
    moveTo(document.body, 300, 400);
    const ghost = document.querySelector<HTMLElement>('.card-ghost')!;
    expect([ghost.style.width, ghost.style.height]).toEqual(['209px', '90px']);
    await release('U13', document.body);
  });

  it('dropped off the map nothing happens; a press without a drag stays a click', async () => {
    const { user, store, state } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await press('U13');
    moveTo(document.body, 300, 200);
    await release('U13', document.body);
    expect(store.getState().game).toBe(state);
    expect(screen.queryByTestId('why-not')).toBeNull();
    expect(store.getState().ui.builder.picks).toEqual({});

    await user.click(screen.getByTestId('cancel-action'));
    expect(store.getState().ui.builder.card).toBeNull();
    // A press and release on the spot: no drag, the click picks the card as before.
    await press('U30');
    fireEvent.pointerUp(window, { pointerId: 7, pointerType: 'mouse', button: 0, buttons: 0, clientX: 500, clientY: 400 });
    fireEvent.click(screen.getByTestId('card-U30'));
    expect(store.getState().ui.builder.card).toBe('U30');
    expect(within(screen.getByTestId('hand')).getByTestId('card-U30').getAttribute('aria-pressed')).toBe('true');
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { legalActions, newGame, unitsAt } from '../../src/engine';
import type { Action, LocationId } from '../../src/engine/types';
import { loadPageStrings } from '../../src/i18n';
import { preferred, keepValue } from '../../src/ui/builder/prefer';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY } from './helpers';
import { renderApp } from './render';


/** Starting position (seed 2), the Union to act with `hand`. */
function start(hand: string[], scenario: Record<string, unknown> = {}) {
  const state = newGame({ seed: 2, scenario: { hands: { union: hand, confederate: ['C01', 'C02', 'C03'] }, ...scenario } });
  const store = createGameStore({ initial: state, storage: null });
  return { state, store, ...renderApp(store) };
}

/** A location of the map, by the start of its accessible name. */
const place = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}, (Union|Confederate)`) });
const union = (store: ReturnType<typeof start>['store'], at: LocationId) => unitsAt(store.getState().game, at).filter((u) => u.side === 'union');

beforeAll(() => loadPageStrings());

describe('one click for End turn and Pass (issue 11 item 1)', () => {
  it('R3.2 End turn takes one click when it loses nothing and gives nothing up', async () => {
    const { user, store } = start(['U30'], { actionsTaken: 2 });
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('end-turn'));
    expect(store.getState().game.active).toBe('confederate');
    expect(screen.queryByTestId('confirm-action')).toBeNull();
  });

  it('R6.7 Pass takes one click when no other action could be used', async () => {
    const { user, store } = start([]);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('button-pass'));
    expect(store.getState().game.actionsTaken).toBe(1);
  });

  it('R6.7 Pass that gives up a usable action says so and waits for Confirm', async () => {
    const { user, store } = start(['U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('button-pass'));
    expect(store.getState().game.actionsTaken).toBe(0);
    expect(screen.getByTestId('waste-warning').textContent).toBe('Passing gives up this action, though you could still use it: Move.');
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().game.actionsTaken).toBe(1);
  });
});

describe('direct play (issue 11 item 1)', () => {
  it('R6.2.1 a move: click the army, then its destination; the card that fits best is preselected (three clicks)', async () => {
    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(place('Kentucky'));
    expect(screen.getByTestId('army-prompt').textContent).toContain('Kentucky');
    await user.click(place('Cincinnati'));
    // Two Movement cards can pay; Volunteers (Leadership 1) is spent before McClellan (Leadership 2).
    const options = screen.getAllByTestId('action-option');
    expect(options.map((o) => o.textContent)).toHaveLength(2);
    expect(options.find((o) => o.getAttribute('aria-pressed') === 'true')!.textContent).toMatch(/Volunteers/);
    // Every option is one of the engine's legal moves from Kentucky to Cincinnati.
    const legal = legalActions(store.getState().game).filter((a) => a.type === 'move' && a.from === 'kentucky' && a.to === 'cincinnati');
    expect(legal).toHaveLength(options.length);
    const preview = await screen.findByTestId('move-preview', {}, LAZY);
    expect(preview.textContent).toContain('Along the rail link from Kentucky to Cincinnati');
    expect(preview.textContent).toContain('R6.2.1');
    await user.click(screen.getByTestId('confirm-action'));
    expect(union(store, 'cincinnati')).toHaveLength(1);
    expect(union(store, 'kentucky')).toHaveLength(0);
    expect(within(screen.getByTestId('hand')).queryByTestId('card-U01')).toBeNull();
    expect(within(screen.getByTestId('hand')).queryByTestId('card-U30')).not.toBeNull();
  });

  it('R7.5 R7.1 a move into a battle says, in the battle\'s own line, which half it attacks, and the defence modifiers', async () => {
    const { user } = start(['U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(place('Washington'));
    await user.click(place('Manassas'));
    const battle = await screen.findByTestId('move-preview-battle', {}, LAZY);
    expect(battle.textContent).toBe('Attacks: a battle at Manassas (upper half) against 1 army (strength 3).');
    const preview = screen.getByTestId('move-preview').textContent!;
    expect(preview).not.toMatch(/Arrives in/); // the half is the battle line's (one line fewer on a tablet, layout e2e)
    expect(preview).toMatch(/(No defence modifier applies\.|Defender \+\d)/);
    expect(preview).toContain('R7.5');
  });

  it('R7.4 a fort in the attacked half is named inside the battle sentence, not after its full stop', async () => {
    const { user } = start(['U30'], {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        ...(['upper', 'lower'] as const).flatMap((half) => [
          { side: 'confederate', kind: 'army', strength: 3, location: 'manassas', half },
          { side: 'confederate', kind: 'fort', location: 'manassas', half },
        ]),
      ],
    });
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(place('Washington'));
    await user.click(place('Manassas'));
    const battle = await screen.findByTestId('move-preview-battle', {}, LAZY);
    expect(battle.textContent).toBe('Attacks: a battle at Manassas (upper half) against 2 armies (strength 6) and 1 fort.'); // R7.1: every defending army fights; a fort only in its half
  });

  it('R6.2.1 R12.2 with two Movement cards of one worth, a stack clicked on the map gets the move a pick of the first card gives, and the preview says Washington is left empty (QA)', async () => {
    // McClellan (U30) and Ohio Regiments (U09) are worth the same to keep: the tie no longer leaves Confirm disabled.
    expect(keepValue('U30')).toBe(keepValue('U09'));
    const { user, store } = start(['U30', 'U09'], {
      units: [3, 2, 2, 1].map((strength) => ({ side: 'union', kind: 'army', strength, location: 'washington' })),
    });
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(place('Washington'));
    await user.click(place('Manassas'));
    const chosen = screen.getAllByTestId('action-option').filter((o) => o.getAttribute('aria-pressed') === 'true');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.textContent).toMatch(/McClellan/);
    expect(screen.getByTestId('confirm-action').hasAttribute('disabled')).toBe(false);
    const emptied = await screen.findByTestId('move-preview-emptied', {}, LAZY);
    expect(emptied.textContent).toContain('Washington emptied.');
    expect(emptied.textContent).toContain('R12.2');
    await user.click(screen.getByTestId('confirm-action'));
    expect(union(store, 'manassas')).toHaveLength(4); // all four armies, as a pick of McClellan first proposes
    expect(within(screen.getByTestId('hand')).queryByTestId('card-U30')).toBeNull();
  });

  it('R6.2.2 a long move names the places it passes and draws its route on the map (QA: Cairo → Washington drew nothing)', async () => {
    const { user } = start(['U30'], { units: [{ side: 'union', kind: 'army', strength: 2, location: 'cairo' }] });
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(place('Cairo'));
    await user.click(place('Washington'));
    const preview = await screen.findByTestId('move-preview', {}, LAZY);
    expect(preview.textContent).toContain('One army by rail through your own places, from Cairo to Washington (through St. Louis, Cincinnati and Harrisburg)');
    const route = await screen.findByTestId('route-preview', {}, LAZY);
    // Drawn inside the board's SVG: from Cairo's half, both ends of each of the four links, to the half it arrives in.
    expect(route.closest('svg.board-map')).not.toBeNull();
    const d = route.querySelector('path')!.getAttribute('d')!;
    expect(d.match(/[ML]/g)).toHaveLength(10);
    await user.click(screen.getByTestId('cancel-action'));
    expect(screen.queryByTestId('route-preview')).toBeNull();
  });

  it('a click on the army again backs out', async () => {
    const { user, store } = start(['U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(place('Kentucky'));
    expect(store.getState().ui.builder.origin).toBe('kentucky');
    await user.click(screen.getByRole('img', { name: /^Kentucky, / }));
    expect(store.getState().ui.builder.origin ?? null).toBeNull();
  });

  it('R6.1.2 a deploy: pick the card, then a half of the map; the payment is proposed, no naval card is asked in a port, and the payment can be changed', async () => {
    const { user, store } = start(['U30', 'U13', 'U01']);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByRole('button', { name: /^Washington, lower half/ }));
    // Ready at once: Volunteers pays (worth less than McClellan), and Washington, a port, asks for no naval card.
    expect(screen.getByTestId('confirm-action').hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/^Ready:/).parentElement!.textContent).toMatch(/Volunteers/);
    await user.click(screen.getByTestId('change-payment'));
    await user.click(screen.getByTestId('card-U30'));
    await user.click(screen.getByTestId('confirm-selection'));
    await user.click(screen.getByTestId('confirm-action'));
    expect(union(store, 'washington').map((u) => `${u.strength}${u.half}`).sort()).toEqual(['2lower', '3upper']);
    expect(within(screen.getByTestId('hand')).queryByTestId('card-U01')).not.toBeNull();
  });

  it('R6.1.2 a port deploy out of supply: payments that rank the same (either naval card pays the cost, the other goes with the port) still propose one whole, its naval card included, ready in three clicks (QA)', async () => {
    // New Orleans, the Union's, is cut off from supply: a deploy there needs a naval card beside the cost.
    const { user, store } = start(['U13', 'U17', 'U06', 'U47'], {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'union', kind: 'army', strength: 1, location: 'new-orleans' },
        { side: 'confederate', kind: 'army', strength: 3, location: 'richmond' },
      ],
      control: { 'new-orleans': 'union' },
    });
    const here = legalActions(store.getState().game).filter((a) => a.type === 'deploy' && a.card === 'U13' && a.location === 'new-orleans' && a.half === 'upper');
    // Blockade Squadron (U17) pays and River Flotilla Troops (U06) goes with the port, or the other way round: they rank the same.
    const spends = (a: Action) => a.type === 'deploy' && [...a.payment, a.navalCard].sort().join();
    expect(here.filter((a) => spends(a) === 'U06,U17')).toHaveLength(2);
    expect(here.every((a) => a.type === 'deploy' && a.navalCard)).toBe(true);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByRole('button', { name: /^New Orleans, upper half/ }));
    // Ready at once: the first of the two, as the engine lists them; Ironclads (U47), worth more, stays in hand.
    expect(screen.getByTestId('confirm-action').hasAttribute('disabled')).toBe(false);
    const ready = screen.getByText(/^Ready:/).parentElement!.textContent!;
    expect(ready).toMatch(/Blockade Squadron/);
    expect(ready).toMatch(/River Flotilla Troops/);
    expect(ready).not.toMatch(/Ironclads/);
    // Another half clicked then deploys there (the proposal went with its place): Washington, in supply, takes no naval card.
    await user.click(screen.getByRole('button', { name: /^Washington, lower half/ }));
    expect(screen.getByText(/^Ready:/).parentElement!.textContent).toMatch(/Washington.*lower/);
    await user.click(screen.getByTestId('cancel-action'));
    await user.click(screen.getByTestId('card-U13'));
    await user.click(screen.getByRole('button', { name: /^New Orleans, upper half/ }));
    await user.click(screen.getByTestId('confirm-action'));
    expect(union(store, 'new-orleans').map((u) => u.strength).sort()).toEqual([1, 2]);
    const hand = within(screen.getByTestId('hand'));
    expect(['U06', 'U17'].filter((c) => hand.queryByTestId(`card-${c}`))).toEqual([]);
    expect(hand.queryByTestId('card-U47')).not.toBeNull();
  });
});

describe('keyboard (issue 11 item 5)', () => {
  it('after each pick the focus goes to the next thing to decide: the army, its destination, Confirm', async () => {
    const { user, store } = start(['U30']);
    await user.click(screen.getByTestId('handoff-confirm'));
    const map = screen.getByRole('group', { name: /^Map/ });
    expect(map.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    place('Kentucky').focus();
    await user.keyboard('{Enter}');
    // The focus is on the map's first target, near Kentucky; the arrow keys go on from there.
    const target = document.activeElement as HTMLElement;
    expect(target.closest('.loc--target')).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByTestId('confirm-action'));
    await user.keyboard('{Enter}');
    expect(store.getState().game.actionsTaken).toBe(1);
    expect(union(store, 'kentucky')).toHaveLength(0);
  });
});

describe('what fits best (issue 11 item 1)', () => {
  it('keeps Leadership cards: a card with more Leadership is worth more', () => {
    expect(keepValue('U38')).toBeGreaterThan(keepValue('U30')); // Halleck 3 > McClellan 2
    expect(keepValue('U30')).toBeGreaterThan(keepValue('U01'));
  });

  it('prefers nothing when two different choices rank the same', () => {
    const a: Action = { type: 'move', card: 'U30', from: 'washington', to: 'manassas', units: ['u1'] };
    const b: Action = { ...a, card: 'U33' }; // another McClellan: a copy, the same choice
    expect(preferred([a, b])).toBe(a);
    const c: Action = { ...a, to: 'harrisburg' };
    expect(preferred([a, c])).toBeNull();
  });

  it('R6.2.1 prefers the direct link to a neighbour over the long move there by way of another place (R6.2.2), card for card (QA: eight options, none chosen)', () => {
    const direct: Action = { type: 'move', card: 'U30', from: 'harpers-ferry', to: 'washington', units: ['u1'] };
    const long: Action = { ...direct, via: 'harrisburg' };
    expect(preferred([long, direct])).toBe(direct);
    // The cards still come first: a long move with a card worth less to keep goes before the direct one with Halleck.
    const halleck: Action = { ...direct, card: 'U38' };
    expect(preferred([halleck, long])).toBe(long);
  });
});

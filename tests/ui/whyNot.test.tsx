// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { deserialize, newGame } from '../../src/engine';
import type { Side } from '../../src/engine/types';
import { partialAction } from '../../src/ui/builder/partial';
import { explainPlace } from '../../src/ui/builder/explain';
import { EMPTY_BUILDER } from '../../src/ui/builder/builder';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

const army = (side: Side, location: 'washington' | 'kentucky' | 'harpers-ferry', strength: 1 | 2 | 3 = 2) =>
  ({ side, kind: 'army' as const, strength, location, half: 'upper' as const });

/** The map's clickable element of a location. */
const place = (id: string) => document.querySelector(`[data-location="${id}"]`)!;

describe('why not? on the map (issue 10 item 4)', () => {
  it('the builder\'s picks and a clicked place make the partial action the engine is asked about', () => {
    expect(partialAction({ ...EMPTY_BUILDER, card: 'U09', type: 'deploy', picks: { payment: 'U01' } }, 'place', 'nashville'))
      .toEqual({ type: 'deploy', card: 'U09', payment: ['U01'], location: 'nashville' });
    expect(partialAction({ ...EMPTY_BUILDER, card: 'U30', type: 'move', picks: { from: 'kentucky' } }, 'to', 'richmond'))
      .toEqual({ type: 'move', card: 'U30', from: 'kentucky', to: 'richmond' });
    expect(partialAction(EMPTY_BUILDER, 'place', 'nashville')).toBeNull();
  });

  it('R11.5 at Rail Movement\'s destination step, a click asks the engine about the rail move itself: its own place is no move (QA)', () => {
    const state = newGame({ seed: 1, scenario: { units: [army('union', 'washington')], hands: { union: ['U27'] } } });
    const builder = { ...EMPTY_BUILDER, card: 'U27', type: 'card-action' as const };
    // The start was given without asking (one army): the status's picks carry it, the builder's do not.
    expect(explainPlace(state, builder, 'rail1-to', 'washington', { 'rail1-from': 'washington' })).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-elsewhere' });
    expect(explainPlace(state, builder, 'rail1-to', 'richmond', { 'rail1-from': 'washington' })).toMatchObject({ rule: 'R11.5', key: 'ruleError.no-rail-path' });
  });

  it('R11.5 at Rail Movement\'s start steps, a place with no army of the side says so, with the rule (QA: it said "moves one or two armies")', () => {
    const state = newGame({ seed: 1, scenario: { units: [army('union', 'washington'), army('confederate', 'kentucky')], hands: { union: ['U27'] } } });
    const builder = { ...EMPTY_BUILDER, card: 'U27', type: 'card-action' as const };
    expect(explainPlace(state, builder, 'rail1-from', 'st-louis')).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-no-army', args: { side: 'union', location: 'st-louis' } });
    // An enemy army there is no army of the side either.
    expect(explainPlace(state, builder, 'rail1-from', 'kentucky')).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-no-army' });
    // The second army of the same action: asked in the position the first move leaves.
    const picks = { 'rail1-from': 'washington', 'rail1-to': 'harpers-ferry' };
    expect(explainPlace(state, builder, 'rail2-from', 'st-louis', picks)).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-no-army' });
  });

  it('R11.5 the second army\'s steps (save v2-rail-movement): a start with no army of the side, the army that moved, an enemy-occupied destination', () => {
    const state = deserialize(readFileSync('tests/fixtures/saves/v2-rail-movement.json', 'utf8'));
    const builder = { ...EMPTY_BUILDER, type: 'rail-move' as const };
    // QA: Atlanta said "not one of the choices for this step", with no rule.
    expect(explainPlace(state, builder, 'from', 'atlanta')).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-no-army', args: { side: 'confederate', location: 'atlanta' } });
    const moved = state.units.find((u) => u.id === (state.pending as { moved: string }).moved)!;
    if (!state.units.some((u) => u.location === moved.location && u.side === 'confederate' && u.kind === 'army' && u.id !== moved.id)) {
      expect(explainPlace(state, builder, 'from', moved.location)).toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-second-army' });
    }
    // A destination where enemy units stand (Union armies in Kentucky).
    expect(explainPlace(state, builder, 'to', 'kentucky', { from: 'front-royal' })).toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-enemy-occupied' });
  });

  it('R11.5 before Second army by rail is pressed, a click on an army that can go by rail starts its move on the map; a place it cannot reach says why (QA: no why-not, Richmond opened the History)', { timeout: 30_000 }, async () => {
    const state = deserialize(readFileSync('tests/fixtures/saves/v2-rail-movement.json', 'utf8'));
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const second = state.units.find((u) => u.id === 'u6')!; // the army the engine offers as the second (R11.5)
    fireEvent.click(place(second.location));
    expect(store.getState().ui.builder.origin).toBe(second.location);
    expect(store.getState().ui.selected).toBeNull();
    // Kentucky holds Union armies: never entered by rail.
    fireEvent.click(place('kentucky'));
    const why = await screen.findByTestId('why-not', {}, { timeout: 10_000 });
    expect(why.textContent).toMatch(/Kentucky: Rail Movement never enters an enemy-occupied location/);
    expect(why.textContent).toContain('R11.5');
    // A destination it can reach is picked, and Confirm plays the second army's rail move.
    fireEvent.click(place('atlanta'));
    expect(store.getState().ui.builder.destination).toBe('atlanta');
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().game.units.find((u) => u.id === 'u6')!.location).toBe('atlanta');
  });

  it('R5.8 a click on a place the deploy did not offer says it is out of supply, with the rule; R6.1.1 for a place not controlled', { timeout: 30_000 }, async () => {
    const state = newGame({ seed: 1, scenario: { units: [army('union', 'washington')], control: { nashville: 'union', kentucky: 'confederate' }, hands: { union: ['U09', 'U01'] } } });
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U09'));
    await user.click(screen.getByTestId('use-deploy'));
    fireEvent.click(place('nashville'));
    // The explanation loads on the first such click (outside the first-paint bundle).
    const why = await screen.findByTestId('why-not', {}, { timeout: 10_000 });
    expect(why.textContent).toMatch(/Nashville: Nashville is not in supply/);
    expect(why.textContent).toContain('R5.8');
    fireEvent.click(place('manassas'));
    await waitFor(() => expect(screen.getByTestId('why-not').textContent).toMatch(/does not control Manassas.*R6\.1\.1/));
    // A place that is offered is picked as before, and the explanation goes.
    fireEvent.click(document.querySelector('[data-target-half="washington:lower"]')!);
    expect(screen.queryByTestId('why-not')).toBeNull();
    expect(store.getState().ui.builder.picks).toMatchObject({ place: 'washington', 'place-half': 'lower' });
  });

  it('R6.1.1 a card picked in the hand, then a click beside the places it lights up, says why it cannot deploy there (QA: it said nothing)', { timeout: 30_000 }, async () => {
    const state = newGame({ seed: 1, scenario: { units: [army('union', 'washington')], control: { kentucky: 'confederate' }, hands: { union: ['U09', 'U01'] } } });
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U09'));
    expect(store.getState().ui.builder.type).toBeNull();
    fireEvent.click(place('manassas'));
    expect((await screen.findByTestId('why-not', {}, { timeout: 10_000 })).textContent).toMatch(/does not control Manassas.*R6\.1\.1/);
  });

  it('R5.10 a Confederate move: a click on Harrisburg says the Confederates may never enter it', { timeout: 30_000 }, async () => {
    const state = newGame({ seed: 1, scenario: { active: 'confederate', units: [army('confederate', 'harpers-ferry')], hands: { confederate: ['C05', 'C01'] } } });
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-C05'));
    await user.click(screen.getByTestId('use-move'));
    fireEvent.click(place('harrisburg'));
    expect((await screen.findByTestId('why-not', {}, { timeout: 10_000 })).textContent).toMatch(/may never enter Harrisburg.*R5\.10/);
  });
});

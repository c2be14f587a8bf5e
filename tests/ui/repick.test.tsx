// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { legalActions, newGame } from '../../src/engine';
import type { Side } from '../../src/engine/types';
import { EMPTY_BUILDER, builderStatus, mapStage } from '../../src/ui/builder/builder';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** The map's clickable element of a location, and of one half of it. */
const place = (id: string) => document.querySelector(`[data-location="${id}"]`)!;
const half = (id: string) => document.querySelector(`[data-target-half="${id}"]`);

const army = (side: Side, location: 'washington' | 'harpers-ferry') => ({ side, kind: 'army' as const, strength: 2 as const, location, half: 'upper' as const });
const noCtx = { unitLocation: () => undefined };

describe('a map pick picked again once the action is ready (QA: other clicks did nothing)', () => {
  it('Ohio Regiments paid with Halleck, placed at Harrisburg: Cincinnati replaces the place, Manassas says why not, and the places stay marked', { timeout: 30_000 }, async () => {
    const store = createGameStore({ initial: newGame({ seed: 1 }), storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('card-U10'));
    await user.click(screen.getByTestId('use-deploy'));
    await user.click(screen.getByTestId('card-U37'));
    await user.click(screen.getByTestId('confirm-selection'));
    fireEvent.click(half('harrisburg:upper')!);
    expect(screen.getByTestId('confirm-action')).toBeTruthy();
    expect(store.getState().ui.builder.picks).toMatchObject({ payment: 'U37', place: 'harrisburg', 'place-half': 'upper' });
    // Ready, the map still offers the places (and halves) of the place step.
    expect(half('cincinnati:lower')).not.toBeNull();
    fireEvent.click(half('cincinnati:lower')!);
    expect(store.getState().ui.builder.picks).toEqual({ payment: 'U37', place: 'cincinnati', 'place-half': 'lower' });
    expect(screen.getByTestId('confirm-action')).toBeTruthy();
    // A place the step refuses says why, with the rule; the pick stays.
    fireEvent.click(place('manassas'));
    expect((await screen.findByTestId('why-not', {}, { timeout: 10_000 })).textContent).toMatch(/Manassas.*R6\.1\.1/);
    expect(store.getState().ui.builder.picks.place).toBe('cincinnati');
    // The keyboard picks a half as a click does.
    fireEvent.keyDown(half('st-louis:upper')!, { key: 'Enter' });
    expect(store.getState().ui.builder.picks).toEqual({ payment: 'U37', place: 'st-louis', 'place-half': 'upper' });
    expect(screen.queryByTestId('why-not')).toBeNull();
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().game.units.some((u) => u.location === 'st-louis' && u.side === 'union')).toBe(true);
  });

  it('direct play: an army\'s destination picked, another destination replaces it and an unreachable place says why not', { timeout: 30_000 }, async () => {
    const state = newGame({ seed: 1, scenario: { units: [army('union', 'washington')], hands: { union: ['U30', 'U01'] } } });
    const to = [...new Set(legalActions(state).flatMap((a) => (a.type === 'move' && a.from === 'washington' ? [a.to] : [])))];
    expect(to.length).toBeGreaterThan(1);
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    fireEvent.click(place('washington'));
    fireEvent.click(place(to[0]!));
    expect(store.getState().ui.builder.destination).toBe(to[0]);
    fireEvent.click(place(to[1]!));
    expect(store.getState().ui.builder).toMatchObject({ origin: 'washington', destination: to[1] });
    const far = (['richmond', 'atlanta', 'new-orleans'] as const).find((l) => !to.includes(l))!;
    fireEvent.click(place(far));
    expect((await screen.findByTestId('why-not', {}, { timeout: 10_000 })).textContent).toMatch(/R\d/);
    expect(store.getState().ui.builder.destination).toBe(to[1]);
  });

  it('generic: a move\'s destination and a direct move\'s destination go back to their step; a card step picked last does not', () => {
    const state = newGame({ seed: 1, scenario: { units: [army('union', 'washington')], hands: { union: ['U30', 'U01'] } } });
    const legal = legalActions(state);
    const move = legal.find((a) => a.type === 'move')!;
    if (move.type !== 'move') throw new Error('no move');
    const b = { ...EMPTY_BUILDER, card: move.card ?? null, type: 'move' as const, picks: { from: move.from, to: move.to } };
    const st = builderStatus(legal, b, noCtx);
    expect(['ready', 'options']).toContain(st.phase);
    const [back, at] = mapStage(legal, b, st, noCtx);
    expect(back.picks).toEqual({ from: move.from });
    expect(at.phase === 'step' && at.step.id).toBe('to');
    // Direct play: the army's destinations again.
    const direct = { ...EMPTY_BUILDER, origin: move.from, destination: move.to };
    expect(mapStage(legal, direct, builderStatus(legal, direct, noCtx), noCtx)[1].phase).toBe('army');
    // Not ready: the status itself.
    const started = { ...b, picks: { from: move.from } };
    const now = builderStatus(legal, started, noCtx);
    expect(mapStage(legal, started, now, noCtx)).toEqual([started, now]);
    // Deployed at a port with a naval card picked after the place: the last pick is no map step.
    const seed1 = legalActions(newGame({ seed: 1 }));
    const port = { ...EMPTY_BUILDER, card: 'U10', type: 'deploy' as const, picks: { payment: 'U37', place: 'washington', 'place-half': 'upper', 'port-naval': 'U06' } };
    const ready = builderStatus(seed1, port, noCtx);
    expect(ready.phase).toBe('ready');
    expect(mapStage(seed1, port, ready, noCtx)).toEqual([port, ready]);
  });
});

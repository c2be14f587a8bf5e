// @vitest-environment jsdom
/**
 * A battle's counts after its losses (QA): the combat panel's "N armies" must describe the
 * counters that fought — those the reveal's strength terms add up (R7.4) — even once casualties
 * (R7.7) have left the map, in the live game and in the replay alike.
 */
import { render, screen, within } from '@testing-library/react';
import { applyAction, decision, legalActions, newGame, viewFor } from '../../src/engine';
import type { Action, GameState, Side } from '../../src/engine/types';
import { loadPageStrings } from '../../src/i18n';
import { CombatPanel } from '../../src/ui/combat/CombatPanel';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/**
 * The Union attacks Manassas from Washington with armies of 3, 3 and 2 (no face-down card); the
 * Confederate armies of 2, 1 and 1 stand without a card and lose 8 to 4 (R7.6): the Union loses
 * 1 counter, the Confederacy 2 (R7.7). Returns the start, the actions, and the positions after
 * the reveal, after the Union's casualty and after the Confederate casualties.
 */
function battle(): { start: GameState; actions: Action[]; revealed: GameState; attackerLost: GameState; bothLost: GameState } {
  const start = newGame({
    seed: 1,
    scenario: {
      units: [
        ...([3, 3, 2] as const).map((strength) => ({ side: 'union' as const, kind: 'army' as const, strength, location: 'washington' as const })),
        ...([2, 1, 1] as const).map((strength) => ({ side: 'confederate' as const, kind: 'army' as const, strength, location: 'manassas' as const })),
      ],
      hands: { union: ['U30'], confederate: ['C01'] },
    },
  });
  const actions: Action[] = [];
  let state = start;
  const play = (action: Action) => { actions.push(action); state = applyAction(state, action); return state; };
  play(legalActions(state).find((a) => a.type === 'move' && a.to === 'manassas' && a.units.length === 3)!);
  if (decision(state)!.kind === 'attacker-card') play({ type: 'attacker-card', card: null });
  const revealed = play({ type: 'stand', card: null, benefits: [] });
  // Each side's choice of casualties is real (armies of two strengths), so the engine stops for it (X16).
  const weakest = (side: Side, n: number) =>
    state.units.filter((u) => u.location === 'manassas' && u.side === side).sort((x, y) => x.strength - y.strength).slice(0, n).map((u) => u.id);
  expect(decision(revealed)).toMatchObject({ side: 'union', kind: 'casualties' });
  const attackerLost = play({ type: 'casualties', units: weakest('union', 1) });
  const bothLost = play({ type: 'casualties', units: weakest('confederate', 2) });
  return { start, actions, revealed, attackerLost, bothLost };
}

describe('a battle counted after its losses (QA)', () => {
  beforeAll(() => loadPageStrings());

  it('R7.4 R7.7 the counts stay those that fought once casualties have left the map', () => {
    const { revealed, bothLost } = battle();
    expect(revealed.combat!.result).toMatchObject({ winner: 'union', losses: { union: 1, confederate: 2 } });
    expect(bothLost.combat!.step).toBe('retreat');
    expect(bothLost.units.filter((u) => u.location === 'manassas').map((u) => u.side).sort()).toEqual(['confederate', 'union', 'union']);
    render(<CombatPanel view={viewFor(bothLost, 'observer')} lastBattle={null} />);
    expect(screen.getByTestId('attacker-forces').textContent).toBe('3 armies');
    expect(screen.getByTestId('defender-forces').textContent).toBe('3 armies');
    const terms = [...screen.getByTestId('combat-reveal').querySelectorAll('.reveal-side')].map((s) => s.querySelector('tbody tr')!.textContent);
    expect(terms).toEqual([expect.stringContaining('+8'), expect.stringContaining('+4')]);
  });

  it('R7.7 the live combat panel during casualties counts the winner\'s lost army among those that fought', async () => {
    const { attackerLost } = battle();
    expect(decision(attackerLost)).toMatchObject({ side: 'confederate', kind: 'casualties' });
    // Two people: the Confederate's casualties are chosen on the shared screen, no hand-off (X26).
    renderApp(createGameStore({ initial: attackerLost, storage: null }));
    await screen.findByTestId('combat', {}, { timeout: 10_000 });
    expect(screen.getByTestId('attacker-forces').textContent).toBe('3 armies');
    expect(screen.getByTestId('defender-forces').textContent).toBe('3 armies');
  });

  it('R7.4 R7.7 the replay, stepped back to a position after the losses, still counts the armies that fought', async () => {
    const { start, actions, bothLost } = battle();
    const store = createGameStore({ initial: start, storage: null });
    for (const action of actions) expect(store.getState().dispatch(action)).toBe(true);
    expect(store.getState().game).toEqual(bothLost);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByTestId('nav-replay'));
    const page = await screen.findByTestId('replay-page', {}, { timeout: 20_000 });
    await user.click(within(page).getByRole('button', { name: 'Start' }));
    await user.click(within(page).getByRole('button', { name: 'End' }));
    expect(within(page).getByTestId('attacker-forces').textContent).toBe('3 armies');
    expect(within(page).getByTestId('defender-forces').textContent).toBe('3 armies');
    await user.click(within(page).getByRole('button', { name: 'Back' }));
    expect(within(page).getByTestId('attacker-forces').textContent).toBe('3 armies');
  });
});

// @vitest-environment jsdom
/**
 * What the move preview says beyond the route (QA): the Europe marker a capture moves (R7.11, E9)
 * and the game it ends (R12.1), Rail Movement's second army (R11.5), every port of a naval move
 * (R6.3), and a capital the move leaves without a counter (R12.2). Each fact comes from the engine:
 * the action applied to a copy of the position.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { applyAction, legalActions, newGame } from '../../src/engine';
import type { Action, GameState, Scenario } from '../../src/engine/types';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import MovePreview from '../../src/ui/builder/MovePreview';

/** The preview's text of `action` in `state`, in `lng`. */
async function previewText(state: GameState, action: Action, lng: 'en' | 'pl' | 'ru' = 'en'): Promise<string> {
  await act(() => loadLanguage(lng));
  const { getByTestId, unmount } = render(<MovePreview state={state} action={action} />);
  const text = getByTestId('move-preview').textContent!;
  unmount();
  return text;
}

/** The one legal action matching `fits`. */
function only(state: GameState, fits: (a: Action) => boolean): Action {
  const found = legalActions(state).filter(fits);
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

/** A Confederate army of 3 at Manassas, Washington empty and the Union's, the Europe marker on `europe`; the Confederacy to act. */
function washingtonOpen(europe: number): GameState {
  return newGame({
    seed: 5,
    scenario: {
      active: 'confederate',
      europe,
      units: [
        { side: 'confederate', kind: 'army', strength: 3, location: 'manassas' },
        { side: 'union', kind: 'army', strength: 2, location: 'harrisburg' },
      ],
      hands: { union: ['U30'], confederate: ['C01', 'C02'] },
    },
  });
}

const takesWashington = (a: Action) => a.type === 'move' && a.from === 'manassas' && a.to === 'washington';

describe('MovePreview: what the engine does besides the move (QA)', () => {
  beforeAll(() => loadPageStrings());
  afterEach(() => act(() => loadLanguage('en')));

  it('R7.11 a Confederate capture of a blue place says the Europe marker moves one space, in English, Polish and Russian', async () => {
    const state = washingtonOpen(3);
    const move = only(state, takesWashington);
    expect(applyAction(state, move).europe).toBe(4); // the engine's own result
    const en = await previewText(state, move);
    expect(en).toContain('Takes control of Washington.');
    expect(en).toContain('The Europe marker moves 1 space toward Europe, to 4.');
    expect(en).toContain('R7.11');
    expect(en).not.toMatch(/ends the game/);
    expect(await previewText(state, move, 'pl')).toContain('Znacznik Europy przesuwa się o 1 pole w stronę Europy, na pole 4.');
    expect(await previewText(state, move, 'ru')).toContain('Маркер на треке «Европа» сдвигается на 1 позицию в сторону Европы, на позицию 4.');
  });

  it('R12.1 a capture that takes the Europe marker to the Europe end says it ends the game', async () => {
    const state = washingtonOpen(8);
    const move = only(state, takesWashington);
    expect(applyAction(state, move).winner?.rule).toBe('R12.1');
    const en = await previewText(state, move);
    expect(en).toContain('The Europe marker moves 1 space toward Europe, to 9.');
    expect(en).toContain('This ends the game at once: Confederate victory.');
    expect(en).toContain('R12.1');
  });

  it('R7.11 the Union retaking a captured blue place says the Europe marker moves back', async () => {
    const state = newGame({
      seed: 5,
      scenario: {
        europe: 5,
        captured: ['harpers-ferry'],
        control: { 'harpers-ferry': 'confederate' },
        units: [{ side: 'union', kind: 'army', strength: 2, location: 'washington' }],
        hands: { union: ['U30'], confederate: ['C01'] },
      },
    });
    const move = only(state, (a) => a.type === 'move' && a.from === 'washington' && a.to === 'harpers-ferry');
    expect(applyAction(state, move).europe).toBe(4);
    const en = await previewText(state, move);
    expect(en).toContain('The Europe marker moves 1 space back toward the Union end, to 4.');
    expect(await previewText(state, move, 'ru')).toContain('Маркер на треке «Европа» отходит на 1 позицию назад, в сторону Союза, на позицию 4.');
  });

  it('R7.11 a move into a battle tells nothing after the battle begins (it depends on the cards)', async () => {
    const state = newGame({
      seed: 5,
      scenario: {
        active: 'confederate',
        europe: 8,
        units: [
          { side: 'confederate', kind: 'army', strength: 3, location: 'manassas' },
          { side: 'union', kind: 'army', strength: 1, location: 'washington' },
        ],
        hands: { union: ['U30'], confederate: ['C01', 'C02'] },
      },
    });
    const en = await previewText(state, only(state, takesWashington));
    expect(en).toMatch(/Attacks: a battle at Washington/);
    expect(en).not.toMatch(/Europe marker|ends the game/);
  });

  it('R11.5 the second army of Rail Movement has its preview: route, half, control and the Europe marker', async () => {
    const start = newGame({
      seed: 5,
      scenario: {
        active: 'confederate',
        units: [
          { side: 'confederate', kind: 'army', strength: 3, location: 'richmond' },
          { side: 'confederate', kind: 'army', strength: 2, location: 'manassas' },
          { side: 'union', kind: 'army', strength: 2, location: 'harrisburg' },
        ],
        hands: { union: ['U30'], confederate: ['C34', 'C01'] },
      },
    });
    const first = only(start, (a) => a.type === 'card-action' && a.card === 'C34' && a.moves?.[0]?.to === 'fredericksburg' && start.units.find((u) => u.id === a.moves![0]!.unit)?.location === 'richmond');
    const state = applyAction(start, first);
    const second = only(state, (a) => a.type === 'rail-move' && a.move?.to === 'washington');
    const en = await previewText(state, second);
    expect(en).toContain('Rail Movement from Manassas to Washington');
    expect(en).toContain('R11.5');
    expect(en).toMatch(/Arrives in the (upper|lower) half of Washington\./);
    expect(en).toContain('Takes control of Washington.');
    expect(en).toContain('The Europe marker moves 1 space toward Europe, to 4.');
  });

  it('R6.3 a naval move from two ports names both ports and draws a line from each', async () => {
    const state = newGame({
      seed: 5,
      scenario: {
        units: [
          { side: 'union', kind: 'army', strength: 2, location: 'washington' },
          { side: 'union', kind: 'army', strength: 1, location: 'new-orleans' },
        ],
        control: { 'new-orleans': 'union' },
        hands: { union: ['U17', 'U18'], confederate: ['C01'] },
      },
    });
    const sail = only(state, (a) => a.type === 'naval-move' && a.to === 'savannah' && new Set(a.moves.map((m) => m.from)).size === 2);
    const from = (sail as Extract<Action, { type: 'naval-move' }>).moves.map((m) => m.from);
    const names = from.map((p) => (p === 'washington' ? 'Washington' : 'New Orleans'));
    expect(await previewText(state, sail)).toContain(`By sea from ${names[0]} and ${names[1]} to Savannah`);
    expect(await previewText(state, sail, 'pl')).toMatch(/Morzem z lokacji .+ i .+ do lokacji Savannah/);
    expect(await previewText(state, sail, 'ru')).toMatch(/Морем из областей .+ и .+ в область Саванна/);
    // On the map, a line from each port (the board's SVG stands in here).
    const board = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    board.setAttribute('class', 'board-map');
    document.body.append(board);
    const { unmount } = render(<MovePreview state={state} action={sail} />);
    expect(board.querySelectorAll('[data-testid="route-preview"] path')).toHaveLength(2);
    unmount();
    board.remove();
  });

  it('R12.2 a move that leaves Washington without a Union counter says so; one that keeps an army there does not', async () => {
    const scenario: Scenario = {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'union', kind: 'army', strength: 2, location: 'washington' },
        { side: 'union', kind: 'army', strength: 1, location: 'washington' },
      ],
      hands: { union: ['U30'], confederate: ['C01'] },
    };
    const state = newGame({ seed: 5, scenario });
    const all = only(state, (a) => a.type === 'move' && a.from === 'washington' && a.to === 'manassas' && a.units.length === 3);
    const two = only(state, (a) => a.type === 'move' && a.from === 'washington' && a.to === 'manassas' && a.units.length === 2);
    const en = await previewText(state, all);
    expect(en).toContain('Washington emptied.');
    expect(en).toContain('R12.2');
    expect(await previewText(state, two)).not.toMatch(/Washington emptied/);
    expect(await previewText(state, all, 'pl')).toContain('Lokacja Waszyngton opróżniona.');
  });

  it('R7.4 an attack on forts alone names the forts, not "0 armies (strength 0)" (QA), in en, pl and ru', async () => {
    const state = newGame({ seed: 1, scenario: {
      units: [{ side: 'union', kind: 'army', strength: 3, location: 'washington' }, { side: 'confederate', kind: 'fort', location: 'fredericksburg', half: 'upper' }],
      hands: { union: ['U30', 'U41'], confederate: ['C01'] },
    } });
    const attack = only(state, (a) => a.type === 'move' && a.to === 'fredericksburg');
    expect(await previewText(state, attack)).toContain('Attacks: a battle at Fredericksburg (upper half) against 1 fort.');
    expect(await previewText(state, attack, 'pl')).toContain('przeciw 1 fortowi.');
    expect(await previewText(state, attack, 'ru')).toContain('против 1 форта.');
    expect(await previewText(state, attack)).not.toMatch(/0 armies/);
  });

  /** The Union to act with `armies` at Washington and one card (so none after the move), a Confederate fort in Manassas's upper half and an empty Confederate hand. */
  function fortNoCards(armies: (1 | 2 | 3)[]): GameState {
    return newGame({ seed: 5, scenario: {
      units: [
        ...armies.map((strength) => ({ side: 'union' as const, kind: 'army' as const, strength, location: 'washington' as const })),
        { side: 'confederate', kind: 'fort', location: 'manassas', half: 'upper' },
      ],
      hands: { union: ['U30'], confederate: [] },
    } });
  }

  it('E3 R7.6 a battle the engine fights through inside the move (neither side holds a card) is told with its result, not as "No battle." (QA), in en, pl and ru', async () => {
    const state = fortNoCards([3]);
    const attack = only(state, (a) => a.type === 'move' && a.to === 'manassas');
    const after = applyAction(state, attack);
    // The engine's own result: no battle waits, one was fought (the fort's 3 and the rail modifier beat the army's 3).
    expect(after.combat).toBeNull();
    expect(after.lastBattle).toMatchObject({ location: 'manassas', result: { winner: 'confederate', attackerStrength: 3, defenderStrength: 4 } });
    const en = await previewText(state, attack);
    expect(en).not.toMatch(/No battle/);
    expect(en).not.toMatch(/Arrives in/);
    expect(en).toContain('Attacks: a battle at Manassas, fought at once since neither side holds a card: attacker 3, defender 4; Confederate wins the battle.');
    expect(en).toContain('E3');
    expect(await previewText(state, attack, 'pl')).toContain('bitwa w lokacji Manassas, rozegrana od razu, bo żadna ze stron nie ma kart na ręce: atakujący 3, obrońca 4; bitwę wygrywa: Konfederacja.');
    expect(await previewText(state, attack, 'ru')).toMatch(/бой в области .+ проходит сразу, так как ни у одной из сторон нет карт на руке: атакующий 3, обороняющийся 4; бой выигрывает: Конфедерация\./);
  });

  it('E3 R7.9 a battle fought through inside the move and won says the battle and the place taken', async () => {
    const state = fortNoCards([3, 3]);
    const attack = only(state, (a) => a.type === 'move' && a.to === 'manassas' && a.units.length === 2);
    expect(applyAction(state, attack).lastBattle?.result.winner).toBe('union');
    const en = await previewText(state, attack);
    expect(en).toContain('Attacks: a battle at Manassas, fought at once since neither side holds a card: attacker 6, defender 4; Union wins the battle.');
    expect(en).toContain('Takes control of Manassas.');
  });
});

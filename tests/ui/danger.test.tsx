// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { newGame, threats } from '../../src/engine';
import { dangersFor, losingWinner } from '../../src/ui/game/danger';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** The Confederacy holds Washington; the Union, with both actions taken, can only end its turn. */
function washingtonLost() {
  return newGame({
    seed: 5,
    scenario: {
      actionsTaken: 2,
      units: [{ side: 'confederate', kind: 'army', strength: 2, location: 'washington', half: 'upper' }, { side: 'union', kind: 'army', strength: 1, location: 'harrisburg' }],
      control: { washington: 'confederate' },
      hands: { union: ['U30'], confederate: ['C01'] },
    },
  });
}

describe('no loss without warning (issue 11 item 2)', () => {
  it('R12.2 End turn with Washington in Confederate hands warns that it loses the game, naming the rule', async () => {
    const state = washingtonLost();
    expect(losingWinner(state, { type: 'end-turn' }, 'union')).toMatchObject({ side: 'confederate', rule: 'R12.2' });
    const store = createGameStore({ initial: state, storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.queryByTestId('loss-warning')).toBeNull();
    await user.click(screen.getByTestId('end-turn'));
    const warning = screen.getByTestId('loss-warning');
    // The winner named as a victory, not "Confederate wins" (QA).
    expect(warning.textContent).toContain('loses the game at once: Confederate victory.');
    expect(warning.textContent).toContain('R12.2');
    expect(store.getState().game.winner).toBeNull();
  });

  it('R12.2 an action that does not lose gives no warning', () => {
    const state = newGame({ seed: 5, scenario: { actionsTaken: 2, hands: { union: ['U30'] } } });
    expect(losingWinner(state, { type: 'end-turn' }, 'union')).toBeNull();
  });

  it('R12.2 Washington carries a danger mark when the Confederacy can bring as much strength as defends it, not otherwise', () => {
    const units = (own: 1 | 3) => [
      { side: 'union' as const, kind: 'army' as const, strength: own, location: 'washington' as const, half: 'lower' as const },
      { side: 'confederate' as const, kind: 'army' as const, strength: 2 as const, location: 'manassas' as const },
    ];
    const weak = newGame({ seed: 5, scenario: { units: units(1), hands: { union: ['U30'] } } });
    const strong = newGame({ seed: 5, scenario: { units: units(3), hands: { union: ['U30'] } } });
    expect(threats(weak, 'union')[0]).toMatchObject({ enemyStrength: 2, ownStrength: 1 });
    expect(dangersFor(weak, 'union').map((d) => d.location)).toEqual(['washington']);
    expect(dangersFor(strong, 'union')).toEqual([]);
    // The Confederate viewer's own decisive locations are not threatened here.
    expect(dangersFor(weak, 'confederate')).toEqual([]);
  });
});

/** The Union's card menu of `card` after the hand-off in `state`, and the why-not line `testId` it shows; `unmount` to render another. */
async function whyInMenu(state: ReturnType<typeof newGame>, card: string, testId: string) {
  const { user, unmount } = renderApp(createGameStore({ initial: state, storage: null }));
  await user.click(screen.getByTestId('handoff-confirm'));
  await user.click(screen.getByTestId(`card-${card}`));
  return { why: await screen.findByTestId(testId, {}, { timeout: 10_000 }), unmount };
}

describe('a card says why it lost a use (issue 11 item 2)', () => {
  it('R6.1 a deploy card with nothing else in hand to pay its cost says, in its menu, why Deploy is not offered', async () => {
    const { why } = await whyInMenu(newGame({ seed: 5, scenario: { hands: { union: ['U10'] } } }), 'U10', 'why-not-deploy');
    expect(screen.queryByTestId('use-deploy')).toBeNull();
    expect(why.textContent).toMatch(/^Deploy .* is not possible now: /);
    expect(why.textContent).toContain('R6.1');
  });

  it('R5.8 a deploy card with payment enough while Washington is lost says no location it controls is in supply (QA: "cannot pay for itself", R2.4)', async () => {
    // A Blockade Squadron in hand keeps a legal deploy of another card in the list.
    const state = newGame({
      seed: 5,
      scenario: {
        units: [{ side: 'confederate', kind: 'army', strength: 2, location: 'washington', half: 'upper' }, { side: 'union', kind: 'army', strength: 2, location: 'harrisburg' }],
        control: { washington: 'confederate' },
        hands: { union: ['U10', 'U17', 'U30', 'U31', 'U02', 'U38'] },
      },
    });
    const { why } = await whyInMenu(state, 'U10', 'why-not-deploy');
    expect(screen.queryByTestId('use-deploy')).toBeNull();
    expect(why.textContent).toBe('Deploy Army 2 (cost 1) is not possible now: No location the Union controls is in supply R5.8');
  });

  it('R11.4 Paper Money with no unit card in hand says why its action is not offered (QA: only Discard, no reason)', async () => {
    const { why } = await whyInMenu(newGame({ seed: 5, scenario: { hands: { union: ['U26', 'U30'] } } }), 'U26', 'why-not-card-action');
    expect(screen.queryByTestId('use-card-action')).toBeNull();
    expect(why.textContent).toMatch(/Paper Money/);
    expect(why.textContent).toContain('R11.4');
  });

  it('R11.3, R11.6 a Benefit-only card on its owner\'s turn says it is played only as a Benefit when his armies defend (QA: no line)', async () => {
    for (const [card, rule] of [['U25', 'R11.3'], ['U29', 'R11.6']] as const) {
      const { why, unmount } = await whyInMenu(newGame({ seed: 5, scenario: { hands: { union: [card, 'U30'] } } }), card, 'why-not-benefit');
      expect(why.textContent).toMatch(/^(High Ground|Reinforcements) is played only as a Benefit, when your armies defend in a battle\. R11\.\d$/);
      expect(why.textContent).toContain(rule);
      unmount();
    }
  });

});

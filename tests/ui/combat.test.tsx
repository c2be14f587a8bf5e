// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { applyAction, decision, legalActions, newGame, viewFor } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { washingtonBattleStart } from './helpers';
import { renderApp } from './render';

/** Union armies of 3 and 1 in Washington, one Confederate army in Manassas; Halleck for the attack, Militia for the defence. */
function battleSetup() {
  const state = washingtonBattleStart();
  const store = createGameStore({ initial: state, storage: null });
  return { store, ...renderApp(store) };
}

describe('a battle through the UI', () => {
  it('R7.3: the defender\'s decision names the attacking armies\' strengths, above the hand (QA, 1366×768: the battle panel stands below it)', async () => {
    // The Union has moved both armies (3 and 1) into Manassas and played its face-down card: the Confederate must answer.
    let state = washingtonBattleStart();
    state = applyAction(state, legalActions(state).find((a) => a.type === 'move' && a.card === 'U30' && a.to === 'manassas' && a.units.length === 2)!);
    state = applyAction(state, legalActions(state).find((a) => a.type === 'attacker-card' && a.card === 'U35')!);
    expect(decision(state)).toMatchObject({ kind: 'defender-response', side: 'confederate' });
    const { user } = renderApp(createGameStore({ initial: state, storage: null }));
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.getByTestId('decision-prompt').textContent).toBe('You are attacked at Manassas (attacking armies: 3 + 1): withdraw, or stand.');
  }, 30_000);

  it('hides the face-down card, hands over to the defender, then reveals the strength term by term', async () => {
    const { user, store } = battleSetup();
    await user.click(screen.getByTestId('handoff-confirm'));

    // Move both armies from Washington into Manassas with McClellan.
    await user.click(screen.getByTestId('card-U30'));
    await user.click(screen.getByTestId('use-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'manassas');
    await user.click(screen.getByTestId('location-choose'));
    const options = screen.getAllByTestId('action-option');
    expect(options).toHaveLength(3);
    const both = options.find((o) => o.textContent!.includes('army 3') && o.textContent!.includes('army 1'))!;
    await user.click(both);
    await user.click(screen.getByTestId('confirm-action'));

    // Still the Union's decision: the attacker's face-down card.
    expect(decision(store.getState().game)!.kind).toBe('attacker-card');
    expect(screen.queryByTestId('handoff-confirm')).toBeNull();
    await user.click(screen.getByTestId('card-U35'));
    await user.click(screen.getByTestId('confirm-action'));

    // The defender must respond: hand-off first, and Halleck stays hidden from the Confederate.
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');
    expect(screen.queryByTestId('combat')).toBeNull();
    await user.click(screen.getByTestId('handoff-confirm'));
    const combat = screen.getByTestId('combat');
    expect(combat.textContent).toContain('face-down card played');
    expect(combat.textContent).not.toContain('Halleck');
    expect(screen.queryByTestId('combat-reveal')).toBeNull();

    // A Leadership card's one use in the defender's response is the stand: no menu (R7.3).
    await user.click(screen.getByTestId('card-C01'));
    // The defender's side panel scrolled down a little (a tablet, QA).
    document.querySelector('.side-scroll')!.scrollTop = 35;
    await user.click(screen.getByTestId('confirm-action'));

    // X26: the Union chooses its casualty on the shared screen, with no hand-off and no hand shown.
    expect(screen.queryByTestId('handoff-confirm')).toBeNull();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.getByTestId('decision-prompt').textContent).toBe('Union: you lose 1 counter at Manassas.');
    // The battle panel says why, with the ruling.
    expect((await screen.findByTestId('combat-shared')).textContent).toContain('X26');
    // The shared screen opens at its top, with no Suggest (the bot would advise from the Union's own view, hand and all).
    expect(document.querySelector('.side-scroll')!.scrollTop).toBe(0);
    expect(screen.queryByTestId('suggest-panel')).toBeNull();
    const result = viewFor(store.getState().game, 'union').combat!.result!;
    const reveal = screen.getByTestId('combat-reveal');
    expect(reveal.textContent).toContain('Halleck');
    const rows = (side: number) =>
      [...reveal.querySelectorAll('.reveal-side')[side].querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows(0)).toEqual(result.attacker.map((t) => expect.stringContaining(`+${t.value}${t.rule}`)));
    expect(rows(0).join(' ')).toContain('Armies');
    expect(rows(1).join(' ')).toContain('Rail defence modifier');
    expect(reveal.querySelectorAll('tfoot')[0].textContent).toContain(String(result.attackerStrength));
    expect(reveal.querySelectorAll('tfoot')[1].textContent).toContain(String(result.defenderStrength));
    expect(reveal.textContent).toContain('Union wins the battle');
    // R7.7: both sides' losses under one label (QA: not "Losses: Union 1; Losses: Confederate 1").
    expect(reveal.textContent).toContain(`Losses: Union ${result.losses.union} and Confederate ${result.losses.confederate}`);

    await user.click(screen.getByTestId('button-casualties'));
    expect(screen.getByTestId('options-prompt').textContent).toBe('Union: choose which counters you lose:');
    const casualties = screen.getAllByTestId('action-option');
    expect(casualties).toHaveLength(2);
    await user.click(casualties.find((o) => o.textContent!.includes('army 1'))!);
    const before = store.getState().game.log.length;
    await user.click(screen.getByTestId('confirm-action'));
    // The Union's next decision needs its hand: a hand-off first (X26), whoever held the screen.
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Union player');
    await user.click(screen.getByTestId('handoff-confirm'));

    // The log tells the battle in words with rule badges; the live region says every entry the
    // casualties added, not only the newest (WCAG 4.1.3): who won is not left out.
    const log = await screen.findByTestId('log', {}, { timeout: 10_000 }); // drawn just after the first paint
    expect(log.textContent).toContain('Manassas');
    expect(within(log).getAllByText('R7.4').length).toBeGreaterThan(0);
    const added = [...log.querySelectorAll('li')].slice(before).map((li) => li.querySelector('.log-text')!.textContent);
    expect(added.length).toBeGreaterThan(1);
    expect(added.join(' ')).toContain('win at Manassas');
    expect(screen.getByTestId('log-live').textContent).toBe(added.join(' '));
  }, 30_000);
});

describe('a battle the war ended before it was fought (X21)', () => {
  it('says the battle was never fought instead of waiting for a card', async () => {
    let state = newGame({
      seed: 1,
      scenario: {
        units: [
          { side: 'union', kind: 'army', strength: 2, location: 'kentucky', half: 'lower' },
          { side: 'confederate', kind: 'army', strength: 1, location: 'kentucky', half: 'upper' },
          { side: 'confederate', kind: 'army', strength: 2, location: 'nashville' },
          { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        ],
        europe: 8,
        hands: { union: ['U01'], confederate: ['C01'] },
      },
    });
    const unit = state.units.find((u) => u.location === 'kentucky' && u.side === 'union')!.id;
    state = applyAction(state, { type: 'move', card: 'U01', from: 'kentucky', to: 'nashville', units: [unit] });
    expect(decision(state)).toBeNull();
    const store = createGameStore({ initial: state, storage: null });
    renderApp(store);
    const panel = await screen.findByTestId('combat');
    expect(within(panel).getByText(/ended before this battle was fought/)).toBeTruthy();
    expect(within(panel).queryByText(/play a card/i)).toBeNull();
  });
});

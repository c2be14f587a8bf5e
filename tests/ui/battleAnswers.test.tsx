// @vitest-environment jsdom
/**
 * Answers inside a battle at the table (QA, "no loss without warning", "three clicks to act"): a
 * casualty choice that leaves a fort to be eliminated as well says so (E11); a naval attack that
 * spends the last naval-movement card, or sails while Washington is not Union-controlled, says that
 * a defeat means elimination (R9.3, E6); the Cavalry Raid
 * reply's buttons say what each does (R11.2); the loser choosing casualties has the reveal above the
 * hand (R7.7).
 */
import { act, screen, within } from '@testing-library/react';
import { applyAction, decision, legalActions, newGame } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { loadLanguage } from '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import type { Players } from '../../src/ui/store/players';
import { LAZY } from './helpers';
import { renderApp } from './render';

/** Applies the first legal action `pick` accepts. */
function play(state: GameState, pick: (a: Action) => boolean): GameState {
  const action = legalActions(state).find(pick);
  if (!action) throw new Error(`no such legal action in ${JSON.stringify(legalActions(state))}`);
  return applyAction(state, action);
}

/**
 * The Union's army of 3 with Halleck beats a Confederate army of 1 and a fort in Manassas's upper
 * half (6 against 5: army 1, fort 3, the rail link's +1). The Confederate loses one of its two
 * counters (R7.7) and chooses which: the army, or the fort.
 */
function fortCasualties(): GameState {
  let s = newGame({
    seed: 1,
    scenario: {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'manassas', half: 'upper' },
        { side: 'confederate', kind: 'fort', location: 'manassas', half: 'upper' },
      ],
      hands: { union: ['U30', 'U35'], confederate: [] },
    },
  });
  s = play(s, (a) => a.type === 'move' && a.to === 'manassas' && a.card === 'U30');
  s = play(s, (a) => a.type === 'attacker-card' && a.card === 'U35');
  s = play(s, (a) => a.type === 'stand');
  expect(decision(s)).toMatchObject({ side: 'confederate', kind: 'casualties', count: 1 });
  return s;
}

/** A Union army of 3 in Washington, a Confederate army of 2 in Fort Monroe (a port); the Union's hand, and the Confederate's. */
function navalStart(hand: string[], confederate: string[] = []): GameState {
  return newGame({
    seed: 1,
    scenario: {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'confederate', kind: 'army', strength: 2, location: 'fort-monroe' },
      ],
      hands: { union: hand, confederate },
    },
  });
}

/** Renders the app over `state` with two people at the table, past the hand-off. */
async function atTable(state: GameState) {
  const store = createGameStore({ initial: state, storage: null });
  const utils = renderApp(store);
  await utils.user.click(screen.getByTestId('handoff-confirm'));
  return { store, ...utils };
}

/** Renders the app over `state`, a casualties decision, with two people at the table: chosen on the shared screen, no hand-off (X26). */
function atSharedTable(state: GameState) {
  const store = createGameStore({ initial: state, storage: null });
  const utils = renderApp(store);
  expect(screen.queryByTestId('handoff-confirm')).toBeNull();
  return { store, ...utils };
}

/** Renders the app over `state` for the Confederate's person alone, the Union a (paused) bot: the person's own view, hand shown. */
function confederateAlone(state: GameState) {
  const players: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'person' } };
  const store = createGameStore({ initial: state, storage: null, players, bot: null });
  store.setState((s) => {
    s.bot.paused = true;
  });
  return { store, ...renderApp(store) };
}

/** The casualty options, by whether they name the fort. */
function casualtyOption(fort: boolean): HTMLElement {
  return screen.getAllByTestId('action-option').find((o) => o.textContent!.includes('fort') === fort)!;
}

describe('E11 a casualty choice that leaves a fort standing says the fort is eliminated too', () => {
  it('E11 choosing the army warns that the fort left standing is eliminated as well; choosing the fort does not', async () => {
    const { user } = atSharedTable(fortCasualties());
    await user.click(screen.getByTestId('button-casualties'));
    expect(screen.getAllByTestId('action-option')).toHaveLength(2);
    // The options' words load just after the first paint (ActionBuilder's `ActionWords`).
    await screen.findByText(/fort/, { selector: '[data-testid="action-option"]' }, LAZY);

    await user.click(casualtyOption(false));
    const warning = await screen.findByTestId('fort-warning', {}, LAZY);
    expect(warning.textContent).toContain('1 fort standing');
    expect(warning.textContent).toContain('eliminated as well');
    expect(within(warning).getByText('E11')).toBeTruthy();
    // Said before the confirmation, which is still to come.
    expect(screen.getByTestId('confirm-action')).toBeTruthy();

    await user.click(casualtyOption(true));
    expect(screen.queryByTestId('fort-warning')).toBeNull();
  }, 30_000);
});

describe('R9.3 a naval attack that spends the last naval card says that a defeat eliminates the attackers', () => {
  it('R9.3 a naval move into an enemy port paid with the only naval card warns before the confirmation', async () => {
    const { user } = await atTable(navalStart(['U39', 'U30']));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByTestId('use-naval-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'fort-monroe');
    await user.click(screen.getByTestId('location-choose'));
    const warning = await screen.findByTestId('naval-warning', {}, LAZY);
    expect(warning.textContent).toContain('last naval-movement card');
    expect(warning.textContent).toContain('eliminated');
    expect(within(warning).getByText('R9.3')).toBeTruthy();
    expect(screen.getByTestId('confirm-action')).toBeTruthy();
  }, 30_000);

  it('R9.3 with a naval card kept the move says nothing, but the attacker\'s card that spends it warns', async () => {
    const { user } = await atTable(navalStart(['U39', 'U06']));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByTestId('use-naval-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'fort-monroe');
    await user.click(screen.getByTestId('location-choose'));
    await screen.findByTestId('move-preview', {}, LAZY);
    expect(screen.queryByTestId('naval-warning')).toBeNull();
    await user.click(screen.getByTestId('confirm-action'));

    // The attacker's face-down card (R7.2): River Flotilla Troops is the last naval card.
    await user.click(screen.getByTestId('card-U06'));
    const warning = await screen.findByTestId('naval-warning', {}, LAZY);
    expect(within(warning).getByText('R9.3')).toBeTruthy();
  }, 30_000);

  it('E6 a naval attack while Washington is not Union-controlled warns that a defeat eliminates the attackers, though a naval card is kept', async () => {
    // The Union sails from Savannah; Washington is Confederate, so no sea retreat is open (E6).
    const state = newGame({
      seed: 1,
      scenario: {
        units: [
          { side: 'union', kind: 'army', strength: 3, location: 'savannah' },
          { side: 'confederate', kind: 'army', strength: 2, location: 'fort-monroe' },
        ],
        control: { washington: 'confederate', savannah: 'union' },
        hands: { union: ['U39', 'U06'], confederate: [] },
      },
    });
    const { user } = await atTable(state);
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByTestId('use-naval-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'fort-monroe');
    await user.click(screen.getByTestId('location-choose'));
    const warning = await screen.findByTestId('naval-warning', {}, LAZY);
    expect(warning.textContent).toContain('Washington is not Union-controlled');
    expect(warning.textContent).toContain('eliminated');
    expect(within(warning).getByText('E6')).toBeTruthy();
  }, 30_000);

  it('R9.3 a naval move into a port with no enemy (no battle) says nothing', async () => {
    const { user } = await atTable(navalStart(['U39', 'U30']));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByTestId('use-naval-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'savannah');
    await user.click(screen.getByTestId('location-choose'));
    await screen.findByTestId('move-preview', {}, LAZY);
    expect(screen.queryByTestId('naval-warning')).toBeNull();
  }, 30_000);
});

describe('R11.2 the Cavalry Raid reply: each button says what it does', () => {
  /** The Union raids a Confederate hand that holds Stuart's Ride (a Cavalry Raid). */
  function raided(): GameState {
    const s = newGame({ seed: 3, scenario: { hands: { union: ['U51', 'U30'], confederate: ['C27', 'C01', 'C02'] } } });
    const next = applyAction(s, { type: 'card-action', card: 'U51' });
    expect(decision(next)).toMatchObject({ side: 'confederate', kind: 'cavalry-raid-response' });
    return next;
  }

  afterEach(async () => {
    await act(() => loadLanguage('en'));
  });

  it('R11.2 the card that cancels the raid is one pick and Confirm: its one use is not a menu to click (QA)', async () => {
    const { user, store } = await atTable(raided());
    await user.click(screen.getByTestId('card-C27'));
    // The decision asks for one kind of answer, so the card's only use is not asked: ready at once.
    expect(screen.queryAllByTestId(/^use-/)).toHaveLength(0);
    expect(document.querySelector('.builder .ready')!.textContent).toMatch(/^Ready: Play .*\(C27\) to cancel the raid$/);
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'cavalry-raid-response', card: 'C27' });
  }, 30_000);

  it('R11.2 the card that cancels the raid and the button that backs out read apart, in English, Polish and Russian', async () => {
    const { user } = await atTable(raided());
    await user.click(screen.getByTestId('card-C27'));
    const expected = {
      en: { use: 'Play this card to cancel the raid', back: 'Choose again' },
      pl: { use: 'Zagraj tę kartę, aby anulować rajd', back: 'Wybierz jeszcze raz' },
      ru: { use: 'Сыграть эту карту, чтобы отменить рейд', back: 'Выбрать заново' },
    } as const;
    for (const lang of ['en', 'pl', 'ru'] as const) {
      await act(() => loadLanguage(lang));
      // The use is named in the builder's summary, after the card.
      expect(document.querySelector('.builder .builder-summary')!.textContent).toMatch(new RegExp(` → ${expected[lang].use}$`));
      expect(screen.getByTestId('cancel-action').textContent).toBe(expected[lang].back);
    }
    await act(() => loadLanguage('en'));
    expect(document.querySelector('.builder .ready')!.textContent).toMatch(/^Ready: Play .*\(C27\) to cancel the raid$/);
    // Choose again backs out to the choice: nothing is played, the raid still waits for its answer.
    await user.click(screen.getByTestId('cancel-action'));
    expect(screen.getByTestId('button-cavalry-raid-response').textContent).toBe('Let the raid happen');
    expect(screen.queryByTestId('cancel-action')).toBeNull();
  }, 30_000);

  it('R11.2 elsewhere the builder\'s back-out button keeps its name', async () => {
    const { user } = await atTable(navalStart(['U39', 'U30']));
    await user.click(screen.getByTestId('card-U39'));
    await user.click(screen.getByTestId('use-naval-move'));
    expect(screen.getByTestId('cancel-action').textContent).toBe('Cancel');
  }, 30_000);
});

describe('R7.7 the loser choosing casualties sees the reveal without scrolling past the hand', () => {
  it('R7.7 R7.4 the battle\'s reveal (cards, strengths) comes before the hand while casualties are chosen', async () => {
    confederateAlone(fortCasualties());
    const reveal = await screen.findByTestId('combat-reveal', {}, LAZY);
    expect(reveal.textContent).toContain('Halleck');
    const hand = screen.getByTestId('hand');
    expect(reveal.compareDocumentPosition(hand) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The decision itself stays first.
    expect(screen.getByTestId('button-casualties').compareDocumentPosition(reveal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One person at their own screen: nothing is shared, so no X26 note.
    expect(screen.queryByTestId('combat-shared')).toBeNull();
  }, 30_000);

  it('R7.3 before the reveal the battle stays below the hand, which the defender plays from', async () => {
    let s = navalStart(['U39', 'U30'], ['C01']);
    s = play(s, (a) => a.type === 'naval-move' && a.to === 'fort-monroe');
    s = play(s, (a) => a.type === 'attacker-card' && a.card === 'U30');
    expect(decision(s)).toMatchObject({ side: 'confederate', kind: 'defender-response' });
    await atTable(s);
    const combat = await screen.findByTestId('combat', {}, LAZY);
    expect(screen.getByTestId('hand').compareDocumentPosition(combat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 30_000);
});

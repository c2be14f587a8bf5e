// @vitest-environment jsdom
/**
 * The defender's stand with several Benefit cards is built card by card (R7.3, R11.3, R11.6), and
 * declining Rail Movement's second army (R11.5) or Paper Money's second deploy (R11.4) is one click.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { applyAction, decision, legalActions, newGame } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { CombatReveal } from '../../src/ui/combat/CombatPanel';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY } from './helpers';
import { renderApp } from './render';

/** Whether the lazily loaded Benefit step (src/ui/builder/BenefitStep.tsx) has been imported in this file yet. */
const benefitStep = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../src/ui/builder/BenefitStep', async (importOriginal) => {
  benefitStep.loaded = true;
  return importOriginal();
});

function play(state: GameState, pick: (a: Action) => boolean): GameState {
  const action = legalActions(state).find(pick);
  expect(action).toBeDefined();
  return applyAction(state, action!);
}

/**
 * The Union army of 3 attacks Manassas from Washington (Halleck face down); the Confederate
 * defends with Militia (C01, Leadership 1), High Ground (C30) and Reinforcements (C36), with
 * armies of 2 and 3 at Richmond and of 1 at Front Royal to bring: 27 legal stands.
 */
function defenderAtManassas(): GameState {
  const s = attackedAtManassas([[2, 'richmond'], [3, 'richmond'], [1, 'front-royal']], ['C01', 'C30', 'C36']);
  expect(legalActions(s).filter((a) => a.type === 'stand')).toHaveLength(27);
  return s;
}

/**
 * The Union army of 3 attacks a Confederate army of 1 at Manassas from Washington (Halleck face
 * down); the Confederate, asked for its response, holds `hand` and has `armies` (strength, place)
 * elsewhere to bring.
 */
function attackedAtManassas(armies: [1 | 2 | 3, 'richmond' | 'front-royal'][], hand: string[]): GameState {
  let s = newGame({
    seed: 1,
    scenario: {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
        ...armies.map(([strength, location]) => ({ side: 'confederate' as const, kind: 'army' as const, strength, location })),
      ],
      hands: { union: ['U30', 'U35'], confederate: hand },
    },
  });
  s = play(s, (a) => a.type === 'move' && a.to === 'manassas');
  s = play(s, (a) => a.type === 'attacker-card' && a.card === 'U35');
  expect(decision(s)).toMatchObject({ kind: 'defender-response', side: 'confederate' });
  return s;
}

/** The army of `strength` at `location` in `state`. */
function armyAt(state: GameState, location: string, strength: number): string {
  return state.units.find((u) => u.location === location && u.strength === strength && u.kind === 'army')!.id;
}

async function start(state: GameState) {
  const store = createGameStore({ initial: state, storage: null });
  const utils = renderApp(store);
  await utils.user.click(screen.getByTestId('handoff-confirm'));
  return { store, ...utils };
}

/** What the benefit step offers now, as test ids. */
const offered = () => screen.queryAllByTestId(/^benefit-|^step-none$/).map((b) => b.getAttribute('data-testid'));

/** Whether hand card `id` shows as picked. */
const picked = (id: string) => within(screen.getByTestId('hand')).getByTestId(`card-${id}`).getAttribute('aria-pressed') === 'true';
/** The builder's summary of the choices so far. */
const summary = () => document.querySelector('.builder .builder-summary')?.textContent ?? '';

// First in the file: the Benefit step's module is imported once per file, by whichever test needs it first.
describe('R7.3 the Benefit step is ready when the defender is asked (QA: no empty step while it loads)', () => {
  it('R7.3 loads with the defender-response decision, so Stand → No card shows its prompt and cards at once', async () => {
    expect(benefitStep.loaded).toBe(false);
    const { user } = await start(defenderAtManassas());
    await waitFor(() => expect(benefitStep.loaded).toBe(true), LAZY);
    await act(() => new Promise((r) => setTimeout(r, 50))); // the import resolves
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('step-none'));
    // No wait for a lazy part: the step's prompt and its buttons are there.
    expect(screen.getByText(/^Add a Benefit card/)).toBeTruthy();
    expect(offered().sort()).toEqual(['benefit-C30', 'benefit-C36', 'step-none']);
  }, 30_000);
});

describe('R7.3 the defender stands card by card: defence card, then each Benefit card, then Stand', () => {
  it('R11.3 R11.6 picks Militia, then High Ground, then Reinforcements with the army it brings, never a flat list', async () => {
    const state = defenderAtManassas();
    const richmond3 = armyAt(state, 'richmond', 3);
    const { user, store } = await start(state);

    await user.click(screen.getByTestId('button-stand'));
    // First the defence card (or none): the hand offers the Leadership cards.
    await user.click(screen.getByTestId('card-C01'));

    // Then a Benefit card to add, or none; no list of every combination.
    await screen.findByTestId('benefit-C30', {}, LAZY);
    expect(screen.queryAllByTestId('action-option')).toHaveLength(0);
    expect(offered().sort()).toEqual(['benefit-C30', 'benefit-C36', 'step-none']);
    expect(screen.getByTestId('step-none').textContent).toBe('No Benefit card');
    // High Ground is picked in the hand; it can only be played as High Ground, so that is not asked.
    await user.click(screen.getByTestId('card-C30'));

    // The next Benefit card: only Reinforcements is left.
    expect(offered().sort()).toEqual(['benefit-C36', 'step-none']);
    expect(screen.getByTestId('step-none').textContent).toBe('No more Benefit cards');
    await user.click(screen.getByTestId('benefit-C36'));

    // How Reinforcements is played: as High Ground, or the army it brings (R11.6).
    expect(offered()).toHaveLength(4);
    expect(screen.getByTestId('benefit-high-ground').textContent).toContain('High Ground');
    expect(screen.getByTestId(`benefit-${richmond3}`).textContent).toMatch(/^Bring army 3 .*Richmond.* into the battle \(R11\.6\)$/);
    await user.click(screen.getByTestId(`benefit-${richmond3}`));

    // No Benefit card is left: the stand is ready and Confirm plays it.
    expect(screen.getByTestId('confirm-action')).not.toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({
      type: 'stand', card: 'C01',
      benefits: [{ card: 'C30', kind: 'high-ground' }, { card: 'C36', kind: 'reinforcements', unit: richmond3 }],
    });
  }, 30_000);

  it('R7.3 R11.3 R11.6 shows the stand so far: each Benefit card and how it is played in the summary, and picked in the hand', async () => {
    const state = defenderAtManassas();
    const { user } = await start(state);
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await screen.findByTestId('benefit-C36', {}, LAZY);
    expect(picked('C01')).toBe(true);

    await user.click(screen.getByTestId('card-C36'));
    // Asked how Reinforcements is played: the card shows as picked, not greyed like an unplayable one.
    expect(picked('C36')).toBe(true);
    expect(picked('C30')).toBe(false);
    await user.click(screen.getByTestId(`benefit-${armyAt(state, 'richmond', 3)}`));

    // The next Benefit card: the summary lists the Leadership card and the Benefit card with its use.
    expect(offered()).toContain('benefit-C30');
    expect(summary()).toMatch(/^Stand → Leadership: Militia \(C01\) → Benefit: Reinforcements \(C36\) bringing army 3 .*Richmond/);
    expect(picked('C01') && picked('C36')).toBe(true);
    await user.click(screen.getByTestId('card-C30'));
    expect(picked('C30')).toBe(true);
  }, 30_000);

  it('R7.3 takes back the last Benefit card picked, not the whole stand', async () => {
    const { user, store } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await screen.findByTestId('benefit-C30', {}, LAZY);
    // No Benefit card yet: the Leadership card is the one to take back.
    expect(screen.getByTestId('take-back').textContent).toBe('Take back Militia (C01)');
    await user.click(screen.getByTestId('benefit-C30'));
    await user.click(screen.getByTestId('benefit-C36'));

    // How Reinforcements is played is asked; Reinforcements is taken back instead.
    expect(screen.getByTestId('take-back').textContent).toBe('Take back Reinforcements (C36)');
    await user.click(screen.getByTestId('take-back'));
    expect(offered().sort()).toEqual(['benefit-C36', 'step-none']);
    expect(screen.getByTestId('take-back')).toBeTruthy();
    expect(summary()).toBe('Stand → Leadership: Militia (C01) → Benefit: High Ground (C30)');
    expect(picked('C36')).toBe(false);

    // Then High Ground: back to the first Benefit card, the Leadership card kept.
    expect(screen.getByTestId('take-back').textContent).toBe('Take back High Ground (C30)');
    await user.click(screen.getByTestId('take-back'));
    expect(offered().sort()).toEqual(['benefit-C30', 'benefit-C36', 'step-none']);
    expect(summary()).toBe('Stand → Leadership: Militia (C01)');
    expect(picked('C01')).toBe(true);
    expect(picked('C30')).toBe(false);
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'stand', card: 'C01', benefits: [] });
  }, 30_000);

  it('R11.3 a High Ground card played as High Ground is named once: "High Ground (C30)", not "… as High Ground"', async () => {
    const { user } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await user.click(await screen.findByTestId('benefit-C30', {}, LAZY));
    await user.click(screen.getByTestId('step-none'));
    expect(document.querySelector('.builder .ready')!.textContent).toBe('Ready: Stand with Militia (C01) and High Ground (C30)');
  }, 30_000);

  it('R7.3 Confirm stands with the cards chosen so far, as the prompt says, without No more Benefit cards', async () => {
    const { user, store } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    // With the Leadership card alone already.
    await screen.findByTestId('benefit-C30', {}, LAZY);
    expect(screen.getByTestId('confirm-action')).toHaveProperty('disabled', false);
    await user.click(screen.getByTestId('benefit-C30'));
    expect(screen.getByText(/^Add a Benefit card/).textContent).toMatch(/press Confirm to stand with the cards chosen so far/);
    expect(screen.getByTestId('confirm-action')).toHaveProperty('disabled', false);
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'stand', card: 'C01', benefits: [{ card: 'C30', kind: 'high-ground' }] });
  }, 30_000);

  it('R11.6 takes the Benefit cards in any order: Reinforcements first, as High Ground, then no more', async () => {
    const state = defenderAtManassas();
    const { user, store } = await start(state);
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('step-none')); // no Leadership card

    // Reinforcements first, as High Ground; then High Ground is still offered.
    await user.click(await screen.findByTestId('benefit-C36', {}, LAZY));
    await user.click(screen.getByTestId('benefit-high-ground'));
    expect(offered().sort()).toEqual(['benefit-C30', 'step-none']);
    await user.click(screen.getByTestId('step-none'));
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'high-ground' }] });
  }, 30_000);
});

describe('R7.3 the stand after QA pass 3: take back when ready, a bare stand, labelled picks, rule badges', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it('R7.3 R11.6 keeps Take back on the stand ready to confirm, and its summary lists the picks', async () => {
    const state = defenderAtManassas();
    const [richmond2, richmond3] = [armyAt(state, 'richmond', 2), armyAt(state, 'richmond', 3)];
    const { user, store } = await start(state);
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await user.click(await screen.findByTestId('benefit-C30', {}, LAZY));
    await user.click(screen.getByTestId('benefit-C36'));
    await user.click(screen.getByTestId(`benefit-${richmond3}`));

    // Ready: the picks are still listed, and Reinforcements can be taken back to bring another army.
    expect(document.querySelector('.builder .ready')).toBeTruthy();
    expect(summary()).toMatch(/^Stand → Leadership: Militia \(C01\) → Benefit: High Ground \(C30\) → Benefit: Reinforcements \(C36\) bringing army 3 .*Richmond/);
    expect(screen.getByTestId('take-back').textContent).toBe('Take back Reinforcements (C36)');
    await user.click(screen.getByTestId('take-back'));
    expect(offered().sort()).toEqual(['benefit-C36', 'step-none']);
    await user.click(screen.getByTestId('benefit-C36'));
    await user.click(screen.getByTestId(`benefit-${richmond2}`));
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({
      type: 'stand', card: 'C01',
      benefits: [{ card: 'C30', kind: 'high-ground' }, { card: 'C36', kind: 'reinforcements', unit: richmond2 }],
    });
  }, 30_000);

  it('R7.3 after No more Benefit cards, Take back drops the last card and the No more with it', async () => {
    const { user } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await user.click(await screen.findByTestId('benefit-C30', {}, LAZY));
    await user.click(screen.getByTestId('step-none'));
    expect(summary()).toBe('Stand → Leadership: Militia (C01) → Benefit: High Ground (C30)');
    await user.click(screen.getByTestId('take-back'));
    // Back at the first Benefit card, asked again (not stood at once by the No more kept).
    expect(offered().sort()).toEqual(['benefit-C30', 'benefit-C36', 'step-none']);
    await user.click(screen.getByTestId('benefit-C36'));
    expect(offered()).toHaveLength(4); // how Reinforcements is played is asked
    expect(document.querySelector('.builder .ready')).toBeNull();
  }, 30_000);

  it('R7.3 Stand → Confirm stands at once, with no card and no Benefit card', async () => {
    const { user, store } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    // The prompt says what Confirm does here (QA: a bare stand took Stand → No card → Confirm).
    expect(screen.getByText('Choose the Leadership card to play face down, or press Confirm to stand without one.')).toBeTruthy();
    expect(screen.getByTestId('confirm-action')).toHaveProperty('disabled', false);
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'stand', card: null, benefits: [] });
  }, 30_000);

  it('R7.3 R11.3 the summary says which card is the Leadership card and which a Benefit card (en, pl, ru)', async () => {
    const { user } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C30')); // High Ground as the Leadership card
    await screen.findByTestId('benefit-C36', {}, LAZY);
    expect(summary()).toBe('Stand → Leadership: High Ground (C30)');
    await user.click(screen.getByTestId('benefit-C36'));
    await user.click(screen.getByTestId('benefit-high-ground'));
    expect(summary()).toBe('Stand → Leadership: High Ground (C30) → Benefit: Reinforcements (C36) as High Ground');
    await act(() => loadLanguage('pl'));
    expect(summary()).toMatch(/ → Dowodzenie: .*\(C30\) → Korzyść: .*\(C36\)/);
    await act(() => loadLanguage('ru'));
    expect(summary()).toMatch(/ → Лидерство: .*\(C30\) → Преимущество: .*\(C36\)/);
  }, 30_000);

  it('R11.3 R11.6 the Benefit step cites its rules as badges that open them, not as text in the prompt', async () => {
    const { user } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('step-none'));
    const prompt = (await screen.findByText(/^Add a Benefit card/, {}, LAZY)).closest('p')!;
    expect(prompt.querySelector('#builder-prompt')!.textContent).not.toMatch(/R11/);
    expect([...prompt.querySelectorAll('a.rule-badge')].map((a) => a.getAttribute('href'))).toEqual(['#rule-R11.3', '#rule-R11.6']);
  }, 30_000);
});

describe('R7.3 the Leadership choice can be taken back too (QA)', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  /** Whether the builder asks for the Leadership card again. */
  const leadershipAsked = () => screen.queryByText('Choose the Leadership card to play face down, or press Confirm to stand without one.') !== null;

  it('R7.3 takes back the Leadership card from the Benefit step, back to the Leadership choice', async () => {
    const { user, store } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await screen.findByTestId('benefit-C30', {}, LAZY);
    expect(summary()).toBe('Stand → Leadership: Militia (C01)');
    await user.click(screen.getByTestId('take-back'));

    // The Leadership card is asked again; Militia is no longer picked.
    expect(leadershipAsked()).toBe(true);
    expect(summary()).toBe('Stand');
    expect(picked('C01')).toBe(false);
    expect(screen.queryByTestId('take-back')).toBeNull();
    await user.click(screen.getByTestId('card-C30')); // High Ground as the Leadership card instead
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'stand', card: 'C30', benefits: [] });
  }, 30_000);

  it('R7.3 takes back the Leadership card from the stand ready to confirm, with the No Benefit card after it', async () => {
    const { user } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('card-C01'));
    await user.click(await screen.findByTestId('step-none', {}, LAZY)); // no Benefit card
    expect(document.querySelector('.builder .ready')!.textContent).toBe('Ready: Stand with Militia (C01)');
    expect(screen.getByTestId('take-back').textContent).toBe('Take back Militia (C01)');
    await user.click(screen.getByTestId('take-back'));
    expect(document.querySelector('.builder .ready')).toBeNull();
    expect(leadershipAsked()).toBe(true);
    expect(picked('C01')).toBe(false);
  }, 30_000);

  it('R7.3 a Leadership card picked in the hand starts the stand at once (no one-item menu) and can be taken back too (QA)', async () => {
    const { user, store } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('card-C01'));
    // Its one use in this decision is the stand: no menu of one item, the Benefit step at once.
    expect(screen.queryByTestId('use-stand')).toBeNull();
    await screen.findByTestId('benefit-C30', {}, LAZY);
    expect(screen.getByTestId('take-back').textContent).toBe('Take back Militia (C01)');
    await user.click(screen.getByTestId('take-back'));
    // The stand goes on without it: the Leadership card is asked, Militia is no longer picked.
    expect(store.getState().ui.builder).toMatchObject({ type: 'stand', card: null });
    expect(leadershipAsked()).toBe(true);
    expect(picked('C01')).toBe(false);
    expect(screen.queryByTestId('take-back')).toBeNull();
  }, 30_000);

  it('R7.3 takes back No card as the Leadership choice, worded in English, Polish and Russian', async () => {
    const { user, store } = await start(defenderAtManassas());
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('step-none')); // no Leadership card
    await screen.findByTestId('benefit-C30', {}, LAZY);
    const back = screen.getByTestId('take-back');
    expect(back.textContent).toBe('Take back: no Leadership card');
    await act(() => loadLanguage('pl'));
    expect(back.textContent).toBe('Cofnij: bez karty Dowodzenia');
    await act(() => loadLanguage('ru'));
    expect(back.textContent).toBe('Отменить: без карты лидерства');
    await act(() => loadLanguage('en'));
    await user.click(back);
    expect(leadershipAsked()).toBe(true);
    await user.click(screen.getByTestId('card-C01'));
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toEqual({ type: 'stand', card: 'C01', benefits: [] });
  }, 30_000);
});

describe('R11.6 two Reinforcements cards and two identical armies (QA)', () => {
  /**
   * As `defenderAtManassas`, but the Confederate holds Reinforcements (C36) and Longstreet (C37),
   * both Reinforcements cards, and two armies of 2 at Richmond to bring: interchangeable, so the
   * engine lists each stand once, the card first in hand bringing the lower id (R11.6).
   */
  function twoReinforcements(): GameState {
    return attackedAtManassas([[2, 'richmond'], [2, 'richmond']], ['C36', 'C37']);
  }

  it('R11.6 the later card picked first offers one "Bring army 2" button, and the other card can still bring the second army', async () => {
    const state = twoReinforcements();
    const [first, second] = state.units.filter((u) => u.location === 'richmond').map((u) => u.id).sort((a, b) => +a.slice(1) - +b.slice(1));
    const { user, store } = await start(state);
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('step-none')); // no Leadership card
    await user.click(await screen.findByTestId('benefit-C37', {}, LAZY));

    // As High Ground, or the army of 2 at Richmond: once, not twice.
    const bring = screen.queryAllByTestId(/^benefit-u/);
    expect(bring.map((b) => b.getAttribute('data-testid'))).toEqual([`benefit-${first}`]);
    expect(bring[0]!.textContent).toMatch(/^Bring army 2 .*Richmond.* into the battle \(R11\.6\)$/);
    await user.click(bring[0]!);

    // Then Reinforcements brings the other army of 2.
    expect(offered().sort()).toEqual(['benefit-C36', 'step-none']);
    await user.click(screen.getByTestId('benefit-C36'));
    expect(screen.queryAllByTestId(/^benefit-u/).map((b) => b.getAttribute('data-testid'))).toEqual([`benefit-${second}`]);
    await user.click(screen.getByTestId(`benefit-${second}`));
    await user.click(screen.getByTestId('confirm-action'));
    const stand = store.getState().record.actions.at(-1) as Extract<Action, { type: 'stand' }>;
    expect(stand.benefits.map((b) => (b.kind === 'reinforcements' ? b.unit : b.kind)).sort()).toEqual([first, second].sort());
  }, 30_000);

  it('R11.6 the later card alone brings the army of 2', async () => {
    const state = twoReinforcements();
    const { user, store } = await start(state);
    await user.click(screen.getByTestId('button-stand'));
    await user.click(screen.getByTestId('step-none'));
    await user.click(await screen.findByTestId('benefit-C37', {}, LAZY));
    await user.click(screen.queryAllByTestId(/^benefit-u/)[0]!);
    await user.click(screen.getByTestId('confirm-action'));
    expect(store.getState().record.actions.at(-1)).toMatchObject({ type: 'stand', card: null, benefits: [{ card: 'C37', kind: 'reinforcements' }] });
  }, 30_000);
});

describe('R7.3 a pick in the hand brings the builder back into view (QA: tablet 1024×768)', () => {
  it('R7.3 after a Leadership card picked in the hand, the builder with its next step is scrolled into view', async () => {
    const scrolled: { el: Element; options: unknown }[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) { scrolled.push({ el: this, options }); };
    try {
      const { user } = await start(defenderAtManassas());
      await user.click(screen.getByTestId('button-stand'));
      // The focus moved on scrolls only what it focuses (useFocusNext, 'nearest'): the builder not yet.
      expect(scrolled.filter((s) => s.el.classList.contains('builder'))).toHaveLength(0);
      await user.click(screen.getByTestId('card-C01'));
      await screen.findByTestId('benefit-C30', {}, LAZY);
      expect(scrolled.map((s) => [s.el.classList.contains('builder'), s.options])).toContainEqual([true, { block: 'nearest' }]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  }, 30_000);
});

describe('declining the second half of a card action is one click', () => {
  afterEach(async () => {
    await loadLanguage('en');
  });

  it('R11.5 the builder names a card action once: "Action: Rail Movement", not "Rail Movement → Action: Rail Movement" (QA)', async () => {
    const s = newGame({ seed: 3, scenario: { hands: { union: ['U27', 'U01'], confederate: ['C01'] } } });
    const { user } = await start(s);
    await user.click(screen.getByTestId('card-U27'));
    const use = screen.queryByTestId('use-card-action');
    if (use) await user.click(use);
    expect(summary()).toBe('Action: Rail Movement');
  }, 30_000);

  it('R11.5 No second army by rail: one click ends Rail Movement', async () => {
    let s = newGame({ seed: 3, scenario: { hands: { union: ['U27', 'U01'], confederate: ['C01'] } } });
    s = play(s, (a) => a.type === 'card-action' && a.card === 'U27' && a.moves?.length === 1);
    expect(decision(s)).toMatchObject({ kind: 'rail-movement', side: 'union' });
    const { user, store } = await start(s);
    const decline = screen.getByTestId('button-decline');
    expect(decline.textContent).toBe('No second army by rail');
    // The rulebooks' words: oddział (army) in Polish, армия and ж/д in Russian.
    await act(() => loadLanguage('pl'));
    expect(decline.textContent).toBe('Bez drugiego oddziału koleją');
    await act(() => loadLanguage('ru'));
    expect(decline.textContent).toBe('Без второй армии по ж/д');
    await user.click(decline);
    expect(store.getState().game.pending).toBeNull();
    expect(decision(store.getState().game)).toMatchObject({ kind: 'action', side: 'union' });
  }, 30_000);

  it('R11.5 after Second army by rail, its steps\' decline says No second army by rail, not Paper Money\'s No second unit (QA)', async () => {
    let s = newGame({ seed: 3, scenario: { hands: { union: ['U27', 'U01'], confederate: ['C01'] } } });
    s = play(s, (a) => a.type === 'card-action' && a.card === 'U27' && a.moves?.length === 1);
    const { user } = await start(s);
    await user.click(screen.getByTestId('button-rail-move'));
    const none = screen.getByTestId('step-none');
    expect(none.textContent).toBe('No second army by rail');
    await act(() => loadLanguage('pl'));
    expect(none.textContent).toBe('Bez drugiego oddziału koleją');
    await act(() => loadLanguage('ru'));
    expect(none.textContent).toBe('Без второй армии по ж/д');
  }, 30_000);

  it('R11.4 No second deploy: one click ends Paper Money', async () => {
    let s = newGame({ seed: 3, scenario: { hands: { union: ['U26', 'U01', 'U09'], confederate: ['C01'] } } });
    s = play(s, (a) => a.type === 'card-action' && a.card === 'U26' && a.deploys?.length === 1);
    expect(decision(s)).toMatchObject({ kind: 'second-deploy', side: 'union' });
    const { user, store } = await start(s);
    // The prompt names the card played (Paper Money), not both sides' cards (QA).
    expect(screen.getByTestId('decision-prompt').textContent).toBe('Paper Money: deploy a second unit without its cost, or not.');
    const decline = screen.getByTestId('button-decline');
    expect(decline.textContent).toBe('No second deploy');
    await user.click(decline);
    expect(store.getState().game.pending).toBeNull();
    expect(decision(store.getState().game)).toMatchObject({ kind: 'action', side: 'union' });
  }, 30_000);
});

describe('R11.3 R11.6 the reveal names the Benefit cards played', () => {
  it("R11.3 R11.6 each Benefit term of the reveal names its card: Marye's Heights, and Reinforcements played as High Ground (QA: only the Leadership card was named)", async () => {
    let s = attackedAtManassas([[3, 'richmond']], ['C01', 'C32', 'C36']);
    s = play(s, (a) => a.type === 'stand' && a.card === 'C01' && a.benefits.length === 2 && a.benefits.every((b) => b.kind === 'high-ground'));
    // The battle may end within the stand (the Union's one army lost, X16): its record keeps the reveal.
    const result = (s.combat ?? s.lastBattle)!.result!;
    // By name, as the battle's record keeps its cards: an id could be back in its side's hand after a reshuffle.
    expect(result.defender.filter((t) => t.term === 'high-ground').map((t) => t.card).sort()).toEqual(["Marye's Heights", 'Reinforcements']);
    await loadPageStrings();
    render(<CombatReveal result={result} attacker="union" defender="confederate" cards={['U35', 'C01']} />);
    const rows = () => [...screen.getByTestId('combat-reveal').querySelectorAll('.reveal-side')[1]!.querySelectorAll('tbody tr')].map((tr) => tr.textContent!);
    expect(rows().filter((r) => r.startsWith('High Ground')).sort()).toEqual(["High Ground (Marye's Heights)+2R11.3", 'High Ground (Reinforcements)+2R11.3']);
    await act(() => loadLanguage('ru'));
    expect(rows().filter((r) => /R11\.3$/.test(r))).toEqual([expect.stringMatching(/ \(«[^»]+»\)\+2R11\.3$/), expect.stringMatching(/ \(«[^»]+»\)\+2R11\.3$/)]);
    await act(() => loadLanguage('en'));
  }, 30_000);
});

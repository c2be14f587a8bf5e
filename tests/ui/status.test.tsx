// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import i18n, { loadLanguage, loadPageStrings } from '../../src/i18n';
import { LAZY } from './helpers';
import { applyAction, clockStatus, decision, DEFAULT_RULESET, legalActions, newGame, RULEBOOK_CONSTANTS, ruleOfDecision, winner } from '../../src/engine';
import type { Ruleset } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

describe('status bar', () => {
  it('R3.1 the actions of a turn are counted out of the game\'s own ruleset constant, not a fixed 2', async () => {
    const threeActions: Ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'three-actions', name: 'Three actions', description: 'For this test only.', constants: { ...RULEBOOK_CONSTANTS, actionsPerTurn: 3 } };
    const store = createGameStore({ initial: newGame({ seed: 4, ruleset: threeActions }), storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.getByTestId('status-actions').textContent).toContain('Actions: 0 of 3 taken');
    expect(screen.getByTestId('decision-prompt').textContent).toBe('Union turn 1: 0 of 3 actions taken.');
  });

  it('the decision in the status bar carries its whole text as a tooltip, for screens that cut it with an ellipsis (QA: Russian at 1280×720 in projector mode)', async () => {
    renderApp(createGameStore({ initial: newGame({ seed: 4 }), storage: null }));
    const deciding = screen.getByTestId('status-decision');
    expect(deciding.textContent).toBe('Deciding: Union: choose an action');
    expect(deciding.getAttribute('title')).toBe(deciding.textContent);
    await act(() => loadLanguage('ru'));
    try {
      expect(screen.getByTestId('status-decision').getAttribute('title')).toBe(screen.getByTestId('status-decision').textContent);
      expect(screen.getByTestId('status-decision').textContent).not.toContain('Deciding');
    } finally {
      await act(() => loadLanguage('en'));
    }
  });

  it('E1 E16 the variants a game is played with are named in the status bar as rule badges, links to their rulings (QA)', async () => {
    const store = createGameStore({ initial: newGame({ seed: 4, variants: { passThroughContested: true, openDiscards: true } }), storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const shown = document.querySelector('.status-variants')!;
    expect([...shown.querySelectorAll('a.rule-badge')].map((a) => a.getAttribute('href'))).toEqual(['#rule-E1', '#rule-E16']);
  });

  it('R3.1 R7.3 the decision prompt carries the rule that asks it, from the engine (ruleOfDecision), as a link to its help', async () => {
    const store = createGameStore({ initial: newGame({ seed: 4 }), storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const badgeOf = () => screen.getByTestId('decision-prompt').parentElement!.querySelector('.rule-badge');
    expect(badgeOf()?.textContent).toBe('R3.1');
    expect(badgeOf()?.getAttribute('href')).toBe('#rule-R3.1');
    // A battle: the Confederacy must answer an attack (stand or withdraw, R7.3).
    let battle = newGame({
      seed: 4,
      scenario: {
        units: [{ side: 'union', kind: 'army', strength: 3, location: 'kentucky' }, { side: 'confederate', kind: 'army', strength: 1, location: 'nashville' }],
        hands: { union: ['U30', 'U35'], confederate: ['C06'] },
      },
    });
    battle = applyAction(battle, legalActions(battle).find((a) => a.type === 'move' && a.to === 'nashville' && a.card === 'U30')!);
    battle = applyAction(battle, { type: 'attacker-card', card: 'U35' });
    expect(ruleOfDecision(decision(battle)!)).toBe('R7.3');
    const battleStore = createGameStore({ initial: battle, storage: null });
    const view = renderApp(battleStore);
    await view.user.click(screen.getAllByTestId('handoff-confirm').at(-1)!);
    const prompts = screen.getAllByTestId('decision-prompt');
    expect(prompts.at(-1)!.parentElement!.querySelector('.rule-badge')?.textContent).toBe('R7.3');
  });

  it('shows the reshuffle clock, the VP and both sides’ counts', () => {
    const state = newGame({
      seed: 4,
      scenario: { drawPiles: { union: ['U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07', 'U08', 'U09'] }, hands: { union: ['U30'], confederate: ['C01', 'C02'] } },
    });
    const clock = clockStatus(state);
    expect(clock.unionDrawCount).toBe(9);
    const store = createGameStore({ initial: state, storage: null });
    renderApp(store);
    const bar = screen.getByTestId('status-bar');
    expect(bar.textContent).toContain('First reshuffle: needs 2 VP — cards left in the Union draw pile: 9');
    expect(screen.getByTestId('status-vp').textContent).toContain(`Union VP: ${clock.vp}`);
    // "Hand 1/6" on screen (R3.2: the Union's hand size is 6); the words for screen readers and the tooltip.
    const union = screen.getByTestId('status-union');
    expect(within(union).getByText('Hand 1/6').getAttribute('aria-hidden')).toBe('true');
    expect(within(union).getByText('Hand 1 (hand size 6)').className).toBe('visually-hidden');
    expect(within(union).getByTitle('Hand 1 (hand size 6)')).toBeTruthy();
    expect(screen.getByTestId('status-confederate').textContent).toContain('Hand 2/5');
    expect(screen.getByTestId('status-union').textContent).toContain('Draw 9');
    expect(screen.getByTestId('status-union').textContent).toMatch(/I waiting \(\d+\)/);
  });

  it('counts the clock down as the next check changes after a reshuffle', () => {
    const state = newGame({ seed: 4, scenario: { reshuffles: { union: 1 }, hands: { union: ['U30'] } } });
    const store = createGameStore({ initial: state, storage: null });
    renderApp(store);
    const text = screen.getByTestId('status-clock').textContent!;
    expect(text).toContain('Second reshuffle: needs 5 VP');
    expect(screen.getByTestId('status-union').textContent).toContain('I added');
  });

  it('names a ruleset other than the rulebook (QA: a game under a variant said "Rulebook defaults"), in English and Polish', async () => {
    const store = createGameStore({ initial: newGame({ seed: 4, ruleset: 'vicksburg-vp-3' }), storage: null });
    renderApp(store);
    const label = await screen.findByTestId('status-ruleset', {}, LAZY);
    expect(label.textContent).toBe('Rules: Vicksburg worth 3 VP');
    expect(screen.getByTestId('status-bar').textContent).not.toContain('Rules: Rulebook');
    await act(() => loadLanguage('pl'));
    expect(screen.getByTestId('status-ruleset').textContent).toMatch(/^Zasady: /);
    await act(() => loadLanguage('en'));
  });

  it('says "Rules: Rulebook" under the rulebook with no variant, and names no ruleset', () => {
    const store = createGameStore({ initial: newGame({ seed: 4 }), storage: null });
    renderApp(store);
    expect(screen.getByTestId('status-bar').textContent).toContain('Rules: Rulebook');
    expect(screen.queryByTestId('status-ruleset')).toBeNull();
  });

  it('calls the rulebook ruleset by the name New game gives it, in each language (QA: "Правила по умолчанию" here, "Книга правил" there)', async () => {
    await loadPageStrings();
    try {
      for (const lng of ['en', 'pl', 'ru'] as const) {
        await loadLanguage(lng);
        expect(i18n.t('status.variantsNone'), lng).toBe(i18n.t('status.ruleset', { name: i18n.t('ruleset.default.name') }));
      }
      expect(i18n.t('status.variantsNone')).toBe('Правила: Книга правил');
    } finally {
      await loadLanguage('en');
    }
  });

  it('R12.1 once the game is over the clock line says so, not that no reshuffle check is left (QA: the war ended by the Europe track)', () => {
    const state = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
    const over = applyAction(state, legalActions(state).find((a) => a.type === 'deploy' && a.card === 'C21')!);
    expect(winner(over)?.reason).toBe('europe');
    renderApp(createGameStore({ initial: over, storage: null }));
    expect(screen.getByTestId('status-clock').textContent!.trim()).toBe(`The game is over — cards left in the Union draw pile: ${over.cards.union.draw.length}`);
  });
});

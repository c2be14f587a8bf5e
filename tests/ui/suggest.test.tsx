// @vitest-environment jsdom
/**
 * Hints (issue 11 item 7): *Suggest* asks the bot, at the level chosen, for the person's best
 * action, highlights its cards and place, and gives a one-line reason from the engine's public
 * `threats` (R12.2, R12.3); the bot never reads a hidden card.
 */
import { act as flush, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { legalActions, newGame, serialize, viewFor } from '../../src/engine';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import type { Action, GameState, LocationId, Side } from '../../src/engine/types';
import { answerRequest } from '../../src/bot/choose';
import { BotWorkerError, type ChooseOptions } from '../../src/bot/client';
import { reasonFor } from '../../src/ui/suggest/suggest';
import { reasonText } from '../../src/ui/suggest/SuggestPanel';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** The bot's requests seen by the stand-in client (the real bot answers them, in this thread). */
const requests: { side: Side; options: ChooseOptions }[] = [];
/** While set, the stand-in client thinks until it is settled (a bot that takes its time). */
let thinking: Promise<void> | null = null;

/** The bot in this thread instead of a Web Worker: the very function the worker runs (`answerRequest`). */
function botAnswer(state: GameState, side: Side, options: ChooseOptions): Action {
  const reply = answerRequest({ id: 1, serializedState: serialize(state), side, level: options.level, seed: options.seed }, () => 0);
  if (!reply.ok) throw new BotWorkerError(reply.error);
  return reply.action;
}

vi.mock('../../src/bot/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/client')>();
  return {
    ...real,
    createBotClient: () => ({
      chooseAction: async (state: GameState, side: Side, options: ChooseOptions) => {
        requests.push({ side, options });
        if (thinking) await thinking;
        return botAnswer(state, side, options);
      },
      cancel() {},
      dispose() {},
    }),
  };
});

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3) => ({ side, kind: 'army' as const, strength, location });

/** The Union to act with one army of 1 in Washington; 3 + 1 Confederate armies one rail link away in Manassas. */
function washingtonInDanger(confederateHand = ['C01', 'C02']): GameState {
  return newGame({
    seed: 3,
    scenario: {
      units: [army('union', 'washington', 1), army('confederate', 'manassas', 3), army('confederate', 'manassas', 1), army('confederate', 'richmond', 1)],
      hands: { union: ['U10', 'U38', 'U01'], confederate: confederateHand },
    },
  });
}

describe('Suggest (issue 11 item 7)', () => {
  it('R12.2: the reason names the decisive location in danger and the strength that can reach it', () => {
    const s = washingtonInDanger();
    const deployHere = legalActions(s).find((a) => a.type === 'deploy' && a.location === 'washington')!;
    expect(deployHere).toBeDefined();
    expect(reasonFor(s, 'union', deployHere)[0]).toEqual({ key: 'reinforce', args: { location: 'washington', strength: 4, rule: 'R12.2' } });
    expect(reasonFor(s, 'union', { type: 'pass' })).toEqual([
      { key: 'danger', args: { location: 'washington', strength: 4, rule: 'R12.2' } },
      { key: 'action.pass', args: {} },
    ]);
  });

  it('R12.3: an action aimed at an enemy decisive location says so', () => {
    const s = washingtonInDanger();
    const parts = reasonFor(s, 'confederate', { type: 'move', card: 'C01', from: 'manassas', to: 'washington', units: [] });
    expect(parts.map((p) => p.key)).toEqual(['strike', 'action.move']);
    expect(parts[0]!.args).toMatchObject({ location: 'washington', rule: 'R12.2' });
  });

  it('the bot never reads a hidden card: positions the Union sees alike (viewFor) get the same suggestion, whatever the Confederate holds and whatever order the draw piles are in', () => {
    const a = washingtonInDanger(['C01', 'C02']);
    // The same position with other hidden cards: the Confederate's hand and draw pile and the Union's own draw order (R2.6).
    const b = structuredClone(washingtonInDanger(['C05', 'C09']));
    b.cards.union.draw.reverse();
    b.cards.confederate.draw.reverse();
    expect(b.cards.confederate.hand).not.toEqual(a.cards.confederate.hand);
    expect(b.cards.union.draw).not.toEqual(a.cards.union.draw);
    // What the Union may see is the same in both: the bot may read nothing else.
    expect(viewFor(b, 'union')).toEqual(viewFor(a, 'union'));
    for (const level of ['easy', 'normal'] as const) {
      for (const seed of [1, 2, 3]) {
        expect(botAnswer(b, 'union', { level, seed })).toEqual(botAnswer(a, 'union', { level, seed }));
      }
    }
  }, 60_000);

  it('Suggest keeps the focus while the bot thinks (WCAG 2.4.3) and asks only once however often it is pressed', async () => {
    requests.length = 0;
    let answer = () => {};
    thinking = new Promise((resolve) => { answer = resolve; });
    try {
      const store = createGameStore({ initial: washingtonInDanger(), storage: null });
      const { user } = renderApp(store);
      await user.click(screen.getByTestId('handoff-confirm'));
      const panel = await screen.findByTestId('suggest-panel', {}, { timeout: 10_000 });
      const button = within(panel).getByTestId('suggest');
      button.focus();
      await user.keyboard('{Enter}');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(document.activeElement).toBe(button);
      await user.keyboard('{Enter}');
      expect(requests).toHaveLength(1);
      await flush(async () => answer());
      await screen.findByTestId('suggest-result', {}, { timeout: 10_000 });
      expect(button.getAttribute('aria-disabled')).toBe('false');
      expect(document.activeElement).toBe(button);
    } finally {
      thinking = null;
    }
  }, 30_000);

  it('Suggest asks the bot at the chosen level, highlights the cards in the hand and gives the reason; the hint goes when the game moves on', async () => {
    requests.length = 0;
    const store = createGameStore({ initial: washingtonInDanger(), storage: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const panel = await screen.findByTestId('suggest-panel', {}, { timeout: 10_000 });
    expect((within(panel).getByTestId('suggest-level') as HTMLSelectElement).value).toBe('normal');
    await user.selectOptions(within(panel).getByTestId('suggest-level'), 'easy');
    await user.click(within(panel).getByTestId('suggest'));
    const result = await screen.findByTestId('suggest-result', {}, { timeout: 10_000 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ side: 'union', options: { level: 'easy' } });

    const suggestion = store.getState().ui.suggestion!;
    expect(legalActions(store.getState().game)).toContainEqual(suggestion.action);
    expect(suggestion.action).toEqual(botAnswer(store.getState().game, 'union', requests[0]!.options));
    expect(within(result).getByTestId('suggest-reason').textContent).toMatch(/^Washington can be attacked with 4 next turn/);
    // R12.2: the rule it cites is a badge, a link to the Rules page, as everywhere else (QA: it was plain text).
    expect(within(within(result).getByTestId('suggest-reason')).getByRole('link', { name: /R12\.2/ }).getAttribute('href')).toBe('#rule-R12.2');
    expect(suggestion.cards.length).toBeGreaterThan(0);
    for (const card of ['U10', 'U38', 'U01']) {
      expect(screen.getByTestId(`card-${card}`).classList.contains('suggested')).toBe(suggestion.cards.includes(card as never));
    }
    // On the map: the place it acts on is marked, and nothing else is.
    // (The easy bot reinforces Washington here: a deploy, with its place.)
    expect(suggestion.location).toBe('washington');
    const marked = [...document.querySelectorAll('[data-location-wrap].loc--selected')].map((g) => g.getAttribute('data-location-wrap'));
    expect(marked).toEqual(['washington']);

    flush(() => void store.getState().dispatch(legalActions(store.getState().game).find((a) => a.type === 'pass')!));
    await waitFor(() => expect(screen.queryByTestId('suggest-result')).toBeNull());
    expect(document.querySelectorAll('.card.suggested')).toHaveLength(0);
  }, 60_000);

  it('the reason is read in the UI’s language (Polish, Russian), places by their names there', async () => {
    await loadPageStrings();
    const parts = reasonFor(washingtonInDanger(), 'union', { type: 'pass' });
    try {
      await loadLanguage('pl');
      expect(reasonText(i18n.t.bind(i18n), parts)).toMatch(/^Lokacja Waszyngton może zostać zaatakowana siłą 4 w następnej turze \(R12\.2\)\. /);
      await loadLanguage('ru');
      expect(reasonText(i18n.t.bind(i18n), parts)).toMatch(/^Вашингтон: в следующий ход противник может атаковать силой 4 \(R12\.2\)\. /);
    } finally {
      await loadLanguage('en');
    }
  });
});

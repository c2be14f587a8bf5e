/**
 * X22 against the bot: a person's Cavalry Raid on the bot's hand reads the same whether that hand
 * holds a Cavalry Raid (the engine asks the bot, which takes its usual least time) or not (the
 * engine lets the raid happen at once): the bot is shown answering for that time either way, and the
 * result shows only then (R11.2).
 */
import { legalActions, newGame } from '../../src/engine';
import type { Action, CardId, GameState, Side } from '../../src/engine/types';
import type { BotClient, ChooseOptions } from '../../src/bot/client';
import { screenOf } from '../../src/ui/game/useScreen';
import { botDriverReady, createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { BOT_DELAY_MS, type Players } from '../../src/ui/store/players';

const UNION_VS_BOT: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } };

/** A bot client that lets every raid happen (and passes otherwise), answering after the least time asked, as the worker's client does. */
function timedBot(): BotClient {
  return {
    chooseAction: (state: GameState, _side: Side, options: ChooseOptions) =>
      new Promise<Action>((resolve) => {
        const legal = legalActions(state);
        const answer = legal.find((a) => a.type === 'cavalry-raid-response' && a.card === null) ?? legal.find((a) => a.type === 'pass') ?? legal[0]!;
        setTimeout(() => resolve(answer), options.minDelayMs ?? 0);
      }),
    cancel: () => undefined,
    dispose: () => undefined,
  };
}

/** The person (Union) against the bot (Confederate holding `confederate`), the bot's driver attached; the person then plays Cavalry Raid (U51). */
async function raidTheBot(confederate: CardId[]): Promise<GameStoreApi> {
  const initial = newGame({ seed: 3, scenario: { hands: { union: ['U51', 'U30'], confederate } } });
  const store = createGameStore({ initial, storage: null, players: UNION_VS_BOT, bot: timedBot() });
  await botDriverReady(store);
  expect(store.getState().dispatch({ type: 'card-action', card: 'U51' })).toBe(true);
  return store;
}

/** Everything the person's screen is drawn from: the bot's status, the decision, what may be done, the view (its internal checkpoint aside). */
function reading(store: GameStoreApi) {
  const s = store.getState();
  const screen = screenOf(s.game, s.ui.confirmedSide, s.ui.builder, s.players, s.ui.raided);
  const { checkpoint: _checkpoint, ...view } = screen.view;
  return { thinking: s.bot.thinking, decision: screen.decision, botDeciding: screen.botDeciding, legal: screen.legal, canUndo: s.history.length > 0, view };
}

describe('X22 a Cavalry Raid on the bot\'s hand reads the same whether that hand holds a Cavalry Raid or not', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('R11.2 X22 the bot is shown answering for its least time in both cases, then the same result', async () => {
    // Stuart's Ride (C27) in the one hand: the engine asks the bot, which lets the raid happen.
    const asked = await raidTheBot(['C27', 'C01', 'C02']);
    const atOnce = await raidTheBot(['C03', 'C01', 'C02']);
    const delay = BOT_DELAY_MS[asked.getState().bot.speed];
    expect(asked.getState().game.pending?.kind).toBe('cavalry-raid-response');
    expect(atOnce.getState().game.pending).toBeNull();

    const start = reading(asked);
    expect(start.thinking).toBe('confederate');
    expect(start.decision).toEqual({ side: 'confederate', kind: 'cavalry-raid-response' });
    expect(start.view.raid).toMatchObject({ raider: 'union' });
    expect(reading(atOnce)).toEqual(start);

    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(reading(asked)).toEqual(start);
    expect(reading(atOnce)).toEqual(start);

    await vi.advanceTimersByTimeAsync(1);
    const after = reading(asked);
    expect(after.thinking).toBeNull();
    expect(after.decision).toMatchObject({ side: 'union', kind: 'action' });
    expect(after.view.sides.confederate.discardCount).toBe(2);
    expect(reading(atOnce)).toEqual(after);
  });
});

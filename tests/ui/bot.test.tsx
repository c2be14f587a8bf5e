// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { applyAction, decision, deserialize, hand, legalActions, newGame, serialize } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { botDriverReady, createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import { botSeed } from '../../src/ui/store/botSeed';
import { BOT_DELAY_MS, HOTSEAT, PLAYERS_KEY, type Players } from '../../src/ui/store/players';
import { fakeBot, passThenEnd } from './fakeBot';
import { LAZY, memoryStorage, washingtonBattleStart } from './helpers';
import { renderApp } from './render';


const UNION_VS_BOT: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } };
const TWO_BOTS: Players = { union: { kind: 'bot', level: 'normal' }, confederate: { kind: 'bot', level: 'hard' } };

/** Lets pending promise callbacks run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** A store over `newGame({ seed })` with the given players and fake bot client, its bot driver attached. */
async function botStore(players: Players, bot: ReturnType<typeof fakeBot>, seed = 1, storage = memoryStorage()) {
  const initial = newGame({ seed });
  const store = await ready(createGameStore({ initial, storage, players, bot: bot.client }));
  return { store, storage, initial };
}

/** `store` once its bot driver is attached (the driver's module loads after the first paint). */
async function ready(store: GameStoreApi): Promise<GameStoreApi> {
  await act(() => botDriverReady(store));
  return store;
}

/** The person's turn of two passes and the end of the turn, through the store. */
function passTurn(store: GameStoreApi): void {
  for (const type of ['pass', 'pass', 'end-turn'] as const) expect(store.getState().dispatch({ type })).toBe(true);
}

/** Answers the open bot requests with `passThenEnd` until a person decides (or `limit` answers). */
async function playBotTurn(bot: ReturnType<typeof fakeBot>, limit = 10): Promise<number> {
  let answered = 0;
  for (let open = bot.open(); open.length && answered < limit; open = bot.open()) {
    await act(async () => {
      open[0].answer(passThenEnd(open[0].state));
      await flush();
    });
    answered++;
  }
  return answered;
}

describe('bot players: the store', () => {
  it('asks the bot client when a bot side must decide, and applies its action through the engine like a person’s', async () => {
    const bot = fakeBot();
    const { store, storage } = await botStore(UNION_VS_BOT, bot, 1);
    const s = () => store.getState();
    expect(bot.client.chooseAction).not.toHaveBeenCalled();

    passTurn(store);
    expect(decision(s().game)!.side).toBe('confederate');
    expect(bot.requests).toHaveLength(1);
    const [request] = bot.requests;
    expect(request.state).toBe(s().game);
    expect(request.side).toBe('confederate');
    expect(request.options).toEqual({ level: 'easy', seed: botSeed(1, 3), minDelayMs: BOT_DELAY_MS.normal });
    expect(s().bot.thinking).toBe('confederate');

    const before = s().game;
    const action = passThenEnd(before);
    expect(legalActions(before)).toContainEqual(action);
    request.answer(action);
    await flush();
    // Applied by the engine, logged and autosaved exactly as a person's action would be.
    expect(serialize(s().game)).toBe(serialize(applyAction(before, action)));
    expect(s().game.log.length).toBeGreaterThan(before.log.length);
    expect(storage.data.get(SAVE_KEY)).toBe(serialize(s().game));
    expect(s().actions).toBe(4);
    // The bot still decides: the next request goes out at once, with the next seed.
    expect(bot.requests).toHaveLength(2);
    expect(bot.requests[1].options.seed).toBe(botSeed(1, 4));
    expect(bot.requests[1].options.seed).not.toBe(request.options.seed);
    expect(s().history).toEqual([]);

    await playBotTurn(bot);
    expect(decision(s().game)).toMatchObject({ side: 'union', kind: 'action' });
    expect(s().game.turn).toBe(3);
    expect(s().bot.thinking).toBeNull();
    expect(s().game.log.some((e) => e.side === 'confederate')).toBe(true);
  });

  it('never asks the bot in a game between two people', async () => {
    const bot = fakeBot(passThenEnd);
    const { store } = await botStore(HOTSEAT, bot, 4);
    passTurn(store);
    expect(decision(store.getState().game)!.side).toBe('confederate');
    expect(bot.client.chooseAction).not.toHaveBeenCalled();
  });

  it('pause drops the request in flight and stops bot moves; resume asks again with the same seed', async () => {
    const bot = fakeBot();
    const { store, initial } = await botStore(TWO_BOTS, bot, 6);
    const s = () => store.getState();
    // Two bots: the Union bot is asked as soon as the store exists.
    expect(bot.requests).toHaveLength(1);
    expect(bot.requests[0].options.level).toBe('normal');

    s().setPaused(true);
    expect(bot.client.cancel).toHaveBeenCalledTimes(1);
    expect(s().bot).toMatchObject({ paused: true, thinking: null });
    bot.requests[0].answer({ type: 'pass' }); // too late: already dropped
    await flush();
    expect(s().game).toBe(initial);
    expect(bot.requests).toHaveLength(1);

    s().setPaused(false);
    expect(bot.requests).toHaveLength(2);
    expect(bot.requests[1].options.seed).toBe(bot.requests[0].options.seed);
    bot.requests[1].answer({ type: 'pass' });
    await flush();
    expect(s().game.actionsTaken).toBe(1);
    expect(bot.requests).toHaveLength(3);
    expect(bot.requests[2].state).toBe(s().game);
  });

  it('a late answer for a game that was replaced is ignored (new game, import)', async () => {
    const bot = fakeBot();
    const { store } = await botStore(TWO_BOTS, bot, 2);
    const first = bot.requests[0];
    store.getState().startNewGame({ seed: 3 });
    expect(bot.client.cancel).toHaveBeenCalled();
    first.answer({ type: 'pass' });
    await flush();
    expect(store.getState().game.seed).toBe(3);
    expect(store.getState().game.actionsTaken).toBe(0);
    // The new game keeps the players, and its bot is asked.
    expect(store.getState().players).toEqual(TWO_BOTS);
    expect(bot.open()).toHaveLength(1);
    expect(bot.open()[0].state.seed).toBe(3);

    const imported = applyAction(newGame({ seed: 9 }), { type: 'pass' });
    const cancels = bot.client.cancel.mock.calls.length;
    store.getState().loadGame(imported);
    expect(bot.client.cancel.mock.calls.length).toBe(cancels + 1);
    expect(bot.open()).toHaveLength(1);
    expect(bot.open()[0].state).toBe(imported);
  });

  it('undo takes back only the person’s own steps, never across a bot’s move', async () => {
    const bot = fakeBot();
    const { store } = await botStore(UNION_VS_BOT, bot, 5);
    const s = () => store.getState();
    s().dispatch({ type: 'pass' });
    expect(s().history).toHaveLength(1);
    s().undo();
    expect(s().actions).toBe(0);
    passTurn(store);
    // The decision went to the bot: nothing of the person's turn can be undone any more.
    expect(s().history).toEqual([]);
    await playBotTurn(bot, 1);
    expect(s().history).toEqual([]);
    await playBotTurn(bot);
    expect(decision(s().game)!.side).toBe('union');
    const afterBot = s().game;
    s().undo();
    expect(s().game).toBe(afterBot);
    s().dispatch({ type: 'pass' });
    s().undo();
    expect(s().game).toBe(afterBot);
  });

  it('keeps the players beside the autosave (not in the engine save); a reload resumes the bot game', async () => {
    const storage = memoryStorage();
    const bot = fakeBot();
    const store = await ready(createGameStore({ storage, seed: () => 77, bot: bot.client }));
    expect(store.getState().players).toEqual(HOTSEAT);
    store.getState().startNewGame({ seed: 5 }, UNION_VS_BOT);
    passTurn(store);
    expect(bot.open()).toHaveLength(1);

    const saved = JSON.parse(storage.data.get(PLAYERS_KEY)!);
    expect(saved).toMatchObject({ seed: 5, players: UNION_VS_BOT, paused: false, actions: 3 });
    const engineSave = storage.data.get(SAVE_KEY)!;
    expect(engineSave).not.toContain('"players"');
    expect(deserialize(engineSave)).toEqual(store.getState().game);

    // Reload: the same game, the same players, and the bot is asked again with the same seed.
    const bot2 = fakeBot();
    const reloaded = await ready(createGameStore({ storage, bot: bot2.client }));
    expect(reloaded.getState().game).toEqual(store.getState().game);
    expect(reloaded.getState().players).toEqual(UNION_VS_BOT);
    expect(bot2.requests).toHaveLength(1);
    expect(bot2.requests[0].options.seed).toBe(bot.requests[0].options.seed);

    // Players saved for another game are ignored.
    storage.data.set(PLAYERS_KEY, JSON.stringify({ ...saved, seed: 6 }));
    expect(createGameStore({ storage, bot: fakeBot().client }).getState().players).toEqual(HOTSEAT);
  });

  it('reports a bot that fails, and tries again on request', async () => {
    const bot = fakeBot();
    const { store } = await botStore(TWO_BOTS, bot, 8);
    bot.requests[0].fail(new Error('search exploded'));
    await flush();
    expect(store.getState().bot.error).toEqual({ side: 'union', message: 'search exploded' });
    expect(store.getState().bot.thinking).toBeNull();
    expect(bot.requests).toHaveLength(1);
    store.getState().retryBot();
    expect(store.getState().bot.error).toBeNull();
    expect(bot.requests).toHaveLength(2);

    // An action the engine refuses is a bot failure too, not a person's error.
    bot.requests[1].answer({ type: 'end-turn' });
    await flush();
    expect(store.getState().bot.error?.side).toBe('union');
    expect(store.getState().ui.error).toBeNull();
  });

  it('a browser without Web Workers gets a message instead of a move', async () => {
    const store = await ready(createGameStore({ initial: newGame({ seed: 1 }), storage: null, players: TWO_BOTS, bot: null }));
    expect(store.getState().bot.error).toEqual({ side: 'union', message: null });
  });

  it('derives different seeds for different games and moves', () => {
    const seeds = new Set<number>();
    for (const game of [1, 2, 3]) for (let n = 0; n < 50; n++) seeds.add(botSeed(game, n));
    expect(seeds.size).toBe(150);
    expect(botSeed(1, 3)).toBe(botSeed(1, 3));
  });
});

describe('bot players: the screen', () => {
  it('once the game is over the bots\' panel offers no Pause, Resume, Step or speed, only the players (QA: Pause beside "The game is over.")', async () => {
    // The Confederacy ends the game at once: a politician takes Europe to its end (R12.1).
    const start = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
    const over = applyAction(start, legalActions(start).find((a) => a.type === 'deploy' && a.card === 'C21')!);
    expect(over.winner).not.toBeNull();
    for (const paused of [false, true]) {
      const store = await ready(createGameStore({ initial: over, storage: null, players: UNION_VS_BOT, bot: fakeBot().client }));
      act(() => store.getState().setPaused(paused));
      const { unmount } = renderApp(store);
      const panel = await screen.findByTestId('bot-panel', {}, LAZY);
      expect(within(panel).getByTestId('bot-status').textContent).toBe('The game is over.');
      for (const id of ['bot-pause', 'bot-step', 'bot-speed']) expect(within(panel).queryByTestId(id)).toBeNull();
      expect(panel.textContent).not.toMatch(/Pause|Resume|Speed/);
      expect(within(panel).getByTestId('players')).toBeTruthy(); // the next New game keeps the players
      unmount();
    }
  }, 30_000);

  it('a person against the bot sees the bot\'s move slide along its route on the map (QA: its armies just appeared elsewhere)', async () => {
    const bot = fakeBot();
    const { store } = await botStore(UNION_VS_BOT, bot, 1);
    renderApp(store);
    await screen.findByTestId('bot-panel', {}, LAZY);
    expect(screen.queryByTestId('moving-counter')).toBeNull();
    act(() => passTurn(store));
    const [request] = bot.open();
    const move = legalActions(request.state).find((a) => a.type === 'move');
    expect(move).toBeDefined();
    await act(async () => {
      request.answer(move!);
      await flush();
    });
    const counter = await screen.findByTestId('moving-counter', {}, LAZY);
    expect(counter.classList.contains('side-confederate')).toBe(true);
    expect(screen.getByTestId('moving-counter-route').getAttribute('d')).toMatch(/^M/);
  });

  it('a person against the bot never sees a hand-off; while the bot thinks the person’s controls are gone', async () => {
    const bot = fakeBot();
    const { store } = await botStore(UNION_VS_BOT, bot, 1);
    const { user } = renderApp(store);

    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(within(screen.getByTestId('hand')).getByRole('heading').textContent).toBe('Your hand (Union)');
    const panel = await screen.findByTestId('bot-panel', {}, LAZY);
    expect(panel.textContent).toContain('Union: person');
    expect(panel.textContent).toContain('Confederate: bot (easy)');
    expect(screen.getByTestId('decision-prompt').textContent).toBe('Union turn 1: 0 of 2 actions taken.');
    // The status bar marks the bot's side with a robot named for the level (no words, to keep the line short).
    expect(screen.getByTestId('status-confederate').textContent).toContain('Confederate');
    expect(within(screen.getByTestId('status-confederate')).getByRole('img', { name: 'bot, easy' })).toBeTruthy();
    expect(screen.queryByTestId('bot-mark-union')).toBeNull();

    // Each Pass gives up a usable action, so it asks first; End turn takes one click (issue 11 item 1).
    for (const id of ['button-pass', 'button-pass']) {
      await user.click(screen.getByTestId(id));
      expect(screen.getByTestId('waste-warning')).toBeTruthy();
      await user.click(screen.getByTestId('confirm-action'));
    }
    await user.click(screen.getByTestId('end-turn'));
    // The bot's turn: no hand-off, the Union's own view, no way to act.
    expect(decision(store.getState().game)!.side).toBe('confederate');
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getByTestId('bot-status').textContent).toBe('The Confederate bot is thinking…');
    // The focus is on what happens now, not lost to the page (WCAG 2.4.3, QA).
    expect(document.activeElement).toBe(screen.getByTestId('bot-status'));
    expect(screen.queryByTestId('decision-prompt')).toBeNull();
    expect(screen.queryByTestId('undo')).toBeNull();
    expect(screen.queryByTestId('button-pass')).toBeNull();
    // Every card is shown and none can be played; only each card's History (reading, not acting) stays open.
    const buttons = within(screen.getByTestId('hand')).getAllByRole('button');
    const cards = buttons.filter((b) => !b.classList.contains('card-history-toggle'));
    expect(cards.map((c) => c.dataset.testid).sort()).toEqual(hand(store.getState().game, 'union').map((id) => `card-${id}`).sort());
    for (const card of cards) expect((card as HTMLButtonElement).disabled).toBe(true);
    expect(buttons.length).toBe(2 * cards.length);
    for (const id of hand(store.getState().game, 'confederate')) expect(screen.queryByTestId(`card-${id}`)).toBeNull();

    await playBotTurn(bot);
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getByTestId('decision-prompt').textContent).toBe('Union turn 3: 0 of 2 actions taken.');
    expect(screen.getByTestId('bot-status').textContent).toBe('Your decision (Union).');
    expect(document.activeElement?.closest('.hand')).not.toBeNull(); // back to the person's cards
    expect((await screen.findByTestId('log', {}, LAZY)).querySelectorAll('li.side-confederate').length).toBeGreaterThan(0);
  }, 30_000);

  it('a battle against the bot goes back and forth with no hand-off', async () => {
    const state: GameState = washingtonBattleStart();
    const bot = fakeBot((s) => legalActions(s).find((a) => a.type === 'stand') ?? passThenEnd(s));
    const store = await ready(createGameStore({ initial: state, storage: null, players: UNION_VS_BOT, bot: bot.client }));
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('card-U30'));
    await user.click(screen.getByTestId('use-move'));
    await user.selectOptions(screen.getByTestId('location-select'), 'manassas');
    await user.click(screen.getByTestId('location-choose'));
    expect(screen.getByTestId('options-prompt').textContent).toBe('Choose which armies move:');
    await user.click(screen.getAllByTestId('action-option').find((o) => /army 3.*army 1|army 1.*army 3/.test(o.textContent!))!);
    await user.click(screen.getByTestId('confirm-action'));
    await user.click(screen.getByTestId('card-U35'));
    await user.click(screen.getByTestId('confirm-action'));
    await act(flush);

    // The bot stood; the Union chooses its casualty on its own screen, told what to do.
    expect(bot.requests.map((r) => decision(r.state)!.kind)).toEqual(['defender-response']);
    expect(decision(store.getState().game)).toMatchObject({ side: 'union', kind: 'casualties', count: 1 });
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getByTestId('combat-reveal').textContent).toContain('Union wins the battle');
    expect(screen.getByTestId('decision-prompt').textContent).toBe('Union: you lose 1 counter at Manassas.');
    expect(screen.getByTestId('decision-next').textContent).toBe('Choose which counters you lose.');
    await user.click(screen.getByTestId('button-casualties'));
    expect(screen.getByTestId('options-prompt').textContent).toBe('Union: choose which counters you lose:');
    const losses = screen.getAllByTestId('action-option').map((o) => o.textContent);
    expect(losses).toHaveLength(2);
    expect(losses.join(' | ')).toMatch(/^Lose army \d \(Manassas, upper half\) \| Lose army \d \(Manassas, upper half\)$/);
  }, 30_000);

  it('two bots are watched as an observer, with Pause / Resume and the speed', async () => {
    const bot = fakeBot();
    const { store } = await botStore(TWO_BOTS, bot, 3);
    const { user } = renderApp(store);
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.getByTestId('bot-status').textContent).toBe('The Union bot is thinking…');

    const pause = screen.getByTestId('bot-pause');
    expect(pause.textContent).toContain('Pause');
    await user.click(pause);
    expect(bot.client.cancel).toHaveBeenCalled();
    expect(screen.getByTestId('bot-status').textContent).toBe('The Union bot is paused.');
    expect(screen.getByTestId('bot-pause').textContent).toContain('Resume');
    expect(bot.open()).toHaveLength(0);

    await user.selectOptions(screen.getByTestId('bot-speed'), 'fast');
    expect(store.getState().bot.speed).toBe('fast');
    await user.click(screen.getByTestId('bot-pause'));
    expect(bot.open()).toHaveLength(1);
    expect(bot.open()[0].options.minDelayMs).toBe(BOT_DELAY_MS.fast);
    expect(screen.getByTestId('bot-status').textContent).toBe('The Union bot is thinking…');

    await act(async () => {
      bot.open()[0].answer({ type: 'pass' });
      await flush();
    });
    expect((await screen.findByTestId('log', {}, LAZY)).textContent).toMatch(/Union/);
    expect(screen.getByTestId('status-actions').textContent).toContain('1 of 2');
    // The bots' moves never take the focus from the control a teacher is on (Pause, clicked last).
    expect(document.activeElement).toBe(screen.getByTestId('bot-pause'));
  }, 30_000);

  it('P pauses and resumes the bots wherever the page is scrolled, but not typed into a field (QA: Pause scrolled out of sight on a projector)', async () => {
    const bot = fakeBot();
    const { store } = await botStore(TWO_BOTS, bot, 3);
    const { user } = renderApp(store);
    await screen.findByTestId('bot-panel', {}, LAZY);
    const pause = screen.getByTestId('bot-pause');
    expect(pause.getAttribute('aria-keyshortcuts')).toBe('P');
    expect(pause.title).toBe('Pause or resume the bots (key P)');
    expect(store.getState().bot.paused).toBe(false);

    await user.keyboard('p');
    expect(store.getState().bot.paused).toBe(true);
    expect(bot.client.cancel).toHaveBeenCalled();
    expect(screen.getByTestId('bot-status').textContent).toBe('The Union bot is paused.');
    await user.keyboard('P');
    expect(store.getState().bot.paused).toBe(false);
    // A modifier or a field keeps the key: Ctrl+P prints, a select takes P as a letter.
    await user.keyboard('{Control>}p{/Control}');
    expect(store.getState().bot.paused).toBe(false);
    screen.getByTestId('bot-speed').focus();
    await user.keyboard('p');
    expect(store.getState().bot.paused).toBe(false);
  }, 30_000);

  it('P does nothing when two people play', async () => {
    const bot = fakeBot();
    const { store } = await botStore(HOTSEAT, bot, 2);
    const { user } = renderApp(store);
    await user.keyboard('p');
    expect(store.getState().bot.paused).toBe(false);
  }, 30_000);

  it('the New game dialog sets who plays each side', async () => {
    const bot = fakeBot();
    const { store } = await botStore(HOTSEAT, bot, 2);
    const { user } = renderApp(store);
    expect(screen.getByTestId('handoff')).toBeTruthy();
    expect(screen.queryByTestId('bot-panel')).toBeNull();

    await user.click(screen.getByTestId('new-game'));
    const union = (await screen.findByTestId('player-union', {}, LAZY)) as HTMLSelectElement;
    const confederate = screen.getByTestId('player-confederate') as HTMLSelectElement;
    expect([union.value, confederate.value]).toEqual(['person', 'person']);
    expect([...confederate.options].map((o) => o.textContent)).toEqual(['Person', 'Bot — easy', 'Bot — normal', 'Bot — hard']);
    await user.selectOptions(confederate, 'hard');
    await user.click(screen.getByTestId('new-game-confirm'));

    expect(store.getState().players).toEqual({ union: { kind: 'person' }, confederate: { kind: 'bot', level: 'hard' } });
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getByTestId('hand')).toBeTruthy();
    expect((await screen.findByTestId('bot-panel', {}, LAZY)).textContent).toContain('Confederate: bot (hard)');

    // The next New game offers the current players.
    await user.click(screen.getByTestId('new-game'));
    expect(((await screen.findByTestId('player-confederate', {}, LAZY)) as HTMLSelectElement).value).toBe('hard');
  }, 30_000);
});

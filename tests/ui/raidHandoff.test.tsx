// @vitest-environment jsdom
/**
 * X22 between two people at one screen: a Cavalry Raid the engine lets happen at once (the raided
 * hand holds no Cavalry Raid) hands the screen to the raided side as an answer would, shows it its
 * loss, and hands the screen back; the raider's screen reads the same in both cases (QA: the
 * raider's turn went straight on, which told it the hand held no Cavalry Raid).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { applyAction, decision, newGame, serialize, viewFor } from '../../src/engine';
import type { CardId, GameState } from '../../src/engine/types';
import { raidLossOf } from '../../src/ui/combat/raidLoss';
import { botDriverReady, createGameStore, raidedIn, type GameStoreApi } from '../../src/ui/store/gameStore';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import { HOTSEAT, loadPlayersSave, PLAYERS_KEY, type Players } from '../../src/ui/store/players';
import { fakeBot } from './fakeBot';
import { LAZY, memoryStorage } from './helpers';
import { renderApp } from './render';

/** The Union holds a Cavalry Raid (U51); the Confederate holds `confederate`. `openDiscards`: the E16 variant. */
function start(confederate: CardId[], openDiscards = false): GameState {
  return newGame({ seed: 3, variants: { openDiscards }, scenario: { hands: { union: ['U51', 'U30'], confederate } } });
}

/** Two people (or `players`) over `state`, the Union at the screen (its hand-off confirmed). */
async function atTable(state: GameState, players?: Players) {
  const store = createGameStore({ initial: state, storage: null, players, bot: null });
  const { user, unmount } = renderApp(store);
  if (screen.queryByTestId('handoff-confirm')) await user.click(screen.getByTestId('handoff-confirm'));
  return { store, user, unmount };
}

/** The Union plays its Cavalry Raid. */
function raid(store: GameStoreApi): void {
  act(() => {
    expect(store.getState().dispatch({ type: 'card-action', card: 'U51' })).toBe(true);
  });
}

/** What the screen shows around the hand-off: its words, the status bar, and the live region once drawn. */
async function handoffReading(): Promise<{ handoff: string; status: string; live: string }> {
  // The live region and Change players… come just after the first paint: read once both are there.
  const live = await screen.findByTestId('log-live', {}, LAZY);
  await screen.findByTestId('players', {}, LAZY);
  await waitFor(() => expect(live.textContent).not.toBe(''), LAZY);
  return { handoff: screen.getByTestId('handoff').textContent!, status: screen.getByTestId('status-bar').textContent!, live: live.textContent! };
}

describe('X22 a Cavalry Raid let happen at once, two people at the screen', () => {
  it('R11.2 X22 hands the screen to the raided side, shows it its loss, then hands the screen back to the raider', async () => {
    const { store, user } = await atTable(start(['C01', 'C02', 'C03']));
    raid(store);
    // The engine let the raid happen: the Union decides again, but the screen goes to the Confederate first.
    expect(decision(store.getState().game)).toMatchObject({ side: 'union', kind: 'action' });
    expect(store.getState().game.cards.confederate.hand).toHaveLength(1);
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');
    expect(screen.getByTestId('handoff').textContent).toContain('Confederate: a Cavalry Raid strikes your hand.');
    expect(screen.queryByTestId('hand')).toBeNull();
    for (const id of ['U30', 'C01', 'C02', 'C03']) expect(screen.queryByTestId(`card-${id}`)).toBeNull();
    // Behind the hand-off the raid waits for its answer: the Confederate hand still counts 3.
    expect(screen.getByTestId('status-confederate').textContent).toContain('Hand 3/');

    // The raided side takes the screen: its hand after the raid, its loss, nothing to decide, and the way back.
    await user.click(screen.getByTestId('handoff-confirm'));
    const note = await screen.findByTestId('raid-loss', {}, LAZY);
    const lost = raidLossOf(viewFor(store.getState().game, 'confederate'))!.args.cards!.toString().split(', ');
    expect(lost).toHaveLength(2);
    for (const name of lost) expect(note.textContent).toContain(name);
    expect(screen.getByTestId('hand').textContent).toContain('Your hand (Confederate)');
    expect(screen.queryByTestId('card-U30')).toBeNull();
    expect(screen.queryByTestId('decision-prompt')).toBeNull();
    expect(screen.queryByTestId('undo')).toBeNull();
    const back = screen.getByTestId('raid-hand-back');
    expect(back.textContent).toBe('Done: pass the device to the Union player');
    await waitFor(() => expect(document.activeElement).toBe(back));
    // A draw of chance: Undo cannot take the raid back.
    expect(store.getState().history).toHaveLength(0);

    await user.click(back);
    expect(store.getState().ui.raided).toBeNull();
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Union player');
    expect(screen.getByTestId('handoff').textContent).toContain('Union turn 1: choose your actions.');
    expect(screen.queryByTestId('hand')).toBeNull();
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.getByTestId('decision-prompt')).toBeTruthy();
    expect(screen.getByTestId('card-U30')).toBeTruthy();
    expect(screen.queryByTestId('raid-loss')).toBeNull();
    expect(screen.getByTestId('status-confederate').textContent).toContain('Hand 1/');
  }, 60_000);

  it('R11.2 X22 the raider reads the same hand-off whether the raided hand holds a Cavalry Raid or not, and the same hand-back after the raid let happen', async () => {
    // The same game but for one Confederate card: Stuart's Ride (C27, a Cavalry Raid) or Militia (C03).
    const readings = [];
    for (const third of ['C27', 'C03'] as const) {
      const { store, user, unmount } = await atTable(start(['C01', 'C02', third]));
      raid(store);
      const strikes = await handoffReading();
      // The raided side lets the raid happen (asked), or is shown its loss (not asked); then the screen comes back.
      await user.click(screen.getByTestId('handoff-confirm'));
      if (third === 'C27') {
        await user.click(await screen.findByTestId('button-cavalry-raid-response'));
        await user.click(screen.getByTestId('confirm-action'));
      } else await user.click(await screen.findByTestId('raid-hand-back', {}, LAZY));
      expect(store.getState().game.cards.confederate.hand).toHaveLength(1);
      const back = await handoffReading();
      readings.push({ strikes, back });
      act(() => store.getState().startNewGame({ seed: 5 }));
      expect(store.getState().ui.raided).toBeNull();
      unmount();
    }
    const [asked, struck] = readings;
    expect(struck.strikes.handoff).toContain('Confederate: a Cavalry Raid strikes your hand.');
    expect(struck.strikes.live).toBe('Union forces launch a Cavalry Raid.');
    expect(struck.strikes).toEqual(asked.strikes);
    expect(struck.back.live).toMatch(/^Confederates discard 2 cards at random\.$/);
    expect(struck.back).toEqual(asked.back);
  }, 90_000);

  it('R11.2 against the bot nobody is handed the screen: the person raided by the bot reads its loss as the bot goes on', async () => {
    // The bot (Union) raids the person (Confederate): the one person's screen stays theirs.
    const players: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'person' } };
    const { store, unmount } = await atTable(start(['C01', 'C02', 'C03']), players);
    raid(store);
    expect(store.getState().ui.raided).toBeNull();
    expect(screen.queryByTestId('handoff')).toBeNull();
    const note = await screen.findByTestId('raid-loss', {}, LAZY);
    expect(note.textContent).toContain('A Cavalry Raid struck your hand.');
    expect(screen.queryByTestId('raid-hand-back')).toBeNull();
    unmount();

    // The person (Union) raids the bot: nothing to hand over either, but the bot is shown answering
    // for its usual time, as when it holds a Cavalry Raid (raidBot.test.ts), before the person goes on.
    const other = createGameStore({ initial: start(['C01', 'C02', 'C03']), storage: null, players: { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } }, bot: fakeBot().client });
    renderApp(other);
    await act(() => botDriverReady(other));
    raid(other);
    expect(other.getState().ui.raided).toBe('confederate');
    expect(other.getState().bot.thinking).toBe('confederate');
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.queryByTestId('decision-prompt')).toBeNull();
    expect(await screen.findByTestId('decision-prompt', {}, LAZY)).toBeTruthy();
    expect(other.getState().ui.raided).toBeNull();
  }, 60_000);

  it('X22 the Replay opened behind the raid\'s hand-off shows no hand; once the raided side holds the screen, only its own', async () => {
    const { store } = await atTable(start(['C01', 'C02', 'C03']));
    raid(store);
    act(() => store.getState().setPage('replay'));
    await screen.findByTestId('replay-page', {}, LAZY);
    expect((screen.getByTestId('replay-viewpoint') as HTMLSelectElement).value).toBe('observer');
    expect(screen.queryByTestId('replay-hand-union')).toBeNull();
    expect(screen.queryByTestId('replay-hand-confederate')).toBeNull();
    act(() => store.getState().confirmHandoff());
    expect((screen.getByTestId('replay-viewpoint') as HTMLSelectElement).value).toBe('confederate');
    expect(screen.queryByTestId('replay-hand-union')).toBeNull();
  }, 30_000);

  it('X22 the Replay opened behind the raid\'s hand-off reads the same whether the raided hand holds a Cavalry Raid or not: no discards yet, the raided side to answer (E16 open piles too)', async () => {
    const readings: Record<string, { page: string; where: string; piles: string }> = {};
    for (const third of ['C27', 'C03'] as const) {
      const { store, user, unmount } = await atTable(start(['C01', 'C02', third], true));
      raid(store);
      act(() => store.getState().setPage('replay'));
      const page = await screen.findByTestId('replay-page', {}, LAZY);
      // The narration of the step to the position is read too.
      await user.click(screen.getByTestId('replay-narrate'));
      expect(screen.getByTestId('narration').textContent).toContain('Cavalry Raid');
      readings[third] = { page: page.textContent!, where: screen.getByTestId('replay-where').textContent!, piles: screen.getByTestId('piles').textContent! };
      if (third === 'C03') {
        // The raid took two cards at once, yet none shows: the pile, the counts and the log are as before the discards.
        const lost = store.getState().game.cards.confederate.discard;
        expect(lost).toHaveLength(2);
        expect(readings[third].page).not.toContain('discard 2 cards at random');
        // Once the raided side holds the screen, its own viewpoint shows its loss, as its screen does.
        act(() => store.getState().confirmHandoff());
        expect(screen.getByTestId('replay-page').textContent).toContain('Confederates discard 2 cards at random.');
      }
      unmount();
    }
    expect(readings.C03.where).toContain('Confederate');
    expect(readings.C03.piles).toEqual(readings.C27.piles);
    expect(readings.C03.where).toEqual(readings.C27.where);
    expect(readings.C03.page).toEqual(readings.C27.page);
  }, 60_000);

  it('X22 a new game or a change of players during the raid\'s hand-off forgets it', async () => {
    const { store, unmount } = await atTable(start(['C01', 'C02', 'C03']));
    raid(store);
    expect(store.getState().ui.raided).toBe('confederate');
    act(() => store.getState().setPlayers({ union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } }));
    expect(store.getState().ui.raided).toBeNull();
    act(() => store.getState().setPlayers({ union: { kind: 'person' }, confederate: { kind: 'person' } }));
    // Two people again: the Union, who held the screen, goes on; no raid is handed over.
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.getByTestId('decision-prompt')).toBeTruthy();
    unmount();

    const { store: again } = await atTable(start(['C01', 'C02', 'C03']));
    raid(again);
    act(() => again.getState().startNewGame({ seed: 5 }));
    expect(again.getState().ui.raided).toBeNull();
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Union player');
  }, 30_000);

  it('X22 a reload during the raid\'s hand-off, or while the raided side reads its loss, hands the screen to the raided side again, not to the raider', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ initial: start(['C01', 'C02', 'C03']), storage, bot: null });
    const first = renderApp(store);
    await first.user.click(screen.getByTestId('handoff-confirm'));
    raid(store);
    expect(JSON.parse(storage.data.get(PLAYERS_KEY)!).raided).toBe('confederate');
    first.unmount();

    // Reloaded behind the hand-off: the same hand-off to the Confederate, the discards still not shown.
    const reloaded = createGameStore({ storage, bot: null });
    expect(reloaded.getState().ui.raided).toBe('confederate');
    const again = renderApp(reloaded);
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');
    expect(screen.getByTestId('handoff').textContent).toContain('Confederate: a Cavalry Raid strikes your hand.');
    expect(screen.getByTestId('status-confederate').textContent).toContain('Hand 3/');
    await again.user.click(screen.getByTestId('handoff-confirm'));
    await screen.findByTestId('raid-loss', {}, LAZY);
    again.unmount();

    // Reloaded while the raided side reads its loss: its hand-off first again (nobody holds the screen after a reload).
    const onLoss = createGameStore({ storage, bot: null });
    const third = renderApp(onLoss);
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');
    await third.user.click(screen.getByTestId('handoff-confirm'));
    await third.user.click(await screen.findByTestId('raid-hand-back', {}, LAZY));
    // Handed back: saved, so a reload now goes to the raider.
    expect(JSON.parse(storage.data.get(PLAYERS_KEY)!).raided).toBeNull();
    third.unmount();
    const back = createGameStore({ storage, bot: null });
    expect(back.getState().ui.raided).toBeNull();
    renderApp(back);
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Union player');
  }, 60_000);

  it('X22 a saved raided side comes back only while the game still ends with that raid', () => {
    const raided = applyAction(start(['C01', 'C02', 'C03']), { type: 'card-action', card: 'U51' });
    expect(raidedIn(raided, 'confederate')).toBe('confederate');
    expect(raidedIn(raided, 'union')).toBeNull();
    expect(raidedIn(raided, null)).toBeNull();
    expect(raidedIn(raided, 'everyone' as never)).toBeNull();
    // The raider went on (a Pass): the saved side is stale.
    const later = applyAction(raided, { type: 'pass' });
    expect(raidedIn(later, 'confederate')).toBeNull();
    // Read from the players' save, against the bot too (the bot is shown answering again); a save without the field still loads.
    const save = (players: Players, raidedSide?: unknown) => JSON.stringify({ format: 'lincoln-players', version: 1, seed: 3, players, paused: false, actions: 1, raided: raidedSide });
    expect(loadPlayersSave(save(HOTSEAT, 'confederate'), 3)?.raided).toBe('confederate');
    expect(loadPlayersSave(save({ union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } }, 'confederate'), 3)?.raided).toBe('confederate');
    expect(loadPlayersSave(save(HOTSEAT), 3)).toMatchObject({ players: HOTSEAT, actions: 1 });

    // A save whose game went on since the raid (its players written before the game, as a refused write leaves them): the raider's hand-off.
    const storage = memoryStorage({ [SAVE_KEY]: serialize(later), [PLAYERS_KEY]: save(HOTSEAT, 'confederate') });
    const store = createGameStore({ storage, bot: null });
    expect(store.getState().ui.raided).toBeNull();
    const stillOn = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: serialize(raided), [PLAYERS_KEY]: save(HOTSEAT, 'confederate') }), bot: null });
    expect(stillOn.getState().ui.raided).toBe('confederate');
  });
});

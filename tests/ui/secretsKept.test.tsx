// @vitest-environment jsdom
/**
 * A game that people played keeps its secrets after bots take both sides over (QA, High): on a
 * hand-off screen, *Change players…* to two bots and *Pause* opened Replay's Everything, the
 * Position editor without asking and Export without asking — both hands and both draw piles in
 * order — and *Change players…* back to two people went on at the same hand-off. `personPlayed`
 * (the store, saved with the players) keeps them kept while the game goes on and is not a sandbox;
 * a game that bots alone played from the start (a class watching) stays open.
 */
import { act, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { applyAction, newGame, serialize } from '../../src/engine';
import { keepsSecrets, secretsOf } from '../../src/ui/replay/viewpoint';
import { botDriverReady, createGameStore } from '../../src/ui/store/gameStore';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import { HOTSEAT, loadPlayersSave, PLAYERS_BACKUP_KEY, PLAYERS_KEY, type Players } from '../../src/ui/store/players';
import { fakeBot } from './fakeBot';
import { LAZY, memoryStorage } from './helpers';
import { renderApp } from './render';

const BOTS: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } };
const UNION_VS_BOT: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } };

/** The files the page offered for download. */
function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
  return blobs;
}

/** Whether the store's game keeps its secrets now (Replay's Everything closed, the editor and Export ask). */
const kept = (store: ReturnType<typeof createGameStore>) => keepsSecrets(secretsOf(store.getState()));

describe('a game people played keeps its secrets after bots take over (QA)', () => {
  it('R2.6 the exploit: two people on the hand-off screen change players to two bots and pause; Replay offers no Everything, the editor and Export ask first', async () => {
    // A seed of its own: the agreement to show the whole position is kept by game, in this tab.
    const storage = memoryStorage();
    const bot = fakeBot();
    const store = createGameStore({ initial: newGame({ seed: 9131 }), storage, players: HOTSEAT, bot: bot.client });
    await act(() => botDriverReady(store));
    const blobs = catchDownloads();
    const { user } = renderApp(store);
    expect(screen.getByTestId('handoff-confirm')).toBeTruthy();

    // Change players… on the hand-off screen: both sides to the bot. The dialog says the secrets stay kept.
    await user.click(await screen.findByTestId('players', {}, LAZY));
    await user.selectOptions(await screen.findByTestId('player-union', {}, LAZY), 'easy');
    expect(screen.queryByTestId('players-bots-keep-secrets')).toBeNull(); // one person still plays
    await user.selectOptions(screen.getByTestId('player-confederate'), 'easy');
    expect(screen.getByTestId('players-bots-keep-secrets').textContent).toContain('still keeps its secrets');
    await user.click(screen.getByTestId('players-confirm'));
    await user.click(await screen.findByTestId('bot-pause', {}, LAZY));
    expect(store.getState().players).toEqual(BOTS);
    expect(store.getState().bot.paused).toBe(true);
    const hands = [...store.getState().game.cards.union.hand, ...store.getState().game.cards.confederate.hand];

    // Replay: the public view only, Everything and both sides closed, no hand on the page.
    await user.click(screen.getByTestId('nav-replay'));
    const select = (await screen.findByTestId('replay-viewpoint', {}, LAZY)) as HTMLSelectElement;
    expect(select.value).toBe('observer');
    expect((within(select).getByRole('option', { name: 'Everything' }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.queryByTestId('replay-hand-union')).toBeNull();
    expect(screen.queryByTestId('replay-hand-confederate')).toBeNull();

    // The Position editor asks first and shows nothing of the position meanwhile.
    await user.click(screen.getByTestId('nav-editor'));
    await screen.findByTestId('editor-secret', {}, LAZY);
    expect(screen.queryByTestId('editor-page')).toBeNull();
    for (const id of hands) expect(document.body.textContent).not.toContain(`(${id})`);
    await user.click(screen.getByText('Back to the game'));

    // Export asks first; cancelled, nothing downloads.
    await user.click(screen.getByTestId('export-game'));
    await user.click(await screen.findByTestId('export-secret-cancel', {}, LAZY));
    expect(blobs).toHaveLength(0);
  }, 60_000);

  it('R2.6 person against the bot: the person hands their side to a bot too; the bot\'s hand stays hidden', () => {
    const store = createGameStore({ initial: newGame({ seed: 9132 }), storage: null, players: UNION_VS_BOT, bot: null });
    act(() => store.getState().setPlayers(BOTS));
    expect(store.getState().personPlayed).toBe(true);
    expect(kept(store)).toBe(true);
  });

  it('a class watching bots from the start keeps nothing secret, until a person takes a side: from then on the game keeps its secrets', () => {
    const store = createGameStore({ initial: newGame({ seed: 9133 }), storage: null, players: BOTS, bot: null });
    expect(store.getState().personPlayed).toBe(false);
    expect(kept(store)).toBe(false);
    act(() => store.getState().setPlayers(UNION_VS_BOT));
    act(() => store.getState().setPlayers(BOTS));
    expect(kept(store)).toBe(true);
  });

  it('kept across a reload (saved with the players) and through Undo', () => {
    const storage = memoryStorage();
    const store = createGameStore({ initial: newGame({ seed: 9134 }), storage, players: HOTSEAT, bot: null });
    act(() => store.getState().confirmHandoff());
    expect(store.getState().dispatch({ type: 'pass' })).toBe(true);
    act(() => store.getState().setPlayers(BOTS));
    expect(JSON.parse(storage.data.get(PLAYERS_KEY)!)).toMatchObject({ players: BOTS, personPlayed: true });
    act(() => store.getState().undo());
    expect(store.getState().personPlayed).toBe(true);

    const reloaded = createGameStore({ storage, bot: null });
    expect(reloaded.getState().players).toEqual(BOTS);
    expect(reloaded.getState().personPlayed).toBe(true);
    expect(kept(reloaded)).toBe(true);
  });

  it('a save written before the fact was saved: true when a person plays now, else false (a class\'s bots stay open)', () => {
    const save = (players: Players, extra = {}) => JSON.stringify({ format: 'lincoln-players', version: 1, seed: 3, players, paused: false, actions: 0, ...extra });
    expect(loadPlayersSave(save(HOTSEAT), 3)?.personPlayed).toBe(true);
    expect(loadPlayersSave(save(UNION_VS_BOT), 3)?.personPlayed).toBe(true);
    expect(loadPlayersSave(save(BOTS), 3)?.personPlayed).toBe(false);
    expect(loadPlayersSave(save(BOTS, { personPlayed: true }), 3)?.personPlayed).toBe(true);
    // A person now wins over a saved false: a person plays this game.
    expect(loadPlayersSave(save(HOTSEAT, { personPlayed: false }), 3)?.personPlayed).toBe(true);

    // The autosave of a bots' game of an earlier version reloads open; a hot-seat one kept.
    const state = newGame({ seed: 3 });
    const open = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: serialize(state), [PLAYERS_KEY]: save(BOTS) }), bot: null });
    expect(kept(open)).toBe(false);
    const hotseat = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: serialize(state), [PLAYERS_KEY]: save(HOTSEAT) }), bot: null });
    expect(kept(hotseat)).toBe(true);
  });

  it('a sandbox shows everything, and going back to the original game keeps its secrets kept', async () => {
    const storage = memoryStorage();
    const start = newGame({ seed: 9135 });
    const store = createGameStore({ initial: start, storage, players: HOTSEAT, bot: null });
    act(() => store.getState().setPlayers(BOTS));
    await act(() => store.getState().branch(start, { origin: { kind: 'new', options: { seed: 9135 } }, actions: [] }));
    expect(store.getState().record.sandbox).toBe(true);
    expect(kept(store)).toBe(false);
    expect(await act(() => store.getState().returnToOriginal())).toBe(true);
    expect(store.getState().players).toEqual(BOTS);
    expect(store.getState().personPlayed).toBe(true);
    expect(kept(store)).toBe(true);
  });

  it('a new game starts again from its players; an imported game too: the file already holds every hand and both draw piles', () => {
    const store = createGameStore({ initial: newGame({ seed: 9136 }), storage: null, players: HOTSEAT, bot: null });
    act(() => store.getState().setPlayers(BOTS));
    act(() => store.getState().startNewGame({ seed: 9137 }));
    expect(store.getState().personPlayed).toBe(false); // bots from its start: a class watching
    act(() => store.getState().startNewGame({ seed: 9138 }, HOTSEAT));
    expect(store.getState().personPlayed).toBe(true);

    const file = applyAction(newGame({ seed: 9139 }), { type: 'pass' });
    act(() => store.getState().loadGame(file, null, undefined, BOTS));
    expect(store.getState().personPlayed).toBe(false);
    act(() => store.getState().loadGame(file, null, undefined, null)); // the tab's players: bots
    expect(store.getState().personPlayed).toBe(false);
    act(() => store.getState().setPlayers(HOTSEAT));
    act(() => store.getState().loadGame(file, null, undefined, null)); // the tab's players: two people
    expect(store.getState().personPlayed).toBe(true);
    expect(kept(store)).toBe(true);
  });

  it('restoring the backup of the same game keeps its secrets: a person who took a side after its last step cannot open Everything by going back to it', () => {
    // A class watches bots (nothing kept); they play a step, so the backup is the start, its players two bots who kept nothing.
    const storage = memoryStorage();
    const store = createGameStore({ initial: newGame({ seed: 9140 }), storage, players: BOTS, bot: null });
    expect(store.getState().dispatch({ type: 'pass' })).toBe(true);
    expect(loadPlayersSave(storage.data.get(PLAYERS_BACKUP_KEY)!, 9140)?.personPlayed).toBe(false);
    // A person takes the Union (its hand shows), then gives it back; no step since, so the backup is still the start.
    act(() => store.getState().setPlayers(UNION_VS_BOT));
    act(() => store.getState().setPlayers(BOTS));
    expect(kept(store)).toBe(true);
    expect(store.getState().restoreBackup()).toBe(true);
    expect(store.getState().actions).toBe(0);
    expect(store.getState().players).toEqual(BOTS);
    expect(store.getState().personPlayed).toBe(true);
    expect(kept(store)).toBe(true);
    // Saved so: a reload keeps it kept too.
    expect(kept(createGameStore({ storage, bot: null }))).toBe(true);
  });

  it('R2.6 restoring the backup from the unreadable-save banner keeps them as well, though the fresh game\'s save had replaced the damaged game\'s players and record by then (QA)', async () => {
    // As above: bots played a step (the backup's players kept nothing), then a person took a side and gave it back.
    const storage = memoryStorage();
    const store = createGameStore({ initial: newGame({ seed: 9143 }), storage, players: BOTS, bot: null });
    expect(store.getState().dispatch({ type: 'pass' })).toBe(true);
    act(() => store.getState().setPlayers(UNION_VS_BOT));
    act(() => store.getState().setPlayers(BOTS));
    expect(loadPlayersSave(storage.data.get(PLAYERS_BACKUP_KEY)!, 9143)?.personPlayed).toBe(false);
    // The autosave is damaged: the reload starts a fresh game, saved at once over the damaged game's players.
    storage.data.set(SAVE_KEY, storage.data.get(SAVE_KEY)!.slice(0, 200));
    const fresh = createGameStore({ storage, seed: () => 9144, bot: null });
    expect(loadPlayersSave(storage.data.get(PLAYERS_KEY)!, 9144)).not.toBeNull();
    const { user } = renderApp(fresh);
    await user.click(await screen.findByTestId('corrupt-save-restore', {}, LAZY));
    expect(fresh.getState().game.seed).toBe(9143);
    expect(fresh.getState().players).toEqual(BOTS);
    expect(fresh.getState().personPlayed).toBe(true);
    expect(kept(fresh)).toBe(true);
    // Saved so: a reload keeps it kept too.
    expect(kept(createGameStore({ storage, bot: null }))).toBe(true);
  });

  it('restoring the backup of another game takes that game\'s own players and secrets: a class\'s bots game stays open', () => {
    const storage = memoryStorage();
    const store = createGameStore({ initial: newGame({ seed: 9141 }), storage, players: BOTS, bot: null });
    act(() => store.getState().startNewGame({ seed: 9142 }, HOTSEAT));
    expect(kept(store)).toBe(true);
    expect(store.getState().restoreBackup()).toBe(true);
    expect(store.getState().game.seed).toBe(9141);
    expect(store.getState().personPlayed).toBe(false);
    expect(kept(store)).toBe(false);
  });
});

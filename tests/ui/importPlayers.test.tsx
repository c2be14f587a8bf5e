// @vitest-environment jsdom
/**
 * Import keeps who plays each side (QA): an exported game names its players beside its record, and
 * Import gives the game back to them; a file that names none (an older export, a plain engine save,
 * a bug report) or names them wrongly keeps the tab's players; the dialog says who will play.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { legalActions, newGame, serialize } from '../../src/engine';
import { botDriverReady, createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { readImportFile } from '../../src/ui/store/gameFile';
import { HOTSEAT, PLAYERS_KEY, type Players } from '../../src/ui/store/players';
import { exportText } from '../../src/ui/store/gameFile';
import { exportFrom, renderApp } from './render';
import { memoryStorage } from './helpers';
import { fakeBot } from './fakeBot';

const HARD_CONFEDERATE: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'hard' } };
const EASY_CONFEDERATE: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } };

/** A store over a new game played by `players`; the bot never answers (the test only imports). */
async function storeWith(players: Players, seed = 5): Promise<GameStoreApi> {
  const store = createGameStore({ initial: newGame({ seed }), storage: memoryStorage(), players, bot: fakeBot().client });
  await act(() => botDriverReady(store));
  return store;
}

/** Imports `text` into `store` with the header's Import; returns the dialog's players line, then confirms. */
async function importInto(store: GameStoreApi, text: string): Promise<string> {
  const { user, unmount } = renderApp(store);
  await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'game.json', { type: 'application/json' }));
  await screen.findByTestId('import-dialog');
  const said = screen.getByTestId('import-players').textContent ?? '';
  await user.click(screen.getByTestId('import-confirm'));
  unmount();
  return said;
}

describe('import keeps who plays each side', () => {
  it('a game exported against the hard bot reopens against the hard bot in a fresh tab, and the dialog says so', async () => {
    const played = await storeWith(HARD_CONFEDERATE, 31);
    played.getState().dispatch(legalActions(played.getState().game)[0]!);
    const text = await exportFrom(played);
    expect(JSON.parse(text).players).toEqual(HARD_CONFEDERATE);

    const storage = memoryStorage();
    const fresh = createGameStore({ initial: newGame({ seed: 5 }), storage, bot: fakeBot().client }); // two people, as a first visit
    await act(() => botDriverReady(fresh));
    const said = await importInto(fresh, text);
    expect(said).toBe('Players, as saved in the file: Union: person · Confederate: bot (hard)');
    expect(fresh.getState().game).toEqual(played.getState().game);
    expect(fresh.getState().players).toEqual(HARD_CONFEDERATE);
    // The autosave keeps them beside the imported game, so a reload keeps them too.
    expect(JSON.parse(storage.getItem(PLAYERS_KEY)!).players).toEqual(HARD_CONFEDERATE);
  }, 30_000);

  it('a hot-seat game imported into a tab playing the easy bot stays hot-seat', async () => {
    const text = await exportFrom(await storeWith(HOTSEAT, 31));
    const tab = await storeWith(EASY_CONFEDERATE);
    const said = await importInto(tab, text);
    expect(said).toBe('Players, as saved in the file: Union: person · Confederate: person');
    expect(tab.getState().players).toEqual(HOTSEAT);
  }, 30_000);

  it('a file that names no players (an older export, a plain engine save) keeps the tab’s players, and the dialog says so', async () => {
    const game = newGame({ seed: 31 });
    const tab = await storeWith(EASY_CONFEDERATE);
    const played = await storeWith(HOTSEAT, 31);
    // An export of an earlier version: the save with its record, no players.
    const olderExport = exportText(played.getState().game, played.getState().record);
    expect(JSON.parse(olderExport)).not.toHaveProperty('players');
    const said = await importInto(tab, olderExport);
    expect(said).toBe('Players, as in this tab (the file names none that can be used): Union: person · Confederate: bot (easy)');
    expect(tab.getState().players).toEqual(EASY_CONFEDERATE);
    expect(tab.getState().record.actions).toEqual(played.getState().record.actions);

    const other = await storeWith(EASY_CONFEDERATE);
    await importInto(other, serialize(game));
    expect(other.getState().game).toEqual(game);
    expect(other.getState().players).toEqual(EASY_CONFEDERATE);
  }, 30_000);

  it('every saved fixture still imports, with the tab’s players', async () => {
    const dir = join(process.cwd(), 'tests/fixtures/saves');
    for (const name of ['v1-start.json', 'v2-cavalry-raid.json', 'v3-finished-first-reshuffle.json', 'v4-midgame-balanced.json']) {
      const read = await readImportFile(readFileSync(join(dir, name), 'utf8'));
      expect(read.ok, name).toBe(true);
      expect(read.ok && read.report?.players, name).toBeFalsy();
    }
    const tab = await storeWith(EASY_CONFEDERATE);
    await importInto(tab, readFileSync(join(dir, 'v4-midgame-balanced.json'), 'utf8'));
    expect(tab.getState().players).toEqual(EASY_CONFEDERATE);
  }, 30_000);

  it('players named wrongly are ignored: the game opens with the tab’s players, and nothing else of them is kept', async () => {
    const save = JSON.parse(serialize(newGame({ seed: 31 }))) as object;
    const hostile: unknown[] = [
      'bot',
      ['person', 'person'],
      { union: { kind: 'bot', level: 'impossible' }, confederate: { kind: 'person' } },
      { union: { kind: 'admin' }, confederate: { kind: 'person' } },
      { union: { kind: 'person' } },
      { union: 'person', confederate: 'person' },
      { union: { kind: 'bot', level: 'toString' }, confederate: { kind: 'person' } },
      { union: [{ kind: 'person' }], confederate: { kind: 'person' } },
      null,
    ];
    for (const players of hostile) {
      const read = await readImportFile(JSON.stringify({ ...save, players }));
      expect(read.ok, JSON.stringify(players)).toBe(true);
      expect(read.ok && (read.report?.players ?? null), JSON.stringify(players)).toBeNull();
    }
    // Known players with extra fields: only the kind and level are kept.
    const extra = await readImportFile(JSON.stringify({ ...save, players: { union: { kind: 'person', level: 'hard', x: 1 }, confederate: { kind: 'bot', level: 'hard', html: '<b>' } } }));
    expect(extra.ok && extra.report?.players).toEqual(HARD_CONFEDERATE);

    const tab = await storeWith(EASY_CONFEDERATE);
    const said = await importInto(tab, JSON.stringify({ ...save, players: { union: { kind: 'bot', level: 'godlike' }, confederate: { kind: 'person' } } }));
    expect(said).toContain('as in this tab');
    expect(tab.getState().players).toEqual(EASY_CONFEDERATE);
  }, 30_000);

  it('a bug report is played by the tab’s players', async () => {
    const { makeReport } = await import('../../src/ui/store/reportFile');
    const played = await storeWith(HARD_CONFEDERATE, 31);
    const read = await readImportFile(makeReport(played.getState().game, played.getState().record, 'note', 'test'));
    expect(read.ok && read.report?.players).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { applyAction, deserialize, legalActions, newGame, serialize } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { exportFrom, renderApp } from './render';
import { LAZY, memoryStorage, openEditor, playRotation, storeFor } from './helpers';
import { draftOf, scenarioText } from '../../src/ui/editor/draft';
import { importGameFile, MAX_GAME_FILE_CHARS, readGameFile, readImportFile } from '../../src/ui/store/gameFile';
import i18n, { loadLanguage, loadPageStrings } from '../../src/i18n';

describe('export and import', () => {
  it('exports the game as a save the engine reads and imports it back after asking', async () => {
    const { store } = storeFor({ seed: 31 });
    const { user } = renderApp(store);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    await user.click(screen.getByTestId('export-game'));
    // Two people play on: the file holds both hands, so it asks first (QA).
    await user.click(await screen.findByTestId('export-secret-confirm', {}, LAZY));
    // The engine reads the exported file as a save (its record rides beside the state).
    expect(deserialize(await blobs[0].text())).toEqual(store.getState().game);

    const other = applyAction(newGame({ seed: 99 }), { type: 'pass' });
    const file = new File([serialize(other)], 'other.json', { type: 'application/json' });
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, file);
    const dialog = await screen.findByTestId('import-dialog');
    expect(dialog.textContent).toContain('will be replaced');
    expect(store.getState().game.seed).toBe(31);
    // Cancel has the focus: a hurried Enter keeps the current game (QA). The dialog takes it in an
    // effect after it appears (Dialog.tsx): waited for, as a loaded CI machine can be slower.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('import-cancel')));
    await user.click(screen.getByTestId('import-confirm'));
    expect(store.getState().game).toEqual(other);
    expect(screen.getByTestId('handoff-confirm')).toBeTruthy();
  }, 30_000);

  it('an exported game reopens with its moves, so its replay and Undo survive the file', async () => {
    const { store } = storeFor({ seed: 31 });
    for (let i = 0; i < 3; i++) store.getState().dispatch(legalActions(store.getState().game)[0]!);
    const played = store.getState().record.actions;
    expect(played).toHaveLength(3);
    const text = await exportFrom(store);

    const other = createGameStore({ initial: newGame({ seed: 5 }), storage: memoryStorage() });
    const second = renderApp(other);
    await second.user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'game.json', { type: 'application/json' }));
    await screen.findByTestId('import-dialog');
    expect(screen.queryByTestId('import-report-note')).toBeNull(); // a game, not a bug report
    expect(screen.queryByTestId('import-record-dropped')).toBeNull();
    await second.user.click(screen.getByTestId('import-confirm'));
    expect(other.getState().game).toEqual(store.getState().game);
    expect(other.getState().record.actions).toEqual(played);
    expect(other.getState().record.origin).toEqual(store.getState().record.origin);
  }, 30_000);

  it('a file whose moves do not lead to its position opens at the position, and says the replay was dropped', async () => {
    const { store } = storeFor({ seed: 31 });
    const game = applyAction(newGame({ seed: 31 }), legalActions(newGame({ seed: 31 }))[0]!);
    const record = { format: 'lincoln-record', version: 1, origin: { kind: 'new', options: { seed: 32 } }, actions: [] };
    const text = JSON.stringify({ ...(JSON.parse(serialize(game)) as object), record });
    const { user } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'game.json', { type: 'application/json' }));
    expect((await screen.findByTestId('import-record-dropped')).textContent).toContain('opens without its replay');
    await user.click(screen.getByTestId('import-confirm'));
    expect(store.getState().game).toEqual(game);
    expect(store.getState().record.origin.kind).toBe('loaded');
  }, 30_000);

  it('reports a file that is not a saved game and keeps the current game', async () => {
    const { store } = storeFor({ seed: 31 });
    const current = store.getState().game;
    const { user } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File(['hello'], 'x.txt', { type: 'text/plain' }));
    const error = await screen.findByTestId('rule-error');
    // A file problem has its own heading, not the refused move's "Not allowed" (QA).
    expect(error.textContent).toMatch(/^Could not open the file: This file is not a Lincoln game\./);
    expect(screen.queryByTestId('import-dialog')).toBeNull();
    expect(store.getState().game).toBe(current);
  }, 30_000);

  it('a scenario from the Position editor is named as such and pointed to Import scenario, not called "not a Lincoln game" (QA)', async () => {
    const { store } = storeFor({ seed: 31 });
    const current = store.getState().game;
    const { user } = renderApp(store);
    const scenario = scenarioText(draftOf(newGame({ seed: 31 })));
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([scenario], 'lincoln-scenario.json', { type: 'application/json' }));
    const error = await screen.findByTestId('rule-error');
    expect(error.textContent).toMatch(/^Could not open the file: This file is a scenario .*Position editor › Import scenario\./);
    expect(store.getState().game).toBe(current);
    expect(readGameFile('{"units":[],"turn":3}')).toEqual({ ok: false, reason: 'scenario' });
    expect(readGameFile('{"hello":"world"}')).toEqual({ ok: false, reason: 'notLincoln' });
    expect(readGameFile('{}')).toEqual({ ok: false, reason: 'notLincoln' });
  }, 30_000);

  it('the Position editor\'s refusal of a file is headed as a file problem, not as a refused move (QA)', async () => {
    const { store } = storeFor({ seed: 31 });
    const { user } = renderApp(store);
    await openEditor(user);
    fireEvent.change(screen.getByTestId('editor-import-file'), { target: { files: [new File(['hello'], 'x.txt')] } });
    const error = await screen.findByTestId('rule-error');
    expect(error.textContent).toMatch(/^Could not open the file: This file is neither a scenario nor a Lincoln save\./);
  }, 30_000);
});

describe('import in a sandbox game (QA: the original game was dropped without a word)', () => {
  it('the imported game takes the sandbox\'s place only: the dialog says so, and the original stays kept and can be returned to', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1 });
    const played = playRotation(1, 12);
    for (const a of played.actions) store.getState().dispatch(a);
    const original = store.getState().game;
    await store.getState().branch(played.states[4]!, { origin: { kind: 'new', options: { seed: 1 } }, actions: played.actions.slice(0, 4) });
    expect(store.getState().ui.hasOriginal).toBe(true);
    const { user } = renderApp(store);
    const other = applyAction(newGame({ seed: 99 }), { type: 'pass' });
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([serialize(other)], 'other.json', { type: 'application/json' }));
    const warning = await screen.findByTestId('import-warning');
    expect(warning.textContent).toContain('The original game is still kept');
    await user.click(screen.getByTestId('import-confirm'));
    expect(store.getState().game).toEqual(other);
    expect(store.getState().record).toMatchObject({ sandbox: true, origin: { kind: 'loaded' }, actions: [] });
    expect(store.getState().ui.hasOriginal).toBe(true);
    expect(screen.getByTestId('sandbox-badge')).toBeTruthy();
    expect(screen.getByTestId('return-original')).toBeTruthy();
    expect(createGameStore({ storage }).getState().ui.hasOriginal).toBe(true); // after a reload too
    expect(await store.getState().returnToOriginal()).toBe(true);
    expect(store.getState().game).toEqual(original);
  }, 30_000);

  it('outside a sandbox the import says only that the current game is replaced', async () => {
    const { store } = storeFor({ seed: 31 });
    const { user } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([serialize(newGame({ seed: 99 }))], 'other.json', { type: 'application/json' }));
    expect((await screen.findByTestId('import-warning')).textContent).toBe('The current game (turn 1) will be replaced by the imported one (turn 1).');
  }, 30_000);
});

// Audit: a Lincoln file cut short and a file over the size limit were both "not a Lincoln game".
describe('import refusals say what is wrong with the file', () => {
  const t = (lng: string) => i18n.getFixedT(lng);
  beforeAll(async () => {
    await loadPageStrings();
    await loadLanguage('pl');
    await loadLanguage('ru');
    await loadLanguage('en');
  });

  it('a save or an exported game cut short is a damaged Lincoln game, not "not a Lincoln game"', async () => {
    const text = serialize(applyAction(newGame({ seed: 5 }), { type: 'pass' }));
    for (const cut of [text.slice(0, 40), text.slice(0, text.length / 2), ` \n${text.slice(0, -1)}`]) {
      expect(readGameFile(cut)).toMatchObject({ ok: false, reason: 'damaged', key: 'ruleError.save-not-json' });
      const { refusal } = (await importGameFile(new File([cut], 'cut.json'), t('en'))) as { refusal: string };
      expect(refusal).toBe('This Lincoln game file is damaged and cannot be opened. What is wrong: The save is damaged: it is incomplete or not valid JSON');
    }
    expect(await readImportFile('{"format":"lincoln-report","version":1,"sta')).toMatchObject({ reason: 'damaged' });
    // Text that is not JSON and does not begin as a Lincoln file is still not a Lincoln game.
    expect(readGameFile('hello')).toEqual({ ok: false, reason: 'notLincoln' });
  });

  it('a file over the size limit is named too large, in each language', async () => {
    const big = `{"format":"lincoln-save","version":1,"state":{"log":"${'x'.repeat(MAX_GAME_FILE_CHARS)}"}}`;
    expect(readGameFile(big)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await readImportFile(big)).toEqual({ ok: false, reason: 'tooLarge' });
    const said = { en: 'This file is too large to open: this version opens game files of up to 2 million characters', pl: 'Ten plik jest za duży', ru: 'Этот файл слишком велик' };
    for (const [lng, text] of Object.entries(said)) {
      const { refusal } = (await importGameFile(new File([big], 'big.json'), t(lng))) as { refusal: string };
      expect(refusal).toContain(text);
    }
  });
});

// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { applyAction, legalActions, newGame, serialize } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import { readImportFile } from '../../src/ui/store/gameFile';
import { appVersion, makeReport, MAX_NOTE_CHARS } from '../../src/ui/store/reportFile';
import type { GameRecord } from '../../src/ui/store/session';
import { HOTSEAT, type Players } from '../../src/ui/store/players';
import { fakeBot } from './fakeBot';
import { memoryStorage } from './helpers';

const TWO_BOTS: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } };
import { renderApp } from './render';

/** `n` actions of a game of seed 1, each the k-th legal one by a simple rotation. */
function play(n: number): { actions: Action[]; end: GameState } {
  let state = newGame({ seed: 1 });
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const legal = legalActions(state);
    actions.push(legal[(i * 7) % legal.length]!);
    state = applyAction(state, actions[i]!);
  }
  return { actions, end: state };
}

const { actions, end } = play(30);
const record: GameRecord = { origin: { kind: 'new', options: { seed: 1 } }, actions };
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('one-file bug reports (issue 10 item 5)', () => {
  it('hold the seed, the variants, the actions, the position, the app version and the note; Import reads them back', async () => {
    const text = makeReport(end, record, 'The retreat went to the wrong place');
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({ format: 'lincoln-report', version: 1, seed: 1, variants: end.variants, app: version, note: 'The retreat went to the wrong place', position: serialize(end) });
    expect(appVersion()).toBe(version);
    const read = await readImportFile(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.state).toEqual(end);
    expect(read.report).toMatchObject({ note: 'The retreat went to the wrong place', app: version, recordDropped: false });
    expect(read.report!.record).toEqual(record);
  });

  it('a record that does not lead to the position is dropped; the position still opens', async () => {
    const tampered = JSON.parse(makeReport(end, record, 'x')) as { record: { actions: Action[] } };
    tampered.record.actions = tampered.record.actions.slice(0, 10);
    const read = await readImportFile(JSON.stringify(tampered));
    expect(read.ok && read.report).toMatchObject({ record: null, recordDropped: true });
  });

  it('hostile reports are refused with a plain reason, or cut down: __proto__, a damaged position, a newer version, a huge note', async () => {
    const good = makeReport(end, record, 'note');
    expect((await readImportFile(good.replace('"note"', '"__proto__": {"polluted": true}, "note"'))).ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const damaged = JSON.parse(good) as { position: string };
    damaged.position = damaged.position.replace('"turn":', '"turn":-4,"x":');
    expect(await readImportFile(JSON.stringify(damaged))).toMatchObject({ ok: false, reason: 'damaged' });
    expect(await readImportFile(JSON.stringify({ ...JSON.parse(good), version: 3 }))).toEqual({ ok: false, reason: 'newer', version: 3 });
    // A save whose game state is of a later format than this version writes (STATE_VERSION) is newer too, not damaged.
    const later = JSON.parse(serialize(end));
    later.state.version = 99;
    expect(await readImportFile(JSON.stringify(later))).toEqual({ ok: false, reason: 'newer', version: 99 });
    const huge = await readImportFile(JSON.stringify({ ...JSON.parse(good), note: 'n'.repeat(MAX_NOTE_CHARS + 500), record: { format: 'lincoln-record', version: 1, origin: { kind: 'loaded', state: '{}' }, actions: [] } }));
    expect(huge.ok && huge.report!.note?.length).toBe(MAX_NOTE_CHARS);
    expect(huge.ok && huge.report!.record).toBeNull();
  });

  it('the Replay page downloads a report with the note; Import opens it at its position with the note and its replay', { timeout: 30_000 }, async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    for (const a of actions) expect(store.getState().dispatch(a)).toBe(true);
    const { user, unmount } = renderApp(store);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    await user.click(screen.getByTestId('nav-replay'));
    const note = await screen.findByRole('textbox', { name: 'What went wrong?' }, { timeout: 20_000 });
    fireEvent.change(note, { target: { value: 'Kentucky should be in supply' } });
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    // Two people play on: the file would show both hands, so it asks first, as Export game does.
    expect(blobs).toHaveLength(0);
    await user.click(screen.getByTestId('report-secret-confirm'));
    expect(blobs).toHaveLength(1);
    const text = await blobs[0]!.text();
    expect(JSON.parse(text)).toMatchObject({ format: 'lincoln-report', note: 'Kentucky should be in supply', seed: 1 });

    unmount();

    // Another browser: a new game, then the report imported.
    const other = createGameStore({ storage: memoryStorage(), seed: () => 5 });
    const second = renderApp(other);
    await second.user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'report.json', { type: 'application/json' }));
    const dialog = await screen.findByTestId('import-dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByTestId('import-report-note').textContent).toContain('Kentucky should be in supply');
    await second.user.click(within(dialog).getByTestId('import-confirm'));
    expect(other.getState().game).toEqual(end);
    expect(other.getState().record.actions).toEqual(actions);
    expect((await screen.findByTestId('report-note-banner', {}, { timeout: 10_000 })).textContent).toContain('Kentucky should be in supply');
  });

  it('while two people play on, the report asks first, as Export game does (the file holds both hands): Cancel downloads nothing; between bots it downloads at once (QA: one click downloaded both hands)', { timeout: 30_000 }, async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const files: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { files.push(this.download); });
    try {
      for (const players of [HOTSEAT, TWO_BOTS]) {
        files.length = 0;
        const store = createGameStore({ initial: end, storage: memoryStorage(), players, bot: fakeBot().client });
        const { user, unmount } = renderApp(store);
        await user.click(screen.getByTestId('nav-replay'));
        await user.click(await screen.findByRole('button', { name: 'Report a problem' }, { timeout: 20_000 }));
        if (players === HOTSEAT) {
          const dialog = screen.getByTestId('report-secret');
          expect(dialog.textContent).toContain('both hands');
          expect(files).toEqual([]);
          await user.click(within(dialog).getByTestId('report-secret-cancel'));
          expect(screen.queryByTestId('report-secret')).toBeNull();
          expect(files).toEqual([]);
        } else {
          expect(screen.queryByTestId('report-secret')).toBeNull();
          expect(files).toHaveLength(1);
        }
        unmount();
      }
    } finally {
      click.mockRestore();
    }
  });

  it('the note goes with its game: a new game, another game loaded, a sandbox and the way back from it each clear the banner (QA: it stayed over a new game)', { timeout: 30_000 }, async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    renderApp(store);
    const note = { note: 'QA test note', app: '0.1.0' };
    const banner = () => screen.queryByTestId('report-note-banner');
    const loadReport = async (sandbox = false) => {
      act(() => store.getState().loadGame(end, { ...record, sandbox }, note));
      expect((await screen.findByTestId('report-note-banner', {}, { timeout: 10_000 })).textContent).toBe('Bug report (app 0.1.0): QA test noteDismiss');
    };
    await loadReport();
    act(() => store.getState().startNewGame({ seed: 5 }));
    expect(store.getState().ui.reportNote).toBeNull();
    expect(banner()).toBeNull();

    await loadReport();
    act(() => store.getState().loadGame(newGame({ seed: 3 })));
    expect(banner()).toBeNull();

    await loadReport();
    await act(() => store.getState().branch(play(4).end, { ...record, actions: actions.slice(0, 4) }));
    expect(store.getState().record.sandbox).toBe(true);
    expect(banner()).toBeNull();
    await loadReport(true); // imported in a sandbox game, it is marked a sandbox too (ImportDialog.tsx)
    expect(await act(() => store.getState().returnToOriginal())).toBe(true);
    expect(store.getState().game).toEqual(end);
    expect(banner()).toBeNull();
  });

  it('a report made at an earlier replay position is that position: its file name has its turn, its record is cut there, and Import opens it there (QA)', { timeout: 30_000 }, async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    for (const a of actions) expect(store.getState().dispatch(a)).toBe(true);
    const { user, unmount } = renderApp(store);
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    await user.click(screen.getByTestId('nav-replay'));
    const slider = (await screen.findByRole('slider', { name: 'Game position' }, { timeout: 20_000 })) as HTMLInputElement;
    let state = newGame({ seed: 1 });
    const states = [state];
    for (const a of actions) states.push((state = applyAction(state, a)));
    const k = 3;
    expect(states[k]!.turn).not.toBe(end.turn);
    fireEvent.change(slider, { target: { value: String(k) } });
    fireEvent.change(screen.getByRole('textbox', { name: 'What went wrong?' }), { target: { value: 'Here the supply is wrong' } });
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    await user.click(screen.getByTestId('report-secret-confirm'));
    click.mockRestore();
    expect(names).toEqual([`lincoln-report-seed1-turn${states[k]!.turn}.json`]);
    const text = await blobs[0]!.text();
    expect(JSON.parse(text)).toMatchObject({ position: serialize(states[k]!), note: 'Here the supply is wrong' });
    unmount();

    const other = createGameStore({ storage: memoryStorage(), seed: () => 5 });
    const second = renderApp(other);
    await second.user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'report.json', { type: 'application/json' }));
    const dialog = await screen.findByTestId('import-dialog', {}, { timeout: 10_000 });
    await second.user.click(within(dialog).getByTestId('import-confirm'));
    expect(other.getState().game).toEqual(states[k]);
    expect(other.getState().record.actions).toEqual(actions.slice(0, k));
  });
});

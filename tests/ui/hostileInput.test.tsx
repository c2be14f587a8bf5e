// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { newGame, serialize } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { readGameFile } from '../../src/ui/store/gameFile';
import { CORRUPT_KEY_PREFIX, SAVE_KEY } from '../../src/ui/store/persistence';
import { memoryStorage, storeFor } from './helpers';
import { renderApp } from './render';

const SCRIPT = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

/** Every string of a JSON value replaced by `text`. */
function everyString(x: unknown, text: string): unknown {
  if (typeof x === 'string') return text;
  if (Array.isArray(x)) return x.map((v) => everyString(v, text));
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, everyString(v, text)]));
  return x;
}

const good = serialize(newGame({ seed: 12 }));
const envelope = JSON.parse(good) as { state: Record<string, unknown> };

/** Hostile game files: name, text, and the plain message they must get. */
const HOSTILE: [string, string, RegExp][] = [
  // A Lincoln file cut short is a damaged one, not "not a Lincoln game" (audit).
  ['a truncated save', good.slice(0, Math.floor(good.length / 2)), /This Lincoln game file is damaged and cannot be opened\. What is wrong: The save is damaged: it is incomplete or not valid JSON/],
  ['an empty file', '', /This file is not a Lincoln game/],
  ['JSON that is not a save', '{"hello":"world"}', /This file is not a Lincoln game/],
  ['a save of a newer version', JSON.stringify({ ...envelope, version: 2 }), /saved by a newer version/],
  ['5 MB of junk', 'x{"['.repeat(1_250_000), /This file is too large to open/],
  ['__proto__ keys', good.replace('"state":{', '"state":{"__proto__":{"polluted":true},').replace('"turn":', '"__proto__":{"polluted":true},"turn":'), /damaged|not a Lincoln game/],
  // The state keeps its format, so the file reads as a damaged Lincoln save whose refusal quotes the script as text.
  ['<script> in every string field', JSON.stringify({ format: 'lincoln-save', version: 1, state: { ...(everyString(envelope.state, SCRIPT) as object), format: 'lincoln-state' } }), /damaged/],
  ['<script> in every string field, the format too', JSON.stringify({ format: 'lincoln-save', version: 1, state: everyString(envelope.state, SCRIPT) }), /not a Lincoln game/],
  // Issue 11 item 9: import errors in plain words, not a schema path ("damaged at format: Invalid input…").
  ['a save envelope around something that is no Lincoln state', JSON.stringify({ ...envelope, state: { ...envelope.state, format: 'chess' } }), /Could not open the file: This file is not a Lincoln game\./],
  ['a save envelope around a list', JSON.stringify({ ...envelope, state: [1, 2] }), /Could not open the file: This file is not a Lincoln game\./],
  ['a state of a newer format version', JSON.stringify({ ...envelope, state: { ...envelope.state, version: 99 } }), /Could not open the file: This game was saved by a newer version of Lincoln; this version cannot open it\./],
  ['a Lincoln save with a broken field', JSON.stringify({ ...envelope, state: { ...envelope.state, turn: 'soon' } }), /Could not open the file: This Lincoln game file is damaged and cannot be opened\. What is wrong: The saved game is damaged at turn/],
];

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  expect(document.querySelector('script, img[src="x"]')).toBeNull();
});

describe('hostile game files (Import): refused with a plain message, nothing executed, the current game untouched', () => {
  it.each(HOSTILE)('readGameFile refuses %s', (_name, text) => {
    const read = readGameFile(text);
    expect(read.ok).toBe(false);
  });

  it('the newer-version refusal names the version', () => {
    expect(readGameFile(JSON.stringify({ ...envelope, version: 7 }))).toEqual({ ok: false, reason: 'newer', version: 7 });
  });

  it('a state of a newer format version is refused as newer, naming the state\'s version (issue 11 item 9)', () => {
    expect(readGameFile(JSON.stringify({ ...envelope, state: { ...envelope.state, version: 99 } }))).toEqual({ ok: false, reason: 'newer', version: 99 });
  });

  it('a damaged Lincoln save keeps the engine\'s key for the UI\'s language (issue 11 item 9)', () => {
    expect(readGameFile(JSON.stringify({ ...envelope, state: { ...envelope.state, turn: 'soon' } }))).toMatchObject({ ok: false, reason: 'damaged', key: 'ruleError.save-damaged', args: { at: 'turn' } });
  });

  it('a sound save is read', () => {
    expect(readGameFile(good).ok).toBe(true);
  });

  it.each(HOSTILE)('Import of %s', async (_name, text, message) => {
    const { store, storage } = storeFor({ seed: 31 });
    const current = store.getState().game;
    const saved = storage.data.get(SAVE_KEY);
    const { user, unmount } = renderApp(store);
    await user.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'hostile.json', { type: 'application/json' }));
    const error = await screen.findByTestId('rule-error');
    expect(error.textContent).toMatch(message);
    expect(screen.queryByTestId('import-dialog')).toBeNull();
    expect(store.getState().game).toBe(current);
    expect(storage.data.get(SAVE_KEY)).toBe(saved);
    unmount();
  }, 30_000);
});

describe('hostile autosaves: reported and kept aside, a new game starts, nothing executed', () => {
  it.each(HOSTILE)('autosave holding %s', async (_name, text) => {
    const storage = memoryStorage({ [SAVE_KEY]: text });
    const store = createGameStore({ storage, seed: () => 3 });
    const { corruptSave } = store.getState().ui;
    expect(corruptSave?.raw).toBe(text);
    expect(store.getState().game).toEqual(newGame({ seed: 3 }));
    const kept = [...storage.data.keys()].find((k) => k.startsWith(CORRUPT_KEY_PREFIX));
    expect(kept && storage.data.get(kept)).toBe(text);
    const { unmount } = renderApp(store);
    // The banner loads when it has something to say (first-paint budget).
    expect((await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 })).textContent).toContain('could not be read');
    unmount();
  });
});

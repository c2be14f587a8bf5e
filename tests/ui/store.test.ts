// @vitest-environment jsdom
import { applyAction, decision, legalActions, newGame, serialize } from '../../src/engine';
import type { Action } from '../../src/engine/types';
import { createGameStore } from '../../src/ui/store/gameStore';
import { CORRUPT_KEY_PREFIX, SAVE_KEY } from '../../src/ui/store/persistence';
import { memoryStorage, storeFor } from './helpers';

const PASS: Action = { type: 'pass' };

describe('game store', () => {
  it('applies a legal action through the engine', () => {
    const { store, initial } = storeFor({ seed: 7 });
    expect(legalActions(initial)).toContainEqual(PASS);
    expect(store.getState().dispatch(PASS)).toBe(true);
    expect(serialize(store.getState().game)).toBe(serialize(applyAction(initial, PASS)));
    expect(store.getState().game.actionsTaken).toBe(1);
    expect(store.getState().ui.error).toBeNull();
  });

  it('leaves the state unchanged and reports the RuleError of an illegal action', () => {
    const { store, initial } = storeFor({ seed: 7 });
    // The Union may not play a Confederate card, nor end its turn before taking two actions.
    const illegal: Action = { type: 'end-turn' };
    expect(legalActions(initial)).not.toContainEqual(illegal);
    expect(store.getState().dispatch(illegal)).toBe(false);
    expect(store.getState().game).toBe(initial);
    const error = store.getState().ui.error;
    expect(error).not.toBeNull();
    expect(error!.message.length).toBeGreaterThan(0);
    expect(error!.rule).toMatch(/^[RE]\d/);
  });

  it('undoes the active side’s own steps but never across a checkpoint', () => {
    const { store, initial } = storeFor({ seed: 3 });
    const s = () => store.getState();
    s().dispatch(PASS);
    expect(s().history).toHaveLength(1);
    s().undo();
    expect(s().game).toBe(initial);
    expect(s().history).toHaveLength(0);

    s().dispatch(PASS);
    s().dispatch(PASS);
    expect(s().history).toHaveLength(2);
    const beforeEnd = s().game;
    expect(s().dispatch({ type: 'end-turn' })).toBe(true);
    // Ending the turn draws cards (a checkpoint) and hands the decision to the Confederate.
    expect(s().game.checkpoint).toBeGreaterThan(beforeEnd.checkpoint);
    expect(decision(s().game)!.side).toBe('confederate');
    expect(s().history).toHaveLength(0);
    const after = s().game;
    s().undo();
    expect(s().game).toBe(after);
  });

  it('autosaves after every action and resumes exactly from the save', () => {
    const storage = memoryStorage();
    const { store } = storeFor({ seed: 11 }, storage);
    store.getState().dispatch(PASS);
    const saved = storage.data.get(SAVE_KEY);
    expect(saved).toBe(serialize(store.getState().game));

    const reloaded = createGameStore({ storage, seed: () => 999 });
    expect(reloaded.getState().game).toEqual(store.getState().game);
    expect(reloaded.getState().game.actionsTaken).toBe(1);
    // Resumed exactly: the same next action gives the same game in both.
    store.getState().dispatch(PASS);
    reloaded.getState().dispatch(PASS);
    expect(reloaded.getState().game).toEqual(store.getState().game);
    expect(reloaded.getState().game.actionsTaken).toBe(2);
    expect(reloaded.getState().ui.corruptSave).toBeNull();
  });

  it('keeps Undo across a reload: the autosaved record rebuilds the steps that could be taken back', () => {
    const storage = memoryStorage();
    const { store, initial } = storeFor({ seed: 11 }, storage);
    store.getState().dispatch(PASS);
    store.getState().dispatch(PASS);
    const reloaded = createGameStore({ storage, seed: () => 999 });
    expect(reloaded.getState().history).toHaveLength(2);
    reloaded.getState().undo();
    reloaded.getState().undo();
    expect(reloaded.getState().game).toEqual(initial);
    expect(reloaded.getState().record.actions).toEqual([]);
    // An import (Import game, with the record an export writes beside the position) keeps it too.
    const other = createGameStore({ storage: memoryStorage(), seed: () => 5 });
    other.getState().loadGame(store.getState().game, store.getState().record);
    expect(other.getState().history).toHaveLength(2);
  });

  it('reports an unreadable save, keeps it under another key and starts a new game', () => {
    const raw = '{"format":"lincoln-state","version":1,"broken":';
    const storage = memoryStorage({ [SAVE_KEY]: raw });
    const store = createGameStore({ storage, seed: () => 5 });
    const corrupt = store.getState().ui.corruptSave;
    expect(corrupt).not.toBeNull();
    expect(corrupt!.raw).toBe(raw);
    expect(corrupt!.keptUnder).toMatch(new RegExp(`^${CORRUPT_KEY_PREFIX.replace(/\./g, '\\.')}`));
    expect(storage.data.get(corrupt!.keptUnder!)).toBe(raw);
    expect(store.getState().game.seed).toBe(5);
    expect(store.getState().game).toEqual(newGame({ seed: 5 }));
    // The new game now owns the autosave key; the unreadable text survives under its own key.
    expect(storage.data.get(SAVE_KEY)).toBe(serialize(store.getState().game));
  });
});

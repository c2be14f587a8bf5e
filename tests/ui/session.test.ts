import { applyAction, legalActions, newGame, RuleError, serialize } from '../../src/engine';
import { applyStep, historyOf, loadedSession, newSession, replay, undoStep, type GameRecord } from '../../src/ui/store/session';
// Records of the editor's sandbox begin at a scenario: the store replays them once this is loaded (main.tsx, the editor).
import '../../src/ui/store/scenarioOrigins';

describe('the session reducer: a game is its origin and its list of actions', () => {
  it('records every applied action, and replaying the record gives the current state', () => {
    let session = newSession({ seed: 42 });
    for (let i = 0; i < 12 && legalActions(session.game).length; i++) session = applyStep(session, legalActions(session.game)[0], true);
    expect(session.record.actions).toHaveLength(12);
    expect(session.actions).toBe(12);
    expect(serialize(replay(session.record))).toBe(serialize(session.game));
  });

  it('undo takes the last action off the record too', () => {
    const start = newSession({ seed: 7 });
    const once = applyStep(start, { type: 'pass' }, true);
    const undone = undoStep(once);
    expect(undone.game).toBe(start.game);
    expect(undone.record.actions).toEqual([]);
    expect(undone.actions).toBe(0);
    expect(undoStep(undone)).toBe(undone);
  });

  it('an illegal action throws the engine’s RuleError and leaves the session as it was', () => {
    const start = loadedSession(newSession({ seed: 3 }).game);
    expect(() => applyStep(start, { type: 'end-turn' }, true)).toThrow(RuleError);
    expect(start.record.actions).toEqual([]);
  });

  it('a bot’s step (not undoable) clears the undo history', () => {
    const s1 = applyStep(newSession({ seed: 5 }), { type: 'pass' }, true);
    expect(s1.history).toHaveLength(1);
    expect(applyStep(s1, { type: 'pass' }, false).history).toEqual([]);
  });
});

describe('Undo kept across a reload or an import: the history rebuilt from the record', () => {
  const person = () => false;
  it('R3.1 the states before the deciding side\'s own steps since the last draw come back, as they were', () => {
    let session = newSession({ seed: 42 });
    // The Union's two passes and end of turn (a draw: no undo across it), then the Confederacy's first pass.
    for (const action of [{ type: 'pass' }, { type: 'pass' }, { type: 'end-turn' }, { type: 'pass' }] as const) session = applyStep(session, action, true);
    expect(session.history).toHaveLength(1);
    const rebuilt = historyOf(session.record, session.game, person);
    expect(rebuilt!.map(serialize)).toEqual(session.history.map(serialize));
    const loaded = loadedSession(session.game, session.actions, session.record, person);
    expect(serialize(undoStep(loaded).game)).toBe(serialize(undoStep(session).game));
  });

  it('a bot\'s step clears it, as in play; a record that does not lead to the position gives none (null: not an empty history)', () => {
    let session = newSession({ seed: 42 });
    session = applyStep(session, { type: 'pass' }, true);
    session = applyStep(session, { type: 'pass' }, true);
    expect(historyOf(session.record, session.game, person)).toHaveLength(2);
    expect(historyOf(session.record, session.game, (side) => side === 'union')).toEqual([]);
    const other = applyStep(newSession({ seed: 43 }), { type: 'pass' }, true);
    expect(historyOf(other.record, session.game, person)).toBeNull();
    expect(loadedSession(session.game, 2, session.record).history).toEqual([]);
  });

  it('a record that does not replay to the position is dropped: the session\'s record starts there; one with no action is checked too (its origin)', () => {
    let session = newSession({ seed: 42 });
    session = applyStep(session, { type: 'pass' }, true);
    const other = applyStep(newSession({ seed: 43 }), { type: 'pass' }, true);
    const dropped = loadedSession(session.game, 1, other.record, person);
    expect(dropped.record).toEqual({ origin: { kind: 'loaded', state: session.game }, actions: [] });
    expect(dropped.history).toEqual([]);
    // No action: the origin must be the position itself (another game's start is not).
    expect(historyOf({ origin: { kind: 'new', options: { seed: 43 } }, actions: [] }, session.game, person)).toBeNull();
    expect(historyOf({ origin: { kind: 'new', options: { seed: 42 } }, actions: [] }, newSession({ seed: 42 }).game, person)).toEqual([]);
    // A new-game origin the engine refuses is no record of this game, not a crash.
    expect(historyOf({ origin: { kind: 'new', options: { seed: 42, ruleset: 'no-such-rules' } }, actions: [] }, session.game, person)).toBeNull();
    // The record that leads there is kept.
    expect(loadedSession(session.game, 1, session.record, person).record).toBe(session.record);
  });
});

describe('records written before X22 still replay', () => {
  it('X22 an old record answering a raid by hand with no Cavalry Raid replays to the same position', () => {
    const options = { seed: 3, scenario: { hands: { union: ['U51', 'U30'], confederate: ['C01', 'C02', 'C03'] } } };
    const old: GameRecord = {
      origin: { kind: 'new', options },
      actions: [{ type: 'card-action', card: 'U51' }, { type: 'cavalry-raid-response', card: null }, { type: 'pass' }],
    };
    const now = applyAction(applyAction(newGame(options), { type: 'card-action', card: 'U51' }), { type: 'pass' });
    expect(replay(old)).toEqual(now);
    // An answer that is not the one X22 removed is still refused.
    expect(() => replay({ ...old, actions: [{ type: 'cavalry-raid-response', card: 'U30' }] })).toThrow();
  });
});

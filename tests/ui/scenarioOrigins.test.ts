/**
 * The store rebuilds records that begin at a scenario (the editor's sandbox games) only once the
 * engine's scenario loader is registered (`scenarioOrigins.ts`), which the first paint leaves out:
 * before that such a record does not replay (and is kept, not read); after it, it replays as the
 * door's `newGame` builds it. Module state: this file registers the loader only half-way through.
 */
import { newGame, newStandardGame, serialize } from '../../src/engine';
import { storedScenarioOrigin, RECORD_KEY, RECORD_BACKUP_KEY } from '../../src/ui/store/recordFile';
import { ORIGINAL_KEY } from '../../src/ui/store/persistence';
import { historyOf, originGame, recordUpTo, type GameRecord } from '../../src/ui/store/session';

const scenarioRecord: GameRecord = {
  origin: { kind: 'new', options: { seed: 5, scenario: { hands: { union: ['U01', 'U02'], confederate: ['C01'] } } } },
  actions: [],
};

describe('records that begin at a scenario (the sandbox) and the first paint', () => {
  it('R1: newStandardGame is newGame without a scenario, and refuses one', () => {
    expect(serialize(newStandardGame({ seed: 9, ruleset: 'lee-4' }))).toBe(serialize(newGame({ seed: 9, ruleset: 'lee-4' })));
    expect(() => newStandardGame({ seed: 9, scenario: {} } as never)).toThrow(/newGame/);
  });

  it('a scenario origin does not replay before the loader is registered, and replays as newGame builds it after', async () => {
    const game = newGame(scenarioRecord.origin.kind === 'new' ? scenarioRecord.origin.options : {});
    expect(originGame(scenarioRecord.origin)).toBeNull();
    expect(historyOf(scenarioRecord, game, () => false)).toBeNull();
    expect(recordUpTo(scenarioRecord, game)).toBeNull();
    // A standard origin needs no loader.
    expect(originGame({ kind: 'new', options: { seed: 5 } })).not.toBeNull();

    await import('../../src/ui/store/scenarioOrigins');
    expect(serialize(originGame(scenarioRecord.origin)!)).toBe(serialize(game));
    expect(historyOf(scenarioRecord, game, () => false)).toEqual([]);
    expect(recordUpTo(scenarioRecord, game)).toEqual(scenarioRecord);
  });

  it('main.tsx loads the loader first when a stored record (game, backup, kept original) may begin at a scenario', () => {
    const store = (entries: Record<string, string>) => ({
      getItem: (k: string) => entries[k] ?? null, setItem: () => {}, removeItem: () => {},
    });
    const text = JSON.stringify({ format: 'lincoln-record', version: 1, origin: scenarioRecord.origin, actions: [] });
    const standard = JSON.stringify({ format: 'lincoln-record', version: 1, origin: { kind: 'new', options: { seed: 5 } }, actions: [] });
    expect(storedScenarioOrigin(store({ [RECORD_KEY]: standard }))).toBe(false);
    expect(storedScenarioOrigin(store({}))).toBe(false);
    expect(storedScenarioOrigin(null)).toBe(false);
    for (const key of [RECORD_KEY, RECORD_BACKUP_KEY, ORIGINAL_KEY]) expect(storedScenarioOrigin(store({ [key]: text }))).toBe(true);
  });
});

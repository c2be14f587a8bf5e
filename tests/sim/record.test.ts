/**
 * The simulator's record file (`src/sim/record.ts`, `--record`): a long run kept as JSON lines
 * that can be stopped and resumed (issue 9 items 5–6, a 1,000-game hard-vs-hard run over
 * several sittings).
 */
import {
  codeFingerprint, differingSetting, gameSeed, readRun, recordedFor, recordLine, runGame, sameGame, settingsLine, summarize, withVerifiedCode,
  type RunSettings,
} from '../../src/sim';
import { combineVariants } from '../../src/engine';

const settings: RunSettings = {
  format: 'lincoln-sim-run', version: 1, union: 'random', confederate: 'random', ruleset: null,
  maxDecisions: 4000, maxTurns: null, sideBudget: {}, seed: 11, code: 'sha256:0123456789abcdef',
};
const seeds = Array.from({ length: 8 }, (_, i) => gameSeed(11, i));
const games = seeds.map((seed) => runGame({ seed, union: 'random', confederate: 'random' }));

describe('simulator record file (issue 9 items 5-6)', () => {
  it('reads back its settings and every game written, in order', () => {
    const text = settingsLine(settings) + games.map(recordLine).join('');
    const run = readRun(text);
    expect(run.settings).toEqual(settings);
    expect(run.records).toEqual(JSON.parse(JSON.stringify(games)));
  });

  it('leaves out the evaluation samples, which --eval-samples writes on their own', () => {
    const line = recordLine({ ...games[0]!, evalSamples: [[1, 2, 3]] });
    expect(JSON.parse(line)).not.toHaveProperty('evalSamples');
    expect(JSON.parse(line).seed).toBe(games[0]!.seed);
  });

  it('ignores a last line cut short by a killed run: that game is played again', () => {
    const whole = recordLine(games[2]!);
    const text = settingsLine(settings) + recordLine(games[0]!) + recordLine(games[1]!) + whole.slice(0, 40);
    const run = readRun(text);
    expect(run.records.map((r) => r.seed)).toEqual([games[0]!.seed, games[1]!.seed]);
    expect(recordedFor(seeds, run.records).map((r) => r !== undefined)).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('refuses a file that is not a record file, or whose middle is broken, naming the line', () => {
    expect(() => readRun('')).toThrow(/no settings line/);
    expect(() => readRun('hello\n')).toThrow(/Line 1 .* not JSON/);
    expect(() => readRun('{"format":"lincoln-state"}\n')).toThrow(/not the settings of a simulator run/);
    expect(() => readRun(settingsLine(settings) + 'oops\n' + recordLine(games[0]!))).toThrow(/Line 2 of the record file is not JSON/);
    expect(() => readRun(settingsLine(settings) + '{"winner":"union"}\n')).toThrow(/Line 2 .* not a game record/);
  });

  it('tells which setting makes another run, so that two runs never mix in one file', () => {
    expect(differingSetting(settings, { ...settings })).toBeNull();
    expect(differingSetting(settings, { ...settings, union: 'bot:hard' })).toBe('union');
    expect(differingSetting(settings, { ...settings, seed: 12 })).toBe('seed');
    expect(differingSetting(settings, { ...settings, sideBudget: { union: { iterations: 96 } } })).toBe('sideBudget');
    expect(differingSetting(settings, { ...settings, maxTurns: 5 })).toBe('maxTurns');
    expect(differingSetting(settings, { ...settings, code: 'sha256:fedcba9876543210' })).toBe('code');
  });

  it('a named ruleset and its list of variants are one ruleset: a run recorded under either spelling goes on under the other (QA: balanced refused)', () => {
    const listed = 'seward-cost-1,virginia-vp,lee-4';
    // A tiny record of the balanced hard-vs-hard run, as the file spells it.
    const run = readRun(settingsLine({ ...settings, ruleset: listed }) + recordLine(games[0]!));
    expect(differingSetting(run.settings, { ...settings, ruleset: 'balanced' })).toBeNull();
    expect(differingSetting({ ...settings, ruleset: 'balanced' }, { ...settings, ruleset: listed })).toBeNull();
    expect(differingSetting(settings, { ...settings, ruleset: 'default' })).toBeNull(); // the rulebook's, however named
    // Other rules are another run: fewer variants, none, or a name this code does not know.
    expect(differingSetting(run.settings, { ...settings, ruleset: 'seward-cost-1,virginia-vp' })).toBe('ruleset');
    expect(differingSetting(run.settings, { ...settings, ruleset: null })).toBe('ruleset');
    expect(differingSetting({ ...settings, ruleset: 'no-such-rules' }, { ...settings, ruleset: 'balanced' })).toBe('ruleset');
    // And they do play the same games.
    const named = runGame({ seed: seeds[0]!, union: 'random', confederate: 'random', ruleset: 'balanced' });
    const combined = runGame({ seed: seeds[0]!, union: 'random', confederate: 'random', ruleset: combineVariants(listed.split(',')) });
    expect(sameGame(named, combined)).toBe(true);
  });

  it('fingerprints the playing code: any change to a file or its name changes it, the order of the files does not', () => {
    const files = [{ path: 'src/bot/a.ts', text: 'export const a = 1;' }, { path: 'src/engine/b.ts', text: 'export const b = 2;' }];
    const base = codeFingerprint(files);
    expect(base).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(codeFingerprint([...files].reverse())).toBe(base);
    expect(codeFingerprint([files[0]!, { ...files[1]!, text: 'export const b = 3;' }])).not.toBe(base);
    expect(codeFingerprint([files[0]!, { ...files[1]!, path: 'src/engine/c.ts' }])).not.toBe(base);
    expect(codeFingerprint([files[0]!])).not.toBe(base);
  });

  it('a run stopped after three games and resumed sums up exactly as the run played at once', () => {
    // First sitting: three games recorded (a fourth cut short). Second: the rest are played.
    const first = readRun(settingsLine(settings) + games.slice(0, 3).map(recordLine).join('') + recordLine(games[3]!).slice(0, 10));
    const have = recordedFor(seeds, first.records);
    const resumed = have.map((r, i) => r ?? runGame({ seed: seeds[i]!, union: 'random', confederate: 'random' }));
    expect(resumed.map((r) => r.seed)).toEqual(seeds);
    expect(summarize(resumed)).toEqual(summarize(JSON.parse(JSON.stringify(games))));
  });

  it('counts a game recorded twice once', () => {
    const twice = recordedFor(seeds.slice(0, 2), [games[0]!, games[0]!, games[1]!]);
    expect(twice).toEqual([games[0], games[1]]);
  });

  it('lets code verified by a replay check continue the run, and no other code', () => {
    const faster = 'sha256:fedcba9876543210';
    const verified = withVerifiedCode(settings, faster);
    expect(verified.verifiedCode).toEqual([faster]);
    expect(withVerifiedCode(verified, faster)).toBe(verified); // no duplicate
    expect(differingSetting(verified, { ...settings, code: faster })).toBeNull();
    expect(differingSetting(verified, { ...settings })).toBeNull(); // the run's own code still
    expect(differingSetting(verified, { ...settings, code: 'sha256:1111111111111111' })).toBe('code');
    // Verified code is not a licence to change the players.
    expect(differingSetting(verified, { ...settings, code: faster, union: 'bot:hard' })).toBe('union');
    // The verified fingerprints are written in the settings line and read back.
    expect(readRun(settingsLine(verified)).settings.verifiedCode).toEqual([faster]);
  });

  it('tells a replayed game from another: the same seed replays the same record, a changed detail does not (replay check)', () => {
    const replay = runGame({ seed: seeds[0]!, union: 'random', confederate: 'random' });
    const recordedGame = readRun(settingsLine(settings) + recordLine(games[0]!)).records[0]!;
    expect(sameGame(recordedGame, replay)).toBe(true);
    expect(sameGame(recordedGame, games[1]!)).toBe(false);
    expect(sameGame(recordedGame, { ...replay, battles: replay.battles + 1 })).toBe(false);
    expect(sameGame(recordedGame, { ...replay, evalSamples: [[1]] })).toBe(true); // samples are not part of the record
  });
});

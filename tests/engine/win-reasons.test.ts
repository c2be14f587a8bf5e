/**
 * The winner's reason is a key with arguments (issue 7 item 6): the state records the key of
 * `WIN_REASONS` and its arguments, the clock's numbers (R4.3, R4.4) come from the game's ruleset
 * constants, and saves from before (version 3 and older, whose reason is English prose) open with
 * the reason keyed — from the game-over log entry, else from the English itself.
 */
import { readFileSync } from 'node:fs';
import { applyAction, deserialize, legalActions, newGame, serialize, winner, winReasonText, WIN_REASONS } from '../../src/engine';
import { DEFAULT_RULESET, type Ruleset } from '../../src/engine/ruleset';
import type { GameState } from '../../src/engine/types';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/saves/${name}`, import.meta.url), 'utf8');

/** A game whose Union, with no VP, must reshuffle for the first time at the end of its turn (R4.3). */
function firstReshuffleLost(ruleset?: Ruleset): GameState {
  let s = newGame({ seed: 7, ruleset, scenario: { drawPiles: { union: [] }, actionsTaken: 2 } });
  s = applyAction(s, legalActions(s).find((a) => a.type === 'end-turn')!);
  return s;
}

describe('win reasons as keys (issue 7 item 6)', () => {
  it('WIN_REASONS hold no number: the clock thresholds are arguments', () => {
    expect(Object.values(WIN_REASONS).join(' ')).not.toMatch(/\d/);
  });

  it('R4.3 a game lost at the first reshuffle records the key and the needed VP of its ruleset', () => {
    const won = winner(firstReshuffleLost())!;
    expect(won).toEqual({ side: 'confederate', reason: 'first-reshuffle', rule: 'R4.3', args: { vp: 0, needs: DEFAULT_RULESET.constants.firstReshuffleVp } });
    expect(winReasonText(won.reason, won.args)).toBe(`The Union had fewer than ${DEFAULT_RULESET.constants.firstReshuffleVp} VP at its first reshuffle`);
    const harder: Ruleset = { ...DEFAULT_RULESET, id: 'first-reshuffle-3', name: 'Test', description: 'Test', constants: { ...DEFAULT_RULESET.constants, firstReshuffleVp: 3 } };
    const other = winner(firstReshuffleLost(harder))!;
    expect(other.args.needs).toBe(3);
    expect(winReasonText(other.reason, other.args)).toBe('The Union had fewer than 3 VP at its first reshuffle');
    const reopened = deserialize(serialize(firstReshuffleLost(harder)));
    expect(winner(reopened)).toEqual(other);
  });

  it('saves are forever: a version 3 save with an English reason opens keyed, its needs kept', () => {
    const saved = JSON.parse(fixture('v3-finished-first-reshuffle.json')).state;
    expect(saved.version).toBe(3);
    expect(saved.winner.reason).toBe('The Union had fewer than 2 VP at its first reshuffle');
    const state = deserialize(fixture('v3-finished-first-reshuffle.json'));
    expect(state.version).toBe(4);
    expect(state.winner).toEqual({ side: 'confederate', reason: 'first-reshuffle', rule: 'R4.3', args: { vp: 0, needs: 2 } });
    const v1 = deserialize(fixture('v1-finished.json'));
    expect(v1.winner).toEqual({ side: 'confederate', reason: 'europe', rule: 'R12.1', args: {} });
  });

  it('an old save without its game-over entry is keyed from its English; English matching no key stays as it is', () => {
    const data = JSON.parse(fixture('v3-finished-first-reshuffle.json'));
    data.state.log = data.state.log.filter((e: { key: string }) => e.key !== 'game-over');
    expect(deserialize(JSON.stringify(data)).winner).toEqual({ side: 'confederate', reason: 'first-reshuffle', rule: 'R4.3', args: { needs: 2 } });
    data.state.winner.reason = 'The Union surrendered';
    const kept = deserialize(JSON.stringify(data)).winner!;
    expect(kept).toEqual({ side: 'confederate', reason: 'The Union surrendered', rule: 'R4.3', args: {} });
    expect(winReasonText(kept.reason, kept.args)).toBe('The Union surrendered');
  });

  it('a version 4 save keeps its winner and refuses one without arguments', () => {
    const s = firstReshuffleLost();
    expect(deserialize(serialize(s)).winner).toEqual(s.winner);
    const data = JSON.parse(serialize(s));
    delete data.state.winner.args;
    expect(() => deserialize(JSON.stringify(data))).toThrow(/winner\.args/);
  });
});

/**
 * One validation of a whole position (issue 8 item 5): `deserialize` and `newGame({ scenario })`
 * refuse impossible positions with a RuleError that names what is wrong, and hostile save texts
 * are refused without executing or polluting anything.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, controller, deserialize, newGame, refusalRule, RuleError, serialize } from '../../src/engine/index';
import type { GameState } from '../../src/engine/index';
import { find, game } from './helpers';

/** A save of `state` changed by `edit` (on a deep copy). */
function edited(state: GameState, edit: (s: GameState) => void): string {
  const copy = structuredClone(state);
  edit(copy);
  return serialize(copy);
}

function refused(text: string, why: RegExp): void {
  let thrown: unknown;
  try { deserialize(text); } catch (e) { thrown = e; }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).rule).toBe('save');
  expect((thrown as RuleError).message).toMatch(why);
}

/** A battle at Manassas waiting for the defender's answer. */
function inBattle(): GameState {
  let s = game({
    units: [
      { side: 'union', kind: 'army', strength: 3, location: 'washington' },
      { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
      { side: 'confederate', kind: 'fort', location: 'richmond' },
    ],
    hands: { union: ['U30', 'U35', 'U01'], confederate: ['C01', 'C02'] },
  });
  s = applyAction(s, find(s, 'move', (a) => a.to === 'manassas'));
  return applyAction(s, find(s, 'attacker-card', (a) => a.card !== null));
}

describe('deserialize refuses impossible positions (issue 8 item 5)', () => {
  const start = newGame({ seed: 11 });

  it('a card of the other deck in a hand', () => {
    refused(edited(start, (s) => { const c = s.cards.confederate.hand.pop()!; s.cards.union.hand.push(c); }), /deck of the Confederacy is in the hand of the Union/);
  });
  it('a Union fort (R1.1) and a fort of strength 1 (R7.4)', () => {
    refused(edited(start, (s) => { s.units.push({ id: 'f99', side: 'union', kind: 'fort', strength: 3, half: 'upper', location: 'washington' }); }), /forts of the Union \(1\) than the stock of 0|Union has no forts/);
    refused(edited(start, (s) => { s.units.push({ id: 'f99', side: 'confederate', kind: 'fort', strength: 1, half: 'upper', location: 'richmond' }); }), /forts have 3/);
  });
  it('ten forts: more than the stock', () => {
    refused(edited(start, (s) => {
      for (let i = 0; i < 10; i++) s.units.push({ id: `f${i}`, side: 'confederate', kind: 'fort', strength: 3, half: 'upper', location: 'atlanta' });
    }), /than the stock of/);
  });
  it('two units with one id', () => {
    refused(edited(start, (s) => { s.units[1]!.id = s.units[0]!.id; }), /two units have the id/);
  });
  it('a Confederate army in Harrisburg (R5.10)', () => {
    refused(edited(start, (s) => { s.units.find((u) => u.side === 'confederate')!.location = 'harrisburg'; }), /R5\.10/);
  });
  it('a battle whose attacker is its defender, or that names units not on the map', () => {
    const b = inBattle();
    expect(() => deserialize(serialize(b))).not.toThrow();
    refused(edited(b, (s) => { s.combat!.defender = s.combat!.attacker; }), /both attacker and defender/);
    refused(edited(b, (s) => { s.combat!.attackerUnits.push('u404'); }), /u404, which is not on the map/);
  });
  it('a battle at its casualties step without a result (the UI could not show it)', () => {
    refused(edited(inBattle(), (s) => { s.combat!.step = 'casualties'; }), /casualties step without a result/);
  });
  it('pending raid, Rail Movement or deploy choices naming nothing', () => {
    refused(edited(start, (s) => { s.pending = { kind: 'rail-movement', card: 'U01', moved: 'u404' }; }), /Rail Movement names army u404/);
    refused(edited(start, (s) => { s.pending = { kind: 'cavalry-raid-response', card: 'ZZZ', raider: 'union' }; }), /ZZZ is not a card of the Union/);
    refused(edited(start, (s) => { s.pending = { kind: 'second-deploy', card: 'C01' }; }), /C01 is not a card of the Union/);
  });
  it('a control flag of the side absent from a location the other side alone occupies (R5.6)', () => {
    // Manassas: only the Confederate army stands there; a Union flag on it would hand it over once that army leaves.
    refused(edited(start, (s) => { s.flags.manassas = 'union'; }), /only units of the Confederacy stand in Manassas.*\(R5\.6\)/);
    // A battle's location is decided once it is over (R7.9): its flags are not judged meanwhile.
    const b = inBattle();
    expect(() => deserialize(edited(b, (s) => { s.flags.manassas = 'union'; }))).not.toThrow();
  });
  it('a winner with a battle being fought, and Europe at its end with no winner (R12.1)', () => {
    refused(edited(inBattle(), (s) => { s.winner = { side: 'union', reason: 'vicksburg-richmond', rule: 'R12.3', args: {} }; }), /still being fought/);
    refused(edited(start, (s) => { s.europe = 9; }), /nobody has won/);
  });
});

describe('scenarios get the same validation (issue 8 item 5)', () => {
  it('refuses a Europe marker at the Europe end in a scenario with a RuleError', () => {
    let thrown: unknown;
    try { newGame({ scenario: { europe: 9 } }); } catch (e) { thrown = e; }
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).rule).toBe('scenario');
  });
});

describe('R5.6 a scenario\'s control flag agrees with the sole occupant (QA: a Union flag on Manassas held by the Confederacy alone)', () => {
  const confederateIn = (location: 'manassas' | 'cairo') => [{ side: 'confederate' as const, kind: 'army' as const, strength: 2 as const, location }];
  function scenarioRefusal(scenario: Parameters<typeof game>[0]): RuleError {
    try { game(scenario); } catch (e) { if (e instanceof RuleError) return e; throw e; }
    throw new Error('the scenario was accepted');
  }

  it('refuses the other side\'s flag, or a colour flag, on a location one side alone occupies, naming R5.6', () => {
    const union = scenarioRefusal({ units: confederateIn('manassas'), control: { manassas: 'union' } });
    expect(union).toMatchObject({ key: 'ruleError.scenario-impossible', args: { problem: 'flag-sole-occupant', location: 'manassas', side: 'confederate' } });
    expect(refusalRule(union)).toBe('R5.6');
    // Cairo is blue: "held by the Union" is its colour, which the Confederate army alone there contradicts.
    expect(scenarioRefusal({ units: confederateIn('cairo'), control: { cairo: 'union' } }).args).toMatchObject({ problem: 'flag-sole-occupant', location: 'cairo' });
  });

  it('accepts a flag that agrees, and gives an unflagged location to its sole occupant as before', () => {
    expect(controller(game({ units: confederateIn('cairo'), control: { cairo: 'confederate' } }), 'cairo')).toBe('confederate');
    const unflagged = game({ units: confederateIn('cairo') });
    expect(unflagged.flags.cairo).toBe('confederate');
    expect(game({ units: confederateIn('manassas'), control: { manassas: 'confederate' } }).flags.manassas).toBeUndefined();
  });
});

describe('hostile save texts (issue 8)', () => {
  const good = serialize(newGame({ seed: 5 }));
  it('a truncated file', () => refused(good.slice(0, good.length / 2), /not valid JSON/));
  it('another format version', () => refused(good.replace('"version":1', '"version":0'), /not a Lincoln save/));
  // A later envelope is a newer Lincoln's save, said so (QA: the autosave banner called it "not a Lincoln save").
  it('a later format version', () => refused(good.replace('"version":1', '"version":99'), /saved by a newer version of Lincoln \(save format version 99\)/));
  it('five megabytes of junk', () => refused('x'.repeat(5 * 1024 * 1024), /not valid JSON/));
  it('__proto__ keys do not pollute objects', () => {
    const text = good.replace('"flags":{}', '"flags":{"__proto__":{"polluted":"yes"}}');
    expect(() => deserialize(text)).toThrow(RuleError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('<script> in string fields is data, never executed: refused where it is not a valid value', () => {
    const text = good.replace(/"U0(\d)"/, '"<script>globalThis.pwned=1</script>"');
    expect(() => deserialize(text)).toThrow(RuleError);
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });
});

/**
 * A refusal of a malformed scenario, save or action names what is wrong (contract: "RuleError …
 * names the field"): a required key left out is "missing", a key the format does not know is
 * "unknown" — the two are different mistakes and a refusal must not call one the other. The
 * refusal's `issue` (its kind) lets the UI say the same in its language.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, deserialize, newGame, RuleError, serialize } from '../../src/engine/index';
import type { Action, Scenario } from '../../src/engine/index';

function refusal(run: () => unknown): RuleError {
  try {
    run();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('accepted');
}

const scenario = (s: unknown) => refusal(() => newGame({ seed: 3, scenario: s as Scenario }));
const hands = () => { const g = newGame({ seed: 3 }); return { union: g.cards.union.hand.slice(), confederate: g.cards.confederate.hand.slice() }; };

describe('schema issues: a missing key is not an unknown key (contract: refusals name the field)', () => {
  it('scenario: a unit without its location is refused as a missing key, not an unknown one', () => {
    const err = scenario({ units: [{ side: 'union', kind: 'army', strength: 2, half: 'upper' }] });
    expect(err.message).toBe('Malformed scenario at units.0.location: missing location (scenario)');
    expect(err.args).toMatchObject({ at: 'units.0.location', issue: 'missing_key', known: 'location' });
  });

  it('scenario: a battle without its mode is refused as a missing key', () => {
    const err = scenario({ active: 'union', actionsTaken: 1, hands: hands(), battle: { location: 'manassas', attacker: 'union' } });
    expect(err.message).toBe('Malformed scenario at battle.mode: missing mode (scenario)');
    expect(err.args).toMatchObject({ issue: 'missing_key', known: 'mode' });
  });

  it('scenario: a real unknown key is still called unknown', () => {
    const err = scenario({ unitz: [] });
    expect(err.message).toBe('Malformed scenario at unitz: unknown key unitz (scenario)');
    expect(err.args).toMatchObject({ issue: 'unrecognized_keys', known: 'unitz' });
  });

  it('scenario: a unit that is not an object at all is neither missing nor unknown', () => {
    const err = scenario({ units: [null] });
    expect(err.args).toMatchObject({ at: 'units.0', issue: 'invalid_type' });
  });

  it('save: a state without its units is refused as a missing key', () => {
    const good = JSON.parse(serialize(newGame({ seed: 3 })));
    delete good.state.units;
    const err = refusal(() => deserialize(JSON.stringify(good)));
    expect(err.rule).toBe('save');
    expect(err.args).toMatchObject({ at: 'units', issue: 'missing_key', known: 'units' });
    expect(err.message).toMatch(/: missing units\b/);
  });

  it('action: a move without its destination is refused as a missing key', () => {
    const s = newGame({ seed: 3 });
    const err = refusal(() => applyAction(s, { type: 'move', card: s.cards.union.hand[0], from: 'washington', units: [] } as unknown as Action));
    expect(err.rule).toBe('contract');
    expect(err.args).toMatchObject({ at: 'to', issue: 'missing_key', known: 'to' });
  });
});

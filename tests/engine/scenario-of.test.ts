/**
 * `scenarioOf` (issue 10 item 3, the position editor): a position written back as a Scenario, so
 * that `newGame({ scenario })` rebuilds it, and the Scenario's `turn`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, RuleError, scenarioOf } from '../../src/engine/index';
import type { GameState, Side } from '../../src/engine/index';

const SIDES: Side[] = ['union', 'confederate'];

/** What a Scenario holds of a position: units without their ids, every pile, tracks, flags, whose turn. */
function position(s: GameState) {
  const units = s.units.map((u) => `${u.side} ${u.kind} ${u.strength} ${u.location} ${u.half}`).sort();
  const cards = Object.fromEntries(SIDES.map((side) => {
    const c = s.cards[side];
    return [side, { hand: c.hand, draw: c.draw, discard: c.discard, removed: c.removed, pileI: [...c.pileI].sort(), pileII: [...c.pileII].sort() }];
  }));
  return { units, cards, flags: s.flags, captured: [...s.captured].sort(), blockade: s.blockade, europe: s.europe, active: s.active, actionsTaken: s.actionsTaken, turn: s.turn };
}

const nothingPending = (s: GameState) => !s.combat && !s.pending && !s.winner;

describe('scenarioOf (issue 10 item 3)', () => {
  it('R1.5 the rulebook start written as a scenario rebuilds it: armies, hands, draw order, I/II piles (R4.1)', () => {
    const start = newGame({ seed: 9 });
    const rebuilt = newGame({ seed: 2, scenario: scenarioOf(start) });
    expect(position(rebuilt)).toEqual(position(start));
  });

  it('rebuilds any position of a played game where nothing is pending (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (seed, picks) => {
      let s = newGame({ seed });
      for (const pick of picks) {
        if (s.winner) break;
        const legal = legalActions(s);
        s = applyAction(s, legal[pick % legal.length]!);
      }
      fc.pre(nothingPending(s) && s.cards.union.reshuffles <= 2 && s.cards.confederate.reshuffles <= 2);
      expect(position(newGame({ seed: 1, scenario: scenarioOf(s) }))).toEqual(position(s));
    }), { numRuns: 40 });
  });

  it('a scenario sets the turn number; a turn below 1 is refused (rule "scenario")', () => {
    expect(newGame({ scenario: { turn: 7 } }).turn).toBe(7);
    expect(newGame({ scenario: {} }).turn).toBe(1);
    expect(() => newGame({ scenario: { turn: 0 } })).toThrow(RuleError);
  });
});

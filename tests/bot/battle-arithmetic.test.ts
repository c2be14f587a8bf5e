/**
 * The bot's battle arithmetic against the engine's (issue 7 item 4): on random battles of random
 * games, the strengths the bot's heuristics count for a stand (src/bot/heuristics.ts
 * `attackerStrengthAtReveal`, `defenderStrengthAtReveal`) equal the strengths the engine reveals
 * (R7.4 armies, forts and leadership, R7.5 defence modifiers, R11.3 High Ground, R11.6
 * Reinforcements), under the default ruleset and under one with other rule constants, so no copied
 * number (a fort's 3, High Ground's +2) can drift again. Casualty counts (R7.7) are the engine's
 * own `battleLosses`, checked here against the rulebook's wording.
 */
import fc from 'fast-check';
import { applyAction, battleLosses, DEFAULT_RULESET, decision, legalActions, newGame } from '../../src/engine';
import type { Action, GameState, Ruleset } from '../../src/engine';
import { attackerStrengthAtReveal, defenderStrengthAtReveal } from '../../src/bot/heuristics';
import { bindRuleset } from '../../src/bot/rules';
import { snapshotFromState } from '../../src/bot/snapshot';
import { rngFrom } from '../engine/helpers/play';

/** The default ruleset with other numbers for the constants a battle reads. */
const ODD_CONSTANTS: Ruleset = {
  ...structuredClone(DEFAULT_RULESET),
  id: 'test-odd-battle-constants',
  constants: { ...DEFAULT_RULESET.constants, fortStrength: 4, highGroundBonus: 3 },
};

interface Tally { battles: number; highGround: number; reinforcements: number; forts: number; modifiers: number; leadership: number }

/**
 * Plays one random game; at every stand (preferring stands with Benefits, so that R11.3 and R11.6
 * come up) compares the bot's count with the engine's reveal. Returns what the battles covered.
 */
function checkGame(seed: number, ruleset: Ruleset, tally: Tally): void {
  const pick = rngFrom(seed);
  let state: GameState = newGame({ seed, ruleset });
  for (let step = 0; step < 1500 && decision(state); step++) {
    const legal = legalActions(state);
    let action: Action = legal[Math.floor(pick() * legal.length)]!;
    if (decision(state)!.kind === 'defender-response') {
      const stands = legal.filter((a): a is Extract<Action, { type: 'stand' }> => a.type === 'stand');
      const withBenefits = stands.filter((a) => a.benefits.length > 0);
      const pool = withBenefits.length && pick() < 0.7 ? withBenefits : stands;
      if (pool.length && pick() < 0.9) action = pool[Math.floor(pick() * pool.length)]!;
    }
    const after = applyAction(state, action);
    if (action.type === 'stand') {
      const combat = state.combat!;
      const result = after.combat?.result ?? (after.lastBattle !== state.lastBattle ? after.lastBattle?.result : undefined);
      if (!result) throw new Error(`seed ${seed} step ${step}: a stand without a reveal`);
      bindRuleset(state);
      const snap = snapshotFromState(state);
      const where = `seed ${seed} step ${step}, ruleset ${ruleset.id}, ${JSON.stringify(action)} at ${combat.location}`;
      expect(attackerStrengthAtReveal(snap, combat, combat.attackerCard ?? null), `attacker strength, ${where}`).toBe(result.attackerStrength);
      expect(defenderStrengthAtReveal(snap, combat, action.card, action.benefits), `defender strength, ${where}: ${JSON.stringify(result.defender)}`).toBe(result.defenderStrength);
      tally.battles++;
      const terms = new Set(result.defender.map((t) => t.term));
      if (terms.has('high-ground')) tally.highGround++;
      if (terms.has('reinforcements')) tally.reinforcements++;
      if (terms.has('forts')) tally.forts++;
      if (terms.has('rail-modifier') || terms.has('naval-modifier')) tally.modifiers++;
      if (result.attacker.some((t) => t.term === 'leadership' && t.value > 0)) tally.leadership++;
    }
    state = after;
  }
}

describe("the bot's battle arithmetic is the engine's (issue 7 item 4)", () => {
  it('R7.4 R7.5 R11.3 R11.6 on random battles the bot counts the strengths the reveal gives, under the default constants and others', () => {
    const tally: Tally = { battles: 0, highGround: 0, reinforcements: 0, forts: 0, modifiers: 0, leadership: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), fc.boolean(), (seed, odd) => {
        checkGame(seed, odd ? ODD_CONSTANTS : DEFAULT_RULESET, tally);
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 16), seed: 1863 },
    );
    // The battles covered every term the bot counts (so the comparison above was not vacuous).
    expect(tally.battles).toBeGreaterThan(20);
    for (const term of ['highGround', 'reinforcements', 'forts', 'modifiers', 'leadership'] as const) {
      expect(tally[term], `battles with ${term}`).toBeGreaterThan(0);
    }
  }, 120_000);

  it('R7.7 casualties: the loser loses half his counters rounded up, the winner half his rounded down but never more than the loser', () => {
    expect(battleLosses(3, 3)).toEqual({ winner: 1, loser: 2 });
    expect(battleLosses(5, 1)).toEqual({ winner: 1, loser: 1 });
    expect(battleLosses(1, 4)).toEqual({ winner: 0, loser: 2 });
    expect(battleLosses(6, 2)).toEqual({ winner: 1, loser: 1 });
    expect(battleLosses(4, 5)).toEqual({ winner: 2, loser: 3 });
  });
});

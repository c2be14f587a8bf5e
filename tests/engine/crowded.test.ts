/**
 * The crowded starting positions that the fuzzer and the property tests play from (helpers/crowded.ts)
 * are what they claim: accepted by the engine's whole-position validation (contract, Scenario), and
 * crowded — contested locations (R5.5), forts and both sides' armies in many places.
 */
import { describe, expect, it } from 'vitest';
import { invariantViolations, isContested, unitsAt } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/bot/rng.ts';
import { crowdedGame, crowdedScenario } from './helpers/crowded.ts';
import { LOCATIONS } from './helpers/reference.ts';

describe('crowded starting positions (helpers/crowded.ts)', () => {
  it('R5.5 R1.5 every draw of 200 is a valid position, with contested locations, forts and both sides spread over the map', () => {
    let contested = 0; let occupied = 0; let forts = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const state = crowdedGame(seed, mulberry32(seed));
      expect(invariantViolations(state), `seed ${seed}`).toEqual([]);
      for (const l of LOCATIONS) {
        if (isContested(state, l)) contested++;
        const units = unitsAt(state, l);
        if (units.length) occupied++;
        forts += units.filter((u) => u.kind === 'fort').length;
      }
    }
    // Per position, on average: several contested locations (the rulebook's start has none) and
    // most of the 21 locations occupied; forts in many positions.
    expect(contested / 200).toBeGreaterThan(3);
    expect(occupied / 200).toBeGreaterThan(10);
    expect(forts / 200).toBeGreaterThan(1);
  });

  it('the same generator draws give the same scenario (a fuzz break replays from its seed)', () => {
    expect(crowdedScenario(mulberry32(42))).toEqual(crowdedScenario(mulberry32(42)));
    expect(crowdedScenario(mulberry32(42))).not.toEqual(crowdedScenario(mulberry32(43)));
  });
});

/**
 * The bot's choice between standing and withdrawing (R7.3, R8) weighs what each costs in one
 * currency (src/bot/heuristics.ts `standValue`): the location given up (R8.2 half of it, R8.3 all
 * of it), the casualties either way (R7.7) and the Europe marker's move (R7.10) — the whole game
 * when it reaches the Europe end (R12.1). Combat decisions are the heuristic's at every level.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, decision, newGame } from '../../src/engine';
import type { Action, CardId, GameState, LocationId, Scenario } from '../../src/engine';
import { createBot } from '../../src/bot';

const army = (side: 'union' | 'confederate', location: LocationId, strength: 1 | 2 | 3, half: 'upper' | 'lower') => ({ side, kind: 'army' as const, strength, location, half });

/** The scenario's battle after the attacker's face-down card: the defender to respond. */
function atResponse(scenario: Scenario, attackerCard: CardId): GameState {
  const s = applyAction(newGame({ seed: 5, scenario }), { type: 'attacker-card', card: attackerCard });
  expect(decision(s)?.kind).toBe('defender-response');
  return s;
}

function response(state: GameState): Action {
  return createBot({ level: 'normal', seed: 1 }).chooseAction(state, decision(state)!.side);
}

describe('stand or withdraw (R7.3, R8)', () => {
  it('R8.3 R12.2 the Union stands in contested Washington at even odds rather than leave it to the attacker', () => {
    const state = atResponse({
      active: 'confederate',
      hands: { union: ['U35', 'U01'], confederate: ['C34', 'C01', 'C02'] },
      units: [
        army('union', 'washington', 2, 'upper'), army('union', 'washington', 2, 'upper'),
        army('union', 'washington', 2, 'upper'), army('union', 'washington', 2, 'upper'),
        army('confederate', 'washington', 3, 'upper'), army('confederate', 'washington', 3, 'upper'), army('confederate', 'washington', 3, 'upper'),
        army('union', 'harrisburg', 1, 'upper'),
      ],
      battle: { location: 'washington', attacker: 'confederate', mode: 'declared' },
    }, 'C34');
    expect(response(state)).toMatchObject({ type: 'stand', card: 'U35' });
  });

  it('R7.10 R12.1 the Confederacy stands at Manassas when a win would carry the Europe marker to the end, though the odds are against it', () => {
    const state = atResponse({
      active: 'union', europe: 7,
      hands: { union: ['U35', 'U01', 'U02'], confederate: ['C37', 'C01'] },
      units: [
        army('union', 'manassas', 2, 'upper'), army('union', 'manassas', 2, 'upper'), army('union', 'manassas', 2, 'upper'), army('union', 'manassas', 2, 'upper'),
        army('confederate', 'manassas', 3, 'upper'), army('confederate', 'manassas', 2, 'upper'),
      ],
      battle: { location: 'manassas', attacker: 'union', mode: 'rail', from: 'washington' },
    }, 'U01');
    expect(response(state)).toMatchObject({ type: 'stand' });
  });

  it('R7.10 R12.1 R8.2 the Union steps into the other half of Washington rather than risk a defeat that ends the game on the Europe track', () => {
    const state = atResponse({
      active: 'confederate', europe: 8,
      hands: { union: ['U01', 'U02'], confederate: ['C34', 'C01'] },
      units: [
        army('union', 'washington', 2, 'lower'), army('union', 'washington', 2, 'lower'),
        army('confederate', 'washington', 3, 'lower'), army('confederate', 'washington', 3, 'lower'), army('confederate', 'washington', 2, 'lower'),
        army('confederate', 'manassas', 1, 'upper'),
      ],
      battle: { location: 'washington', attacker: 'confederate', mode: 'rail', from: 'manassas' },
    }, 'C34');
    const chosen = response(state);
    expect(chosen.type).toBe('withdraw');
    expect(chosen.type === 'withdraw' && chosen.moves.every((m) => m.to === 'other-half')).toBe(true);
  });
});

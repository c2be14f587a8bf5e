/**
 * A position as a `Scenario` (contract; issue 10 item 3, the position editor): the inverse of
 * `newGame({ scenario })` for a state at a fresh action decision.
 */
import type { GameState, Scenario, ScenarioBattle, Side } from './types';

/** The Scenario format counts reshuffles up to 2: after the second, both the I and II piles are in (R4.1). */
const MAX_SCENARIO_RESHUFFLES = 2;

/**
 * The position of `state` as a `Scenario`: every unit (side, kind, strength, location, half), the
 * control flags, every pile of both sides (draw pile top first), the reshuffles made (at most 2),
 * both tracks, the captured blue locations (E9), the side to act, its actions taken and the turn.
 * A battle before its attacker's card is written as `battle` (issue 10 item 3). What a Scenario
 * cannot hold is left out: a battle past that step, a pending Cavalry Raid, Rail Movement or
 * second deploy, the winner, the log and the generator. So `newGame({ scenario: scenarioOf(s) })`
 * rebuilds `s`'s map, cards, tracks and a battle about to be fought whenever nothing is pending.
 * Pure; throws nothing.
 */
export function scenarioOf(state: GameState): Scenario {
  const per = <T>(f: (side: Side) => T): Record<Side, T> => ({ union: f('union'), confederate: f('confederate') });
  return {
    active: state.active,
    turn: state.turn,
    actionsTaken: Math.max(0, Math.min(2, state.actionsTaken)) as 0 | 1 | 2,
    units: state.units.map((u) => (u.kind === 'fort'
      ? { side: u.side, kind: 'fort' as const, location: u.location, half: u.half }
      : { side: u.side, kind: 'army' as const, strength: u.strength as 1 | 2 | 3, location: u.location, half: u.half })),
    control: { ...state.flags },
    hands: per((side) => state.cards[side].hand.slice()),
    drawPiles: per((side) => state.cards[side].draw.slice()),
    discards: per((side) => state.cards[side].discard.slice()),
    removed: per((side) => state.cards[side].removed.slice()),
    reshuffles: per((side) => Math.min(MAX_SCENARIO_RESHUFFLES, state.cards[side].reshuffles) as 0 | 1 | 2),
    blockade: state.blockade,
    europe: state.europe,
    captured: state.captured.slice(),
    ...(battleOf(state) ? { battle: battleOf(state)! } : {}),
  };
}

/** `state`'s battle as a Scenario's, when it is at its first step (no card played yet); else undefined. */
function battleOf(state: GameState): ScenarioBattle | undefined {
  const cb = state.combat;
  if (!cb || cb.step !== 'attacker-card' || cb.attackerCard !== undefined || state.winner) return undefined;
  const battle: ScenarioBattle = { location: cb.location, attacker: cb.attacker, mode: cb.mode };
  if (cb.from !== undefined) battle.from = cb.from;
  if (cb.mode !== 'declared' && cb.wasContested) battle.contested = true;
  return battle;
}

/**
 * What a move will do (issue 11 item 1), read from the engine alone: the action is applied to a
 * copy of the position (`applyAction`) and the result is read — the half the armies stand in, the
 * battle it starts and the defence modifiers that battle carries (`defenceModifierTerms`, R7.5,
 * R5.3), whether it takes control of the place. The route's rule is named from the action's kind
 * and the map's links. Nothing here decides what is legal.
 */
import { controller, defenceModifierTerms, exitsOf } from '../../engine';
import type { Action, GameState, Half, LocationId, StrengthTerm } from '../../engine/types';
import { tried } from '../game/danger';

/** The facts of a move about to be confirmed. */
export interface MoveFacts {
  /** The rule of the route: R6.2.1 (one rail link), R6.2.2 (one army by rail through friendly places), R6.3 (by sea), R11.5 (Rail Movement), R6.4 (attack declared where the armies stand). */
  rule: 'R6.2.1' | 'R6.2.2' | 'R6.3' | 'R11.5' | 'R6.4';
  from: LocationId | null;
  to: LocationId;
  /** The place a long move enters its destination from (R6.2.2), when the engine's list names one. */
  via: LocationId | null;
  /** The half the armies arrive in (the attacked half in a battle, R7.1); null when none moves. */
  half: Half | null;
  /** A battle starts (R6.2.3, R6.3, R6.4). */
  battle: { defenderArmies: number; defenderStrength: number; defenderForts: number; modifiers: StrengthTerm[] } | null;
  /** The move takes control of an empty enemy-controlled place (R5.6). */
  takesControl: boolean;
}

/** The facts of `action` (a move, naval move, Rail Movement or declared attack) in `state`; null for another action or one the engine refuses. */
export function moveFacts(state: GameState, action: Action): MoveFacts | null {
  let rule: MoveFacts['rule'];
  let from: LocationId | null = null;
  let to: LocationId;
  let units: string[];
  let via: LocationId | null = null;
  switch (action.type) {
    case 'move':
      from = action.from;
      to = action.to;
      units = action.units;
      rule = exitsOf(state, from).some((e) => e.to === to) && (!action.via || action.via === from) ? 'R6.2.1' : 'R6.2.2';
      if (action.via && action.via !== from) via = action.via;
      break;
    case 'naval-move':
      from = action.moves[0]?.from ?? null;
      to = action.to;
      units = action.moves.map((m) => m.unit);
      rule = 'R6.3';
      break;
    case 'card-action':
      if (!action.moves?.length) return null;
      from = state.units.find((u) => u.id === action.moves![0].unit)?.location ?? null;
      to = action.moves[0].to;
      units = [action.moves[0].unit];
      rule = 'R11.5';
      break;
    case 'declare-attack':
      from = action.location;
      to = action.location;
      units = [];
      rule = 'R6.4';
      break;
    default:
      return null;
  }
  const next = tried(state, action);
  if (!next) return null;
  const combat = next.combat && next.combat.location === to ? next.combat : null;
  const moved = next.units.find((u) => units.includes(u.id));
  const defenders = combat ? next.units.filter((u) => combat.defenderUnits.includes(u.id)) : [];
  const armies = defenders.filter((u) => u.kind === 'army');
  return {
    rule,
    from,
    to,
    via,
    half: combat?.half ?? moved?.half ?? null,
    battle: combat && {
      defenderArmies: armies.length,
      defenderStrength: armies.reduce((s, u) => s + u.strength, 0),
      defenderForts: defenders.length - armies.length,
      modifiers: defenceModifierTerms(next, combat),
    },
    takesControl: !combat && controller(state, to) !== state.active && controller(next, to) === state.active,
  };
}

/**
 * What a move will do (issue 11 item 1), read from the engine alone: the action is applied to a
 * copy of the position (`applyAction`) and the result is read — the half the armies stand in, the
 * battle it starts and the defence modifiers that battle carries (`defenceModifierTerms`, R7.5,
 * R5.3), or the result of a battle the engine fought through inside the action (`lastBattle`,
 * E3), whether it takes control of the place, the Europe marker's move and a game it ends (R7.11,
 * R12.1), and the decisive places it leaves empty (the engine's `threats`, R12.2, R12.3). The
 * route's rule is named from the action's kind and the map's links. Nothing here decides what is legal.
 */
import { controller, defenceModifierTerms, exitsOf, moveRoute, threats, type Exit } from '../../engine';
import type { Action, GameState, Half, LocationId, Side, StrengthTerm, Winner } from '../../engine/types';
import { tried } from '../game/danger';

/** The facts of a move about to be confirmed. */
export interface MoveFacts {
  /** The rule of the route: R6.2.1 (one rail link), R6.2.2 (one army by rail through friendly places), R6.3 (by sea), R11.5 (Rail Movement), R6.4 (attack declared where the armies stand). */
  rule: 'R6.2.1' | 'R6.2.2' | 'R6.3' | 'R11.5' | 'R6.4';
  from: LocationId | null;
  /** Every place the armies leave, in the action's order (the ports of a naval move, R6.3). */
  froms: LocationId[];
  to: LocationId;
  /** The place a long move enters its destination from (R6.2.2), when the engine's list names one. */
  via: LocationId | null;
  /** The links a move by rail takes, in order (the engine's `moveRoute`: R6.2.1, R6.2.2, R11.5); null by sea or in place. */
  route: Exit[] | null;
  /** The half the armies arrive in (the attacked half in a battle, R7.1); null when none moves. */
  half: Half | null;
  /** A battle starts (R6.2.3, R6.3, R6.4) and waits for its cards. */
  battle: { defenderArmies: number; defenderStrength: number; defenderForts: number; modifiers: StrengthTerm[] } | null;
  /**
   * A battle the engine fought through inside the action (QA: the preview said "No battle."): every
   * choice in it was forced (`autoResolve`), neither side holding a card (E3), so its result is
   * public; read from the engine's `lastBattle` (R7.6).
   */
  fought: { winner: Side; attackerStrength: number; defenderStrength: number } | null;
  /** The move takes control of an empty enemy-controlled place (R5.6). */
  takesControl: boolean;
  /**
   * Read only when the move starts no battle (a battle depends on hidden cards, so the preview
   * goes no further): the Europe marker's move (R7.11, E9), positive toward Europe, with the space it
   * ends on; and the game it ends at once (R12.1).
   */
  europe: { steps: number; space: number } | null;
  winner: Winner | null;
  /** The side's decisive places (the engine's `threats`: its capital, R12.2, R12.3) held by its units before the move and by none after it, with their rule. */
  emptied: { location: LocationId; rule: string }[];
}

/** The facts of `action` (a move, naval move, Rail Movement or declared attack) in `state`; null for another action or one the engine refuses. */
export function moveFacts(state: GameState, action: Action): MoveFacts | null {
  let rule: MoveFacts['rule'];
  let from: LocationId | null = null;
  let to: LocationId;
  let units: string[];
  let via: LocationId | null = null;
  let froms: LocationId[] | null = null;
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
      froms = [...new Set(action.moves.map((m) => m.from))];
      to = action.to;
      units = action.moves.map((m) => m.unit);
      rule = 'R6.3';
      break;
    case 'card-action':
    case 'rail-move': {
      // Rail Movement's first army, or its second one asked for on its own (R11.5).
      const m = action.type === 'rail-move' ? action.move : action.moves?.[0];
      if (!m) return null;
      from = state.units.find((u) => u.id === m.unit)?.location ?? null;
      to = m.to;
      units = [m.unit];
      rule = 'R11.5';
      break;
    }
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
  // A battle over by the end of the action (the engine's record of it, at the place moved to).
  const record = !next.combat && next.lastBattle !== state.lastBattle && next.lastBattle?.location === to ? next.lastBattle : null;
  // A battle fought or to be fought: nothing after it is told (it depends on the cards).
  const quiet = !combat && !next.combat && next.lastBattle === state.lastBattle;
  const side = state.active;
  const held = (s: GameState, at: LocationId) => s.units.some((u) => u.side === side && u.location === at);
  return {
    rule,
    from,
    froms: froms ?? (from ? [from] : []),
    to,
    via,
    route: from && rule !== 'R6.3' && rule !== 'R6.4' ? moveRoute(state, side, from, to, via ?? undefined) : null,
    // After a battle fought through, the half only where the army still stands (a beaten one has retreated).
    half: combat?.half ?? (moved && (!record || moved.location === to) ? moved.half : null),
    battle: combat && {
      defenderArmies: armies.length,
      defenderStrength: armies.reduce((s, u) => s + u.strength, 0),
      defenderForts: defenders.length - armies.length,
      modifiers: defenceModifierTerms(next, combat),
    },
    fought: record && { winner: record.result.winner, attackerStrength: record.result.attackerStrength, defenderStrength: record.result.defenderStrength },
    takesControl: !combat && controller(state, to) !== state.active && controller(next, to) === state.active,
    europe: quiet && next.europe !== state.europe ? { steps: next.europe - state.europe, space: next.europe } : null,
    winner: quiet && !state.winner ? next.winner : null,
    // Read up to the start of a battle only: a battle the engine fought through inside the action (every choice forced) is not told.
    emptied: next.lastBattle !== state.lastBattle ? [] : threats(state, side).filter((d) => held(state, d.location) && !held(next, d.location)).map((d) => ({ location: d.location, rule: d.rule ?? '' })),
  };
}

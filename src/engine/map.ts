/**
 * The rail graph and location facts of the state's ruleset (R5.1–R5.3, R5.10): each location's
 * link ends, and lookups by pair of locations. Read-only helpers over `rulesOf(state)`.
 */
import type { Half, LocationId, Side } from '../data/types';
import { rulesOf, type Exit } from './ruleset';
import type { RulesetRef } from './ruleset';

export type { Exit } from './ruleset';

/** Anything that records its ruleset: a state, or a view. */
export type HasRuleset = { ruleset?: RulesetRef };

/** Every link leaving `location`, with the half it enters at each end. */
export function exitsOf(state: HasRuleset, location: LocationId): readonly Exit[] {
  return rulesOf(state).exits[location];
}

/** The link joining `from` to `to`, seen from `from`; undefined when they are not adjacent. */
export function exitBetween(state: HasRuleset, from: LocationId, to: LocationId): Exit | undefined {
  return rulesOf(state).exits[from].find((e) => e.to === to);
}

/** The exit of `from` along link number `linkId`. */
export function exitByLink(state: HasRuleset, from: LocationId, linkId: number): Exit | undefined {
  return rulesOf(state).exits[from].find((e) => e.link.id === linkId);
}

/** The other half. */
export function otherHalf(half: Half): Half {
  return half === 'upper' ? 'lower' : 'upper';
}

/** The other side. */
export function opponent(side: Side): Side {
  return side === 'union' ? 'confederate' : 'union';
}

/** The location's colour (R5.1). */
export function colourOf(state: HasRuleset, location: LocationId): Side {
  return rulesOf(state).locationById[location].colour;
}

/** True when `side` may never enter `location` (R5.10: the Confederates and the top three). */
export function isForbidden(state: HasRuleset, side: Side, location: LocationId): boolean {
  return side === 'confederate' && !!rulesOf(state).locationById[location].noConfederateEntry;
}

/**
 * The locations an attack by rail on `location` by `attacker` may come from, where a beaten
 * attacker returns (R9.2, X19, X25): those a rail link joins to it where `attacker`'s units may
 * stand (R5.10). Whole-position validation and the position editor both ask it.
 */
export function railAttackOrigins(state: HasRuleset, location: LocationId, attacker: Side): LocationId[] {
  return exitsOf(state, location).map((e) => e.to).filter((l) => !isForbidden(state, attacker, l));
}

/** True when `location` is a port (R5.3). */
export function isPort(state: HasRuleset, location: LocationId): boolean {
  return !!rulesOf(state).locationById[location].port;
}

/** The half where armies land by sea (E5); undefined for non-ports. */
export function harbourHalf(state: HasRuleset, location: LocationId): Half | undefined {
  return rulesOf(state).locationById[location].port?.harbourHalf;
}

/** The ports (R5.3). */
export function portsOf(state: HasRuleset): readonly LocationId[] {
  return rulesOf(state).ports;
}

/** A location's printed name (English data; the UI translates by id). */
export function locationName(state: HasRuleset, location: LocationId): string {
  return rulesOf(state).locationById[location]?.name ?? location;
}

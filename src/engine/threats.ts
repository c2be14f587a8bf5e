/**
 * Threats to the decisive locations (contract `threats`, issue 11 item 2): what the enemy can
 * bring next turn to each location whose loss ends the game — Washington for the Union (R12.2),
 * Richmond and Vicksburg for the Confederacy (R12.3). Read from public facts only (units, control),
 * never from a hand, so any player may be shown it. Reach follows the engine's own movement rules:
 * an army already in a contested location may declare an attack there (R6.4); an army reaches by
 * rail what `longMoveEntries` gives, the adjacent move of R6.2.1 and the long move through friendly
 * locations of R6.2.2 (E12, E13, R5.10); a Union army in a port reaches any port by sea (R6.3, X3).
 */
import type { GameState, LocationId, Side } from './types';
import { isContested, unitsOfSideAt } from './control';
import { harbourHalf, isPort, opponent } from './map';
import { longMoveEntries } from './movement';
import { DECISIVE } from './victory';

/** One decisive location's threat: the enemy strength that can reach it next turn, the side's own strength there, the victory rule its loss triggers. */
export interface Threat { location: LocationId; enemyStrength: number; ownStrength: number; rule?: string }


/** True when `army`, standing at `from`, can sail (R6.3): Union only, from a port, out of a contested port only from its harbour half (X3). */
function canSail(state: GameState, side: Side, from: LocationId, half: string): boolean {
  if (side !== 'union' || !isPort(state, from)) return false;
  return !isContested(state, from) || harbourHalf(state, from) === half;
}

/**
 * What the enemy can bring next turn to each location whose loss ends the game for `side` (contract
 * `threats`; Washington R12.2; Richmond, Vicksburg R12.3): `{ location, enemyStrength, ownStrength, rule }`.
 * `enemyStrength` is the strongest single attack the
 * enemy can make there with one action, since an action cannot bring units into one battle from
 * two directions (R6.8): the armies already there, contested, declaring an attack (R6.4); all
 * the armies of one adjacent location along one rail link (R6.2.1); one army by a long move
 * (R6.2.2); for the Union, every army that can sail, as one naval action moves one army per
 * card played (R6.3; the cards are hidden, so this is an upper bound). `ownStrength` sums
 * `side`'s armies and forts there.
 */
export function threats(state: GameState, side: Side): Threat[] {
  const enemy = opponent(side);
  const enemyArmies = state.units.filter((u) => u.side === enemy && u.kind === 'army');
  const stackAt = new Map<LocationId, number>();
  for (const u of enemyArmies) stackAt.set(u.location, (stackAt.get(u.location) ?? 0) + u.strength);
  const entries = new Map<LocationId, ReturnType<typeof longMoveEntries>>();
  const entriesFrom = (from: LocationId) => {
    let r = entries.get(from);
    if (!r) entries.set(from, (r = longMoveEntries(state, enemy, from)));
    return r;
  };
  return DECISIVE[side].map(({ location, rule }) => {
    let enemyStrength = stackAt.get(location) ?? 0; // R6.4
    let bySea = 0;
    for (const u of enemyArmies) {
      if (u.location === location) continue;
      const ways = entriesFrom(u.location).filter((e) => e.exit.to === location);
      if (ways.some((e) => e.via === u.location)) enemyStrength = Math.max(enemyStrength, stackAt.get(u.location)!); // R6.2.1
      if (ways.length > 0) enemyStrength = Math.max(enemyStrength, u.strength); // R6.2.2
      if (isPort(state, location) && canSail(state, enemy, u.location, u.half)) bySea += u.strength; // R6.3
    }
    enemyStrength = Math.max(enemyStrength, bySea);
    const ownStrength = unitsOfSideAt(state, side, location).reduce((n, u) => n + u.strength, 0);
    return { location, enemyStrength, ownStrength, rule };
  });
}

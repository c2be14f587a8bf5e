/**
 * Plain-English descriptions of what the map shows, used as accessible names and tooltips.
 * They only read the PlayerView and the board data: no rules are worked out here.
 */
import { LOCATION_BY_ID } from '../../data/board';
import type { Half, LocationId, Side } from '../../data/types';
import type { PlayerView, UnitState } from '../../engine/types';

/** Display name of a side. */
export const SIDE_NAME: Record<Side, string> = { union: 'Union', confederate: 'Confederate' };
/** One-letter badge of a side, so that it reads without colour. */
export const SIDE_LETTER: Record<Side, string> = { union: 'U', confederate: 'C' };

const HALVES: Half[] = ['upper', 'lower'];
const SIDES: Side[] = ['union', 'confederate'];

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2 armies (strength 3 + 2)" / "1 fort" / "1 army (strength 2) and 1 fort", or '' for none. */
export function describeCounters(units: readonly UnitState[]): string {
  const armies = units.filter((u) => u.kind === 'army').map((u) => u.strength).sort((a, b) => b - a);
  const forts = units.filter((u) => u.kind === 'fort').length;
  const parts: string[] = [];
  if (armies.length) parts.push(`${count(armies.length, 'army', 'armies')} (strength ${armies.join(' + ')})`);
  if (forts) parts.push(count(forts, 'fort', 'forts'));
  return parts.join(' and ');
}

/** Units of one side in one half of a location. */
export function unitsIn(view: PlayerView, location: LocationId, half: Half, side?: Side): UnitState[] {
  return view.units.filter(
    (u) => u.location === location && u.half === half && (side === undefined || u.side === side),
  );
}

/** "Union 2 armies (strength 2 + 1) upper half; Confederate 1 fort lower half", or "empty". */
export function describeStacks(view: PlayerView, location: LocationId): string {
  const parts: string[] = [];
  for (const side of SIDES) {
    for (const half of HALVES) {
      const text = describeCounters(unitsIn(view, location, half, side));
      if (text) parts.push(`${SIDE_NAME[side]} ${text} ${half} half`);
    }
  }
  return parts.length ? parts.join('; ') : 'empty';
}

/** The static facts of a location: "Fort Monroe, Confederate, 1 VP, port (naval defence +2)". */
export function describeLocationData(location: LocationId): string {
  const data = LOCATION_BY_ID[location];
  const parts = [data.name, SIDE_NAME[data.colour]];
  if (data.vp > 0) parts.push(`${data.vp} VP`);
  if (data.port) parts.push(`port (naval defence +${data.port.navalDefence})`);
  if (data.supplySource) parts.push(`${SIDE_NAME[data.supplySource]} supply source`);
  if (data.noConfederateEntry) parts.push('no Confederate entry');
  return parts.join(', ');
}

/** Who holds the location, when it is not simply its own colour: "contested", "Union flag". */
export function describeControl(view: PlayerView, location: LocationId): string[] {
  const parts: string[] = [];
  if (view.contested.includes(location)) parts.push('contested');
  const flag = view.flags[location];
  if (flag) parts.push(`${SIDE_NAME[flag]} flag`);
  const holder = view.control[location];
  if (holder && holder !== LOCATION_BY_ID[location].colour && !flag) parts.push(`held by ${SIDE_NAME[holder]}`);
  if (view.captured.includes(location)) parts.push('captured (Europe bonus)');
  if (view.combat?.location === location) {
    parts.push(`battle: ${SIDE_NAME[view.combat.attacker]} attacks the ${view.combat.half} half`);
  }
  return parts;
}

/**
 * The accessible name of a location, e.g.
 * "Kentucky, Union, contested: Union 2 armies (strength 2 + 2) upper half; Confederate 1 army (strength 1) lower half".
 */
export function describeLocation(view: PlayerView, location: LocationId, selected = false): string {
  const control = describeControl(view, location);
  const head = [describeLocationData(location), ...control].join(', ');
  return `${head}: ${describeStacks(view, location)}${selected ? ' (selected)' : ''}`;
}

/** Accessible name of one half as a target: "Kentucky, upper half: Union 2 armies (strength 2 + 2)". */
export function describeHalf(view: PlayerView, location: LocationId, half: Half): string {
  const parts: string[] = [];
  for (const side of SIDES) {
    const text = describeCounters(unitsIn(view, location, half, side));
    if (text) parts.push(`${SIDE_NAME[side]} ${text}`);
  }
  return `${LOCATION_BY_ID[location].name}, ${half} half: ${parts.length ? parts.join('; ') : 'empty'}`;
}

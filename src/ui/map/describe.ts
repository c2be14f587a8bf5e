/**
 * Plain-language descriptions of what the map shows, used as accessible names and tooltips, in the
 * UI's language (`map.describe.*` keys). They only read the PlayerView and the board data: no rules
 * are worked out here.
 */
import type { TFunction } from 'i18next';
import type { Half, LocationId, Side } from '../../data/types';
import type { PlayerView, UnitState } from '../../engine/types';
import '../../i18n';
import { locationName } from '../game/labels';
import { displayRules } from '../game/rules';

const HALVES: Half[] = ['upper', 'lower'];
const SIDES: Side[] = ['union', 'confederate'];

/** "2 armies (strength 3 + 2)" / "1 fort" / "1 army (strength 2) and 1 fort", or '' for none. */
export function describeCounters(t: TFunction, units: readonly UnitState[]): string {
  const armies = units.filter((u) => u.kind === 'army').map((u) => u.strength).sort((a, b) => b - a);
  const forts = units.filter((u) => u.kind === 'fort').length;
  const armyText = armies.length ? t('map.describe.armies', { count: armies.length, list: armies.join(' + ') }) : '';
  const fortText = forts ? t('map.describe.forts', { count: forts }) : '';
  return armyText && fortText ? t('map.describe.and', { a: armyText, b: fortText }) : armyText || fortText;
}

/** Units of one side in one half of a location. */
export function unitsIn(view: PlayerView, location: LocationId, half: Half, side?: Side): UnitState[] {
  return view.units.filter(
    (u) => u.location === location && u.half === half && (side === undefined || u.side === side),
  );
}

/** "Union 2 armies (strength 2 + 1) upper half; Confederate 1 fort lower half", or "empty". */
export function describeStacks(t: TFunction, view: PlayerView, location: LocationId): string {
  const parts: string[] = [];
  for (const side of SIDES) {
    for (const half of HALVES) {
      const units = describeCounters(t, unitsIn(view, location, half, side));
      if (units) parts.push(t('map.describe.inHalf', { side: t(`side.${side}`), units, half: t(`half.${half}`) }));
    }
  }
  return parts.length ? parts.join('; ') : t('map.describe.empty');
}

/** The static facts of a location: "Fort Monroe, Confederate, 1 VP, port (naval defence +2)". */
export function describeLocationData(t: TFunction, location: LocationId): string {
  const data = displayRules().locationById[location];
  const parts = [locationName(location), t(`side.${data.colour}`)];
  if (data.vp > 0) parts.push(t('map.describe.vp', { vp: data.vp }));
  if (data.port) parts.push(t('map.describe.port', { value: data.port.navalDefence }));
  if (data.supplySource) parts.push(t('map.describe.supply', { side: t(`side.${data.supplySource}`) }));
  if (data.noConfederateEntry) parts.push(t('map.describe.noEntry'));
  return parts.join(', ');
}

/** Who holds the location, when it is not simply its own colour: "contested", "Union flag". */
export function describeControl(t: TFunction, view: PlayerView, location: LocationId): string[] {
  const parts: string[] = [];
  if (view.contested.includes(location)) parts.push(t('map.describe.contested'));
  const flag = view.flags[location];
  if (flag) parts.push(t('map.describe.flag', { side: t(`side.${flag}`) }));
  const holder = view.control[location];
  if (holder && holder !== displayRules().locationById[location].colour && !flag) parts.push(t('map.describe.heldBy', { side: t(`side.${holder}`) }));
  if (view.captured.includes(location)) parts.push(t('map.describe.captured'));
  if (view.combat?.location === location) {
    parts.push(t('map.describe.battle', { side: t(`side.${view.combat.attacker}`), half: t(`half.${view.combat.half}`) }));
  }
  return parts;
}

/**
 * The accessible name of a location, e.g.
 * "Kentucky, Union, contested: Union 2 armies (strength 2 + 2) upper half; Confederate 1 army (strength 1) lower half".
 */
export function describeLocation(t: TFunction, view: PlayerView, location: LocationId, selected = false): string {
  const head = [describeLocationData(t, location), ...describeControl(t, view, location)].join(', ');
  const text = t('map.describe.location', { head, stacks: describeStacks(t, view, location) });
  return selected ? t('map.describe.selected', { text }) : text;
}

/** Accessible name of one half as a target: "Kentucky, upper half: Union 2 armies (strength 2 + 2)". */
export function describeHalf(t: TFunction, view: PlayerView, location: LocationId, half: Half): string {
  const parts: string[] = [];
  for (const side of SIDES) {
    const units = describeCounters(t, unitsIn(view, location, half, side));
    if (units) parts.push(t('map.describe.sideUnits', { side: t(`side.${side}`), units }));
  }
  return t('map.describe.half', { location: locationName(location), half: t(`half.${half}`), units: parts.length ? parts.join('; ') : t('map.describe.empty') });
}

/** Units in words, for the texts of actions (`actionText.ts`). */
import type { TFunction } from 'i18next';
import type { UnitState } from '../../engine/types';
import { locationName } from './labels';

/** "army 2 (Kentucky, upper half)" for a unit on the map. */
export function unitLabel(t: TFunction, unit: UnitState): string {
  return t(unit.kind === 'fort' ? 'unit.fort' : 'unit.army', {
    strength: unit.strength, location: locationName(unit.location), half: t(`half.${unit.half}`),
  });
}

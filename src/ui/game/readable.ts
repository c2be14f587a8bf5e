/**
 * Plain-language text for actions: the engine's `describeAction`, with unit ids spelled out from
 * the view. (Log entries: `logText.ts`.)
 */
import type { TFunction } from 'i18next';
import { describeAction } from '../../engine';
import type { Action, UnitState } from '../../engine/types';
import { unitsOf } from '../builder/steps';
import { locationName } from './labels';

/** "army 2 (Kentucky, upper half)" for a unit on the map. */
export function unitLabel(t: TFunction, unit: UnitState): string {
  return t(unit.kind === 'fort' ? 'unit.fort' : 'unit.army', {
    strength: unit.strength, location: locationName(unit.location), half: t(`half.${unit.half}`),
  });
}

/**
 * `describeAction`, with the unit ids it names replaced by readable unit labels; when it names
 * none (a move says "2 armies"), the units are listed after it so that options stay distinct.
 */
export function readableAction(t: TFunction, action: Action, units: readonly UnitState[]): string {
  let text = describeAction(action);
  const labels: string[] = [];
  let named = false;
  for (const id of new Set(unitsOf(action))) {
    const unit = units.find((u) => u.id === id);
    if (!unit) continue;
    const label = unitLabel(t, unit);
    labels.push(label);
    const pattern = new RegExp(`\\b${id}\\b`, 'g');
    if (pattern.test(text)) {
      named = true;
      text = text.replace(pattern, label);
    }
  }
  return named || labels.length === 0 ? text : `${text} — ${labels.join(', ')}`;
}

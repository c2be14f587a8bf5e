/**
 * Plain-language text for actions and log entries: the engine's `describeAction` and
 * `describeLogEntry`, with unit ids spelled out from the view and the rule ids left to badges.
 */
import type { TFunction } from 'i18next';
import { describeAction, describeLogEntry } from '../../engine';
import type { Action, LogEntry, UnitState } from '../../engine/types';
import { unitsOf } from '../builder/steps';
import { locationName } from './labels';

/** "army 2 (Kentucky, upper half)" for a unit on the map. */
export function unitLabel(t: TFunction, unit: UnitState): string {
  return t(unit.kind === 'fort' ? 'unit.fort' : 'unit.army', {
    strength: unit.strength, location: locationName(unit.location), half: t(`half.${unit.half}`),
  });
}

/** `describeAction`, with the unit ids it names replaced by readable unit labels. */
export function readableAction(t: TFunction, action: Action, units: readonly UnitState[]): string {
  let text = describeAction(action);
  for (const id of new Set(unitsOf(action))) {
    const unit = units.find((u) => u.id === id);
    if (unit) text = text.replace(new RegExp(`\\b${id}\\b`, 'g'), unitLabel(t, unit));
  }
  return text;
}

/** `describeLogEntry` without the trailing "(R7.4, R7.5)", which the log shows as badges. */
export function logText(entry: LogEntry): string {
  const text = describeLogEntry(entry);
  const suffix = entry.rules?.length ? ` (${entry.rules.join(', ')})` : '';
  return suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

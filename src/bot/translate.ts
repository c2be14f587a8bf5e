/**
 * Carrying an action from one position to an equivalent one whose unit ids differ (the real game
 * and a determinization built from its view): units are matched by interchangeability class
 * (location, side, kind, strength, half) and order.
 */
import type { Action, UnitState } from '../engine';
import { unitSignature } from './snapshot';

/** Maps unit ids of `from` to unit ids of `to`, class by class in list order. */
export function unitIdMap(from: readonly UnitState[], to: readonly UnitState[]): Map<string, string> {
  const pool = new Map<string, string[]>();
  for (const u of to) {
    const sig = unitSignature(u);
    const list = pool.get(sig);
    if (list) list.push(u.id);
    else pool.set(sig, [u.id]);
  }
  const map = new Map<string, string>();
  const used = new Map<string, number>();
  for (const u of from) {
    const sig = unitSignature(u);
    const i = used.get(sig) ?? 0;
    const target = pool.get(sig)?.[i];
    if (target !== undefined) map.set(u.id, target);
    used.set(sig, i + 1);
  }
  return map;
}

function tr(value: unknown, field: string, map: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => tr(v, field, map));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = tr(v, k, map);
    return out;
  }
  if (typeof value === 'string' && (field === 'unit' || field === 'units')) return map.get(value) ?? value;
  return value;
}

/** The action with every unit id replaced through `map` (ids not in the map are kept). */
export function translateAction(action: Action, map: Map<string, string>): Action {
  return tr(action, '', map) as Action;
}

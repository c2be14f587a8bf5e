/**
 * Placement of the counters of one half of a location: one counter each while they fit, then
 * identical counters (same side, kind and strength) grouped as one with "×n".
 */
import type { Side } from '../../data/types';
import type { UnitState } from '../../engine/types';
import { COUNTER_SIZE } from './marks';

/** One drawn counter (or group of identical counters), `x` = centre offset from the left of the area. */
export interface StackItem {
  x: number;
  side: Side;
  kind: 'army' | 'fort';
  strength: number;
  ids: string[];
}

const GAP = 4;
const SIDE_GAP = 8;
const COUNT_WIDTH = 20;

const SIDE_ORDER: Record<Side, number> = { union: 0, confederate: 1 };

function sortUnits(units: readonly UnitState[]): UnitState[] {
  return [...units].sort(
    (a, b) =>
      SIDE_ORDER[a.side] - SIDE_ORDER[b.side] ||
      (a.kind === b.kind ? 0 : a.kind === 'army' ? -1 : 1) ||
      b.strength - a.strength ||
      a.id.localeCompare(b.id),
  );
}

function place(groups: Omit<StackItem, 'x'>[], width: number): { items: StackItem[]; fits: boolean } {
  const widths = groups.map((g) => COUNTER_SIZE + (g.ids.length > 1 ? COUNT_WIDTH : 0));
  const gaps = groups.map((g, i): number => (i === 0 ? 0 : groups[i - 1].side !== g.side ? SIDE_GAP : GAP));
  const natural = widths.reduce((s, w) => s + w, 0) + gaps.reduce((s, g) => s + g, 0);
  const fits = natural <= width;
  // When even the groups do not fit, squeeze the gaps (counters then overlap a little).
  const squeeze = fits || groups.length < 2 ? 0 : (natural - width) / (groups.length - 1);
  let cursor = 0;
  const items = groups.map((g, i) => {
    cursor += i === 0 ? 0 : gaps[i] - squeeze;
    const item = { ...g, x: cursor + COUNTER_SIZE / 2 };
    cursor += widths[i];
    return item;
  });
  return { items, fits };
}

/** Lay out `units` (all in one half) in a row `width` units wide. */
export function layoutStack(units: readonly UnitState[], width: number): StackItem[] {
  const sorted = sortUnits(units);
  const single = place(sorted.map((u) => ({ side: u.side, kind: u.kind, strength: u.strength, ids: [u.id] })), width);
  if (single.fits) return single.items;
  const groups: Omit<StackItem, 'x'>[] = [];
  for (const u of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.side === u.side && last.kind === u.kind && last.strength === u.strength) last.ids.push(u.id);
    else groups.push({ side: u.side, kind: u.kind, strength: u.strength, ids: [u.id] });
  }
  return place(groups, width).items;
}

/**
 * Placement of the counters of one half of a location: one counter each while they fit, then
 * identical counters (same side, kind and strength) grouped as one with "×n"; when the groups do
 * not fit either, one counter each again, overlapping, while each keeps a strip wide enough for
 * its strength (`MIN_STEP`); only beyond that the groups overlap. An overlapped counter draws its
 * strength in the strip left uncovered (`labelDx`).
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
  /** Offset of the strength from the counter's centre, when the next counter covers its right part. */
  labelDx?: number;
}

const GAP = 4;
const SIDE_GAP = 8;
/**
 * Room for a group's "×n" right of its counter: drawn 2 units past it, 24.5 units wide in projector
 * mode (16 px bold, measured). At 20 a squeezed "×2" ran into the next counter (QA, crowded positions).
 */
const COUNT_WIDTH = 28;
/** Least distance between two overlapping counters' centres: the strength (13.6 units wide in projector mode) stays uncovered. */
const MIN_STEP = 17;

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

function place(groups: Omit<StackItem, 'x'>[], width: number): { items: StackItem[]; fits: boolean; step: number } {
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
  let step = Infinity;
  items.forEach((item, i) => {
    const next = items[i + 1];
    if (!next) return;
    // The uncovered strip, from this counter's left edge to the next one's: its strength in the middle.
    const shown = next.x - item.x;
    step = Math.min(step, shown);
    if (shown < COUNTER_SIZE) item.labelDx = (shown - COUNTER_SIZE) / 2;
  });
  return { items, fits, step };
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
  const grouped = place(groups, width);
  return grouped.fits || single.step < MIN_STEP ? grouped.items : single.items;
}

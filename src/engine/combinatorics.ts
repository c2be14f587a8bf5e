/**
 * Small combinatorics for enumerating choices: subsets, multisets over groups of interchangeable
 * units, and distributions of groups over destinations. Pure helpers.
 */
import type { UnitState } from './types';

/** All subsets of `items` of exactly `k` elements, in order. */
export function subsetsOfSize<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const rec = (start: number) => {
    if (pick.length === k) { out.push(pick.slice()); return; }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= items.length) rec(0);
  return out;
}

/** All non-empty subsets of `items`. */
export function nonEmptySubsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let k = 1; k <= items.length; k++) out.push(...subsetsOfSize(items, k));
  return out;
}

/** Numeric order of unit ids (`u12` after `u9`). */
export function byUnitId(a: { id: string }, b: { id: string }): number {
  return Number(a.id.slice(1)) - Number(b.id.slice(1));
}

/**
 * Groups interchangeable units: same side, location, kind and strength, and the same half where
 * halves matter (`halfMatters(location)`: contested locations, E12/E13); each group sorted by id.
 */
export function groupUnits(units: readonly UnitState[], halfMatters: (location: UnitState['location']) => boolean = () => true): UnitState[][] {
  const map = new Map<string, UnitState[]>();
  for (const u of units) {
    const key = `${u.side}|${u.location}|${halfMatters(u.location) || u.kind === 'fort' ? u.half : '-'}|${u.kind}|${u.strength}`;
    let g = map.get(key);
    if (!g) { g = []; map.set(key, g); }
    g.push(u);
  }
  const groups = [...map.values()];
  for (const g of groups) g.sort(byUnitId);
  groups.sort((a, b) => byUnitId(a[0]!, b[0]!));
  return groups;
}

/** Every way to choose `k` units (or, with k undefined, any non-zero number) from the groups, one list per distinct choice (lowest ids first). */
export function multisets(groups: readonly UnitState[][], k?: number): UnitState[][] {
  const out: UnitState[][] = [];
  const counts: number[] = [];
  const rec = (i: number, taken: number) => {
    if (k !== undefined && taken > k) return;
    if (i === groups.length) {
      if ((k === undefined && taken > 0) || taken === k) {
        const pick: UnitState[] = [];
        groups.forEach((g, gi) => pick.push(...g.slice(0, counts[gi])));
        out.push(pick);
      }
      return;
    }
    for (let c = 0; c <= groups[i]!.length; c++) { counts[i] = c; rec(i + 1, taken + c); }
  };
  rec(0, 0);
  return out;
}

/** Every distinct way to send all units of the groups to the destinations (each unit to one). */
export function distributions<D>(groups: readonly UnitState[][], destinations: readonly D[]): { unit: UnitState; to: D }[][] {
  let acc: { unit: UnitState; to: D }[][] = [[]];
  for (const g of groups) {
    const parts = compositions(g.length, destinations.length);
    const next: { unit: UnitState; to: D }[][] = [];
    for (const prefix of acc) {
      for (const part of parts) {
        const moves = prefix.slice();
        let idx = 0;
        part.forEach((n, di) => { for (let j = 0; j < n; j++) moves.push({ unit: g[idx++]!, to: destinations[di]! }); });
        next.push(moves);
      }
    }
    acc = next;
  }
  return acc;
}

/** All ways to write n as an ordered sum of `parts` non-negative integers. */
function compositions(n: number, parts: number): number[][] {
  if (parts === 0) return n === 0 ? [[]] : [];
  if (parts === 1) return [[n]];
  const out: number[][] = [];
  for (let first = n; first >= 0; first--) for (const rest of compositions(n - first, parts - 1)) out.push([first, ...rest]);
  return out;
}

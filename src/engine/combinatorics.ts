/**
 * Small combinatorics for enumerating choices: multisets over groups of interchangeable units or
 * cards, and distributions of groups over destinations. Pure helpers.
 */
import type { UnitState } from './types';

/** Numeric order of unit ids (`u12` after `u9`). */
export function byUnitId(a: { id: string }, b: { id: string }): number {
  return Number(a.id.slice(1)) - Number(b.id.slice(1));
}

/**
 * Groups interchangeable units: same side, location, kind and strength, and the same half where
 * halves matter (`halfMatters(location)`: contested locations, E12/E13); each group sorted by id.
 */
export function groupUnits(units: readonly UnitState[], halfMatters: (location: UnitState['location']) => boolean = () => true): UnitState[][] {
  // A linear search among the groups found so far: lists are short, and string keys per unit
  // were a measurable part of legalActions (issue 9).
  const groups: UnitState[][] = [];
  for (const u of units) {
    const byHalf = u.kind === 'fort' || halfMatters(u.location);
    let g: UnitState[] | undefined;
    for (const x of groups) {
      const f = x[0]!;
      if (f.location === u.location && f.side === u.side && f.kind === u.kind && f.strength === u.strength && (!byHalf || f.half === u.half)) { g = x; break; }
    }
    if (g) g.push(u); else groups.push([u]);
  }
  for (const g of groups) if (g.length > 1) g.sort(byUnitId);
  groups.sort((a, b) => byUnitId(a[0]!, b[0]!));
  return groups;
}

/**
 * Every way to choose `k` items (or, with k undefined, any non-zero number) from groups of
 * interchangeable items, one list per distinct choice (the first items of each group first). The
 * recursion is one level per group, so its depth is the number of groups, never the item count.
 */
export function multisets<T>(groups: readonly (readonly T[])[], k?: number): T[][] {
  const out: T[][] = [];
  pickMultisets(groups, k, new Array<number>(groups.length).fill(0), 0, 0, out);
  return out;
}

/**
 * The recursion of `multisets`, a module function rather than a closure made per call (issue 9:
 * under tsx each closure made in a hot path also pays for its name).
 */
function pickMultisets<T>(groups: readonly (readonly T[])[], k: number | undefined, counts: number[], i: number, taken: number, out: T[][]): void {
  if (k !== undefined && taken > k) return;
  if (i === groups.length) {
    if ((k === undefined && taken > 0) || taken === k) {
      const pick: T[] = [];
      for (let gi = 0; gi < groups.length; gi++) for (let j = 0; j < counts[gi]!; j++) pick.push(groups[gi]![j]!);
      out.push(pick);
    }
    return;
  }
  for (let c = 0; c <= groups[i]!.length; c++) { counts[i] = c; pickMultisets(groups, k, counts, i + 1, taken + c, out); }
}

/** How many lists `multisets(groups)` (any non-zero number) returns: the product of (size + 1), less one. */
export function multisetCount(groups: readonly (readonly unknown[])[]): number {
  let n = 1;
  for (const g of groups) n *= g.length + 1;
  return n - 1;
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

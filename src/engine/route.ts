/**
 * The way a move by rail goes (R6.2.1, R6.2.2, R11.5), for showing it: the links of one path the
 * engine's own long-move search found (`longMoveEntries`, through places the side controls, E1 and
 * E12/E13 as it applies them). Nothing here decides what is legal: a move the search does not
 * reach has no route. Kept out of the first paint (vite.config.ts): only the move preview reads it.
 */
import type { Exit } from './ruleset';
import type { GameState, Half, LocationId, Side } from './types';
import { longMoveEntries, type Entry } from './movement';

/**
 * The links, in order, of a way one army of `side` at `from` reaches `to` by rail, entering it
 * from `via` when given (a move's `via`): the search's first path, as Rail Movement takes (R11.5)
 * and a long move into a quiet place may (R6.2.2); for an adjacent destination the link itself
 * (R6.2.1). Each place passed is left by the half it was entered in when it must be (a contested
 * place under E1). Null when the search does not reach `to` that way.
 */
export function moveRoute(state: GameState, side: Side, from: LocationId, to: LocationId, via?: LocationId): Exit[] | null {
  const entries = longMoveEntries(state, side, from);
  const legs: Exit[] = [];
  let at = to;
  let half: Half | null = null; // the half the leg after `at` leaves it by
  let before = entries.length;
  // Back from `to` to `from`: each place is entered by a link of a place the breadth-first search
  // left earlier (entries come in the order their places were left), so the way back ends.
  while (at !== from) {
    const here = at;
    const into = (e: Entry, i: number): boolean => i < before && e.exit.to === here && (here !== to || !via || e.via === via);
    const same = half === null ? -1 : entries.findIndex((e, i) => into(e, i) && e.exit.toHalf === half);
    const i: number = same >= 0 ? same : entries.findIndex(into);
    if (i < 0) return null;
    const entry: Entry = entries[i]!;
    legs.unshift(entry.exit);
    half = entry.exit.here;
    at = entry.via;
    before = entries.findIndex((e) => e.via === at);
  }
  return legs;
}

/**
 * Reference data for the engine's property tests, copied by hand from
 * ../shared/reference/board.md and decks.md so the tests check the engine against the
 * reference rather than against the engine's own data files.
 */
import type { CardId, LocationId, Side } from '../../../src/engine/index.ts';

export const SIDES: readonly Side[] = ['union', 'confederate'];

/** The 21 locations of board.md. */
export const LOCATIONS: readonly LocationId[] = [
  'harrisburg', 'cincinnati', 'st-louis', 'washington', 'harpers-ferry', 'kentucky', 'cairo',
  'manassas', 'front-royal', 'fredericksburg', 'richmond', 'fort-monroe', 'knoxville',
  'fort-henry-donelson', 'nashville', 'memphis', 'chattanooga', 'atlanta', 'savannah',
  'vicksburg', 'new-orleans',
];

/** The 30 rail links of board.md (ends only; halves do not matter for adjacency). */
const LINKS: readonly [LocationId, LocationId][] = [
  ['harrisburg', 'washington'], ['harrisburg', 'harpers-ferry'], ['harrisburg', 'cincinnati'],
  ['cincinnati', 'st-louis'], ['cincinnati', 'kentucky'], ['st-louis', 'cairo'],
  ['washington', 'harpers-ferry'], ['washington', 'manassas'], ['washington', 'fredericksburg'],
  ['harpers-ferry', 'front-royal'], ['manassas', 'front-royal'], ['manassas', 'richmond'],
  ['fredericksburg', 'richmond'], ['front-royal', 'richmond'], ['richmond', 'fort-monroe'],
  ['richmond', 'knoxville'], ['richmond', 'savannah'], ['kentucky', 'nashville'],
  ['kentucky', 'knoxville'], ['cairo', 'fort-henry-donelson'], ['cairo', 'memphis'],
  ['fort-henry-donelson', 'nashville'], ['nashville', 'chattanooga'], ['knoxville', 'chattanooga'],
  ['memphis', 'chattanooga'], ['memphis', 'vicksburg'], ['vicksburg', 'new-orleans'],
  ['vicksburg', 'atlanta'], ['chattanooga', 'atlanta'], ['atlanta', 'savannah'],
];

/** True when a rail link joins `a` and `b` (R5.1). */
export function adjacent(a: LocationId, b: LocationId): boolean {
  return LINKS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** decks.md: U01–U69 and C01–C50, 119 cards. */
export const UNION_CARDS: readonly CardId[] = Array.from({ length: 69 }, (_, i) => `U${pad(i + 1)}`);
export const CONFEDERATE_CARDS: readonly CardId[] = Array.from({ length: 50 }, (_, i) => `C${pad(i + 1)}`);
export const ALL_CARDS: readonly CardId[] = [...UNION_CARDS, ...CONFEDERATE_CARDS];

/** decks.md: the counter stock by side and army strength; 4 forts (Confederate only). */
export const ARMY_STOCK: Readonly<Record<Side, Readonly<Record<1 | 2 | 3, number>>>> = {
  union: { 1: 8, 2: 10, 3: 6 },
  confederate: { 1: 7, 2: 8, 3: 6 },
};
export const FORT_STOCK = 4;

/** The action types that answer each decision kind (engine-contract.md, Decision / Action). */
export const ANSWERS: Readonly<Record<string, readonly string[]>> = {
  'action': ['deploy', 'move', 'naval-move', 'declare-attack', 'discard', 'card-action', 'free-action', 'pass', 'end-turn'],
  'attacker-card': ['attacker-card'],
  'defender-response': ['stand', 'withdraw'],
  'casualties': ['casualties'],
  'retreat': ['retreat'],
  'naval-retreat': ['retreat'],
  'cavalry-raid-response': ['cavalry-raid-response'],
  'rail-movement': ['rail-move'],
  'second-deploy': ['second-deploy'],
};

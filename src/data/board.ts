/**
 * This edition's map data (../shared/reference/board.md): locations, rail links, tracks and the
 * starting position. The printed board is not public; this is a reconstruction kept in one file
 * so that an owner of the printed board can correct it without touching the engine.
 */
import type { BlockadeSpace, Half, LocationData, LocationId, RailLink, Side } from './types';

/** The 21 locations in board.md order: colour (R5.4), VP (R4.5), ports (R5.3), supply sources (R5.7), no-Confederate-entry (R5.10). */
export const LOCATIONS: readonly LocationData[] = [
  { id: 'harrisburg', name: 'Harrisburg', colour: 'union', vp: 0, noConfederateEntry: true, lat: 40.27, lon: -76.88 },
  { id: 'cincinnati', name: 'Cincinnati', colour: 'union', vp: 0, noConfederateEntry: true, lat: 39.1, lon: -84.51 },
  { id: 'st-louis', name: 'St. Louis', colour: 'union', vp: 0, noConfederateEntry: true, lat: 38.63, lon: -90.2 },
  { id: 'washington', name: 'Washington', colour: 'union', vp: 0, port: { harbourHalf: 'lower', navalDefence: 0 }, supplySource: 'union', lat: 38.9, lon: -77.04 },
  { id: 'harpers-ferry', name: "Harper's Ferry", colour: 'union', vp: 0, lat: 39.32, lon: -77.73 },
  { id: 'kentucky', name: 'Kentucky', colour: 'union', vp: 0, lat: 37.84, lon: -84.9 },
  { id: 'cairo', name: 'Cairo', colour: 'union', vp: 0, lat: 37.0, lon: -89.18 },
  { id: 'manassas', name: 'Manassas', colour: 'confederate', vp: 1, lat: 38.75, lon: -77.47 },
  { id: 'front-royal', name: 'Front Royal', colour: 'confederate', vp: 0, lat: 38.92, lon: -78.19 },
  { id: 'fredericksburg', name: 'Fredericksburg', colour: 'confederate', vp: 0, lat: 38.3, lon: -77.46 },
  { id: 'richmond', name: 'Richmond', colour: 'confederate', vp: 3, supplySource: 'confederate', lat: 37.54, lon: -77.43 },
  { id: 'fort-monroe', name: 'Fort Monroe', colour: 'confederate', vp: 1, port: { harbourHalf: 'lower', navalDefence: 2 }, lat: 37.0, lon: -76.31 },
  { id: 'knoxville', name: 'Knoxville', colour: 'confederate', vp: 1, lat: 35.96, lon: -83.92 },
  { id: 'fort-henry-donelson', name: 'Fort Henry & Donelson', colour: 'confederate', vp: 1, lat: 36.49, lon: -87.86 },
  { id: 'nashville', name: 'Nashville', colour: 'confederate', vp: 1, lat: 36.16, lon: -86.78 },
  { id: 'memphis', name: 'Memphis', colour: 'confederate', vp: 1, lat: 35.15, lon: -90.05 },
  { id: 'chattanooga', name: 'Chattanooga', colour: 'confederate', vp: 1, lat: 35.05, lon: -85.31 },
  { id: 'atlanta', name: 'Atlanta', colour: 'confederate', vp: 2, supplySource: 'confederate', lat: 33.75, lon: -84.39 },
  { id: 'savannah', name: 'Savannah', colour: 'confederate', vp: 1, port: { harbourHalf: 'lower', navalDefence: 1 }, lat: 32.08, lon: -81.09 },
  { id: 'vicksburg', name: 'Vicksburg', colour: 'confederate', vp: 2, lat: 32.35, lon: -90.88 },
  { id: 'new-orleans', name: 'New Orleans', colour: 'confederate', vp: 2, port: { harbourHalf: 'lower', navalDefence: 1 }, lat: 29.95, lon: -90.07 },
];

/** The location ids in board.md order (R5.1). */
export const LOCATION_IDS: readonly LocationId[] = LOCATIONS.map((l) => l.id);

/** Location data by id (R5.1). */
export const LOCATION_BY_ID: Readonly<Record<LocationId, LocationData>> = Object.fromEntries(
  LOCATIONS.map((l) => [l.id, l]),
) as Record<LocationId, LocationData>;

/** Compact rail-link row: [a, a's half, b, b's half, modifier?]. */
type LinkRow = [LocationId, Half, LocationId, Half, RailLink['modifier']?];

/** Rail-link rows of board.md, in order (row i is link i + 1). */
const LINK_ROWS: readonly LinkRow[] = [
  ['harrisburg', 'lower', 'washington', 'upper'],
  ['harrisburg', 'lower', 'harpers-ferry', 'upper'],
  ['harrisburg', 'upper', 'cincinnati', 'upper'],
  ['cincinnati', 'upper', 'st-louis', 'upper'],
  ['cincinnati', 'lower', 'kentucky', 'upper'],
  ['st-louis', 'lower', 'cairo', 'upper'],
  ['washington', 'upper', 'harpers-ferry', 'upper'],
  ['washington', 'lower', 'manassas', 'upper', { side: 'confederate', value: 1, note: 'Manassas' }],
  ['washington', 'lower', 'fredericksburg', 'upper', { side: 'confederate', value: 1 }],
  ['harpers-ferry', 'lower', 'front-royal', 'upper'],
  ['manassas', 'lower', 'front-royal', 'lower'],
  ['manassas', 'lower', 'richmond', 'upper'],
  ['fredericksburg', 'lower', 'richmond', 'upper'],
  ['front-royal', 'lower', 'richmond', 'upper'],
  ['richmond', 'upper', 'fort-monroe', 'upper'],
  ['richmond', 'upper', 'knoxville', 'upper'],
  ['richmond', 'upper', 'savannah', 'upper'],
  ['kentucky', 'lower', 'nashville', 'upper'],
  ['kentucky', 'lower', 'knoxville', 'upper', { side: 'confederate', value: 1, note: 'Cumberland Gap' }],
  ['cairo', 'lower', 'fort-henry-donelson', 'upper'],
  ['cairo', 'lower', 'memphis', 'upper'],
  ['fort-henry-donelson', 'lower', 'nashville', 'upper'],
  ['nashville', 'lower', 'chattanooga', 'upper'],
  ['knoxville', 'lower', 'chattanooga', 'upper'],
  ['memphis', 'lower', 'chattanooga', 'lower'],
  ['memphis', 'lower', 'vicksburg', 'upper'],
  ['vicksburg', 'lower', 'new-orleans', 'upper'],
  ['vicksburg', 'lower', 'atlanta', 'lower'],
  ['chattanooga', 'lower', 'atlanta', 'upper'],
  ['atlanta', 'lower', 'savannah', 'upper'],
];

/** The 30 rail links of board.md, ids 1..30, each end naming the half it enters (R5.1, R5.2). */
export const RAIL_LINKS: readonly RailLink[] = LINK_ROWS.map(([a, ah, b, bh, modifier], i) => ({
  id: i + 1,
  a: { location: a, half: ah },
  b: { location: b, half: bh },
  ...(modifier ? { modifier } : {}),
}));

/** The Blockade track, spaces S, 1..5: Confederate hand size and Union VP per space (R10.1). */
export const BLOCKADE_TRACK: readonly BlockadeSpace[] = [
  { handSize: 5, vp: 0 },
  { handSize: 5, vp: 1 },
  { handSize: 4, vp: 1 },
  { handSize: 4, vp: 2 },
  { handSize: 3, vp: 2 },
  { handSize: 3, vp: 3 },
];

/** Starting index of the Blockade marker: space S (R1.5, R10.1). */
export const BLOCKADE_START = 0;

/** The Europe track (board.md, Tracks): 10 spaces 0..9, 0 the Union end; the marker starts on 3 (R1.5); 9 is the Europe end, where the Confederate wins at once. */
export const EUROPE_TRACK = { spaces: 10, start: 3, unionEnd: 0, europeEnd: 9 } as const;

/** Starting armies per R1.5; they stand in their location's upper half. */
export const STARTING_ARMIES: readonly { side: Side; location: LocationId; strength: 1 | 2 | 3 }[] = [
  { side: 'union', location: 'washington', strength: 3 },
  { side: 'union', location: 'harpers-ferry', strength: 2 },
  { side: 'union', location: 'kentucky', strength: 2 },
  { side: 'union', location: 'cairo', strength: 2 },
  { side: 'confederate', location: 'manassas', strength: 3 },
  { side: 'confederate', location: 'front-royal', strength: 2 },
  { side: 'confederate', location: 'savannah', strength: 2 },
  { side: 'confederate', location: 'new-orleans', strength: 2 },
  { side: 'confederate', location: 'nashville', strength: 1 },
  { side: 'confederate', location: 'fort-henry-donelson', strength: 1 },
  { side: 'confederate', location: 'fort-monroe', strength: 1 },
];

/** Each side's supply sources (R5.7), derived from LOCATIONS. */
export const SUPPLY_SOURCES: Readonly<Record<Side, readonly LocationId[]>> = {
  union: LOCATIONS.filter((l) => l.supplySource === 'union').map((l) => l.id),
  confederate: LOCATIONS.filter((l) => l.supplySource === 'confederate').map((l) => l.id),
};

/**
 * Builds the map's geography (issue 12 item 1): the states of 1861 and the coast from the
 * `us-atlas` TopoJSON (U.S. Census Bureau cartographic boundaries, 1:10,000,000) and six rivers
 * drawn by hand from their towns' coordinates, projected with the map's own projection
 * (`project` of src/ui/map/layout.ts, so the land lies under the location boxes), simplified
 * (Douglas–Peucker, 1.2 map units) and written as SVG path strings to src/ui/map/geo.ts.
 * The browser downloads no atlas and no projection code. Run by hand after changing the
 * projection: `npx tsx scripts/build-geo.ts`; commit its output.
 *
 * 1861: Virginia still holds West Virginia (admitted 1863), so the two are merged; Kansas is in
 * the Union (January 1861); Missouri, Kentucky, Maryland and Delaware are the border states
 * (slave states that stayed in the Union); the eleven Confederate states are listed below.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { geoPath, geoTransform } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, merge } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { createRequire } from 'node:module';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../src/ui/map/layout';

const require = createRequire(import.meta.url);
const atlas = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<{ name: string }> }>;

type Allegiance = 'union' | 'border' | 'confederate';

/** The eleven states of the Confederacy (by mid-1861). */
const CONFEDERATE = ['Virginia', 'North Carolina', 'South Carolina', 'Georgia', 'Florida', 'Alabama', 'Mississippi', 'Louisiana', 'Texas', 'Arkansas', 'Tennessee'];
/** Slave states that stayed in the Union. */
const BORDER = ['Missouri', 'Kentucky', 'Maryland', 'Delaware'];

/** Short ids for the states drawn (USPS codes), 1861 Virginia included. */
const CODES: Record<string, string> = {
  Alabama: 'AL', Arkansas: 'AR', Connecticut: 'CT', Delaware: 'DE', 'District of Columbia': 'DC', Florida: 'FL',
  Georgia: 'GA', Illinois: 'IL', Indiana: 'IN', Iowa: 'IA', Kansas: 'KS', Kentucky: 'KY', Louisiana: 'LA',
  Maryland: 'MD', Massachusetts: 'MA', Michigan: 'MI', Mississippi: 'MS', Missouri: 'MO', 'New Jersey': 'NJ',
  'New York': 'NY', 'North Carolina': 'NC', Ohio: 'OH', Oklahoma: 'OK', Pennsylvania: 'PA', 'Rhode Island': 'RI',
  'South Carolina': 'SC', Tennessee: 'TN', Texas: 'TX', Virginia: 'VA', Wisconsin: 'WI',
};

/**
 * Rivers as [longitude, latitude] points through their towns, source to mouth (hand-made from the
 * towns' coordinates; simplified lines, not surveys).
 */
const RIVERS: Record<string, [number, number][]> = {
  mississippi: [
    [-91.1, 41.6], [-91.1, 40.8], [-91.4, 40.4], [-91.36, 39.7], [-90.7, 39.0], [-90.18, 38.63], [-89.82, 37.9],
    [-89.52, 37.3], [-89.18, 37.0], [-89.53, 36.59], [-89.7, 36.0], [-90.05, 35.15], [-90.59, 34.53], [-91.06, 33.41],
    [-91.1, 32.8], [-90.9, 32.35], [-91.4, 31.56], [-91.6, 31.0], [-91.19, 30.45], [-90.99, 30.1], [-90.07, 29.95],
    [-89.6, 29.5], [-89.25, 29.15],
  ],
  ohio: [
    [-80.0, 40.44], [-80.5, 40.6], [-80.72, 40.06], [-81.45, 39.42], [-81.56, 39.27], [-82.14, 38.84], [-82.45, 38.42],
    [-83.0, 38.73], [-83.74, 38.65], [-84.51, 39.1], [-84.9, 38.8], [-85.38, 38.74], [-85.76, 38.25], [-86.2, 38.0],
    [-87.11, 37.77], [-87.57, 37.97], [-87.9, 37.93], [-88.13, 37.69], [-88.6, 37.08], [-89.18, 37.0],
  ],
  tennessee: [
    [-83.92, 35.96], [-84.3, 35.8], [-84.8, 35.4], [-85.31, 35.05], [-85.7, 34.85], [-86.3, 34.36], [-86.98, 34.6],
    [-87.67, 34.8], [-88.2, 35.05], [-88.25, 35.2], [-88.05, 35.6], [-88.0, 36.5], [-88.25, 36.9], [-88.6, 37.08],
  ],
  cumberland: [
    [-83.0, 36.9], [-84.34, 36.84], [-85.2, 36.75], [-85.37, 36.79], [-85.95, 36.25], [-86.78, 36.16], [-87.36, 36.53],
    [-87.86, 36.49], [-88.0, 36.9], [-88.4, 37.14],
  ],
  potomac: [
    [-79.4, 39.4], [-78.76, 39.65], [-78.18, 39.7], [-77.82, 39.6], [-77.73, 39.32], [-77.54, 39.27], [-77.25, 39.0],
    [-77.04, 38.87], [-77.04, 38.8], [-77.25, 38.55], [-77.1, 38.3], [-76.6, 38.2], [-76.3, 38.0],
  ],
  james: [
    [-79.9, 37.8], [-79.14, 37.41], [-78.49, 37.8], [-77.43, 37.53], [-77.28, 37.31], [-76.78, 37.21], [-76.33, 36.97],
  ],
};

/** Where each river's name is written: a point of the river (index) and a rotation (degrees). */
const RIVER_LABELS: Record<string, { at: number; angle: number; dx: number; dy: number }> = {
  mississippi: { at: 17, angle: -75, dx: -14, dy: 0 },
  ohio: { at: 6, angle: 20, dx: 0, dy: -6 },
  tennessee: { at: 6, angle: 5, dx: 0, dy: 12 },
  cumberland: { at: 3, angle: 0, dx: 0, dy: -6 },
  potomac: { at: 12, angle: 0, dx: 32, dy: 4 },
  james: { at: 0, angle: 0, dx: 0, dy: -9 },
};

type Pt = [number, number];

/** Douglas–Peucker simplification of a polyline (keeps both ends). */
function simplify(points: Pt[], tolerance: number): Pt[] {
  if (points.length < 3) return points;
  const [a, b] = [points[0]!, points[points.length - 1]!];
  let worst = -1;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const d = len === 0 ? Math.hypot(p[0] - a[0], p[1] - a[1]) : Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / len;
    if (d > worst) {
      worst = d;
      index = i;
    }
  }
  if (worst <= tolerance) return [a, b];
  return [...simplify(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

const TOLERANCE = 1.2;
const MARGIN = 60;
const inView = (p: Pt) => p[0] > -MARGIN && p[0] < MAP_WIDTH + MARGIN && p[1] > -MARGIN && p[1] < MAP_HEIGHT + MARGIN;
const toMap = ([lon, lat]: number[]): Pt => {
  const p = project(lat!, lon!);
  return [p.x, p.y];
};

/** One ring as an SVG path piece (relative moves, integers), or '' when it is too small or off the map. */
function ringPath(ring: number[][], closed: boolean): string {
  let pts = ring.map(toMap);
  if (!pts.some(inView)) return '';
  pts = simplify(pts, TOLERANCE).map(([x, y]) => [Math.round(x), Math.round(y)] as Pt);
  pts = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1]![0] || p[1] !== pts[i - 1]![1]);
  if (closed && pts.length < 4) return '';
  let out = `M${pts[0]![0]} ${pts[0]![1]}`;
  for (let i = 1; i < pts.length; i++) out += `l${pts[i]![0] - pts[i - 1]![0]} ${pts[i]![1] - pts[i - 1]![1]}`;
  return closed ? `${out}z` : out;
}

function polygonPath(geometry: Polygon | MultiPolygon): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) => rings.map((r) => ringPath(r, true))).join('');
}

const states = atlas.objects.states;
const byName = new Map(states.geometries.map((g) => [(g.properties as { name: string }).name, g]));
const out: { id: string; allegiance: Allegiance; d: string }[] = [];
for (const g of states.geometries) {
  const name = (g.properties as { name: string }).name;
  if (name === 'West Virginia') continue; // drawn with Virginia (1861)
  const code = CODES[name];
  if (!code) continue;
  const geometry = name === 'Virginia'
    ? merge(atlas, [byName.get('Virginia')!, byName.get('West Virginia')!] as never)
    : (feature(atlas, g) as Feature<Polygon | MultiPolygon>).geometry;
  const d = polygonPath(geometry as Polygon | MultiPolygon);
  if (!d) continue;
  const allegiance: Allegiance = CONFEDERATE.includes(name) ? 'confederate' : BORDER.includes(name) ? 'border' : 'union';
  out.push({ id: code, allegiance, d });
}
out.sort((a, b) => a.id.localeCompare(b.id));

// West Virginia's later border, drawn faintly: the counties that broke away from Virginia in 1861–63.
const wv = feature(atlas, byName.get('West Virginia')!) as Feature<Polygon | MultiPolygon>;
const wvPath = polygonPath(wv.geometry);

// Check the projection matches d3-geo's path drawing of the same transform (a sanity check of the
// hand-written ring code on one state).
const transform = geoTransform({
  point(lon, lat) {
    const p = project(lat, lon);
    this.stream.point(p.x, p.y);
  },
});
const d3Length = geoPath(transform)(feature(atlas, byName.get('Tennessee')!) as Feature)!.length;
if (d3Length < 100) throw new Error('d3-geo drew no Tennessee: the projection is wrong');

const rivers = Object.entries(RIVERS).map(([id, points]) => {
  const pts = points.map(toMap);
  const label = RIVER_LABELS[id]!;
  const at = pts[label.at]!;
  return {
    id,
    d: ringPath(points, false),
    label: { x: Math.round(at[0] + label.dx), y: Math.round(at[1] + label.dy), angle: label.angle },
  };
});

const lines = [
  '// GENERATED by scripts/build-geo.ts from us-atlas (U.S. Census Bureau cartographic boundaries) and',
  '// hand-made river lines; do not edit by hand: change the script and run `npx tsx scripts/build-geo.ts`.',
  '/**',
  ' * The land of 1861 under the board (issue 12 item 1), in the map\'s SVG units (`project` of layout.ts):',
  ' * each state\'s outline as an SVG path with its side, West Virginia\'s later border, and the rivers.',
  ' */',
  '',
  "/** A state's side in 1861: Union, border state (a slave state that stayed in the Union) or Confederate. */",
  "export type Allegiance = 'union' | 'border' | 'confederate';",
  '',
  '/** A state outline: USPS code, side in 1861, SVG path data. */',
  'export interface GeoState { id: string; allegiance: Allegiance; d: string }',
  '',
  '/** A river: id (i18n key `map.river.<id>`), SVG path data, where its name is written. */',
  'export interface GeoRiver { id: string; d: string; label: { x: number; y: number; angle: number } }',
  '',
  '/** The states drawn (Virginia with West Virginia, as in 1861). */',
  `export const STATES: readonly GeoState[] = ${JSON.stringify(out, null, 0).replace(/},{/g, '},\n  {').replace(/^\[/, '[\n  ').replace(/\]$/, ',\n]')};`,
  '',
  '/** West Virginia\'s border (admitted in 1863), drawn as a dashed line inside 1861 Virginia. */',
  `export const WEST_VIRGINIA = ${JSON.stringify(wvPath)};`,
  '',
  '/** The rivers that shaped the war, simplified. */',
  `export const RIVERS: readonly GeoRiver[] = ${JSON.stringify(rivers, null, 0).replace(/},{"id"/g, '},\n  {"id"').replace(/^\[/, '[\n  ').replace(/\]$/, ',\n]')};`,
  '',
];
const target = fileURLToPath(new URL('../src/ui/map/geo.ts', import.meta.url));
writeFileSync(target, lines.join('\n'));
console.log(`${target}: ${out.length} states, ${rivers.length} rivers, ${lines.join('\n').length} characters`);

/**
 * Geometry of the SVG map: where each location box stands and where each rail link attaches.
 * Pure functions of the static board data (src/data/board.ts); no game state here.
 *
 * Layout = a simple equirectangular projection of each location's real lat/lon, plus a small
 * hand-made offsets table that spreads the crowded places (northern Virginia, Tennessee) so that
 * boxes and labels never overlap. tests/ui/map/layout.test.ts checks the result.
 */
import { LOCATIONS, LOCATION_BY_ID, RAIL_LINKS } from '../../data/board';
import type { Half, LocationId, RailLink } from '../../data/types';

/** The map's viewBox size (SVG user units). */
export const MAP_WIDTH = 1280;
export const MAP_HEIGHT = 1000;

/** A location box: a name band on top, then the upper and the lower half. */
export const BOX = { width: 150, header: 22, half: 34 } as const;
/** Total height of a location box. */
export const BOX_HEIGHT = BOX.header + 2 * BOX.half;
/** Wider boxes for long names, where the neighbours leave room. */
export const BOX_WIDTHS: Partial<Record<LocationId, number>> = { 'fort-henry-donelson': 184 };

/** Width of a location's box. */
export function boxWidth(location: LocationId): number {
  return BOX_WIDTHS[location] ?? BOX.width;
}

/** Where the legend goes (bottom-right corner: the Atlantic, empty on this map). */
export const LEGEND_BOX = { x: 972, y: 656, width: 298, height: 334 } as const;

/** A point on the map, in SVG user units. */
export interface Point { x: number; y: number }
/** A box on the map, in SVG user units (top-left corner and size). */
export interface Rect { x: number; y: number; width: number; height: number }

/** The projection: longitude to x, latitude to y (north up), roughly true proportions at 35°N. */
export function project(lat: number, lon: number): Point {
  return { x: 110 + (lon + 90.88) * 70, y: 70 + (40.27 - lat) * 85 };
}

/**
 * Hand adjustments (SVG units) added to the projected centre. Northern Virginia is about half a
 * degree across in reality, so Washington, Harper's Ferry, Manassas, Front Royal and
 * Fredericksburg are pulled apart westward and southward into the empty Appalachians.
 */
export const OFFSETS: Partial<Record<LocationId, [number, number]>> = {
  'harrisburg': [-30, 8],
  'cincinnati': [4, -19],
  'st-louis': [2, -39],
  'washington': [1, 24],
  'harpers-ferry': [-170, 49],
  'kentucky': [31, 13],
  'cairo': [-29, -18],
  'manassas': [-49, 141],
  'front-royal': [-198, 145],
  'fredericksburg': [131, 163],
  'richmond': [-41, 198],
  'fort-monroe': [50, 242],
  'knoxville': [133, 34],
  'fort-henry-donelson': [9, 49],
  'nashville': [138, 31],
  'memphis': [2, 65],
  'chattanooga': [70, 96],
  'atlanta': [36, 136],
  'savannah': [65, 74],
  'vicksburg': [60, 27],
  'new-orleans': [73, -17],
};

/** Centre of each location box. */
export const CENTRES: Readonly<Record<LocationId, Point>> = Object.fromEntries(
  LOCATIONS.map((l) => {
    const p = project(l.lat, l.lon);
    const [dx, dy] = OFFSETS[l.id] ?? [0, 0];
    return [l.id, { x: Math.round(p.x + dx), y: Math.round(p.y + dy) }];
  }),
) as Record<LocationId, Point>;

/** The whole box of a location. */
export function boxRect(location: LocationId): Rect {
  const c = CENTRES[location];
  const width = boxWidth(location);
  return { x: c.x - width / 2, y: c.y - BOX_HEIGHT / 2, width, height: BOX_HEIGHT };
}

/** The drawn area of one half (below the name band for the upper half). */
export function halfRect(location: LocationId, half: Half): Rect {
  const b = boxRect(location);
  const y = half === 'upper' ? b.y + BOX.header : b.y + BOX.header + BOX.half;
  return { x: b.x, y, width: b.width, height: BOX.half };
}

/** How far below its box a lower half's finger target reaches: half the narrowest gap under a box (Cairo's, 20 units above Fort Henry & Donelson). */
export const HIT_BELOW = 10;

/**
 * Where a finger picks a half on a touch screen (QA: a half is 83×17 px on a 1024×768 tablet, under
 * WCAG 2.5.8's 24 px): the upper half with its location's name band above it, the lower half
 * reaching `HIT_BELOW` under the box, so each is at least 24 px high wherever the map is drawn 0.55×
 * or larger, and no two of them, nor another location's box, overlap (tests/ui/map/layout.test.ts).
 */
export function halfHitRect(location: LocationId, half: Half): Rect {
  const b = boxRect(location);
  return half === 'upper'
    ? { x: b.x, y: b.y, width: b.width, height: BOX.header + BOX.half }
    : { x: b.x, y: b.y + BOX.header + BOX.half, width: b.width, height: BOX.half + HIT_BELOW };
}

/** Which edge of a half a link leaves from. The upper half never uses the bottom edge, nor the lower half the top. */
export type Edge = 'top' | 'bottom' | 'left' | 'right';

function centreOf(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** The edge of `half` facing `toward`, as a ray from the half's centre would leave it. */
export function facingEdge(location: LocationId, half: Half, toward: Point): Edge {
  const r = halfRect(location, half);
  const c = centreOf(r);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  const horizontal: Edge = dx < 0 ? 'left' : 'right';
  // Distance from the half's centre to the top or bottom edge it may use (the upper half's top
  // edge is the box top, above the name band).
  const reach = half === 'upper' ? r.height / 2 + BOX.header : r.height / 2;
  if (Math.abs(dx) / (r.width / 2) >= Math.abs(dy) / reach) return horizontal;
  if (dy < 0) return half === 'upper' ? 'top' : horizontal;
  return half === 'lower' ? 'bottom' : horizontal;
}

/** The segment of the box outline an edge of a half may use (insets keep clear of corner badges). */
function edgeSegment(location: LocationId, half: Half, edge: Edge): [Point, Point] {
  const b = boxRect(location);
  const r = halfRect(location, half);
  const inset = 34;
  switch (edge) {
    case 'top':
      return [{ x: b.x + inset, y: b.y }, { x: b.x + b.width - inset, y: b.y }];
    case 'bottom':
      return [{ x: b.x + inset, y: b.y + b.height }, { x: b.x + b.width - inset, y: b.y + b.height }];
    case 'left':
      return [{ x: r.x, y: r.y + 6 }, { x: r.x, y: r.y + r.height - 6 }];
    case 'right':
      return [{ x: r.x + r.width, y: r.y + 6 }, { x: r.x + r.width, y: r.y + r.height - 6 }];
  }
}

/** Geometry of one drawn rail link. */
export interface LinkGeometry {
  link: RailLink;
  /** Where the line touches the `a` end's half, and the `b` end's half. */
  a: Point;
  b: Point;
  edgeA: Edge;
  edgeB: Edge;
  /** Where the defence-modifier badge goes, when the link has one. */
  modifierAt?: Point;
}

interface EndRef { link: RailLink; end: 'a' | 'b'; edge: Edge; other: Point }

/**
 * Every rail link's endpoints. Each end attaches to the edge of its own half that faces the other
 * end; ends sharing an edge are spread evenly along it in the order of the places they lead to.
 */
export function computeLinkGeometry(links: readonly RailLink[] = RAIL_LINKS): LinkGeometry[] {
  const groups = new Map<string, EndRef[]>();
  const edges = new Map<string, Edge>();
  for (const link of links) {
    for (const end of ['a', 'b'] as const) {
      const me = link[end];
      const them = link[end === 'a' ? 'b' : 'a'];
      const other = centreOf(halfRect(them.location, them.half));
      const edge = facingEdge(me.location, me.half, other);
      const key = `${me.location}|${me.half}|${edge}`;
      const list = groups.get(key) ?? [];
      list.push({ link, end, edge, other });
      groups.set(key, list);
      edges.set(`${link.id}${end}`, edge);
    }
  }
  const points = new Map<string, Point>();
  for (const [key, list] of groups) {
    const [location, half, edge] = key.split('|') as [LocationId, Half, Edge];
    const [p0, p1] = edgeSegment(location, half, edge);
    const alongX = edge === 'top' || edge === 'bottom';
    list.sort((m, n) => (alongX ? m.other.x - n.other.x : m.other.y - n.other.y));
    list.forEach((ref, i) => {
      const t = (i + 1) / (list.length + 1);
      points.set(`${ref.link.id}${ref.end}`, {
        x: Math.round(p0.x + (p1.x - p0.x) * t),
        y: Math.round(p0.y + (p1.y - p0.y) * t),
      });
    });
  }
  return links.map((link) => {
    const a = points.get(`${link.id}a`)!;
    const b = points.get(`${link.id}b`)!;
    const geometry: LinkGeometry = { link, a, b, edgeA: edges.get(`${link.id}a`)!, edgeB: edges.get(`${link.id}b`)! };
    if (link.modifier) geometry.modifierAt = modifierPosition(link, a, b);
    return geometry;
  });
}

/** The badge sits near the end of the defender it protects: the end whose colour is the modifier's side. */
function modifierPosition(link: RailLink, a: Point, b: Point): Point {
  const side = link.modifier!.side;
  const aMatches = LOCATION_BY_ID[link.a.location].colour === side;
  const bMatches = LOCATION_BY_ID[link.b.location].colour === side;
  if (aMatches === bMatches) return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const [near, far] = aMatches ? [a, b] : [b, a];
  const len = Math.hypot(far.x - near.x, far.y - near.y) || 1;
  const d = Math.min(24, len / 2);
  return { x: Math.round(near.x + ((far.x - near.x) / len) * d), y: Math.round(near.y + ((far.y - near.y) / len) * d) };
}

/** Link geometry for this edition's board, computed once. */
export const LINK_GEOMETRY: readonly LinkGeometry[] = computeLinkGeometry();

const geometryByLinks = new WeakMap<readonly RailLink[], LinkGeometry[]>();
/** `computeLinkGeometry` of a ruleset's links (their modifiers differ between rulesets), cached per list. */
export function linkGeometryOf(links: readonly RailLink[]): readonly LinkGeometry[] {
  let g = geometryByLinks.get(links);
  if (!g) { g = computeLinkGeometry(links); geometryByLinks.set(links, g); }
  return g;
}

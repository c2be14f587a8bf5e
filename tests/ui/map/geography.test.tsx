// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { LOCATIONS } from '../../../src/data/board';
import type { LocationId } from '../../../src/data/types';
import { loadPageStrings } from '../../../src/i18n';
import Geography from '../../../src/ui/map/Geography';
import { RIVERS, STATES } from '../../../src/ui/map/geo';
import { project, type Point } from '../../../src/ui/map/layout';

/** The absolute points of each ring of an SVG path made of M, relative l and z (geo.ts's format). */
function rings(d: string): Point[][] {
  const out: Point[][] = [];
  let at: Point = { x: 0, y: 0 };
  for (const [, cmd, args] of d.matchAll(/([Mlz])([^Mlz]*)/g)) {
    const [a, b] = args!.trim().split(/\s+/).map(Number);
    if (cmd === 'M') {
      at = { x: a!, y: b! };
      out.push([at]);
    } else if (cmd === 'l') {
      at = { x: at.x + a!, y: at.y + b! };
      out[out.length - 1]!.push(at);
    }
  }
  return out;
}

/** Even–odd point-in-polygon over all rings. */
function inside(p: Point, d: string): boolean {
  let odd = false;
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    }
  }
  return odd;
}

/** Distance from p to the nearest edge of the path's rings. */
function distanceToOutline(p: Point, d: string): number {
  let best = Infinity;
  for (const ring of rings(d)) {
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1]!;
      const b = ring[i]!;
      const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2));
      best = Math.min(best, Math.hypot(p.x - (a.x + t * (b.x - a.x)), p.y - (a.y + t * (b.y - a.y))));
    }
  }
  return best;
}

/** The state each location stood in, in 1861 (Virginia includes West Virginia). */
const STATE_OF: Record<LocationId, string> = {
  'harrisburg': 'PA', 'cincinnati': 'OH', 'st-louis': 'MO', 'washington': 'DC', 'harpers-ferry': 'VA',
  'kentucky': 'KY', 'cairo': 'IL', 'manassas': 'VA', 'front-royal': 'VA', 'fredericksburg': 'VA', 'richmond': 'VA',
  'fort-monroe': 'VA', 'knoxville': 'TN', 'fort-henry-donelson': 'TN', 'nashville': 'TN', 'memphis': 'TN',
  'chattanooga': 'TN', 'atlanta': 'GA', 'savannah': 'GA', 'vicksburg': 'MS', 'new-orleans': 'LA',
};

describe('the map of 1861 (issue 12 item 1)', () => {
  it('puts each location\'s true place in its state: the land is drawn with the board\'s own projection', () => {
    const byId = new Map(STATES.map((s) => [s.id, s]));
    for (const l of LOCATIONS) {
      const state = byId.get(STATE_OF[l.id]);
      expect(state, `${STATE_OF[l.id]} is drawn`).toBeDefined();
      const p = project(l.lat, l.lon);
      // Inside, or on a coast or border within 4 units (the outline is simplified to 1.2 units).
      const fits = inside(p, state!.d) || distanceToOutline(p, state!.d) <= 4;
      expect({ location: l.id, state: state!.id, fits }).toEqual({ location: l.id, state: state!.id, fits: true });
    }
  });

  it('shades the eleven Confederate states and the four border states apart from the Union', () => {
    const of = (a: string) => STATES.filter((s) => s.allegiance === a).map((s) => s.id).sort();
    expect(of('border')).toEqual(['DE', 'KY', 'MD', 'MO']);
    // Texas, the eleventh, lies west of the map.
    expect(of('confederate')).toEqual(['AL', 'AR', 'FL', 'GA', 'LA', 'MS', 'NC', 'SC', 'TN', 'VA']);
    expect(of('union')).toEqual(expect.arrayContaining(['DC', 'IL', 'IN', 'OH', 'PA', 'NJ', 'NY']));
    expect(STATES.map((s) => s.id)).not.toContain('WV'); // part of Virginia in 1861
  });

  it('draws the six rivers with their names through i18next', async () => {
    // The geography's strings load with it (en-pages.ts, as BoardMap's lazy loader does).
    await loadPageStrings();
    expect(RIVERS.map((r) => r.id).sort()).toEqual(['cumberland', 'james', 'mississippi', 'ohio', 'potomac', 'tennessee']);
    const { container } = render(<svg><Geography /></svg>);
    const names = [...container.querySelectorAll('.geo-river-name')].map((e) => e.textContent);
    expect(names.sort()).toEqual(['Cumberland', 'James', 'Mississippi', 'Ohio', 'Potomac', 'Tennessee']);
    expect(container.querySelectorAll('[data-state]').length).toBe(STATES.length);
    expect(container.querySelector('[data-testid="map-geography"]')!.getAttribute('aria-hidden')).toBe('true');
  });
});

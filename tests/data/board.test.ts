import {
  BLOCKADE_START,
  BLOCKADE_TRACK,
  EUROPE_TRACK,
  LOCATIONS,
  LOCATION_BY_ID,
  LOCATION_IDS,
  RAIL_LINKS,
  STARTING_ARMIES,
  SUPPLY_SOURCES,
  type LocationId,
} from '../../src/data';
import { BOARD_PROVENANCE } from '../../src/data/provenance';

const HALVES = ['upper', 'lower'];

describe('locations (R5.1)', () => {
  it('has 21 locations with unique ids, indexed by id (R5.1)', () => {
    expect(LOCATIONS).toHaveLength(21);
    expect(new Set(LOCATION_IDS).size).toBe(21);
    expect(LOCATION_IDS).toEqual(LOCATIONS.map((l) => l.id));
    expect(LOCATION_IDS[0]).toBe('harrisburg');
    expect(LOCATION_IDS[20]).toBe('new-orleans');
    for (const l of LOCATIONS) expect(LOCATION_BY_ID[l.id]).toBe(l);
    expect(Object.keys(LOCATION_BY_ID)).toHaveLength(21);
  });

  it('has 7 Union-coloured and 14 Confederate-coloured locations', () => {
    expect(LOCATIONS.filter((l) => l.colour === 'union')).toHaveLength(7);
    expect(LOCATIONS.filter((l) => l.colour === 'confederate')).toHaveLength(14);
  });

  it('gives a location VP total of 17, all on Confederate locations (R4.5)', () => {
    expect(LOCATIONS.reduce((s, l) => s + l.vp, 0)).toBe(17);
    expect(LOCATION_BY_ID.richmond.vp).toBe(3);
    expect(LOCATION_BY_ID.atlanta.vp).toBe(2);
    expect(LOCATION_BY_ID.chattanooga.vp).toBe(1);
    for (const l of LOCATIONS.filter((x) => x.colour === 'union')) expect(l.vp).toBe(0);
  });

  it('has four ports with their harbour halves and naval defences (R5.3)', () => {
    const ports = Object.fromEntries(LOCATIONS.filter((l) => l.port).map((l) => [l.id, l.port]));
    expect(ports).toEqual({
      washington: { harbourHalf: 'lower', navalDefence: 0 },
      'fort-monroe': { harbourHalf: 'lower', navalDefence: 2 },
      savannah: { harbourHalf: 'lower', navalDefence: 1 },
      'new-orleans': { harbourHalf: 'lower', navalDefence: 1 },
    });
  });

  it('has Washington as Union and Richmond and Atlanta as Confederate supply sources (R5.7)', () => {
    expect(SUPPLY_SOURCES.union).toEqual(['washington']);
    expect([...SUPPLY_SOURCES.confederate].sort()).toEqual(['atlanta', 'richmond']);
    for (const side of ['union', 'confederate'] as const) {
      for (const id of SUPPLY_SOURCES[side]) expect(LOCATION_BY_ID[id].colour).toBe(side);
    }
  });

  it('bars Confederates from exactly Harrisburg, Cincinnati and St. Louis (R5.10)', () => {
    const barred = LOCATIONS.filter((l) => l.noConfederateEntry).map((l) => l.id);
    expect(barred.sort()).toEqual(['cincinnati', 'harrisburg', 'st-louis']);
    for (const id of barred) expect(LOCATION_BY_ID[id].colour).toBe('union');
  });

  it('has real-world coordinates in the map area', () => {
    for (const l of LOCATIONS) {
      expect(l.lat).toBeGreaterThan(29);
      expect(l.lat).toBeLessThan(41);
      expect(l.lon).toBeGreaterThan(-91);
      expect(l.lon).toBeLessThan(-76);
    }
  });
});

describe('rail links (R5.1, R5.2)', () => {
  it('has 30 links numbered 1..30 in order (R5.1)', () => {
    expect(RAIL_LINKS).toHaveLength(30);
    expect(RAIL_LINKS.map((l) => l.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('names a real location and a half at every link end, never the same location twice (R5.1)', () => {
    for (const link of RAIL_LINKS) {
      for (const end of [link.a, link.b]) {
        expect(LOCATION_IDS).toContain(end.location);
        expect(HALVES).toContain(end.half);
      }
      expect(link.a.location).not.toBe(link.b.location);
    }
  });

  it('has no duplicate link between the same two locations (R5.1)', () => {
    const pairs = RAIL_LINKS.map((l) => [l.a.location, l.b.location].sort().join('|'));
    expect(new Set(pairs).size).toBe(30);
  });

  it('enters Richmond in its upper half on every one of its links (R5.1)', () => {
    const ends = RAIL_LINKS.flatMap((l) => [l.a, l.b]).filter((e) => e.location === 'richmond');
    expect(ends).toHaveLength(6);
    for (const e of ends) expect(e.half).toBe('upper');
  });

  it('connects every location to every other (R5.1)', () => {
    const adj = new Map<LocationId, LocationId[]>(LOCATION_IDS.map((id) => [id, []]));
    for (const l of RAIL_LINKS) {
      adj.get(l.a.location)!.push(l.b.location);
      adj.get(l.b.location)!.push(l.a.location);
    }
    const seen = new Set<LocationId>(['washington']);
    const queue: LocationId[] = ['washington'];
    while (queue.length) for (const n of adj.get(queue.shift()!)!) if (!seen.has(n)) { seen.add(n); queue.push(n); }
    expect(seen.size).toBe(21);
  });

  it('matches spot-checked links of board.md', () => {
    expect(RAIL_LINKS[0]).toEqual({ id: 1, a: { location: 'harrisburg', half: 'lower' }, b: { location: 'washington', half: 'upper' } });
    expect(RAIL_LINKS[10]).toEqual({ id: 11, a: { location: 'manassas', half: 'lower' }, b: { location: 'front-royal', half: 'lower' } });
    expect(RAIL_LINKS[27]).toEqual({ id: 28, a: { location: 'vicksburg', half: 'lower' }, b: { location: 'atlanta', half: 'lower' } });
    expect(RAIL_LINKS[29]).toEqual({ id: 30, a: { location: 'atlanta', half: 'lower' }, b: { location: 'savannah', half: 'upper' } });
  });

  it('gives a +1 Confederate defence modifier on exactly links 8, 9 and 19 (R5.2)', () => {
    const mods = RAIL_LINKS.filter((l) => l.modifier).map((l) => [l.id, l.modifier]);
    expect(mods).toEqual([
      [8, { side: 'confederate', value: 1, note: 'Manassas' }],
      [9, { side: 'confederate', value: 1 }],
      [19, { side: 'confederate', value: 1, note: 'Cumberland Gap' }],
    ]);
  });
});

describe('tracks', () => {
  it('has a 6-space Blockade track with hand sizes 5→3 and VP 0→3, starting on S (R10.1)', () => {
    expect(BLOCKADE_TRACK.map((s) => s.handSize)).toEqual([5, 5, 4, 4, 3, 3]);
    expect(BLOCKADE_TRACK.map((s) => s.vp)).toEqual([0, 1, 1, 2, 2, 3]);
    for (let i = 1; i < BLOCKADE_TRACK.length; i++) {
      expect(BLOCKADE_TRACK[i].handSize).toBeLessThanOrEqual(BLOCKADE_TRACK[i - 1].handSize);
      expect(BLOCKADE_TRACK[i].vp).toBeGreaterThanOrEqual(BLOCKADE_TRACK[i - 1].vp);
    }
    expect(BLOCKADE_START).toBe(0);
  });

  it('lets the Union reach 20 VP at most: 17 on the map plus 3 on the Blockade track (R10.1)', () => {
    const max = LOCATIONS.reduce((s, l) => s + l.vp, 0) + Math.max(...BLOCKADE_TRACK.map((s) => s.vp));
    expect(max).toBe(20);
  });

  it('has a 10-space Europe track from the Union end 0 to the Europe end 9, starting on 3 (R1.5)', () => {
    expect(EUROPE_TRACK).toEqual({ spaces: 10, start: 3, unionEnd: 0, europeEnd: 9 });
    expect(EUROPE_TRACK.europeEnd).toBe(EUROPE_TRACK.spaces - 1);
  });
});

describe('starting position (R1.5)', () => {
  it('places the R1.5 armies', () => {
    const at = (side: string) =>
      Object.fromEntries(STARTING_ARMIES.filter((a) => a.side === side).map((a) => [a.location, a.strength]));
    expect(at('union')).toEqual({ washington: 3, 'harpers-ferry': 2, kentucky: 2, cairo: 2 });
    expect(at('confederate')).toEqual({
      manassas: 3, 'front-royal': 2, savannah: 2, 'new-orleans': 2,
      nashville: 1, 'fort-henry-donelson': 1, 'fort-monroe': 1,
    });
    expect(STARTING_ARMIES).toHaveLength(11);
  });

  it('starts every army on a location of its own colour (R1.5)', () => {
    for (const a of STARTING_ARMIES) expect(LOCATION_BY_ID[a.location].colour).toBe(a.side);
  });
});

describe('provenance', () => {
  it('says the map is reconstructed and names the data file', () => {
    expect(BOARD_PROVENANCE).toMatch(/reconstructed/);
    expect(BOARD_PROVENANCE).toContain('src/data/board.ts');
  });
});

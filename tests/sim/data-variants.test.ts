/**
 * The named balance variants of src/sim/data-variants.ts (docs/balance.md): each patches exactly
 * the datum it names, and the engine plays a full game on the patched data. Every test loads fresh
 * module instances (vi.resetModules), so one variant never leaks into another or into the default
 * data that the rest of the suite checks.
 */
import { vi } from 'vitest';

async function load() {
  vi.resetModules();
  const variants = await import('../../src/sim/data-variants');
  const data = await import('../../src/data');
  const engine = await import('../../src/engine');
  const sim = await import('../../src/sim');
  return { ...variants, data, engine, sim };
}

function linkModifier(data: Awaited<ReturnType<typeof load>>['data'], a: string, b: string) {
  const l = data.RAIL_LINKS.find((x) => (x.a.location === a && x.b.location === b) || (x.a.location === b && x.b.location === a));
  return l?.modifier ? { side: l.modifier.side, value: l.modifier.value } : undefined;
}

/** Strengths of one side's starting armies in one location. */
const startingAt = (d: Awaited<ReturnType<typeof load>>['data'], side: string, location: string) =>
  d.STARTING_ARMIES.filter((a) => a.side === side && a.location === location).map((a) => a.strength);

/** What each variant must change: the datum before and after `apply()`. */
const EXPECTED: Record<string, (d: Awaited<ReturnType<typeof load>>['data']) => unknown> = {
  'europe-start-2': (d) => d.EUROPE_TRACK.start,
  'europe-end-10': (d) => [d.EUROPE_TRACK.spaces, d.EUROPE_TRACK.europeEnd],
  'fredericksburg-union': (d) => linkModifier(d, 'washington', 'fredericksburg'),
  'harpers-ferry-union': (d) => linkModifier(d, 'harpers-ferry', 'front-royal'),
  'manassas-union': (d) => linkModifier(d, 'washington', 'manassas'),
  'vicksburg-vp-3': (d) => d.LOCATION_BY_ID.vicksburg.vp,
  'lee-4': (d) => d.CARD_BY_ID.C39.leadership,
  'washington-reserve': (d) => startingAt(d, 'union', 'washington'),
  'washington-reserve-2': (d) => startingAt(d, 'union', 'washington'),
  'manassas-army-2': (d) => startingAt(d, 'confederate', 'manassas'),
};

const AFTER: Record<string, unknown> = {
  'europe-start-2': 2,
  'europe-end-10': [11, 10],
  'fredericksburg-union': { side: 'union', value: 1 },
  'harpers-ferry-union': { side: 'union', value: 1 },
  'manassas-union': { side: 'union', value: 1 },
  'vicksburg-vp-3': 3,
  'lee-4': 4,
  'washington-reserve': [3, 1],
  'washington-reserve-2': [3, 2],
  'manassas-army-2': [2],
};

describe('named data variants (docs/balance.md)', () => {
  it('every variant has a check here, and a description', async () => {
    const { DATA_VARIANTS } = await load();
    expect(Object.keys(DATA_VARIANTS).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const v of Object.values(DATA_VARIANTS)) expect(v.description.length).toBeGreaterThan(20);
  });

  for (const name of Object.keys(EXPECTED)) {
    it(`${name} changes its datum and a game plays to the end on it`, async () => {
      const { DATA_VARIANTS, data, engine, sim } = await load();
      const before = EXPECTED[name](data);
      expect(before).not.toEqual(AFTER[name]);
      DATA_VARIANTS[name].apply();
      expect(EXPECTED[name](data)).toEqual(AFTER[name]);
      if (name === 'europe-start-2') expect(engine.newGame({ seed: 1 }).europe).toBe(2);
      if (name === 'washington-reserve') {
        const armies = engine.viewFor(engine.newGame({ seed: 1 }), 'observer').units.filter((u) => u.side === 'union' && u.location === 'washington' && u.kind === 'army');
        expect(armies.map((u) => u.strength).sort()).toEqual([1, 3]);
      }
      const record = sim.runGame({ seed: 7, union: 'random', confederate: 'random' });
      expect(record.error ?? null).toBeNull();
      expect(record.winner === 'union' || record.winner === 'confederate').toBe(true);
    });
  }

  it('the default data is untouched in a fresh load', async () => {
    const { data } = await load();
    expect(data.EUROPE_TRACK.start).toBe(3);
    expect(data.LOCATION_BY_ID.vicksburg.vp).toBe(2);
    expect(linkModifier(data, 'washington', 'manassas')).toEqual({ side: 'confederate', value: 1 });
  });
});

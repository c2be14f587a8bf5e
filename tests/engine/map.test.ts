/** The map (R5): halves, control, contested locations, supply, stacking, the top three; E2, E12, E13. */
import { applyAction, controller, europeSpace, isContested, isInSupply, isLegal, legalActions, suppliedLocations, unitsAt, viewFor } from '../../src/engine/index';
import { LOCATIONS } from '../../src/data/board';

const LOCATION_IDS = LOCATIONS.map((l) => l.id);
import type { Action, GameState, LocationId, Side } from '../../src/engine/index';
import { all, at, expectRefused, find, game, idsAt, play, revealed, ruleError } from './helpers';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

const moveTo = (s: GameState, to: LocationId, from?: LocationId) =>
  find(s, 'move', (a) => a.to === to && (!from || a.from === from));

describe('R5 the map', () => {
  it('R5.1 each end of a rail link enters one specific half', () => {
    const s = game({ units: [army('union', 'kentucky'), army('union', 'memphis'), army('union', 'washington', 3)], hands: { union: ['U30', 'U31'] } });
    // Kentucky (lower) — Knoxville (upper); Memphis (lower) — Chattanooga (lower).
    let t = applyAction(s, moveTo(s, 'knoxville', 'kentucky'));
    expect(at(t, 'knoxville', 'union')[0]!.half).toBe('upper');
    t = applyAction(t, find(t, 'move', (a) => a.from === 'memphis' && a.to === 'chattanooga'));
    expect(at(t, 'chattanooga', 'union')[0]!.half).toBe('lower');
  });

  it('R5.1 every link of Richmond enters its upper half', () => {
    for (const from of ['manassas', 'fredericksburg', 'front-royal', 'fort-monroe', 'knoxville', 'savannah'] as LocationId[]) {
      const s = game({ units: [army('union', from)], control: { [from]: 'union' }, hands: { union: ['U30'] } });
      const t = applyAction(s, find(s, 'move', (a) => a.to === 'richmond' && a.from === from));
      expect(at(t, 'richmond', 'union')[0]!.half).toBe('upper');
    }
  });

  it('R5.2 a link\'s defence modifier applies to a defender of its colour attacked along that link only', () => {
    // Washington — Fredericksburg carries +1 Confederate; Richmond — Fredericksburg carries none.
    const fromWashington = game({ units: [army('union', 'washington', 3), army('confederate', 'fredericksburg', 1)], hands: { union: ['U30', 'U31'] } });
    let t = play(fromWashington, find(fromWashington, 'move', (a) => a.from === 'washington' && a.to === 'fredericksburg' && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
    let r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r).defenderTerms['rail-modifier']).toBe(1);
    const fromRichmond = game({ units: [army('union', 'richmond', 3), army('confederate', 'fredericksburg', 1)], control: { richmond: 'union' }, hands: { union: ['U30', 'U31'] } });
    t = play(fromRichmond, find(fromRichmond, 'move', (a) => a.from === 'richmond' && a.to === 'fredericksburg' && a.card === 'U30'), { type: 'attacker-card', card: 'U31' });
    r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r).defenderTerms['rail-modifier']).toBeUndefined();
    expect(revealed(t, r).defenderStrength).toBe(1);
  });

  it('R5.3 ports: Washington, Fort Monroe, Savannah, New Orleans; Washington\'s naval defence is 0', () => {
    const s = game({ units: [army('union', 'fort-monroe', 3)], control: { 'fort-monroe': 'union' }, hands: { union: ['U06'] } });
    expect(new Set(all(s, 'naval-move').map((a) => a.to))).toEqual(new Set(['washington', 'savannah', 'new-orleans']));
    const w = game({
      units: [army('union', 'fort-monroe', 3), army('confederate', 'washington', 1)],
      control: { 'fort-monroe': 'union' }, hands: { union: ['U06', 'U35'] },
    });
    const t = play(w, find(w, 'naval-move', (a) => a.to === 'washington'), { type: 'attacker-card', card: 'U35' });
    const r = applyAction(t, { type: 'stand', card: null, benefits: [] });
    expect(revealed(t, r).defenderTerms['naval-modifier']).toBeUndefined();
    expect(revealed(t, r).defenderStrength).toBe(1);
  });

  it('R5.4 control: colour with no enemy flag, or own units or flag, and no enemy unit there', () => {
    const s = game({
      units: [army('union', 'nashville'), army('confederate', 'kentucky')],
      control: { memphis: 'union', cairo: 'confederate' },
    });
    expect(controller(s, 'atlanta')).toBe('confederate'); // its colour
    expect(controller(s, 'washington')).toBe('union');
    expect(controller(s, 'memphis')).toBe('union'); // Union flag on a beige location
    expect(controller(s, 'cairo')).toBe('confederate'); // Confederate flag on a blue location
    expect(controller(s, 'nashville')).toBe('union'); // Union units there
    expect(controller(s, 'kentucky')).toBe('confederate');
  });

  it('R5.5 a location holding units of both sides, one half each, is contested and controlled by nobody', () => {
    const s = game({ units: [army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 1, 'lower')] });
    expect(isContested(s, 'manassas')).toBe(true);
    expect(controller(s, 'manassas')).toBeNull();
    expect(isContested(s, 'washington')).toBe(false);
  });

  it('R5.5 a scenario putting both sides in one half is refused', () => {
    expect(ruleError(() => game({ units: [army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 1, 'upper')] })).rule).toBe('R5.5');
  });

  it('R5.6 entering an empty enemy location takes control; the flag stays after leaving until the enemy takes it back', () => {
    const s = game({ units: [army('union', 'washington', 3), army('confederate', 'front-royal')], hands: { union: ['U30', 'U31'], confederate: ['C01', 'C02'] } });
    let t = applyAction(s, moveTo(s, 'manassas', 'washington'));
    expect(controller(t, 'manassas')).toBe('union');
    t = applyAction(t, find(t, 'move', (a) => a.from === 'manassas' && a.to === 'washington'));
    expect(unitsAt(t, 'manassas')).toEqual([]);
    expect(controller(t, 'manassas')).toBe('union');
    expect(t.flags.manassas).toBe('union');
    t = applyAction(t, { type: 'end-turn' });
    t = applyAction(t, find(t, 'move', (a) => a.from === 'front-royal' && a.to === 'manassas'));
    expect(controller(t, 'manassas')).toBe('confederate');
    expect(t.flags.manassas).toBeUndefined();
  });

  // R5.6: a side left sole occupant of a location takes control of it (remove the enemy's flag or place one's
  // own). The Confederate army leaves contested Kentucky (Confederate flag) by a move that joins its own half of
  // contested Nashville (E7 reinforcement): the Union, now sole occupant of Kentucky, takes the flag off; when the
  // Union army later leaves, Kentucky stays the Union's.
  it('R5.6 a side left sole occupant when the enemy marches out of a contested location takes control (E7 reinforcement)', () => {
    const s = game({
      active: 'confederate', europe: 5, control: { kentucky: 'confederate' },
      units: [army('union', 'kentucky', 2, 'upper'), army('confederate', 'kentucky', 1, 'lower'), army('confederate', 'nashville', 1, 'upper'), army('union', 'nashville', 1, 'lower')],
      hands: { confederate: ['C01', 'C02'], union: ['U30'] },
    });
    expect(s.captured).toEqual([]); // contested: nobody controls it, so no Europe bonus (R5.5, X6)
    let t = applyAction(s, find(s, 'move', (a) => a.from === 'kentucky' && a.to === 'nashville'));
    expect(t.combat).toBeNull();
    expect(controller(t, 'kentucky')).toBe('union');
    expect(t.flags.kentucky).toBeUndefined();
    expect(europeSpace(t)).toBe(5);
    t = play(t, { type: 'pass' }, { type: 'end-turn' });
    t = applyAction(t, find(t, 'move', (a) => a.from === 'kentucky' && a.to === 'cincinnati'));
    expect(controller(t, 'kentucky')).toBe('union');
  });

  it('R5.6 a side left sole occupant when the enemy marches out to an empty location takes control', () => {
    const s = game({
      active: 'confederate', europe: 5, control: { kentucky: 'confederate' },
      units: [army('union', 'kentucky', 2, 'upper'), army('confederate', 'kentucky', 1, 'lower')],
      hands: { confederate: ['C01'] },
    });
    const t = applyAction(s, { type: 'move', card: 'C01', from: 'kentucky', to: 'knoxville', units: idsAt(s, 'kentucky', 'confederate') });
    expect(controller(t, 'kentucky')).toBe('union');
    expect(t.flags.kentucky).toBeUndefined();
    expect(europeSpace(t)).toBe(5);
  });

  it('R5.7 the Union traces supply from Washington only', () => {
    const s = game({ units: [army('union', 'kentucky'), army('union', 'harrisburg')], control: { washington: 'confederate' } });
    expect(isInSupply(s, 'union', 'kentucky')).toBe(false);
    expect(isInSupply(s, 'union', 'harrisburg')).toBe(false);
    const normal = game({ units: [army('union', 'kentucky')] });
    expect(isInSupply(normal, 'union', 'kentucky')).toBe(true);
    expect(isInSupply(normal, 'union', 'st-louis')).toBe(true);
  });

  it('R5.7 the Confederate traces supply from Richmond or Atlanta', () => {
    const withoutRichmond = game({ units: [], control: { richmond: 'union' } });
    expect(isInSupply(withoutRichmond, 'confederate', 'chattanooga')).toBe(true); // from Atlanta
    expect(isInSupply(withoutRichmond, 'confederate', 'savannah')).toBe(true);
    const withoutAtlanta = game({ units: [], control: { atlanta: 'union' } });
    expect(isInSupply(withoutAtlanta, 'confederate', 'vicksburg')).toBe(true); // Richmond–Knoxville–Chattanooga–Memphis
    const neither = game({ units: [], control: { atlanta: 'union', richmond: 'union' } });
    for (const loc of ['chattanooga', 'savannah', 'vicksburg', 'manassas', 'nashville'] as LocationId[]) {
      expect(isInSupply(neither, 'confederate', loc)).toBe(false);
    }
  });

  it('R5.8 supply runs only through locations the side controls', () => {
    // Nashville flagged Union: supplied through Kentucky; cut when Kentucky carries a Confederate flag.
    const s = game({ units: [], control: { nashville: 'union' } });
    expect(isInSupply(s, 'union', 'nashville')).toBe(true);
    const cut = game({ units: [], control: { nashville: 'union', kentucky: 'confederate' } });
    expect(isInSupply(cut, 'union', 'nashville')).toBe(false);
    expect(isInSupply(cut, 'union', 'kentucky')).toBe(false);
    expect(isInSupply(cut, 'confederate', 'kentucky')).toBe(true);
    // A location controlled by the enemy is not in supply for you.
    expect(isInSupply(s, 'union', 'manassas')).toBe(false);
  });

  it('R5.8 the view and suppliedLocations carry the same supply as isInSupply, for both sides and every viewer', () => {
    const positions = [
      game({ units: [], control: { nashville: 'union', kentucky: 'confederate' } }),
      game({ units: [army('union', 'washington', 2, 'lower'), army('confederate', 'washington', 2, 'upper'), army('union', 'kentucky')], control: { manassas: 'union' } }),
    ];
    for (const s of positions) {
      for (const side of ['union', 'confederate'] as Side[]) {
        const expected = LOCATION_IDS.filter((l) => isInSupply(s, side, l));
        expect(suppliedLocations(s, side)).toEqual(expected);
        for (const viewer of ['union', 'confederate', 'observer'] as const) expect(viewFor(s, viewer).supplied[side]).toEqual(expected);
      }
    }
    // The cut position really differs between the sides: Kentucky is the Confederacy's, not the Union's.
    expect(suppliedLocations(positions[0]!, 'union')).not.toContain('kentucky');
    expect(suppliedLocations(positions[0]!, 'confederate')).toContain('kentucky');
  });

  it('R5.8 a contested Washington supplies the Union only through links entering the Union\'s half', () => {
    // Union in Washington's lower half (Manassas and Fredericksburg links); Harrisburg's and Harper's Ferry's enter the upper half.
    const s = game({ units: [army('union', 'washington', 2, 'lower'), army('confederate', 'washington', 2, 'upper'), army('union', 'kentucky')], control: { manassas: 'union' } });
    expect(isInSupply(s, 'union', 'manassas')).toBe(true);
    expect(isInSupply(s, 'union', 'harrisburg')).toBe(false);
    expect(isInSupply(s, 'union', 'kentucky')).toBe(false);
  });

  it('R5.8 FAQ: a Union army in Richmond\'s upper half cuts Richmond off as a supply source', () => {
    const units = [
      army('union', 'richmond', 2, 'upper'), army('confederate', 'richmond', 1, 'lower'),
      army('union', 'washington', 3), army('confederate', 'manassas', 2), army('confederate', 'knoxville', 1),
    ];
    const before = game({ units: units.filter((u) => !(u.side === 'union' && u.location === 'richmond')) });
    for (const loc of ['manassas', 'front-royal', 'fredericksburg', 'fort-monroe'] as LocationId[]) {
      expect(isInSupply(before, 'confederate', loc)).toBe(true);
    }
    const s = game({ units, active: 'confederate', hands: { confederate: ['C06', 'C01'] } });
    expect(isContested(s, 'richmond')).toBe(true);
    // Locations that traced supply only through Richmond are out of supply...
    for (const loc of ['manassas', 'front-royal', 'fredericksburg', 'fort-monroe'] as LocationId[]) {
      expect(isInSupply(s, 'confederate', loc)).toBe(false);
    }
    // ...those reaching Atlanta are not.
    for (const loc of ['knoxville', 'chattanooga', 'savannah', 'vicksburg', 'nashville'] as LocationId[]) {
      expect(isInSupply(s, 'confederate', loc)).toBe(true);
    }
    const deploy = (location: LocationId): Action => ({ type: 'deploy', card: 'C06', payment: ['C01'], location, half: 'upper' });
    expectRefused(s, deploy('manassas'), 'R5.8');
    expect(isLegal(s, deploy('knoxville'))).toBe(true);
    expect(all(s, 'deploy', (a) => a.location === 'manassas' || a.location === 'fort-monroe')).toEqual([]);
  });

  it('R5.8 FAQ: the cut arises in play when a Confederate in Richmond withdraws into the lower half', () => {
    const s = game({
      units: [army('union', 'manassas', 3), army('confederate', 'richmond', 1), army('union', 'washington', 3)],
      control: { manassas: 'union', 'front-royal': 'union' },
      hands: { union: ['U30', 'U35'], confederate: ['C01'] },
    });
    expect(isInSupply(s, 'confederate', 'fort-monroe')).toBe(true);
    let t = applyAction(s, moveTo(s, 'richmond', 'manassas'));
    t = applyAction(t, { type: 'attacker-card', card: 'U35' });
    t = applyAction(t, find(t, 'withdraw'));
    expect(at(t, 'richmond', 'confederate')[0]!.half).toBe('lower');
    expect(at(t, 'richmond', 'union')[0]!.half).toBe('upper');
    expect(isInSupply(t, 'confederate', 'fort-monroe')).toBe(false);
    expect(isInSupply(t, 'confederate', 'fredericksburg')).toBe(false);
    expect(isInSupply(t, 'confederate', 'knoxville')).toBe(true);
  });

  it('R5.8 a contested location passes supply only where both links enter the half the side occupies', () => {
    // Vicksburg: Atlanta and New Orleans both enter its lower half; Memphis its upper half.
    const units = (conf: 'upper' | 'lower') => [
      army('union', 'vicksburg', 1, conf === 'upper' ? 'lower' : 'upper'), army('confederate', 'vicksburg', 1, conf),
    ];
    const lower = game({ units: units('lower'), control: { richmond: 'union', memphis: 'union' } });
    expect(isInSupply(lower, 'confederate', 'new-orleans')).toBe(true);
    const upper = game({ units: units('upper'), control: { richmond: 'union', memphis: 'union' } });
    expect(isInSupply(upper, 'confederate', 'new-orleans')).toBe(false);
  });

  it('R5.8 a contested supply source supplies only through links entering its own half', () => {
    // Atlanta: Vicksburg and Savannah enter its lower half, Chattanooga its upper half.
    const s = game({
      units: [army('union', 'atlanta', 1, 'upper'), army('confederate', 'atlanta', 1, 'lower')],
      control: { richmond: 'union', memphis: 'union' },
    });
    expect(isInSupply(s, 'confederate', 'vicksburg')).toBe(true);
    expect(isInSupply(s, 'confederate', 'savannah')).toBe(true);
    expect(isInSupply(s, 'confederate', 'chattanooga')).toBe(false);
  });

  it('R5.9 stacking is unlimited, forts included; a fort may stand in each half', () => {
    const s = game({
      active: 'confederate',
      units: [
        { side: 'confederate', kind: 'fort', location: 'richmond', half: 'upper' },
        { side: 'confederate', kind: 'fort', location: 'richmond', half: 'lower' },
        army('confederate', 'richmond', 3), army('confederate', 'richmond', 3), army('confederate', 'richmond', 3),
        army('confederate', 'richmond', 2), army('confederate', 'richmond', 2), army('confederate', 'richmond', 1),
      ],
      hands: { confederate: ['C16', 'C01'] },
    });
    expect(unitsAt(s, 'richmond')).toHaveLength(8);
    const t = applyAction(s, find(s, 'deploy', (a) => a.card === 'C16' && a.location === 'richmond' && a.half === 'upper'));
    expect(at(t, 'richmond', 'confederate', 'fort').filter((u) => u.half === 'upper')).toHaveLength(2);
  });

  it('R5.10 the Confederates may never enter Harrisburg, Cincinnati or St. Louis', () => {
    const s = game({
      active: 'confederate',
      units: [army('confederate', 'harpers-ferry', 3), army('confederate', 'kentucky', 2), army('confederate', 'cairo', 2)],
      hands: { confederate: ['C01', 'C38'] },
    });
    const forbidden = ['harrisburg', 'cincinnati', 'st-louis'];
    expect(legalActions(s).filter((a) => a.type === 'move' && forbidden.includes(a.to))).toEqual([]);
    expect(all(s, 'card-action', (a) => (a.moves ?? []).some((m) => forbidden.includes(m.to)))).toEqual([]);
    expectRefused(s, { type: 'move', card: 'C01', from: 'harpers-ferry', to: 'harrisburg', units: idsAt(s, 'harpers-ferry') }, 'R5.10');
    expectRefused(s, { type: 'move', card: 'C01', from: 'kentucky', to: 'cincinnati', units: idsAt(s, 'kentucky') }, 'R5.10');
    expectRefused(s, { type: 'move', card: 'C01', from: 'cairo', to: 'st-louis', units: idsAt(s, 'cairo') }, 'R5.10');
    expect(ruleError(() => game({ units: [army('confederate', 'cincinnati')] })).message).toMatch(/R5\.10/);
    expect(ruleError(() => game({ control: { 'st-louis': 'confederate' } })).message).toMatch(/R5\.10/);
  });
});

describe('E2 deploy needs a controlled, uncontested location', () => {
  it('E2 neither side may deploy into a contested location', () => {
    const units = [army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 1, 'lower')];
    const u = game({ units, hands: { union: ['U09', 'U01'] } });
    expectRefused(u, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'manassas', half: 'upper' }, 'E2');
    const c = game({ units, active: 'confederate', hands: { confederate: ['C06', 'C01'] } });
    expectRefused(c, { type: 'deploy', card: 'C06', payment: ['C01'], location: 'manassas', half: 'lower' }, 'E2');
    expect(all(c, 'deploy', (a) => a.location === 'manassas')).toEqual([]);
    expect(all(c, 'deploy', (a) => a.location === 'front-royal').length).toBeGreaterThan(0);
  });
});

describe('E12 / E13 leaving a location', () => {
  const units = [army('union', 'manassas', 2, 'upper'), army('confederate', 'manassas', 2, 'lower'), army('union', 'washington', 3)];

  it('E12 units leave a contested location only by links entering their own half', () => {
    // Union in Manassas' upper half: only the Washington link (it enters the upper half).
    const s = game({ units, hands: { union: ['U30'] } });
    const ids = idsAt(s, 'manassas', 'union');
    expect(all(s, 'move', (a) => a.from === 'manassas' && a.to === 'richmond')).toEqual([]);
    expectRefused(s, { type: 'move', card: 'U30', from: 'manassas', to: 'front-royal', units: ids, via: 'manassas' }, 'E12');
    // Front Royal is still reachable the long way, out through Washington and Harper's Ferry,
    // so the army arrives by Harper's Ferry's link, in Front Royal's upper half.
    const t = applyAction(s, find(s, 'move', (a) => a.from === 'manassas' && a.to === 'front-royal'));
    expect(at(t, 'front-royal', 'union')[0]!.half).toBe('upper');
    // Confederates in the lower half: Front Royal and Richmond, never straight to Washington.
    const c = game({ units, active: 'confederate', hands: { confederate: ['C01'] } });
    const cids = idsAt(c, 'manassas', 'confederate');
    const direct = all(c, 'move', (a) => a.from === 'manassas' && (a.via === undefined || a.via === 'manassas'));
    expect(direct.some((a) => a.to === 'front-royal')).toBe(true);
    expect(direct.some((a) => a.to === 'richmond')).toBe(true);
    expect(all(c, 'move', (a) => a.from === 'manassas' && a.to === 'washington' && a.via !== 'fredericksburg')).toEqual([]);
    expectRefused(c, { type: 'move', card: 'C01', from: 'manassas', to: 'washington', units: cids, via: 'manassas' }, 'E12');
  });

  it('E12 a several-army move out of a contested location by the other half is refused citing E12', () => {
    const s = game({
      units: [army('union', 'manassas', 2, 'upper'), army('union', 'manassas', 1, 'upper'), army('confederate', 'manassas', 2, 'lower')],
      hands: { union: ['U30'] },
    });
    expectRefused(s, { type: 'move', card: 'U30', from: 'manassas', to: 'front-royal', units: idsAt(s, 'manassas', 'union') }, 'E12');
  });

  it('E13 units in an uncontested location may leave by any of its links, whatever their half', () => {
    const s = game({ units: [army('union', 'manassas', 2, 'lower')], control: { manassas: 'union' }, hands: { union: ['U30'] } });
    const adj = new Set(all(s, 'move', (a) => a.from === 'manassas').map((a) => a.to));
    // Washington's link enters Manassas' upper half; Front Royal's and Richmond's its lower half.
    for (const to of ['washington', 'front-royal', 'richmond'] as LocationId[]) expect(adj.has(to)).toBe(true);
    const t = applyAction(s, moveTo(s, 'washington', 'manassas'));
    expect(at(t, 'washington', 'union')).toHaveLength(1);
    const u = game({ units: [army('union', 'manassas', 2, 'upper')], control: { manassas: 'union' }, hands: { union: ['U30'] } });
    const v = applyAction(u, { type: 'move', card: 'U30', from: 'manassas', to: 'richmond', units: idsAt(u, 'manassas') });
    expect(at(v, 'richmond', 'union')).toHaveLength(1);
  });
});

/**
 * Hand-built PlayerViews for the map tests (no engine needed): the starting position of R1.5
 * and small edits of it.
 */
import { LOCATIONS } from '../../../src/data/board';
import type { Half, LocationId, Side } from '../../../src/data/types';
import type { PlayerView, UnitState } from '../../../src/engine/types';
import { DEFAULT_RULESET, newGame, rulesetHash, viewFor } from '../../../src/engine';

/** The starting armies of R1.5, all in the upper half. */
const START: [Side, LocationId, number][] = [
  ['union', 'washington', 3],
  ['union', 'harpers-ferry', 2],
  ['union', 'kentucky', 2],
  ['union', 'cairo', 2],
  ['confederate', 'manassas', 3],
  ['confederate', 'front-royal', 2],
  ['confederate', 'savannah', 2],
  ['confederate', 'new-orleans', 2],
  ['confederate', 'nashville', 1],
  ['confederate', 'fort-henry-donelson', 1],
  ['confederate', 'fort-monroe', 1],
];

/** A unit for a fixture. */
export function unit(
  id: string, side: Side, location: LocationId, strength: number, half: Half = 'upper', kind: 'army' | 'fort' = 'army',
): UnitState {
  return { id, side, kind, strength, half, location };
}

/** The Union's view of the starting position (R1.5): every location held by its colour. */
export function startView(): PlayerView {
  const units = START.map(([side, location, strength], i) => unit(`u${i + 1}`, side, location, strength));
  const control = Object.fromEntries(LOCATIONS.map((l) => [l.id, l.colour])) as Record<LocationId, Side | null>;
  const sideInfo = (handCount: number, drawCount: number, handSize: number) => ({
    handCount, drawCount, discardCount: 0, removedCount: 0, pileICount: 10, pileIICount: 10, reshuffles: 0, handSize,
  });
  return {
    viewer: 'union',
    ruleset: { id: 'default', hash: rulesetHash(DEFAULT_RULESET) },
    turn: 1,
    active: 'union',
    actionsTaken: 0,
    decision: { side: 'union', kind: 'action', actionsTaken: 0, mayEndTurn: false },
    winner: null,
    variants: { passThroughContested: false, openDiscards: false },
    units,
    control,
    contested: [],
    // Supply at the start (R5.8), as the engine traces it.
    supplied: viewFor(newGame({ seed: 1 }), 'union').supplied,
    flags: {},
    captured: [],
    blockade: 0,
    europe: 3,
    vp: 0,
    hand: ['U01', 'U02', 'U03', 'U04', 'U05', 'U06'],
    sides: {
      union: { ...sideInfo(6, 43, 6), discard: [], removed: [] },
      confederate: sideInfo(5, 25, 5),
    },
    combat: null,
    pending: null,
    raid: null,
    railMove: null,
    lastBattle: null,
    freeDeploy: null,
    log: [],
    checkpoint: 0,
  };
}

/**
 * A mid-game position: Kentucky contested (Union 2+2 upper, Confederate 1 lower), Nashville
 * taken by the Union with a flag and nobody in it, a Confederate fort in Vicksburg's lower half.
 */
export function midGameView(): PlayerView {
  const view = startView();
  view.units = view.units
    .filter((u) => u.location !== 'nashville')
    .concat([
      unit('u20', 'union', 'kentucky', 2),
      unit('u21', 'confederate', 'kentucky', 1, 'lower'),
      unit('u22', 'confederate', 'vicksburg', 3, 'lower', 'fort'),
    ]);
  view.control = { ...view.control, kentucky: null, nashville: 'union' };
  view.contested = ['kentucky'];
  view.flags = { nashville: 'union' };
  view.blockade = 2;
  view.europe = 5;
  return view;
}

/** A battle: the Union army of Washington has entered Manassas's upper half by rail (link 8). */
export function battleView(): PlayerView {
  const view = startView();
  view.units = view.units.map((u) => (u.id === 'u1' ? { ...u, location: 'manassas' } : u));
  view.decision = { side: 'union', kind: 'attacker-card', location: 'manassas' };
  view.combat = {
    location: 'manassas', attacker: 'union', defender: 'confederate', half: 'upper', mode: 'rail',
    from: 'washington', linkId: 8, wasContested: false, attackerUnits: ['u1'], defenderUnits: ['u5'],
    benefits: [], fortBattle: false, step: 'attacker-card', casualtiesTaken: [], lost: { union: 0, confederate: 0 },
  };
  return view;
}

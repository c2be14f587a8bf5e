/**
 * A second, plain reading of the map rules checked against the engine over random legal play:
 * control (R5.4, R5.5) and flags that stay (R5.6), supply (R5.8), VP (R4.5), where an army may
 * deploy (R6.1.1, E2) or be port-deployed (R6.1.2), where one army may go by a long move (R6.2.2,
 * R6.2.3, E1, E12, R5.10) or by Rail Movement (R11.5), and the end-of-turn refill (R3.1, R3.2,
 * R3.4). The board is copied by hand from ../shared/reference/board.md, not read from the
 * engine's data, and each rule is written the simple way (whole-path search, no index), so a
 * slip in the engine's fast tables shows as a difference. Replay a failure with FC_SEED.
 */
import fc from 'fast-check';
import { controller, isContested, suppliedLocations, unitsAt, victoryPoints } from '../../src/engine/index.ts';
import type { Action, GameState, LocationId, Side } from '../../src/engine/index.ts';
import { describeSpec, gameSpec, playGame } from './helpers/play.ts';
import { LOCATIONS, SIDES } from './helpers/reference.ts';

type Half = 'upper' | 'lower';

/** board.md, Rail links: `a (half) — b (half)`. */
const LINKS: readonly [LocationId, Half, LocationId, Half][] = [
  ['harrisburg', 'lower', 'washington', 'upper'], ['harrisburg', 'lower', 'harpers-ferry', 'upper'],
  ['harrisburg', 'upper', 'cincinnati', 'upper'], ['cincinnati', 'upper', 'st-louis', 'upper'],
  ['cincinnati', 'lower', 'kentucky', 'upper'], ['st-louis', 'lower', 'cairo', 'upper'],
  ['washington', 'upper', 'harpers-ferry', 'upper'], ['washington', 'lower', 'manassas', 'upper'],
  ['washington', 'lower', 'fredericksburg', 'upper'], ['harpers-ferry', 'lower', 'front-royal', 'upper'],
  ['manassas', 'lower', 'front-royal', 'lower'], ['manassas', 'lower', 'richmond', 'upper'],
  ['fredericksburg', 'lower', 'richmond', 'upper'], ['front-royal', 'lower', 'richmond', 'upper'],
  ['richmond', 'upper', 'fort-monroe', 'upper'], ['richmond', 'upper', 'knoxville', 'upper'],
  ['richmond', 'upper', 'savannah', 'upper'], ['kentucky', 'lower', 'nashville', 'upper'],
  ['kentucky', 'lower', 'knoxville', 'upper'], ['cairo', 'lower', 'fort-henry-donelson', 'upper'],
  ['cairo', 'lower', 'memphis', 'upper'], ['fort-henry-donelson', 'lower', 'nashville', 'upper'],
  ['nashville', 'lower', 'chattanooga', 'upper'], ['knoxville', 'lower', 'chattanooga', 'upper'],
  ['memphis', 'lower', 'chattanooga', 'lower'], ['memphis', 'lower', 'vicksburg', 'upper'],
  ['vicksburg', 'lower', 'new-orleans', 'upper'], ['vicksburg', 'lower', 'atlanta', 'lower'],
  ['chattanooga', 'lower', 'atlanta', 'upper'], ['atlanta', 'lower', 'savannah', 'upper'],
];
/** board.md, Locations: the blue (Union) ones; every other is beige. */
const BLUE = new Set<LocationId>(['harrisburg', 'cincinnati', 'st-louis', 'washington', 'harpers-ferry', 'kentucky', 'cairo']);
/** R5.10: the top three. */
const TOP_THREE = new Set<LocationId>(['harrisburg', 'cincinnati', 'st-louis']);
/** board.md: location VP. */
const VP: Partial<Record<LocationId, number>> = {
  manassas: 1, richmond: 3, 'fort-monroe': 1, knoxville: 1, 'fort-henry-donelson': 1, nashville: 1,
  memphis: 1, chattanooga: 1, atlanta: 2, savannah: 1, vicksburg: 2, 'new-orleans': 2,
};
/** board.md: Blockade track VP per space (R10.1) and Confederate hand size. */
const BLOCKADE_VP = [0, 1, 1, 2, 2, 3];
const BLOCKADE_HAND = [5, 5, 4, 4, 3, 3];
const PORTS: readonly LocationId[] = ['washington', 'fort-monroe', 'savannah', 'new-orleans'];
const SOURCES: Record<Side, readonly LocationId[]> = { union: ['washington'], confederate: ['richmond', 'atlanta'] };

interface Exit { here: Half; to: LocationId; toHalf: Half }
const EXITS = new Map<LocationId, Exit[]>(LOCATIONS.map((l) => [l, []]));
for (const [a, ah, b, bh] of LINKS) {
  EXITS.get(a)!.push({ here: ah, to: b, toHalf: bh });
  EXITS.get(b)!.push({ here: bh, to: a, toHalf: ah });
}

const enemyOf = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');
const sidesAt = (s: GameState, l: LocationId) => new Set(unitsAt(s, l).map((u) => u.side));
const halfOf = (s: GameState, side: Side, l: LocationId) => unitsAt(s, l).find((u) => u.side === side)?.half as Half | undefined;
const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

/** R5.4, R5.5: null when contested; a side's units give it control; else its flag, else the colour. */
function controlOf(s: GameState, l: LocationId): Side | null {
  const here = sidesAt(s, l);
  if (here.size === 2) return null;
  if (here.size === 1) return [...here][0]!;
  return (s.flags[l] as Side | undefined) ?? (BLUE.has(l) ? 'union' : 'confederate');
}

/** The halves of `l` through which `side` may pass (R5.8): both where it controls, its own where contested. */
function passable(s: GameState, side: Side, l: LocationId): Half[] {
  if (sidesAt(s, l).size === 2) { const h = halfOf(s, side, l); return h ? [h] : []; }
  return controlOf(s, l) === side ? ['upper', 'lower'] : [];
}

/** R5.8: every location reached from a usable supply source through passable halves. */
function supplied(s: GameState, side: Side): string[] {
  const seen = new Set<LocationId>(SOURCES[side].filter((l) => passable(s, side, l).length > 0));
  const queue = [...seen];
  while (queue.length) {
    const l = queue.shift()!;
    for (const e of EXITS.get(l)!) {
      if (!passable(s, side, l).includes(e.here) || !passable(s, side, e.to).includes(e.toHalf) || seen.has(e.to)) continue;
      seen.add(e.to);
      queue.push(e.to);
    }
  }
  return sorted(seen);
}

/**
 * R6.2.2: every location one army of `side` at `from` may end a long move in, over simple paths:
 * leaving `from` by its own half when contested (E12), passing only locations it controls (R6.2.3)
 * or, with the E1 variant, a contested one entered and left by its own half; never a top-three
 * location for the Confederacy (R5.10).
 */
function longMoveEnds(s: GameState, side: Side, from: LocationId, passThrough: boolean): Set<LocationId> {
  const out = new Set<LocationId>();
  const walk = (l: LocationId, halves: Half[], path: Set<LocationId>) => {
    for (const e of EXITS.get(l)!) {
      if (!halves.includes(e.here) || e.to === from || (side === 'confederate' && TOP_THREE.has(e.to))) continue;
      out.add(e.to);
      if (path.has(e.to)) continue;
      let next: Half[];
      if (sidesAt(s, e.to).size === 2) {
        if (!passThrough || halfOf(s, side, e.to) !== e.toHalf) continue;
        next = [e.toHalf];
      } else if (controlOf(s, e.to) === side) next = ['upper', 'lower'];
      else continue;
      path.add(e.to);
      walk(e.to, next, path);
      path.delete(e.to);
    }
  };
  walk(from, sidesAt(s, from).size === 2 ? [halfOf(s, side, from)!] : ['upper', 'lower'], new Set([from]));
  return out;
}

type Move = Extract<Action, { type: 'move' }>;
type Deploy = Extract<Action, { type: 'deploy' }>;
type CardAction = Extract<Action, { type: 'card-action' }>;

/** The differences between the engine and the plain reading in the position `s` (before an action). */
function positionDifferences(s: GameState, actions: readonly Action[], passThrough: boolean): string[] {
  const out: string[] = [];
  for (const l of LOCATIONS) {
    if (controller(s, l) !== controlOf(s, l)) out.push(`R5.4 control of ${l}: engine ${controller(s, l)}, reading ${controlOf(s, l)}`);
    if (isContested(s, l) !== (sidesAt(s, l).size === 2)) out.push(`R5.5 contested ${l}`);
  }
  const vp = BLOCKADE_VP[s.blockade]! + LOCATIONS.reduce((t, l) => t + (controlOf(s, l) === 'union' ? VP[l] ?? 0 : 0), 0);
  if (victoryPoints(s) !== vp) out.push(`R4.5 VP: engine ${victoryPoints(s)}, reading ${vp}`);
  for (const side of SIDES) {
    const a = sorted(suppliedLocations(s, side)).join();
    const b = supplied(s, side).join();
    if (a !== b) out.push(`R5.8 ${side} supply: engine ${a}; reading ${b}`);
  }
  if (s.combat || s.pending || s.actionsTaken >= 2) return out;
  const side = s.active;
  // R6.2.2: the destinations listed for one army from each location, against the reading.
  if (actions.some((a) => a.type === 'move')) {
    for (const from of new Set(s.units.filter((u) => u.side === side && u.kind === 'army').map((u) => u.location))) {
      const listed = sorted(actions.filter((a): a is Move => a.type === 'move' && a.from === from && a.units.length === 1).map((a) => a.to)).join();
      const read = sorted(longMoveEnds(s, side, from, passThrough)).join();
      if (listed !== read) out.push(`R6.2.2 ${side} from ${from}: engine ${listed}; reading ${read}`);
    }
  }
  // R6.1.1, E2, R5.10: one army card's places; R6.1.2: the ports paid with a naval card.
  const army = actions.find((a): a is Deploy => a.type === 'deploy' && a.location !== undefined && a.navalCard === undefined);
  if (army) {
    const mine = supplied(s, side);
    const listed = sorted(actions.filter((a): a is Deploy => a.type === 'deploy' && a.card === army.card && a.navalCard === undefined).map((a) => a.location!)).join();
    const read = sorted(LOCATIONS.filter((l) => mine.includes(l) && controlOf(s, l) === side && !(side === 'confederate' && TOP_THREE.has(l)))).join();
    if (listed !== read) out.push(`R6.1.1 ${side} deploys: engine ${listed}; reading ${read}`);
    const ports = sorted(actions.filter((a): a is Deploy => a.type === 'deploy' && a.card === army.card && a.navalCard !== undefined).map((a) => a.location!));
    if (ports.length && ports.join() !== sorted(PORTS.filter((p) => controlOf(s, p) === 'union')).join()) out.push(`R6.1.2 port deploys: engine ${ports.join()}`);
  }
  // R11.5: Rail Movement's first army, read without the E1 variant (R11.5 says "friendly territory").
  const rails = actions.filter((a): a is CardAction => a.type === 'card-action' && a.moves !== undefined);
  if (rails.length && !passThrough) {
    const card = rails[0]!.card;
    for (const unit of new Set(rails.map((a) => a.moves![0]!.unit))) {
      const at = s.units.find((u) => u.id === unit)!.location;
      const listed = sorted(rails.filter((a) => a.card === card && a.moves![0]!.unit === unit).map((a) => a.moves![0]!.to)).join();
      const read = sorted([...longMoveEnds(s, side, at, false)].filter((l) => !sidesAt(s, l).has(enemyOf(side)))).join();
      if (listed !== read) out.push(`R11.5 ${side} army ${unit} at ${at}: engine ${listed}; reading ${read}`);
    }
  }
  return out;
}

/** The differences in how an action changed the position: flags that stay (R5.6), the refill (R3.2, R3.4), actions counted (R3.1). */
function stepDifferences(before: GameState, action: Action, after: GameState): string[] {
  const out: string[] = [];
  if (after.winner) return out;
  for (const l of LOCATIONS) {
    // R5.6: a side that leaves a location it held alone keeps it (its flag stays) while nobody enters.
    const was = sidesAt(before, l);
    if (was.size === 1 && sidesAt(after, l).size === 0 && controller(after, l) !== [...was][0]) out.push(`R5.6 ${l} changed hands when its holder left`);
    if (was.size === 0 && sidesAt(after, l).size === 0 && controller(after, l) !== controller(before, l)) out.push(`R5.6 ${l} changed hands with nobody there`);
  }
  if (action.type === 'end-turn') {
    const side = before.active;
    const size = side === 'union' ? 6 : BLOCKADE_HAND[before.blockade]!;
    const want = Math.max(before.cards[side].hand.length, size);
    const c = after.cards[side];
    const couldDraw = before.cards[side].draw.length + before.cards[side].discard.length + before.cards[side].pileI.length + before.cards[side].pileII.length;
    if (c.hand.length !== want && couldDraw >= want - before.cards[side].hand.length) out.push(`R3.2 ${side} refilled to ${c.hand.length}, not ${want}`);
    if (after.cards[enemyOf(side)].hand.length !== before.cards[enemyOf(side)].hand.length) out.push('R3.4 the non-active player drew');
    if (after.active !== enemyOf(side) || after.actionsTaken !== 0) out.push('R3.1 the turn did not pass');
  } else if (before.pending === null && before.combat === null && after.active === before.active) {
    const want = action.type === 'free-action' ? 0 : 1;
    if (after.actionsTaken - before.actionsTaken !== want) out.push(`R3.1 ${action.type} counted ${after.actionsTaken - before.actionsTaken} actions`);
  }
  return out;
}

describe('the map and turn rules read plainly agree with the engine over random play', () => {
  it('R5.4 R5.5 R5.6 R5.8 R4.5 R6.1.1 R6.1.2 R6.2.2 R6.2.3 R11.5 R3.1 R3.2 R3.4: control, supply, VP, deploy places, long and rail moves, turn ends', () => {
    fc.assert(fc.property(gameSpec(0), (spec) => {
      const found: string[] = [];
      playGame({ ...spec, choices: [] }, ({ step, before, actions, action, after }) => {
        if (found.length) return;
        const diffs = [...positionDifferences(before, actions, spec.variants.passThroughContested), ...stepDifferences(before, action, after)];
        if (diffs.length) found.push(`${describeSpec(spec, step)}: ${diffs.join(' | ')}`);
      });
      if (found.length) throw new Error(found[0]);
    }), {
      numRuns: process.env.FC_NUM_RUNS ? Number(process.env.FC_NUM_RUNS) : 40,
      ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : { seed: 1865 }),
      endOnFailure: true,
    });
  }, 180_000);
});

/** The way a move by rail goes (`moveRoute`), for the move preview: one path of the engine's own long-move search. */
import { controller, exitsOf, legalActions, moveRoute } from '../../src/engine/index';
import type { Exit, GameState, LocationId, Side } from '../../src/engine/index';
import { game } from './helpers';

const unit = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

/** The places a route passes, `from` first. */
const places = (from: LocationId, legs: readonly Exit[]) => [from, ...legs.map((e) => e.to)];

/** True when each leg is a link out of the place the one before it reached, and every place passed is `side`'s (R6.2.2). */
function followsLinks(state: GameState, side: Side, from: LocationId, legs: readonly Exit[]): boolean {
  let at = from;
  for (const [i, leg] of legs.entries()) {
    if (!exitsOf(state, at).includes(leg)) return false;
    if (i > 0 && controller(state, at) !== side) return false;
    at = leg.to;
  }
  return true;
}

describe('moveRoute', () => {
  it('R6.2.2 a long move from Cairo to Washington goes by St. Louis, Cincinnati and Harrisburg', () => {
    const s = game({ units: [unit('union', 'cairo'), unit('confederate', 'richmond')] });
    const legs = moveRoute(s, 'union', 'cairo', 'washington')!;
    expect(places('cairo', legs)).toEqual(['cairo', 'st-louis', 'cincinnati', 'harrisburg', 'washington']);
    expect(followsLinks(s, 'union', 'cairo', legs)).toBe(true);
  });

  it('R6.2.1 an adjacent destination is the link itself', () => {
    const s = game({ units: [unit('union', 'washington'), unit('confederate', 'manassas')] });
    expect(places('washington', moveRoute(s, 'union', 'washington', 'manassas')!)).toEqual(['washington', 'manassas']);
  });

  it('R6.2.2 a place the search does not reach has no route (not through an enemy place)', () => {
    const s = game({ units: [unit('union', 'cairo'), unit('confederate', 'richmond')] });
    expect(moveRoute(s, 'union', 'cairo', 'atlanta')).toBeNull();
  });

  it('R6.2.2 every listed move by rail has a route along the links through its side\'s places, entering by its via', () => {
    const s = game({
      units: [unit('union', 'cairo'), unit('union', 'kentucky', 3), unit('union', 'washington', 1, 'lower'),
        unit('confederate', 'manassas'), unit('confederate', 'nashville', 1), unit('confederate', 'richmond')],
      hands: { union: ['U30'], confederate: ['C01'] },
    });
    const moves = legalActions(s).filter((a) => a.type === 'move');
    expect(moves.some((a) => a.type === 'move' && a.via && a.via !== a.from)).toBe(true);
    for (const a of moves) {
      if (a.type !== 'move') continue;
      const legs = moveRoute(s, 'union', a.from, a.to, a.via);
      expect(legs, `${a.from} → ${a.to} via ${a.via}`).not.toBeNull();
      expect(followsLinks(s, 'union', a.from, legs!)).toBe(true);
      const passed = places(a.from, legs!);
      expect(passed.at(-1)).toBe(a.to);
      if (a.via) expect(passed.at(-2)).toBe(a.via);
    }
  });
});

/**
 * Crowded starting positions for random play: armies of both sides spread over the whole map,
 * many contested locations, forts, control flags and random hands. Random play from the
 * rulebook's start rarely reaches positions like these (the rules audit of session 30 found a
 * rail attacker returning into a half the enemy had just entered, X25, only from crowded
 * positions), so the fuzzer and a property test also play from them.
 */
import { newGame, RuleError } from '../../../src/engine/index.ts';
import type { CardId, GameState, Half, LocationId, Scenario, Side, Variants } from '../../../src/engine/index.ts';
import { ARMY_STOCK, CONFEDERATE_CARDS, FORT_STOCK, LOCATIONS, UNION_CARDS } from './reference.ts';

/** The Union's locations, by board.md's colours (R5.1). */
const BLUE = new Set<LocationId>(['harrisburg', 'cincinnati', 'st-louis', 'washington', 'harpers-ferry', 'kentucky', 'cairo']);
/** The three Union locations the Confederacy may never enter (R5.10). */
const NO_CONFEDERATE_ENTRY = new Set<LocationId>(['harrisburg', 'cincinnati', 'st-louis']);

/** A crowded `Scenario` drawn with `r` (uniform in [0, 1)); `newGame` may still refuse it (see `crowdedGame`). */
export function crowdedScenario(r: () => number): Scenario {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const stock: Record<Side, Record<1 | 2 | 3, number>> = { union: { ...ARMY_STOCK.union }, confederate: { ...ARMY_STOCK.confederate } };
  let forts = FORT_STOCK;
  const units: NonNullable<Scenario['units']> = [];
  const control: NonNullable<Scenario['control']> = {};
  /** One to three armies of `side` in `half` (as the stock allows), and a Confederate fort now and then. */
  const occupy = (side: Side, location: LocationId, half: Half) => {
    const n = 1 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      const strengths = ([1, 2, 3] as const).filter((s) => stock[side][s] > 0);
      if (!strengths.length) break;
      const strength = pick(strengths);
      stock[side][strength]--;
      units.push({ side, kind: 'army', strength, location, half });
    }
    if (side === 'confederate' && forts > 0 && r() < 0.25) { forts--; units.push({ side, kind: 'fort', location, half }); }
  };
  for (const location of LOCATIONS) {
    const roll = r();
    const confederateMayEnter = !NO_CONFEDERATE_ENTRY.has(location);
    if (roll < 0.3 && confederateMayEnter) {
      // Contested (R5.5): each side in one half.
      const unionHalf: Half = r() < 0.5 ? 'upper' : 'lower';
      occupy('union', location, unionHalf);
      occupy('confederate', location, unionHalf === 'upper' ? 'lower' : 'upper');
    } else if (roll < 0.65) {
      const side: Side = !confederateMayEnter || r() < 0.5 ? 'union' : 'confederate';
      occupy(side, location, r() < 0.5 ? 'upper' : 'lower');
    } else if (r() < 0.3) {
      // Empty, with the other colour's control flag (R5.4).
      const flag: Side = BLUE.has(location) ? 'confederate' : 'union';
      if (flag === 'union' || confederateMayEnter) control[location] = flag;
    }
  }
  const deal = (cards: readonly CardId[]) => {
    const deck = [...cards];
    for (let i = deck.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [deck[i], deck[j]] = [deck[j]!, deck[i]!]; }
    const handSize = 1 + Math.floor(r() * 6);
    const discards = Math.floor(r() * 6);
    return { hand: deck.slice(0, handSize), discard: deck.slice(handSize, handSize + discards) };
  };
  const u = deal(UNION_CARDS);
  const c = deal(CONFEDERATE_CARDS);
  return {
    active: r() < 0.5 ? 'union' : 'confederate',
    actionsTaken: Math.floor(r() * 2) as 0 | 1,
    units,
    control,
    hands: { union: u.hand, confederate: c.hand },
    discards: { union: u.discard, confederate: c.discard },
    reshuffles: { union: Math.floor(r() * 2) as 0 | 1, confederate: Math.floor(r() * 2) as 0 | 1 },
    blockade: Math.floor(r() * 6),
    europe: 1 + Math.floor(r() * 8),
  };
}

/**
 * A new game from the first crowded scenario `r` draws that `newGame` accepts (a draw may break a
 * rule of the position, e.g. a Confederate army on a blue location not marked as captured, E9).
 * Throws after 50 refused draws, naming the last refusal.
 */
export function crowdedGame(seed: number, r: () => number, variants?: Partial<Variants>): GameState {
  let last: RuleError | null = null;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return newGame({ seed, variants, scenario: crowdedScenario(r) });
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      last = e;
    }
  }
  throw new Error(`no crowded scenario accepted in 50 draws; the last refusal: ${last?.message}`);
}

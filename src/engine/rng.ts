/**
 * The seeded generator (mulberry32). Its whole state is one uint32 stored in `GameState.rng`,
 * so the same seed and the same actions always give the same game.
 */
import type { GameState } from './types';

/** Normalises any number to a uint32 seed. */
export function seedToRng(seed: number): number {
  return (Math.floor(Math.abs(seed)) ^ 0x9e3779b9) >>> 0;
}

/** Advances the generator in `state.rng` (mutates the draft) and returns a float in [0, 1). */
export function nextRandom(state: GameState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Shuffles `items` in place with Fisher–Yates, drawing from the state's generator. */
export function shuffleInPlace<T>(state: GameState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(state) * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/**
 * The bot's own seeded random generator (mulberry32). Bot and simulator code never use
 * Math.random, so the same seed always gives the same choices.
 */

/** A seeded generator; every method advances its state. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n); n must be ≥ 1. */
  int(n: number): number;
  /** A uniformly chosen element; throws on an empty array. */
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in random order (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[];
  /** A fresh uint32 seed drawn from this generator (for engine games or child generators). */
  seed(): number;
}

/** Mixes a number into a well-spread uint32 (for deriving seeds from seeds). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    let x = (p >>> 0) ^ Math.floor(p / 4294967296);
    for (let i = 0; i < 4; i++) {
      h ^= x & 0xff;
      h = Math.imul(h, 0x01000193) >>> 0;
      x >>>= 8;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The plain mulberry32 generator of `seed`'s uint32 bits: numbers in [0, 1). The bench, the fuzzer
 * and the tests' random players use it as it is, so their seeds keep naming the same games.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Creates a mulberry32 generator from any number (its uint32 bits are used). */
export function createRng(seed: number): Rng {
  const next = mulberry32(mixSeed(seed));
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('Rng.pick: empty array');
      return items[int(items.length)];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i];
        out[i] = out[j];
        out[j] = tmp;
      }
      return out;
    },
    seed(): number {
      return Math.floor(next() * 4294967296) >>> 0;
    },
  };
}

/**
 * Each bot decision's seed: only the lazily loaded bot driver and suggestion panel ask, so it is
 * off the first paint (not in `players.ts`).
 */

/**
 * The seed of one bot decision (uint32), from the game's seed and the number of actions applied
 * so far: the same game played the same way gives the bot the same seeds.
 */
export function botSeed(gameSeed: number, actions: number): number {
  let h = (gameSeed ^ Math.imul(actions + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

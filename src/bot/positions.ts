/**
 * Mid-game positions for the bot benches (`scripts/bench-bot.ts` in Node and
 * `scripts/bench-bot-page.ts` in the browser): random play from seeds 1, 2, … stopped 40–140
 * decisions in, then moved on to the next decision the deciding side can determinize (a fresh
 * action decision, not one in the middle of a battle).
 */
import { applyAction, decision, newGame, viewFor } from '../engine';
import type { GameState, Ruleset } from '../engine';
import { canDeterminize } from './determinize';
import { createRandomPlayer } from './random-player';

/**
 * Up to `n` mid-game states, each with a pending decision; deterministic for a given `n` and
 * `ruleset` (an id of `listRulesets()` or a whole value; the default without one).
 */
export function midGamePositions(n: number, ruleset?: string | Ruleset): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < n && seed < 10 * n; seed++) {
    let state = newGame({ seed, ruleset });
    const player = createRandomPlayer(seed);
    const stop = 40 + ((seed * 37) % 100);
    for (let i = 0; i < stop && decision(state); i++) state = applyAction(state, player.chooseAction(state, decision(state)!.side));
    for (let i = 0; i < 200 && decision(state) && !canDeterminize(viewFor(state, decision(state)!.side)); i++) {
      state = applyAction(state, player.chooseAction(state, decision(state)!.side));
    }
    const d = decision(state);
    if (d && canDeterminize(viewFor(state, d.side))) out.push(state);
  }
  return out;
}

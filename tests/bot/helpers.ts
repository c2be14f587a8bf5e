/** Shared helpers of the bot tests: short games and mid-game positions. */
import { applyAction, decision, newGame } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { createRandomPlayer } from '../../src/bot';

/** Plays `n` random decisions from a new game (seeded), stopping early at the end of the game. */
export function randomPosition(seed: number, n: number): GameState {
  let state = newGame({ seed });
  const player = createRandomPlayer(seed + 1);
  for (let i = 0; i < n; i++) {
    const d = decision(state);
    if (!d) break;
    state = applyAction(state, player.chooseAction(state, d.side));
  }
  return state;
}

/** Plays random decisions from a new game until a position with the given decision kind (or null). */
export function findDecision(seed: number, kind: string, maxSteps = 3000): GameState | null {
  let state = newGame({ seed });
  const player = createRandomPlayer(seed + 7);
  for (let i = 0; i < maxSteps; i++) {
    const d = decision(state);
    if (!d) return null;
    if (d.kind === kind && i > 0) return state;
    state = applyAction(state, player.chooseAction(state, d.side));
  }
  return null;
}

/** The baseline player: a uniform choice among `legalActions`, from its own seeded generator. */
import type { Side } from '../data';
import { decision, legalActions } from '../engine';
import type { GameState } from '../engine';
import type { Player } from './player';
import { createRng } from './rng';

/** Asserts that `side` is to decide in `state`; throws otherwise. */
export function assertToDecide(state: GameState, side: Side): void {
  const d = decision(state);
  if (!d) throw new Error('The game is over: no decision to take');
  if (d.side !== side) throw new Error(`It is ${d.side}'s decision, not ${side}'s`);
}

/** A player choosing uniformly among the legal actions, seeded (uint32 `seed`). */
export function createRandomPlayer(seed: number): Player {
  const rng = createRng(seed);
  return {
    name: 'random',
    chooseAction(state, side) {
      assertToDecide(state, side);
      const actions = legalActions(state);
      if (actions.length === 0) throw new Error('No legal action');
      return rng.pick(actions);
    },
  };
}

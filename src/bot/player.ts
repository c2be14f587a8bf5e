/** The interface every automatic player (bots, random baseline) offers to the app and simulator. */
import type { Side } from '../data';
import type { Action, GameState } from '../engine';

/** Something that picks actions for a side. */
export interface Player {
  /** A label such as `bot:normal` or `random`. */
  readonly name: string;
  /**
   * Chooses the action for `side`, which must be the side to decide in `state`
   * (`decision(state).side`). Returns a member of `legalActions(state)`. Throws when the game is
   * over or it is not `side`'s decision. Advances the player's own random generator.
   */
  chooseAction(state: GameState, side: Side): Action;
}

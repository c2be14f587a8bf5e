/** The story charts' input from the store's game record (issue 12 item 5). */
import { newGame } from '../../engine';
import type { GameState } from '../../engine/types';
import type { GameRecord } from '../store/session';

/** Where a recorded game began (a new game's first position, or the state it was loaded from), and its actions since. */
export function storyInputOf(record: GameRecord): { start: GameState; actions: GameRecord['actions'] } {
  const start = record.origin.kind === 'new' ? newGame(record.origin.options) : record.origin.state;
  return { start, actions: record.actions };
}

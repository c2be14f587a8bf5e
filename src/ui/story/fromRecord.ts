/** The story charts' input from the store's game record (issue 12 item 5). */
import type { GameState } from '../../engine/types';
import { originGame, type GameRecord } from '../store/session';

/**
 * Where a recorded game began (a new game's first position, or the state it was loaded from), and
 * its actions since. Null for a record that begins at a scenario while the scenario loader is not
 * yet registered (`scenarioOrigins.ts`, loaded just after the first paint).
 */
export function storyInputOf(record: GameRecord): { start: GameState; actions: GameRecord['actions'] } | null {
  const start = originGame(record.origin);
  return start ? { start, actions: record.actions } : null;
}

/**
 * The game log as data (R-ids attached): entries hold a message key and arguments, never text
 * and never card ids (card *names* only), so views cannot leak a hidden card through the log.
 */
import { rulesOf } from './ruleset';
import type { CardId, GameState, LogEntry, Side } from './types';

/** Appends an entry to the draft's log. `privateTo` limits it to one side's view. */
export function logEvent(
  state: GameState,
  key: string,
  args: LogEntry['args'] = {},
  rules?: string[],
  side?: Side,
  privateTo?: Side,
): void {
  const entry: LogEntry = { key, args: side && args.side === undefined ? { side, ...args } : args, turn: state.turn };
  if (rules && rules.length) entry.rules = rules;
  if (side) entry.side = side;
  if (privateTo) entry.privateTo = privateTo;
  state.log.push(entry);
}

/** A card's printed name, for log arguments. */
export function cardName(state: GameState, id: CardId): string {
  return rulesOf(state).cardById[id]?.name ?? id;
}

/** Names of several cards, comma separated. */
export function cardNames(state: GameState, ids: readonly CardId[]): string {
  return ids.map((id) => cardName(state, id)).join(', ');
}

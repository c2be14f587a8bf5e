/**
 * The New game and Change players dialogs' lists of players (a person or a bot's level): only
 * those lazily loaded dialogs read them, so they are off the first paint (not in `players.ts`).
 */
import type { AppBotLevel, Player } from '../store/players';

/** The value of a player in the New game dialog's list: `person` or a level. */
export type PlayerChoice = 'person' | AppBotLevel;

/** A player as a choice of the dialog's list. */
export function playerChoice(player: Player): PlayerChoice {
  return player.kind === 'person' ? 'person' : player.level;
}

/** The player of a choice of the dialog's list. */
export function playerOf(choice: PlayerChoice): Player {
  return choice === 'person' ? { kind: 'person' } : { kind: 'bot', level: choice };
}

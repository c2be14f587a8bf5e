/**
 * The simulator's library: run one game, derive game seeds, aggregate records. The CLI with
 * worker threads and the progress bar is `scripts/simulate.ts`.
 */
import { mixSeed } from '../bot/rng';

export { runGame, type GameOptions, type GameRecord } from './game';
export { makePlayer, parsePlayerSpec, type PlayerSpec } from './players';
export { summarize, EARLY_TURN, wilson, distribution, type Summary, type Distribution, type WinFigure } from './stats';
export { formatSummary } from './report';
export {
  settingsLine, recordLine, readRun, differingSetting, recordedFor, codeFingerprint, sameGame, withVerifiedCode, PLAYING_CODE, REPLAY_CHECK_GAMES,
  type RunSettings,
} from './record';

/** The engine seed of game `index` of a run with master seed `seed` (uint32). */
export function gameSeed(seed: number, index: number): number {
  return mixSeed(seed, index, 0x5151);
}

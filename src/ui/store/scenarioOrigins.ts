/**
 * Lets the store rebuild records that begin at a scenario (the editor's sandbox games): registers
 * the engine's `newGame`, which holds the scenario loader, with `session.ts`. Imported for its
 * effect by `main.tsx` (before the first render when a stored record needs it, otherwise after the
 * first paint), the position editor and a file's import; never by first-paint code (vite.config.ts).
 */
import { newGame } from '../../engine';
import { registerScenarioGames } from './session';

registerScenarioGames(newGame);

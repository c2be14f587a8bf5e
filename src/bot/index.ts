/**
 * The bot's public door. The app should use `client.ts` (a Web Worker); Node code (simulator,
 * benches, tests) may call these directly.
 *
 *   const bot = createBot({ level: 'normal', seed: 42 });
 *   const action = bot.chooseAction(state, decision(state)!.side); // a member of legalActions(state)
 */
export { createBot, type Bot, type BotOptions } from './bot';
export { createRandomPlayer } from './random-player';
export type { Player } from './player';
export { BOT_LEVELS, LEVEL_BUDGETS, LEVEL_THINK_MS, TIMED_ITERATION_FACTOR, isBotLevel, timedBudget, type BotLevel } from './levels';
export type { SearchBudget, SearchStats } from './ismcts';
export { createRng, mixSeed, type Rng } from './rng';
export { determinize, determinizedScenario, canDeterminize, determinizeCombat, canDeterminizeCombat } from './determinize';
export { evaluateState } from './evaluate';

/** Player specs of the simulator (`random`, `bot:easy`, `bot:normal`, `bot:hard`, `bot:heuristic`). */
import { createBot, createRandomPlayer, isBotLevel, type Player, type SearchBudget } from '../bot';

/** A player spec string as given on the command line. */
export type PlayerSpec = string;

/** Throws when `spec` names no known player; returns it unchanged otherwise. */
export function parsePlayerSpec(spec: string): PlayerSpec {
  if (spec === 'random') return spec;
  const m = /^bot:(.+)$/.exec(spec);
  if (m && isBotLevel(m[1])) return spec;
  throw new Error(`Unknown player "${spec}": use random, bot:heuristic, bot:easy, bot:normal or bot:hard`);
}

/** Creates the player a spec names, seeded; `budget` overrides a bot level's budget. */
export function makePlayer(spec: PlayerSpec, seed: number, budget?: Partial<SearchBudget>): Player {
  parsePlayerSpec(spec);
  if (spec === 'random') return createRandomPlayer(seed);
  const level = spec.slice(4);
  if (!isBotLevel(level)) throw new Error(`Unknown bot level ${level}`);
  return createBot({ level, seed, budget });
}

/**
 * Property test of the bot over many seeds: whatever the game seed and the bots' seeds, each side's
 * bot (a small search budget, both sides searching) answers every decision with a member of
 * legalActions, and the game reaches a winner (R12, R4.3, R4.4) without an engine error.
 * Fixed fast-check seed by default; FC_SEED=random explores, FC_NUM_RUNS widens.
 */
import fc from 'fast-check';
import { applyAction, decision, isLegal, newGame, winner } from '../../src/engine';
import { createBot } from '../../src/bot';

const SMALL = { iterations: 8, rolloutDepth: 4, rootTopK: 4, topK: 2 };

describe('bot: random seeds (fast-check)', () => {
  it('plays legal actions to the end of the game from any seed, on either side', () => {
    const env = process.env;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (gameSeed, unionSeed, confederateSeed) => {
        const players = {
          union: createBot({ level: 'easy', seed: unionSeed, budget: SMALL }),
          confederate: createBot({ level: 'easy', seed: confederateSeed, budget: SMALL }),
        };
        let state = newGame({ seed: gameSeed });
        for (let i = 0; i < 4000; i++) {
          const d = decision(state);
          if (!d) break;
          const action = players[d.side].chooseAction(state, d.side);
          if (!isLegal(state, action)) throw new Error(`illegal bot action ${JSON.stringify(action)}`);
          state = applyAction(state, action);
        }
        return decision(state) === null && winner(state) !== null;
      }),
      {
        numRuns: env.FC_NUM_RUNS ? Number(env.FC_NUM_RUNS) : 8,
        ...(env.FC_SEED === 'random' ? {} : { seed: env.FC_SEED ? Number(env.FC_SEED) : 1865 }),
      },
    );
  }, 180_000);
});

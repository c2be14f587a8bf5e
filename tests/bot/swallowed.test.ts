import { decision, viewFor } from '../../src/engine';
import { createRng } from '../../src/bot';
import { searchAction } from '../../src/bot/ismcts';
import { LEVEL_BUDGETS } from '../../src/bot/levels';
import { randomPosition } from './helpers';

describe('the bot swallows no error (issue 7 item 9)', () => {
  it('searches from many positions with zero engine refusals caught (stats.errors is 0)', { timeout: 30_000 }, () => {
    let searched = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const state = randomPosition(seed, (seed * 7) % 40);
      const d = decision(state);
      if (!d || d.kind !== 'action') continue;
      const { stats } = searchAction(state, viewFor(state, d.side), d.side, createRng(seed), LEVEL_BUDGETS.easy);
      expect(stats.errors).toBe(0);
      searched++;
    }
    expect(searched).toBeGreaterThan(3);
  });
});

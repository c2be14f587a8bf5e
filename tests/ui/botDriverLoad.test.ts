/**
 * The bot driver's module loads after the first paint (first-paint budget, issue 12 item 8): should
 * it fail to load (a lost connection before the app was cached), the bots say so instead of never
 * moving (a game is never silently stuck).
 */
import { newGame } from '../../src/engine';
import { botDriverReady, createGameStore } from '../../src/ui/store/gameStore';
import type { Players } from '../../src/ui/store/players';
import { fakeBot } from './fakeBot';

vi.mock('../../src/ui/store/botDriver', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const TWO_BOTS: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } };

describe('the bot driver that cannot load', () => {
  it("shows the bots' error for the deciding side, and the game stays as it was", async () => {
    const bot = fakeBot();
    const initial = newGame({ seed: 1 });
    const store = createGameStore({ initial, storage: null, players: TWO_BOTS, bot: bot.client });
    await botDriverReady(store);
    // The message is the loader's own (here vitest wraps the mock's error in its words).
    expect(store.getState().bot.error).toMatchObject({ side: 'union', message: expect.stringMatching(/\S/) });
    expect(bot.requests).toHaveLength(0);
    expect(store.getState().game).toBe(initial);
  });
});

/**
 * Browser side of `scripts/bench-bot-browser.mjs`: times bot decisions through the real Web Worker
 * client (`src/bot/client.ts`) on mid-game positions, and leaves the figures in
 * `window.__botBench` (and in the page text).
 */
import { applyAction, decision, newGame, viewFor } from '../src/engine';
import type { GameState } from '../src/engine';
import { createRandomPlayer } from '../src/bot';
import { canDeterminize } from '../src/bot/determinize';
import { createBotClient } from '../src/bot/client';
import type { BotLevel } from '../src/bot';

function positions(n: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < n && seed < 10 * n; seed++) {
    let state = newGame({ seed });
    const player = createRandomPlayer(seed);
    const stop = 40 + ((seed * 37) % 100);
    for (let i = 0; i < stop && decision(state); i++) state = applyAction(state, player.chooseAction(state, decision(state)!.side));
    for (let i = 0; i < 200 && decision(state) && !canDeterminize(viewFor(state, decision(state)!.side)); i++) {
      state = applyAction(state, player.chooseAction(state, decision(state)!.side));
    }
    const d = decision(state);
    if (d && canDeterminize(viewFor(state, d.side))) out.push(state);
  }
  return out;
}

async function run(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const levels = (params.get('levels') ?? 'easy,normal,hard').split(',') as BotLevel[];
  const count = Number(params.get('positions') ?? 12);
  const list = positions(count);
  const client = createBotClient();
  const result: Record<string, { mean: number; median: number; max: number; n: number }> = {};
  // Warm-up: load the worker and compile the code once.
  await client.chooseAction(list[0], decision(list[0])!.side, { level: 'easy', seed: 1, timeMs: 1e9 });
  for (const level of levels) {
    const times: number[] = [];
    for (let i = 0; i < list.length; i++) {
      const s = list[i];
      const t = performance.now();
      await client.chooseAction(s, decision(s)!.side, { level, seed: i + 1, timeMs: 1e9 });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    result[level] = { n: times.length, mean: times.reduce((a, b) => a + b, 0) / times.length, median: times[times.length >> 1], max: times[times.length - 1] };
  }
  client.dispose();
  (window as unknown as { __botBench: unknown }).__botBench = result;
  document.body.textContent = JSON.stringify(result);
}

run().catch((e) => {
  (window as unknown as { __botBench: unknown }).__botBench = { error: String(e) };
});

/**
 * Browser side of `scripts/bench-bot-browser.mjs`: times bot decisions through the real Web Worker
 * client (`src/bot/client.ts`) on mid-game positions, and leaves the figures in
 * `window.__botBench` (and in the page text).
 */
import { decision } from '../src/engine';
import { midGamePositions } from '../src/bot/positions';
import { createBotClient } from '../src/bot/client';
import type { BotLevel } from '../src/bot';

async function run(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const levels = (params.get('levels') ?? 'easy,normal,hard').split(',') as BotLevel[];
  const count = Number(params.get('positions') ?? 12);
  const list = midGamePositions(count);
  const client = createBotClient();
  const result: Record<string, { mean: number; median: number; max: number; n: number }> = {};
  // Warm-up: load the worker and compile the code once.
  await client.chooseAction(list[0], decision(list[0])!.side, { level: 'easy', seed: 1, timeMs: null });
  // Each level twice: its reference iterations (as the simulator counts them), then by its thinking time (as the app asks).
  for (const level of levels) {
    for (const timed of [false, true]) {
      const times: number[] = [];
      for (let i = 0; i < list.length; i++) {
        const s = list[i];
        const t = performance.now();
        await client.chooseAction(s, decision(s)!.side, { level, seed: i + 1, ...(timed ? {} : { timeMs: null }) });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      result[`${level}${timed ? ' (timed)' : ''}`] = { n: times.length, mean: times.reduce((a, b) => a + b, 0) / times.length, median: times[times.length >> 1], max: times[times.length - 1] };
    }
  }
  client.dispose();
  (window as unknown as { __botBench: unknown }).__botBench = result;
  document.body.textContent = JSON.stringify(result);
}

run().catch((e) => {
  (window as unknown as { __botBench: unknown }).__botBench = { error: String(e) };
});

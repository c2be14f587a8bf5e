import { decision, isLegal, newGame } from '../../src/engine';
import { createBotClient, BotCancelledError, BotWorkerError } from '../../src/bot/client';
import { answerRequest } from '../../src/bot/choose';
import type { BotRequest } from '../../src/bot/protocol';

/** A stand-in for the module worker: answers each request on the next tick, like worker.ts. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(req: BotRequest): void {
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: answerRequest(req, () => 0) } as MessageEvent);
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('bot client', () => {
  it('resolves with a legal action from the worker', async () => {
    const client = createBotClient(() => new FakeWorker() as unknown as Worker);
    const state = newGame({ seed: 3 });
    const action = await client.chooseAction(state, decision(state)!.side, { level: 'easy', seed: 1 });
    expect(isLegal(state, action)).toBe(true);
    client.dispose();
  });

  it('rejects pending requests on cancel and works again afterwards', async () => {
    const workers: FakeWorker[] = [];
    const client = createBotClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const state = newGame({ seed: 4 });
    const pending = client.chooseAction(state, 'union', { level: 'random', seed: 1 });
    client.cancel();
    await expect(pending).rejects.toBeInstanceOf(BotCancelledError);
    expect(workers[0].terminated).toBe(true);
    const action = await client.chooseAction(state, 'union', { level: 'random', seed: 2 });
    expect(isLegal(state, action)).toBe(true);
    expect(workers).toHaveLength(2);
    client.dispose();
  });

  it('rejects with the bot error (wrong side)', async () => {
    const client = createBotClient(() => new FakeWorker() as unknown as Worker);
    const refused = client.chooseAction(newGame({ seed: 5 }), 'confederate', { level: 'easy', seed: 1 });
    await expect(refused).rejects.toThrow(/union/);
    await expect(refused).rejects.toBeInstanceOf(BotWorkerError); // the one kind the app shows as the bot's failure
    client.dispose();
  });
});

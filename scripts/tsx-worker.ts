/**
 * A worker thread running a TypeScript script through tsx, as the scripts themselves run: the
 * simulator and the fuzzer start copies of their own module this way (`import.meta.url`), and
 * each copy tells by `isMainThread` that it is a worker.
 */
import { Worker } from 'node:worker_threads';

/** Starts a worker that registers tsx and imports `moduleUrl` (a file URL); `workerData` is passed as is. */
export function startTsxWorker(moduleUrl: string, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

// worker_threads entry (bundled to dist/render-worker.mjs): loads the renderer once, then
// renders tasks from the pool until it is recycled.
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderTask } from './render-backend.js';
import { taskRunner, toFailure, type TaskRunner } from './render-task.js';

interface Data {
  /** Module exporting `loadBackend()`; the default is the production renderer. */
  readonly backendModule?: string;
}

let runner: Promise<TaskRunner> | undefined;

async function load(): Promise<TaskRunner> {
  const data = (workerData ?? {}) as Data;
  const mod = (data.backendModule ? await import(data.backendModule) : await import('./default-backend.js')) as { loadBackend(): Promise<import('./render-backend.js').RenderBackend> };
  return taskRunner(await mod.loadBackend());
}

parentPort?.on('message', async (msg: { id: number; task: RenderTask }) => {
  try {
    runner ??= load();
    const out = await (await runner).run(msg.task);
    parentPort!.postMessage({ id: msg.id, ...out });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: toFailure(e) });
  }
});

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
  const t0 = performance.now();
  const data = (workerData ?? {}) as Data;
  const mod = (data.backendModule ? await import(data.backendModule) : await import('./default-backend.js')) as {
    loadBackend(): Promise<import('./render-backend.js').RenderBackend>;
  };
  const runner = taskRunner(await mod.loadBackend());
  if (process.env.FRAY_TIMING)
    process.stderr.write(
      `timing worker-load ${(performance.now() - t0).toFixed(0)} ms (satori code cache: ${(await import('../render/satori-module.js')).loadSatori().cache})\n`,
    );
  return runner;
}

parentPort?.on('message', async (msg: { id: number; task?: RenderTask }) => {
  if (!msg.task) {
    // A warm-up call: load the renderer while the main thread is still validating the catalog.
    runner ??= load();
    runner.then((r) => r.warmUp()).catch(() => {}); // a load failure is reported with the first task
    return;
  }
  try {
    runner ??= load();
    const ready = await runner;
    const t0 = performance.now();
    const out = await ready.run(msg.task!);
    if (process.env.FRAY_TIMING) process.stderr.write(`timing task ${(performance.now() - t0).toFixed(0)} ms\n`);
    parentPort!.postMessage({ id: msg.id, ...out });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: toFailure(e) });
  }
});

// worker_threads entry for raster jobs (bundled to dist/export-worker.mjs): loads the renderer
// once, then rasterises jobs until the pool recycles it.
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderBackend } from '../pipeline/render-backend.js';
import { toFailure } from '../pipeline/render-task.js';
import { rasterRunner, type RasterJob, type RasterRunner } from './raster-job.js';

let runner: Promise<RasterRunner> | undefined;

async function load(): Promise<RasterRunner> {
  const mod = (
    (workerData as { backendModule?: string } | undefined)?.backendModule
      ? await import((workerData as { backendModule: string }).backendModule)
      : await import('../pipeline/default-backend.js')
  ) as { loadBackend(): Promise<RenderBackend> };
  return rasterRunner(await mod.loadBackend());
}

parentPort?.on('message', async (msg: { id: number; job?: RasterJob }) => {
  if (!msg.job) {
    // A warm-up call: load the renderer while the main thread is still reading the catalog.
    runner ??= load();
    runner.then((r) => r.warmUp?.()).catch(() => {}); // a load failure is reported with the first job
    return;
  }
  try {
    runner ??= load();
    const out = await (await runner).run(msg.job);
    // Transferred, not copied: a 4096² sheet cell batch is many megabytes.
    const data =
      out.data.byteOffset === 0 && out.data.byteLength === out.data.buffer.byteLength ? out.data : out.data.slice();
    parentPort!.postMessage({ id: msg.id, result: { ...out, data } }, [data.buffer as ArrayBuffer]);
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: toFailure(e) });
  }
});

// Raster jobs on the shared worker pool (infra/worker-pool.ts): each worker rasterises
// with resvg, which leaks one pixel buffer per render (resvg-js#216), hence the recycling.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderFailure } from '../pipeline/render-backend.js';
import { WorkerPool } from '../../infra/worker-pool.js';
import type { RasterJob, RasterResult, RasterRunner } from './raster-job.js';

export class RasterError extends Error {
  constructor(readonly failure: RenderFailure, readonly job: RasterJob) {
    super(failure.message);
    this.name = 'RasterError';
  }
}

/** The bundled worker next to dist/fray.mjs, or the TS source through tsx; undefined if neither exists. */
function workerEntry(): { url: URL; ts: boolean } | undefined {
  const self = import.meta.url;
  if (self.endsWith('.ts')) return { url: new URL('./raster-worker.ts', self), ts: true };
  const url = new URL('./export-worker.mjs', self);
  return existsSync(fileURLToPath(url)) ? { url, ts: false } : undefined;
}

export function canUseWorkers(): boolean {
  return workerEntry() !== undefined;
}

export class RasterPool implements RasterRunner {
  private readonly pool: WorkerPool<RasterJob, RasterResult>;

  constructor(size: number, opts: { recycleAfter?: number; backendModule?: string } = {}) {
    this.pool = new WorkerPool({
      size,
      recycleAfter: opts.recycleAfter ?? 100,
      name: 'export worker',
      spawn() {
        const entry = workerEntry();
        if (!entry) throw new Error('the export worker is missing from dist/; run `npm run build:cli`');
        const workerData = { backendModule: opts.backendModule };
        return entry.ts
          ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(entry.url.href)}); });`, { eval: true, workerData })
          : new Worker(entry.url, { workerData });
      },
      message: (id, job) => ({ id, job }),
      result: (reply) => reply.result as RasterResult,
      error: (failure, job) => new RasterError(failure, job),
    });
  }

  run(job: RasterJob): Promise<RasterResult> {
    return this.pool.run(job);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

// Raster jobs on the shared worker pool (infra/worker-pool.ts): each worker rasterises
// with resvg, which leaks one pixel buffer per render (resvg-js#216), hence the recycling.
import type { RenderFailure } from '../pipeline/render-backend.js';
import { WorkerPool } from '../../infra/worker-pool.js';
import { startWorker, workerExists } from '../../infra/worker-boot.js';
import type { RasterJob, RasterResult, RasterRunner } from './raster-job.js';

export class RasterError extends Error {
  constructor(
    readonly failure: RenderFailure,
    readonly job: RasterJob,
  ) {
    super(failure.message);
    this.name = 'RasterError';
  }
}

/** The bundled worker next to dist/fray.mjs, or the TS source through tsx. */
const EXPORT_WORKER = { caller: import.meta.url, source: './raster-worker.ts', bundled: './export-worker.mjs' };

export function canUseWorkers(): boolean {
  return workerExists(EXPORT_WORKER);
}

export class RasterPool implements RasterRunner {
  private readonly pool: WorkerPool<RasterJob, RasterResult>;

  constructor(size: number, opts: { recycleAfter?: number; backendModule?: string } = {}) {
    this.pool = new WorkerPool({
      size,
      recycleAfter: opts.recycleAfter ?? 100,
      name: 'export worker',
      spawn() {
        if (!workerExists(EXPORT_WORKER))
          throw new Error('the export worker is missing from dist/; run `npm run build:cli`');
        return startWorker(EXPORT_WORKER, { backendModule: opts.backendModule });
      },
      message: (id, job) => ({ id, job }),
      result: (reply) => reply.result as RasterResult,
      error: (failure, job) => new RasterError(failure, job),
    });
  }

  run(job: RasterJob): Promise<RasterResult> {
    return this.pool.run(job);
  }

  /** Start every worker now and have it load and warm the renderer up, before any job is known. */
  warm(): void {
    this.pool.warm(this.pool.size, { id: 0 });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

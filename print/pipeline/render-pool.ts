// The print pipeline's worker pool (worker-pool.ts): each worker turns render tasks into PDF
// drawings (render-worker.ts).
import { availableParallelism } from 'node:os';
import type { RenderFailure, RenderTask } from './render-backend.js';
import type { TaskOutput } from './render-task.js';
import { WorkerPool } from '../../infra/worker-pool.js';
import { startWorker } from '../../infra/worker-boot.js';

export class RenderError extends Error {
  constructor(
    readonly failure: RenderFailure,
    readonly task: RenderTask,
  ) {
    super(failure.message);
    this.name = 'RenderError';
  }
}

export interface PoolOptions {
  readonly size?: number;
  /** Renders per worker before it is replaced. */
  readonly recycleAfter?: number;
  /** Module exporting `loadBackend()` (tests); default: the production renderer. */
  readonly backendModule?: string;
}

/** From the bundle (dist/fray.mjs) the worker is dist/render-worker.mjs; from the sources it is the .ts file, loaded through tsx. */
const RENDER_WORKER = { caller: import.meta.url, source: './render-worker.ts', bundled: './render-worker.mjs' };

export class RenderPool {
  private readonly pool: WorkerPool<RenderTask, TaskOutput>;

  constructor(opts: PoolOptions = {}) {
    this.pool = new WorkerPool({
      size: Math.max(1, opts.size ?? availableParallelism()),
      recycleAfter: opts.recycleAfter ?? 200,
      name: 'render worker',
      spawn: () => startWorker(RENDER_WORKER, { backendModule: opts.backendModule }),
      message: (id, task) => ({ id, task }),
      result: (reply) => ({
        faces: (reply.faces as TaskOutput['faces'] | undefined) ?? [],
        fonts: (reply.fonts as TaskOutput['fonts'] | undefined) ?? {},
      }),
      error: (failure, task) => new RenderError(failure, task),
    });
  }

  get size(): number {
    return this.pool.size;
  }

  run(task: RenderTask): Promise<TaskOutput> {
    return this.pool.run(task);
  }

  /** Start `count` workers now and have them load the renderer, before any task is known. */
  warm(count = this.size): void {
    this.pool.warm(count, { id: 0 });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

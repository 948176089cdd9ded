// The render stage: every face the outputs need, from the cache when its content hash is
// known, otherwise rendered (in the worker pool, or in-process for a handful of cards so a
// one-card rebuild does not pay for starting workers).
import { availableParallelism } from 'node:os';
import type { CardFace } from '../layout/geometry.js';
import type { DiskCache } from './cache.js';
import type { Progress } from './progress.js';
import type { RenderBackend, RenderTask } from './render-backend.js';
import { RenderError, RenderPool } from './render-pool.js';
import { taskRunner, toFailure, type TaskOutput, type TaskRunner } from './render-task.js';

export interface RenderConfig {
  /** Use this backend in-process (tests). */
  readonly backend?: RenderBackend;
  /** Module exporting `loadBackend()` for the workers (tests). */
  readonly backendModule?: string;
  readonly workers?: number;
  /** At most this many misses render in-process instead of starting workers. */
  readonly inProcessMax?: number;
  /** Workers already started (and loading the renderer) while the catalog was validated. */
  readonly pool?: RenderPool;
}

export interface RenderStageResult {
  /** Faces by task key (reference tasks: one entry with every page). */
  readonly faces: (key: string) => CardFace[];
  readonly rendered: number;
  readonly cached: number;
  readonly failures: RenderError[];
  /** Font bytes seen during rendering, by font id. */
  readonly fonts: Map<string, Uint8Array>;
}

let defaultRunner: Promise<TaskRunner> | undefined;

/** The production renderer in this process, loaded once: `--watch` rebuilds reuse it warm. */
function inProcessRunner(): Promise<TaskRunner> {
  defaultRunner ??= (async () => {
    const t0 = performance.now();
    const m = await import('./default-backend.js');
    const t1 = performance.now();
    const r = taskRunner(await m.loadBackend());
    if (process.env.FRAY_TIMING) {
      const { loadSatori } = await import('../render/satori-module.js');
      process.stderr.write(`timing render-import ${(t1 - t0).toFixed(0)} ms (satori code cache: ${loadSatori().cache})\ntiming render-assets ${(performance.now() - t1).toFixed(0)} ms\n`);
    }
    return r;
  })();
  defaultRunner.catch(() => (defaultRunner = undefined));
  return defaultRunner;
}

export async function renderStage(tasks: readonly RenderTask[], cache: DiskCache, config: RenderConfig, progress: Progress): Promise<RenderStageResult> {
  const memo = new Map<string, CardFace[]>();
  const fonts = new Map<string, Uint8Array>();
  const misses = tasks.filter((t) => !cache.hasRender(t.key) && !memo.has(t.key));
  const failures: RenderError[] = [];
  const accept = (task: RenderTask, out: TaskOutput): void => {
    memo.set(task.key, out.faces);
    // The deflated ops are what the PDFs use; the plain ops would only double the cache file.
    cache.storeRender(task.key, { faces: out.faces.map((f) => (f.drawing.opsDeflated ? { ...f, drawing: { ...f.drawing, ops: '' } } : f)) });
    for (const [id, bytes] of Object.entries(out.fonts)) {
      const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      fonts.set(id, b);
      // Font ids are content hashes: a file already in the cache is this very file.
      if (!cache.hasBytes('fontfile', id)) cache.setBytes('fontfile', id, b);
    }
    progress.tick();
  };
  if (misses.length) {
    progress.start(misses.length, 'rendering');
    const inProcess = config.backend || (!config.pool && misses.length <= (config.inProcessMax ?? 2));
    if (inProcess) {
      const runner = config.backend ? taskRunner(config.backend) : await inProcessRunner();
      runner.newBuild();
      for (const task of misses) {
        try {
          accept(task, await runner.run(task));
        } catch (e) {
          failures.push(new RenderError(toFailure(e), task));
          progress.tick();
        }
      }
    } else {
      const pool = config.pool ?? new RenderPool({ size: Math.min(config.workers ?? availableParallelism(), misses.length), backendModule: config.backendModule });
      try {
        await Promise.all(
          misses.map((task) =>
            pool.run(task).then(
              (out) => accept(task, out),
              (e: unknown) => {
                failures.push(e instanceof RenderError ? e : new RenderError(toFailure(e), task));
                progress.tick();
              },
            ),
          ),
        );
      } finally {
        await pool.close();
      }
    }
    progress.done();
  }
  await config.pool?.close();
  return {
    faces(key) {
      let f = memo.get(key);
      if (!f) {
        const hit = cache.render(key);
        if (!hit) throw new Error(`render cache entry ${key} vanished during the build`);
        f = hit.faces;
        memo.set(key, f);
      }
      return f;
    },
    rendered: misses.length - failures.length,
    cached: tasks.length - misses.length,
    failures,
    fonts,
  };
}

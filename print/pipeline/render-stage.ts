// The render stage: every face the outputs need, from the cache when its content hash is
// known, otherwise rendered (in the worker pool, or in-process for a handful of cards so a
// one-card rebuild does not pay for starting workers).
import { availableParallelism } from 'node:os';
import type { CardFace } from '../layout/geometry.js';
import type { DiskCache } from '../../infra/disk-cache.js';
import type { Progress } from '../../infra/progress.js';
import type { RenderBackend, RenderTask } from './render-backend.js';
import { RenderError, RenderPool } from './render-pool.js';
import { isCachedRender } from './cache-shapes.js';
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
      process.stderr.write(
        `timing render-import ${(t1 - t0).toFixed(0)} ms (satori code cache: ${loadSatori().cache})\ntiming render-assets ${(performance.now() - t1).toFixed(0)} ms\n`,
      );
    }
    return r;
  })();
  defaultRunner.catch(() => (defaultRunner = undefined));
  return defaultRunner;
}

/** Takes a verified cache hit and its font files into `memo` and `fonts`; false on a miss. */
function takeCached(
  key: string,
  cache: DiskCache,
  memo: Map<string, CardFace[]>,
  fonts: Map<string, Uint8Array>,
): boolean {
  const hit = cache.get<unknown>('render', key);
  // A checksum proves the bytes, not the shape: an entry of another shape is a miss.
  if (!isCachedRender(hit)) return false;
  const wanted = new Map<string, Uint8Array>();
  for (const face of hit.faces) {
    for (const id of Object.keys(face.drawing?.glyphs ?? {})) {
      if (fonts.has(id) || wanted.has(id)) continue;
      const bytes = cache.bytes('fontfile', id);
      if (!bytes) return false;
      wanted.set(id, bytes);
    }
  }
  for (const [id, bytes] of wanted) fonts.set(id, bytes);
  memo.set(key, hit.faces);
  return true;
}

export async function renderStage(
  tasks: readonly RenderTask[],
  cache: DiskCache,
  config: RenderConfig,
  progress: Progress,
): Promise<RenderStageResult> {
  const memo = new Map<string, CardFace[]>();
  const fonts = new Map<string, Uint8Array>();
  // Every hit is read, verified and kept now, with the font files its drawings use: an entry
  // that is corrupt, or whose fonts are not in the cache, is rendered again rather than failing
  // (or drawing wrong) later, when the PDFs are written.
  const misses = tasks.filter((t) => !memo.has(t.key) && !takeCached(t.key, cache, memo, fonts));
  const failures: RenderError[] = [];
  const accept = (task: RenderTask, out: TaskOutput): void => {
    memo.set(task.key, out.faces);
    // The deflated ops are what the PDFs use; the plain ops would only double the cache file.
    cache.set('render', task.key, {
      faces: out.faces.map((f) => (f.drawing.opsDeflated ? { ...f, drawing: { ...f.drawing, ops: '' } } : f)),
    });
    for (const [id, bytes] of Object.entries(out.fonts)) {
      if (fonts.has(id)) continue;
      const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      fonts.set(id, b);
      // Font ids are content hashes: an intact file already in the cache is this very file.
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
      const pool =
        config.pool ??
        new RenderPool({
          size: Math.min(config.workers ?? availableParallelism(), misses.length),
          backendModule: config.backendModule,
        });
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
      const f = memo.get(key);
      if (!f) throw new Error(`bug: no faces for render task ${key}`);
      return f;
    },
    rendered: misses.length - failures.length,
    cached: tasks.length - misses.length,
    failures,
    fonts,
  };
}

// The raster targets (their specs in targets.ts): every distinct card and deck back rendered once,
// rasterised into the target's frame (in worker_threads when there is enough to do), size-checked,
// and laid out as the target's files, which run-export.ts writes only when all went well.
import { availableParallelism } from 'node:os';
import { RenderError } from '../pipeline/render-pool.js';
import { toFailure } from '../pipeline/render-task.js';
import { formatRenderError } from '../pipeline/report.js';
import type { ExportCatalog } from './export-catalog.js';
import type { Deck } from '../pipeline/decks.js';
import type { ExportOptions, ExportResult, PlannedFile } from './export-types.js';
import { RasterCache } from './raster-cache.js';
import { canUseWorkers, RasterError, RasterPool } from './raster-pool.js';
import { rasterRunner, type FaceTask, type RasterJob, type RasterResult, type RasterRunner } from './raster-job.js';
import type { Frame } from './shop-specs.js';

/** What a raster target's entry (targets.ts) hands the export. */
export interface RasterSpec {
  readonly name: string;
  readonly frame: Frame;
  /** `png`: each face encoded by the rasteriser; `pixels`: raw pixels for the layout to compose. */
  readonly output: 'png' | 'pixels';
  readonly layout: (decks: readonly Deck[], frame: Frame, get: (key: string) => RasterResult) => PlannedFile[];
}

export async function exportRaster(spec: RasterSpec, src: ExportCatalog, opts: ExportOptions): Promise<ExportResult> {
  const t0 = performance.now();
  const { frame, output } = spec;
  const jobs = new Map<string, { job: RasterJob; cacheKey: string }>();
  const cache = new RasterCache(opts.cache);
  const add = (task: FaceTask, renderKey: string): void => {
    const job: RasterJob = { task, frame, output };
    jobs.set(task.key, { job, cacheKey: cache.key(renderKey, job) });
  };
  for (const deck of src.decks) {
    for (const card of deck.cards)
      if (!jobs.has(`card:${card.id}`))
        add(src.keys.cardTask(card, deck.system, `card:${card.id}`), src.keys.cardKey(card));
    add({ kind: 'back', key: `back:${deck.id}`, deck, scope: src.scopeOf(deck.system) }, src.keys.backKey(deck));
  }

  const results = new Map<string, RasterResult>();
  const failures: RenderError[] = [];
  const misses = [...jobs.values()].filter(({ job, cacheKey }) => {
    const hit = cache.get(cacheKey, job);
    if (hit) results.set(job.task.key, hit);
    return !hit;
  });
  if (misses.length) {
    opts.progress.start(misses.length, `exporting ${spec.name}`);
    const { runner, close } = await openRunner(misses.length, opts);
    try {
      await Promise.all(
        misses.map(async ({ job, cacheKey }) => {
          try {
            const r = await runner.run(job);
            checkSize(r, frame, job.task);
            results.set(job.task.key, r);
            cache.set(cacheKey, job, r);
          } catch (e) {
            failures.push(new RenderError(e instanceof RasterError ? e.failure : toFailure(e), job.task));
          } finally {
            opts.progress.tick();
          }
        }),
      );
    } finally {
      await close();
      opts.progress.done();
    }
  }
  if (failures.length) {
    const problems = await Promise.all(failures.map((f) => formatRenderError(f, src.catalog)));
    return { ok: false, problems, files: [], images: 0, seconds: (performance.now() - t0) / 1000 };
  }
  const get = (key: string): RasterResult => results.get(key)!;
  const planned = spec.layout(src.decks, frame, get);
  return {
    ok: true,
    problems: [],
    files: planned,
    images: jobs.size,
    cached: jobs.size - misses.length,
    seconds: (performance.now() - t0) / 1000,
  };
}

function checkSize(r: RasterResult, frame: Frame, task: FaceTask): void {
  if (r.width !== frame.width || r.height !== frame.height || r.channels !== frame.channels) {
    throw new Error(
      `${task.kind === 'card' ? `card ${task.card.id}` : `back of ${task.deck.id}`} came out ${r.width}×${r.height}×${r.channels}, the target needs ${frame.width}×${frame.height}×${frame.channels}`,
    );
  }
}

async function openRunner(
  jobs: number,
  opts: ExportOptions,
): Promise<{ runner: RasterRunner; close(): Promise<void> }> {
  const cfg = opts.render ?? {};
  if (cfg.rasterPool) return { runner: cfg.rasterPool, close: async () => {} };
  const workers = Math.min(cfg.workers ?? availableParallelism(), jobs);
  // A handful of images is faster in-process than starting workers that each load the renderer.
  if (!cfg.backend && workers > 1 && jobs > (cfg.inProcessMax ?? 4) && canUseWorkers()) {
    const pool = new RasterPool(workers, { backendModule: cfg.backendModule });
    return { runner: pool, close: () => pool.close() };
  }
  const backend =
    cfg.backend ??
    (cfg.backendModule
      ? await (await import(cfg.backendModule)).loadBackend()
      : await (await import('../pipeline/default-backend.js')).loadBackend());
  return { runner: rasterRunner(backend), close: async () => {} };
}

// The raster targets (mpc, tgc, png, tts): every distinct card and deck back rendered once,
// rasterised into the target's frame (in worker_threads when there is enough to do), size-checked,
// and only then written, so a failed export writes nothing.
import { availableParallelism } from 'node:os';
import type { Card } from '../../engine/schema/card.js';
import type { Deck } from '../pipeline/decks.js';
import { RenderError } from '../pipeline/render-pool.js';
import { toFailure } from '../pipeline/render-task.js';
import { formatRenderError } from '../pipeline/report.js';
import type { ExportCatalog } from './export-catalog.js';
import type { ExportOptions, ExportResult, PlannedFile } from './export-types.js';
import { canUseWorkers, RasterError, RasterPool } from './raster-pool.js';
import { rasterRunner, type FaceTask, type RasterJob, type RasterResult, type RasterRunner } from './raster-job.js';
import { frameFor, type Frame, type RasterTarget } from './shop-specs.js';
import { layoutCardFiles, layoutTtsFiles } from './raster-outputs.js';

export async function exportRaster(target: RasterTarget, src: ExportCatalog, opts: ExportOptions): Promise<ExportResult> {
  const t0 = performance.now();
  const frame = frameFor(target, opts.dpi, opts.bleed);
  const output = target === 'tts' ? 'pixels' : 'png';
  const jobs = new Map<string, RasterJob>();
  const cardJob = (card: Card, deck: Deck): string => {
    const key = `card:${card.id}`;
    if (!jobs.has(key)) jobs.set(key, { task: src.keys.cardTask(card, deck.system, key), frame, output });
    return key;
  };
  const backJob = (deck: Deck): string => {
    const key = `back:${deck.id}`;
    jobs.set(key, { task: { kind: 'back', key, deck, scope: src.scopeOf(deck.system) }, frame, output });
    return key;
  };
  for (const deck of src.decks) {
    deck.cards.forEach((c) => cardJob(c, deck));
    backJob(deck);
  }

  const results = new Map<string, RasterResult>();
  const failures: RenderError[] = [];
  const all = [...jobs.values()];
  opts.progress.start(all.length, `exporting ${target}`);
  const { runner, close } = await openRunner(all.length, opts);
  try {
    await Promise.all(
      all.map(async (job) => {
        try {
          const r = await runner.run(job);
          checkSize(r, frame, job.task);
          results.set(job.task.key, r);
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
  if (failures.length) {
    const problems = await Promise.all(failures.map((f) => formatRenderError(f, src.catalog)));
    return { ok: false, problems, files: [], images: 0, seconds: (performance.now() - t0) / 1000 };
  }
  const get = (key: string): RasterResult => results.get(key)!;
  const planned: PlannedFile[] = target === 'tts' ? layoutTtsFiles(src.decks, frame, get) : layoutCardFiles(target, src.decks, frame, get);
  return { ok: true, problems: [], files: planned, images: all.length, seconds: (performance.now() - t0) / 1000 };
}

function checkSize(r: RasterResult, frame: Frame, task: FaceTask): void {
  if (r.width !== frame.width || r.height !== frame.height || r.channels !== frame.channels) {
    throw new Error(`${task.kind === 'card' ? `card ${task.card.id}` : `back of ${task.deck.id}`} came out ${r.width}×${r.height}×${r.channels}, the target needs ${frame.width}×${frame.height}×${frame.channels}`);
  }
}

async function openRunner(jobs: number, opts: ExportOptions): Promise<{ runner: RasterRunner; close(): Promise<void> }> {
  const cfg = opts.render ?? {};
  const workers = Math.min(cfg.workers ?? availableParallelism(), jobs);
  // A handful of images is faster in-process than starting workers that each load the renderer.
  if (!cfg.backend && workers > 1 && jobs > (cfg.inProcessMax ?? 4) && canUseWorkers()) {
    const pool = new RasterPool(workers, { backendModule: cfg.backendModule });
    return { runner: pool, close: () => pool.close() };
  }
  const backend = cfg.backend ?? (cfg.backendModule ? await (await import(cfg.backendModule)).loadBackend({ textAsPaths: true }) : await (await import('../pipeline/default-backend.js')).loadBackend({ textAsPaths: true }));
  return { runner: rasterRunner(backend), close: async () => {} };
}

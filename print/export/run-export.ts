// `fray export` orchestration: load the catalog, run one target (its entry in targets.ts), check every PNG's size and
// colour type, then write all files atomically. Nothing is written when anything failed. It prints
// nothing and chooses no exit code: cli/commands/export.ts does (with export-summary.ts).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { writeAtomic } from '../../infra/atomic-write.js';
import { DiskCache } from '../../infra/disk-cache.js';
import { codeHash } from '../pipeline/code-hash.js';
import { canUseWorkers, RasterPool } from './raster-pool.js';
import { checkOutputDir, StagedWrites } from '../../infra/staged-write.js';
import { createProgress } from '../../infra/progress.js';
import { loadExportCatalog } from './export-catalog.js';
import type { ExportOptions, ExportResult, PlannedFile } from './export-types.js';
import { TARGETS } from './targets.js';
import { readPngInfo } from '../../infra/image/png-decode.js';

export interface WrittenExport extends ExportResult {
  /** Absolute output folder. */
  readonly outDir: string;
}

export async function exportCatalog(opts: ExportOptions): Promise<WrittenExport> {
  const pool = earlyPool(opts);
  try {
    return await exportWith(pool ? { ...opts, render: { ...opts.render, rasterPool: pool } } : opts);
  } finally {
    await pool?.close();
  }
}

/**
 * A raster export with nothing rasterised yet by this code starts its workers before the catalog
 * is read, so they load the renderer and warm it up (~0.5 s each) while this thread reads and
 * validates the catalog. After one such export (the marker in the cache), a later one usually
 * rasterises a card or two and starts workers only when it has enough to do (export-raster.ts);
 * without a cache (`--no-cache`) everything is rasterised, so the workers start early.
 */
export function earlyPool(opts: ExportOptions): RasterPool | undefined {
  const size = opts.render?.workers ?? availableParallelism();
  if (
    !TARGETS[opts.target].rasterWorkers ||
    opts.render?.backend ||
    opts.render?.rasterPool ||
    size < 2 ||
    !canUseWorkers()
  )
    return undefined;
  if (opts.cache.dir && existsSync(warmMarker(opts.cache.dir))) return undefined;
  const pool = new RasterPool(size, { backendModule: opts.render?.backendModule });
  pool.warm();
  return pool;
}

const warmMarker = (cacheDir: string): string => join(cacheDir, `export-warm-${codeHash()}`);

async function exportWith(opts: ExportOptions): Promise<WrittenExport> {
  const t0 = performance.now();
  const loaded = await loadExportCatalog(opts.catalogDir, opts.cache, opts.campaign);
  if (!loaded.ok)
    return { ok: false, problems: loaded.problems, files: [], images: 0, seconds: 0, outDir: opts.outDir };
  // An output folder that cannot be written is found before minutes of rasterising.
  await checkOutputDir(opts.outDir, []);
  const target = TARGETS[opts.target];
  const result = await target.run(loaded.value, opts);
  if (!result.ok) return { ...result, outDir: opts.outDir };
  if (target.rasterWorkers && opts.cache.dir && !existsSync(warmMarker(opts.cache.dir)))
    await writeAtomic(warmMarker(opts.cache.dir), '', { durable: false }).catch(() => {});
  const problems = result.files.flatMap((f) => checkPng(f));
  if (problems.length) return { ...result, ok: false, problems, files: [], outDir: opts.outDir };
  // All files on disk beside their targets first, then renamed: a full disk changes nothing.
  const staging = new StagedWrites(opts.outDir);
  for (const f of result.files) await staging.stage(f.path, f.data);
  await staging.commit();
  return { ...result, seconds: (performance.now() - t0) / 1000, outDir: opts.outDir };
}

/** A PNG of the wrong size or colour type is an error, never written. */
export function checkPng(f: PlannedFile): string[] {
  if (!f.png) return [];
  let info;
  try {
    info = readPngInfo(f.data);
  } catch (e) {
    return [`${f.path}: ${(e as Error).message}`];
  }
  const e = f.png;
  const sizeOk = e.atMost
    ? info.width <= e.width && info.height <= e.height
    : info.width === e.width && info.height === e.height;
  if (!sizeOk || info.colorType !== e.colorType || info.bitDepth !== 8) {
    return [
      `${f.path}: is ${info.width}×${info.height} px (colour type ${info.colorType}), the target needs ${e.atMost ? 'at most ' : ''}${e.width}×${e.height} px (colour type ${e.colorType}); not written`,
    ];
  }
  return [];
}

/** For bench/print.bench.ts: PNG export of a catalog, timed. */
export async function exportPng(
  catalogDir: string,
  outDir: string,
  opts: { dpi?: number; workers?: number } = {},
): Promise<{ cards: number; files: number; seconds: number; cardsPerSecond: number }> {
  const t0 = performance.now();
  const r = await exportCatalog({
    target: 'png',
    catalogDir,
    outDir,
    dpi: opts.dpi ?? 300,
    bleed: false,
    cache: DiskCache.fromEnv(true),
    progress: createProgress(),
    render: opts.workers ? { workers: opts.workers } : undefined,
  });
  if (!r.ok) throw new Error(r.problems.join('\n'));
  const seconds = (performance.now() - t0) / 1000;
  return { cards: r.images, files: r.files.length, seconds, cardsPerSecond: r.images / seconds };
}

import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskCache } from '../../infra/disk-cache.js';
import { silentProgress } from '../../infra/progress.js';
import { codeHash } from '../pipeline/code-hash.js';
import type { ExportOptions } from './export-types.js';
import { earlyPool, exportCatalog } from './run-export.js';
import { makeCatalog } from '../../test/pdf/fixtures/catalog.js';
import { loadBackend } from '../../test/pdf/fixtures/satori-backend.js';
import type { ExportTarget } from './targets.js';

const opts = (
  target: ExportTarget,
  cacheDir: string | undefined,
  render: ExportOptions['render'] = { workers: 2 },
): ExportOptions => ({
  target,
  catalogDir: 'unused',
  outDir: 'unused',
  dpi: 300,
  bleed: false,
  cache: new DiskCache(cacheDir),
  progress: silentProgress,
  render,
});

describe('export workers started before the catalog is read', () => {
  it('starts them for a raster export this code has not done yet, or without a cache', async () => {
    const cold = earlyPool(opts('png', mkdtempSync(join(tmpdir(), 'fray-early-'))));
    const uncached = earlyPool(opts('mpc', undefined));
    try {
      expect(cold).toBeDefined();
      expect(uncached).toBeDefined();
    } finally {
      await cold?.close();
      await uncached?.close();
    }
  });

  it('not once this code has exported with the cache, nor for DTC files, one worker or an in-process backend', () => {
    const warm = mkdtempSync(join(tmpdir(), 'fray-early-'));
    writeFileSync(join(warm, `export-warm-${codeHash()}`), '');
    expect(earlyPool(opts('png', warm))).toBeUndefined();
    const cold = mkdtempSync(join(tmpdir(), 'fray-early-'));
    expect(earlyPool(opts('dtc', cold))).toBeUndefined();
    expect(earlyPool(opts('png', cold, { workers: 1 }))).toBeUndefined();
    expect(earlyPool(opts('png', cold, { backend: {} as never }))).toBeUndefined();
  });
});

describe('the warm marker', () => {
  it('is written by a successful raster export with a cache, so the next one does not start workers early', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'fray-early-'));
    const o: ExportOptions = {
      ...opts('png', cache, { backend: await loadBackend() }),
      catalogDir: makeCatalog(),
      outDir: mkdtempSync(join(tmpdir(), 'fray-early-out-')),
    };
    const r = await exportCatalog(o);
    expect(r.ok, r.problems.join('\n')).toBe(true);
    expect(existsSync(join(cache, `export-warm-${codeHash()}`))).toBe(true);
    expect(earlyPool(opts('png', cache))).toBeUndefined();
  });
});

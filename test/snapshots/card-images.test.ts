// One image snapshot per card type (and a deck back), rendered by the production renderer and
// rasterised by the export path. Baselines: test/snapshots/<name>.png, rewritten only with
// FRAY_UPDATE_SNAPSHOTS=1. Tolerance: at most 0.5 % of pixels may differ by more than 16 levels
// in any channel (font hinting and antialiasing vary a little between resvg builds).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../engine/schema/card.js';
import { loadExportCatalog, type ExportCatalog } from '../../print/export/export-catalog.js';
import { decodePng } from '../../infra/image/png-decode.js';
import { rasterRunner, type RasterRunner } from '../../print/export/raster-job.js';
import { pngFrame } from '../../print/export/shop-specs.js';
import { DiskCache } from '../../infra/disk-cache.js';
import { loadBackend } from '../../print/pipeline/default-backend.js';
import { makeCatalog } from '../pdf/fixtures/catalog.js';
import { differingShare, MAX_DELTA, MAX_SHARE } from './compare.js';

const DIR = import.meta.dirname;
const UPDATE = !!process.env.FRAY_UPDATE_SNAPSHOTS;
// 100 DPI keeps the baselines small while text is still legible.
const FRAME = pngFrame(100, true);

let runner: RasterRunner;
let src: ExportCatalog;
beforeAll(async () => {
  runner = rasterRunner(await loadBackend());
  const loaded = await loadExportCatalog(makeCatalog(), new DiskCache(undefined));
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  src = loaded.value;
}, 60_000);

const card = (id: string): Card => src.catalog.cards.get(id)!;
const CASES: [string, () => { task: Parameters<RasterRunner['run']>[0]['task'] }][] = [
  ['character', () => ({ task: { kind: 'card', key: 'c', card: card('mara-voss'), scope: src.scopeOf('witchhammer') } })],
  ['action', () => ({ task: { kind: 'card', key: 'a', card: card('sword-swing'), scope: src.scopeOf('witchhammer') } })],
  ['stance', () => ({ task: { kind: 'card', key: 's', card: card('wary'), scope: src.scopeOf('witchhammer') } })],
  ['initiative', () => ({ task: { kind: 'card', key: 'i', card: card('initiative-7'), scope: src.scopeOf('initiative-cards') } })],
  ['back', () => ({ task: { kind: 'back', key: 'b', deck: src.decks.find((d) => d.id === 'mara-voss')!, scope: src.scopeOf('witchhammer') } })],
];

describe('card image snapshots (production renderer → resvg)', () => {
  it('the comparison notices a real change and forgives antialiasing noise', () => {
    const a = new Uint8Array(400).fill(100);
    const noisy = a.map((v, i) => (i % 7 === 0 ? v + 10 : v));
    expect(differingShare(a, noisy, 4)).toBe(0);
    const changed = a.map((v, i) => (i < 8 ? 200 : v));
    expect(differingShare(a, changed, 4)).toBe(0.02);
  });

  it.each(CASES)('%s', async (name, make) => {
    const r = await runner.run({ ...make(), frame: FRAME, output: 'png' });
    const file = join(DIR, `${name}.png`);
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`no baseline ${file}; run with FRAY_UPDATE_SNAPSHOTS=1 to record it, then look at it`);
      writeFileSync(file, r.data);
      return;
    }
    const want = decodePng(readFileSync(file));
    const got = decodePng(r.data);
    expect([got.width, got.height, got.channels]).toEqual([want.width, want.height, want.channels]);
    const share = differingShare(got.data, want.data, got.channels);
    if (share > MAX_SHARE) {
      const out = join(mkdtempSync(join(tmpdir(), 'fray-snap-')), `${name}.png`);
      writeFileSync(out, r.data);
      throw new Error(`${name}: ${(share * 100).toFixed(2)} % of pixels differ by more than ${MAX_DELTA} levels (allowed ${MAX_SHARE * 100} %); the new image is ${out}. If the change is intended, rerun with FRAY_UPDATE_SNAPSHOTS=1.`);
    }
  }, 60_000);
});

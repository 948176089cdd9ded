// One image snapshot per card type (and a deck back), rendered by the production renderer and
// rasterised by the export path. Baselines: test/snapshots/<name>.png, rewritten only with
// `npx vitest run test/snapshots -u`; the tolerance is image-snapshot.ts's.
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../engine/schema/card.js';
import { loadExportCatalog, type ExportCatalog } from '../../print/export/export-catalog.js';
import { rasterRunner, type RasterRunner } from '../../print/export/raster-job.js';
import { pngFrame } from '../../print/export/shop-specs.js';
import { DiskCache } from '../../infra/disk-cache.js';
import { loadBackend } from '../../print/pipeline/default-backend.js';
import { makeCatalog } from '../pdf/fixtures/catalog.js';
import { differingShare, expectImageSnapshot } from './image-snapshot.js';

const DIR = import.meta.dirname;
// 100 DPI keeps the baselines small while text is still legible.
const FRAME = pngFrame(100, true);

let runner: RasterRunner;
let src: ExportCatalog;
beforeAll(async () => {
  runner = rasterRunner(await loadBackend());
  const loaded = await loadExportCatalog(makeCatalog({ combatants: true }), new DiskCache(undefined));
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  src = loaded.value;
}, 60_000);

const card = (id: string): Card => src.catalog.cards.get(id)!;
const CASES: [string, () => { task: Parameters<RasterRunner['run']>[0]['task'] }][] = [
  [
    'character',
    () => ({ task: { kind: 'card', key: 'c', card: card('mara-voss'), scope: src.scopeOf('witchhammer') } }),
  ],
  [
    'action',
    () => ({ task: { kind: 'card', key: 'a', card: card('sword-swing'), scope: src.scopeOf('witchhammer') } }),
  ],
  ['stance', () => ({ task: { kind: 'card', key: 's', card: card('wary'), scope: src.scopeOf('witchhammer') } })],
  [
    'initiative',
    () => ({ task: { kind: 'card', key: 'i', card: card('initiative-7'), scope: src.scopeOf('initiative-cards') } }),
  ],
  [
    'combatant',
    () => ({ task: { kind: 'card', key: 'm', card: card('cave-troll'), scope: src.scopeOf('initiative-cards') } }),
  ],
  [
    'back',
    () => ({
      task: {
        kind: 'back',
        key: 'b',
        deck: src.decks.find((d) => d.id === 'mara-voss')!,
        scope: src.scopeOf('witchhammer'),
      },
    }),
  ],
];

describe('card image snapshots (production renderer → resvg)', () => {
  it('the comparison notices a real change and forgives antialiasing noise', () => {
    const image = (paint: (x: number, y: number) => number): PNG => {
      const p = new PNG({ width: 40, height: 40 });
      for (let y = 0; y < 40; y++)
        for (let x = 0; x < 40; x++) {
          const i = (y * 40 + x) * 4;
          p.data.fill(paint(x, y), i, i + 3);
          p.data[i + 3] = 255;
        }
      return p;
    };
    const base = image(() => 200);
    // A faint shimmer (3 levels) on every 7th pixel: below the threshold.
    expect(
      differingShare(
        base,
        image((x, y) => ((x + y) % 7 === 0 ? 203 : 200)),
      ).share,
    ).toBe(0);
    // A dark 4×4 block (1 % of the pixels): a real change, above the 0.5 % allowed.
    expect(
      differingShare(
        base,
        image((x, y) => (x < 4 && y < 4 ? 20 : 200)),
      ).share,
    ).toBeCloseTo(0.01, 3);
  });

  it.each(CASES)(
    '%s',
    async (name, make) => {
      const r = await runner.run({ ...make(), frame: FRAME, output: 'png' });
      expectImageSnapshot(r.data, join(DIR, `${name}.png`));
    },
    60_000,
  );
});

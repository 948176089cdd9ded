import { buildPrint } from './print/pipeline/build.ts';
import { DiskCache } from './print/pipeline/cache.ts';
import { OUTPUT_KINDS } from './print/pipeline/outputs.ts';
import { loadBackend } from './test/pdf/fixtures/satori-backend.ts';
import { summary } from './print/pipeline/report.ts';
const t0 = performance.now();
const r = await buildPrint({ catalogDir: 'cards', outDir: '/tmp/b2b/out-' + (process.argv[2] ?? 'sheets'), papers: ['a4','letter'], duplex: 'long', layout: (process.argv[2] ?? 'sheets') as any, only: new Set(['pnp']), cache: new DiskCache('/tmp/b2b/cache'), progress: { start() {}, tick() {}, done() {} }, render: { backend: await loadBackend() } });
console.log(r.problems.join('\n'), summary(r, 'out', (performance.now() - t0) / 1000));

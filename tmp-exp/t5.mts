import { exportCatalog } from '/work/main/print/export/run-export.ts';
import { DiskCache } from '/work/main/print/pipeline/cache.ts';
import { makeCatalog } from '/work/main/test/pdf/fixtures/catalog.ts';
import { loadBackend } from '/work/main/test/pdf/fixtures/satori-backend.ts';
const cat = makeCatalog();
const backend = await loadBackend();
const quiet = { start() {}, tick() {}, done() {} };
for (const target of process.argv.slice(2)) {
  const r = await exportCatalog({ target: target as any, catalogDir: cat, outDir: `/tmp/exp/out-${target}`, dpi: 300, bleed: false, cache: new DiskCache(undefined), progress: quiet, render: { backend } });
  console.log(target, r.ok, r.problems, r.files.map((f) => f.path).join(' '), r.seconds.toFixed(2));
}

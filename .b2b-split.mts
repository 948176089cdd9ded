import { loadBackend } from './print/pipeline/default-backend.ts';
import { loadCatalog } from './print/catalog/load-catalog.ts';
import { FontSet } from './print/pdf/font-set.ts';
import { svgToDrawing } from './print/pdf/svg-to-pdf.ts';
const c = await loadCatalog('/tmp/b2b/cat100');
const b = await loadBackend();
const set = new FontSet(b.fonts);
const scope = { catalogDir: c.dir, system: 'witchhammer', systemName: 'WitchHammer', tables: c.tables.witchhammer, cards: c.cardsBySystem.witchhammer! };
let ts = 0, tc = 0, n = 0, sz = 0;
for (const card of c.cardsBySystem.witchhammer!.slice(0, 40)) {
  const t0 = performance.now(); const r = await b.card(card, scope); const t1 = performance.now();
  const d = svgToDrawing(r.svg, set); const t2 = performance.now();
  if (n++ >= 5) { ts += t1 - t0; tc += t2 - t1; sz += r.svg.length; }
}
console.log('render', (ts / 35).toFixed(1), 'convert', (tc / 35).toFixed(1), 'svg bytes', (sz / 35).toFixed(0));

import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import { woffToSfnt } from '/work/main/print/pdf/sfnt/woff.ts';
import { TEST_FONTS } from '/work/main/test/pdf/fixtures/satori-backend.ts';
const files = TEST_FONTS.map((f, i) => { const p = `/tmp/exp/f${i}.ttf`; writeFileSync(p, woffToSfnt(f.data)); return p; });
const svg = readFileSync('/tmp/exp/card.svg', 'utf8');
for (const [name, opts] of [['nofont', { font: { loadSystemFonts: false } }], ['font', { font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'EB Garamond' } }]] as const) {
  const t = performance.now();
  const r = new Resvg(svg, { ...opts, fitTo: { mode: 'zoom', value: 300 / 96 }, logLevel: 'warn' } as any).render();
  console.log(name, r.width, r.height, (performance.now() - t).toFixed(0), 'ms');
  writeFileSync(`/tmp/exp/${name}.png`, r.asPng());
}

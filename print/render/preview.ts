// `node scripts/run-ts.mjs print/render/preview.ts [out-dir] [card-id…]`: every bundled card
// (or the ones named), its back and the references as PNGs, to look at while editing templates.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog } from '../../catalog/load-catalog.js';
import { loadRenderAssets } from './assets.js';
import { previewPng } from './raster-preview.js';
import { renderBackSvg, renderCardSvg, renderReferencePagesSvg, type RenderContext } from './render-card.js';

const [out = 'out/preview', ...only] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const assets = await loadRenderAssets();
const png = (svg: string, file: string, zoom: number): void =>
  writeFileSync(join(out, file), previewPng(svg, assets, zoom));
const catalog = await loadCatalog('cards');
for (const [system, cards] of Object.entries(catalog.cardsBySystem)) {
  const ctx: RenderContext = {
    assets,
    tables: catalog.tables[system],
    system,
    bleedMm: 3,
    cardsById: new Map(cards.map((c) => [c.id, c])),
  };
  for (const card of cards) {
    if (only.length && !only.includes(card.id) && !only.includes(card.type)) continue;
    png((await renderCardSvg(card, ctx)).svg, `${system}-${card.id}.png`, 2);
  }
  if (only.length && !only.includes('back') && !only.includes('reference')) continue;
  png((await renderBackSvg({ id: system, name: `${system} deck`, system }, ctx)).svg, `${system}-back.png`, 2);
  for (const [i, page] of (await renderReferencePagesSvg(system, ctx)).entries())
    png(page.svg, `${system}-reference-${i + 1}.png`, 1);
}
console.log(`previews in ${out}`);

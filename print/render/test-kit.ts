// Shared by the renderer's tests: the bundled catalog and a render context per system.
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import type { Card } from '../../engine/schema/card.js';
import { loadRenderAssets } from './assets.js';
import type { RenderContext } from './render-card.js';

export async function bundled(): Promise<{ systems: { system: string; cards: Card[]; ctx: RenderContext }[] }> {
  const catalog = await loadCatalog(bundledCatalogDir());
  if (catalog.problems.length) throw new Error(`bundled catalog has problems: ${catalog.problems.map((p) => p.message).join('; ')}`);
  const assets = await loadRenderAssets();
  return {
    systems: Object.entries(catalog.cardsBySystem).map(([system, cards]) => ({
      system,
      cards: [...cards],
      ctx: { assets, tables: catalog.tables[system], system, bleedMm: 3, cardsById: new Map(cards.map((c) => [c.id, c])) },
    })),
  };
}

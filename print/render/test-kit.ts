// Shared by the renderer's tests: the bundled catalog and a render context per system.
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import type { Card } from '../../engine/schema/card.js';
import { FontSet } from '../pdf/font-set.js';
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

/** A render context's fonts as the PDF writer takes them: the font set, and each face's bytes by its id. */
export function contextFonts(ctx: RenderContext): { set: FontSet; bytes: Map<string, Uint8Array> } {
  const fonts = ctx.assets.fonts.map((f) => ({ family: f.name, weight: f.weight, style: f.style, data: f.data }));
  const set = new FontSet(fonts);
  return { set, bytes: new Map(set.faces.map((f, i) => [f.id, fonts[i]!.data])) };
}

/** The first card of each type (character, action, stance, …): one face per template. */
export const oneOfEachType = (cards: readonly Card[]): Card[] => [...new Map(cards.map((c) => [c.type, c])).values()];

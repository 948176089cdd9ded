// Shared by the renderer's tests: the bundled catalog and a render context per system.
import { writeFileSync } from 'node:fs';
import { beforeAll } from 'vitest';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import type { Card } from '../../engine/schema/card.js';
import { FontSet } from '../pdf/font-set.js';
import { PdfBuilder } from '../pdf/pdf-builder.js';
import { svgToDrawing } from '../pdf/svg-to-pdf.js';
import { loadRenderAssets } from './assets.js';
import type { RenderContext } from './render-card.js';

export async function bundled(): Promise<{ systems: { system: string; cards: Card[]; ctx: RenderContext }[] }> {
  const catalog = await loadCatalog(bundledCatalogDir());
  if (catalog.problems.length)
    throw new Error(`bundled catalog has problems: ${catalog.problems.map((p) => p.message).join('; ')}`);
  const assets = await loadRenderAssets();
  return {
    systems: Object.entries(catalog.cardsBySystem).map(([system, cards]) => ({
      system,
      cards: [...cards],
      ctx: {
        assets,
        tables: catalog.tables[system],
        system,
        bleedMm: 3,
        cardsById: new Map(cards.map((c) => [c.id, c])),
      },
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

/**
 * The bundled systems (`kit.systems`), loaded once before the calling test file's tests: a test
 * file calls it at its top level.
 */
export function useBundled(): Awaited<ReturnType<typeof bundled>> {
  const kit: { systems: Awaited<ReturnType<typeof bundled>>['systems'] } = { systems: [] };
  beforeAll(async () => {
    kit.systems = (await bundled()).systems;
  }, 60_000);
  return kit;
}

/** Writes an SVG page (a card face, a reference page) to `file` as a one-page vector PDF, through the production PDF writer. */
export async function writeVectorPdf(svg: string, fonts: ReturnType<typeof contextFonts>, file: string): Promise<void> {
  const drawing = svgToDrawing(svg, fonts.set);
  const pdf = new PdfBuilder({ fontBytes: (id) => fonts.bytes.get(id)! });
  pdf.addPage({
    mediaBox: [0, 0, drawing.width, drawing.height],
    ops: '/P Do\n',
    forms: { P: pdf.form(drawing, 'page') },
  });
  writeFileSync(file, await pdf.toBuffer());
}

// The production renderer (print/render: templates → Satori SVG) behind the pipeline's
// RenderBackend interface. Loaded only when something must actually be rendered.
import { loadRenderAssets } from '../render/assets.js';
import {
  renderBackSvg,
  renderCardSvg,
  renderReferencePagesSvg,
  renderSheetSvg,
  type RenderContext,
} from '../render/render-card.js';
import type { FontFace } from '../pdf/font-set.js';
import type { RenderBackend, RenderScope } from './render-backend.js';

/** Bleed around the 63×88 mm trim; DriveThruCards' 1/8 in is reached by scaling (docs/print.md). */
const BLEED_MM = 3;

export async function loadBackend(): Promise<RenderBackend> {
  const assets = await loadRenderAssets();
  const fonts: FontFace[] = assets.fonts.map((f) => ({
    family: f.name,
    weight: f.weight,
    style: f.style,
    data: f.data,
  }));
  const contexts = new Map<string, RenderContext>();
  const ctxFor = (scope: RenderScope): RenderContext => {
    let ctx = contexts.get(scope.system);
    if (!ctx || ctx.tables !== scope.tables) {
      ctx = {
        assets,
        tables: scope.tables,
        system: scope.system,
        systemName: scope.systemName,
        bleedMm: BLEED_MM,
        cardsById: new Map(scope.cards.map((c) => [c.id, c])),
      };
      contexts.set(scope.system, ctx);
    }
    return ctx;
  };
  return {
    fonts,
    card: (card, scope, art) => renderCardSvg(card, ctxFor(scope), art),
    back: (deck, scope) => renderBackSvg({ id: deck.id, name: deck.title, system: deck.system }, ctxFor(scope)),
    reference: (scope) => renderReferencePagesSvg(scope.system, ctxFor(scope)),
    sheet: (sheet, scope) => renderSheetSvg(sheet, ctxFor(scope)),
    // A throw-away back: Satori parses its fonts and compiles its layout code on the first
    // render, about half a second, which a worker can spend while the catalog is validated.
    async warmUp() {
      const ctx: RenderContext = {
        assets,
        tables: undefined,
        system: 'fray-warm-up',
        systemName: 'Fray',
        bleedMm: BLEED_MM,
        cardsById: new Map(),
      };
      await renderBackSvg({ id: 'fray-warm-up', name: 'Fray', system: 'fray-warm-up' }, ctx).catch(() => undefined);
    },
  };
}

// The production renderer (print/render, the render engineer's module) behind the pipeline's
// RenderBackend interface. Loaded only when something must actually be rendered.
import { loadRenderAssets } from '../render/assets.js';
import { renderBackSvg, renderCardSvg, renderReferencePagesSvg } from '../render/render-card.js';
import type { FontFace } from '../pdf/font-set.js';
import type { RenderBackend, RenderScope } from './render-backend.js';

const BLEED_MM = 3;

export async function loadBackend(): Promise<RenderBackend> {
  const assets = await loadRenderAssets();
  const fonts: FontFace[] = assets.fonts.map((f: { name: string; weight?: number | string; style?: string; data: Uint8Array | ArrayBuffer }) => ({
    family: f.name,
    weight: Number(f.weight ?? 400),
    style: f.style === 'italic' ? 'italic' : 'normal',
    data: f.data instanceof Uint8Array ? f.data : new Uint8Array(f.data as ArrayBuffer),
  }));
  const ctxFor = (scope: RenderScope) => ({
    assets,
    tables: scope.tables,
    system: scope.system,
    bleedMm: BLEED_MM,
    cardsById: new Map(scope.cards.map((c) => [c.id, c])),
  });
  return {
    fonts,
    card: (card, scope) => renderCardSvg(card, ctxFor(scope)),
    back: (deck, scope) => renderBackSvg({ id: deck.id, name: deck.title, system: deck.system }, ctxFor(scope)),
    reference: (scope) => renderReferencePagesSvg(scope.system, ctxFor(scope)),
  };
}

// Renderer SVG → PNG for looking at templates (preview script, image checks in tests). Uses the
// export module's TTF font files, because resvg-js reads neither WOFF nor font buffers.
import { resvgModule } from '../pdf/resvg-module.js';
import { resvgFontOptions, resvgFonts, withResvgFamilies, type ResvgFonts } from '../pdf/font-files.js';
import type { RenderAssets } from './assets.js';

let fontsFor: WeakMap<RenderAssets, ResvgFonts> = new WeakMap();

export function previewPng(svg: string, assets: RenderAssets, zoom = 2): Buffer {
  let fonts = fontsFor.get(assets);
  if (!fonts) {
    fonts = resvgFonts(assets.fonts.map((f) => ({ family: f.name, weight: f.weight, style: f.style, data: f.data })));
    fontsFor.set(assets, fonts);
  }
  return new (resvgModule().Resvg)(withResvgFamilies(svg, fonts), {
    font: resvgFontOptions(fonts),
    fitTo: { mode: 'zoom', value: zoom },
    logLevel: 'off',
  })
    .render()
    .asPng();
}

export function resetPreviewFonts(): void {
  fontsFor = new WeakMap();
}

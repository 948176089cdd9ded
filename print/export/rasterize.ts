// Renderer SVG → pixels at a shop's exact size with resvg. The root <svg> gets a viewBox that
// puts the card's trim box exactly on the frame's trim (px), and preserveAspectRatio="none"
// because 63×88 mm and 2.5×3.5 in differ in aspect by 0.2 %. Whatever of the frame lies outside
// the rendered bleed (our 3 mm is 35.4 px at 300 DPI; MPC wants 36, TGC 37.5) is filled by
// continuing the edge pixels outward.
import type { RenderedImage } from '@resvg/resvg-js';
import { resvgModule } from '../pdf/resvg-module.js';
import type { RenderedSvg } from '../pipeline/render-backend.js';
import { resvgFontOptions, withResvgFamilies, type ResvgFonts } from '../pdf/font-files.js';
import type { Frame } from './shop-specs.js';
import { borderRings } from './border-rings.js';
import { extendEdges, flattenOnWhite, unpremultiply, type Image } from '../../infra/image/image.js';

const num = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** The source rect (SVG user units) that the whole frame shows, and the scale each way. */
export function viewBoxFor(
  r: Pick<RenderedSvg, 'trimBox'>,
  frame: Frame,
): { x: number; y: number; width: number; height: number; sx: number; sy: number } {
  const sx = frame.trim.width / r.trimBox.width;
  const sy = frame.trim.height / r.trimBox.height;
  return {
    x: r.trimBox.x - frame.trim.x / sx,
    y: r.trimBox.y - frame.trim.y / sy,
    width: frame.width / sx,
    height: frame.height / sy,
    sx,
    sy,
  };
}

/**
 * Satori paints a CSS gradient background as a one-tile pattern (the element's box) holding a
 * rect of the element's size filled with the gradient. resvg renders such a pattern into a tile
 * pixmap first — about two thirds of a card's raster time at 300 DPI — so an element of exactly the
 * tile's size is filled with the gradient itself, which paints the same pixels: the tile is the
 * element's box and the gradient's box is the tile.
 */
export function inlineGradientPatterns(svg: string): string {
  const tiles = new Map<string, { gradient: string; w: string; h: string }>();
  for (const m of svg.matchAll(
    /<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">(<(linear|radial)Gradient id="([^"]+)"[^>]*>(?:<stop [^>]*\/>)*<\/\3Gradient>)<rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" fill="url\(#\4\)"\/><\/pattern>/g,
  )) {
    tiles.set(m[1]!, { gradient: m[4]!, w: m[5]!, h: m[6]! });
  }
  if (!tiles.size) return svg;
  return svg.replace(
    /<(rect|path)\b([^>]*?) fill="url\(#([^")]+)\)"([^>]*)>/g,
    (all, tag: string, before: string, id: string, after: string) => {
      const t = tiles.get(id);
      const attrs = `${before} ${after}`;
      if (!t || !new RegExp(`\\swidth="${t.w}"`).test(attrs) || !new RegExp(`\\sheight="${t.h}"`).test(attrs))
        return all;
      return `<${tag}${before} fill="url(#${t.gradient})"${after}>`;
    },
  );
}

export function reframeSvg(svg: string, r: Pick<RenderedSvg, 'trimBox'>, frame: Frame, fonts?: ResvgFonts): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) throw new Error('the renderer returned no <svg> element');
  const vb = viewBoxFor(r, frame);
  const attrs = open[0]
    .replace(/\s(width|height|viewBox|preserveAspectRatio)="[^"]*"/g, '')
    .replace(
      /^<svg/,
      `<svg width="${frame.width}" height="${frame.height}" viewBox="${num(vb.x)} ${num(vb.y)} ${num(vb.width)} ${num(vb.height)}" preserveAspectRatio="none"`,
    );
  let body = borderRings(inlineGradientPatterns(svg.slice(open.index + open[0].length)));
  if (fonts) body = withResvgFamilies(body, fonts);
  return svg.slice(0, open.index) + attrs + body;
}

function render(r: RenderedSvg, frame: Frame, fonts: ResvgFonts): RenderedImage {
  const svg = reframeSvg(r.svg, r, frame, fonts);
  const out = new (resvgModule().Resvg)(svg, {
    fitTo: { mode: 'original' },
    font: resvgFontOptions(fonts),
    shapeRendering: 2,
    textRendering: 1,
    imageRendering: 0,
    logLevel: 'off',
  }).render();
  if (out.width !== frame.width || out.height !== frame.height)
    throw new Error(`resvg produced ${out.width}×${out.height} px, expected ${frame.width}×${frame.height}`);
  return out;
}

/**
 * The frame pixels fully inside the rendered drawing (inclusive, clamped to the frame). Satori
 * rounds the root <svg>'s size (355.28 px → 355), clipping the drawing there, so the smaller of
 * the two is its real edge.
 */
function drawnArea(r: RenderedSvg, frame: Frame): { x0: number; y0: number; x1: number; y1: number } {
  const vb = viewBoxFor(r, frame);
  const own = rootSize(r.svg);
  const x0 = Math.max(0, Math.min(frame.width - 1, Math.ceil(-vb.x * vb.sx)));
  const y0 = Math.max(0, Math.min(frame.height - 1, Math.ceil(-vb.y * vb.sy)));
  const x1 = Math.max(x0, Math.min(frame.width - 1, Math.floor((Math.min(r.width, own.width) - vb.x) * vb.sx) - 1));
  const y1 = Math.max(y0, Math.min(frame.height - 1, Math.floor((Math.min(r.height, own.height) - vb.y) * vb.sy) - 1));
  return { x0, y0, x1, y1 };
}

/** Rasterise one rendered face into the frame; RGB frames are flattened on white. */
export function rasterize(r: RenderedSvg, frame: Frame, fonts: ResvgFonts): Image {
  const out = render(r, frame, fonts);
  const img: Image = { width: out.width, height: out.height, channels: 4, data: new Uint8Array(out.pixels) };
  const a = drawnArea(r, frame);
  extendEdges(img, a.x0, a.y0, a.x1, a.y1);
  unpremultiply(img);
  return frame.channels === 3 ? flattenOnWhite(img) : img;
}

/**
 * The frame as PNG bytes straight from resvg, when its pixels need no work of ours: an RGBA frame
 * that the drawing covers whole (the trimmed `png` target). tiny-skia un-premultiplies and
 * encodes natively, ~8 ms a 300-DPI face, where our un-premultiply loop alone took ~12 ms under
 * the one-shot V8 flags (docs/print.md). Undefined when the edges must be extended or the frame is RGB.
 */
export function rasterizePng(r: RenderedSvg, frame: Frame, fonts: ResvgFonts): Uint8Array | undefined {
  if (frame.channels !== 4) return undefined;
  const a = drawnArea(r, frame);
  if (a.x0 !== 0 || a.y0 !== 0 || a.x1 !== frame.width - 1 || a.y1 !== frame.height - 1) return undefined;
  return render(r, frame, fonts).asPng();
}

/** The root <svg>'s viewport in user units (its viewBox size, else width/height). */
function rootSize(svg: string): { width: number; height: number } {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const vb = /\sviewBox="\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/.exec(open);
  if (vb) return { width: Number(vb[1]), height: Number(vb[2]) };
  const w = /\swidth="([\d.e]+)"/.exec(open);
  const h = /\sheight="([\d.e]+)"/.exec(open);
  return { width: w ? Number(w[1]) : Infinity, height: h ? Number(h[1]) : Infinity };
}

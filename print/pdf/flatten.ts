// The face a PDF/X-1a press file draws. PDF/X-1a allows no transparency and our CMYK conversion
// needs pixels, so:
// - a face with no transparency keeps its vectors and text; only its JPEGs are decoded (by resvg)
//   to RGB pixels, which the CMYK writer converts;
// - a face with any transparency (opacity, alpha art, soft masks) is flattened whole: resvg
//   composites it over white at 300 DPI into one opaque image. Its text is then pixels too —
//   the simple, always-correct flattening; keeping vector wherever nothing transparent overlaps
//   is left for later (docs/print.md).
import { Resvg } from '@resvg/resvg-js';
import { deflateSync } from 'node:zlib';
import type { Drawing, RasterImage } from './drawing.js';
import { emptyResources } from './drawing.js';
import { resvgFontOptions, withResvgFamilies, type ResvgFonts } from '../export/font-files.js';
import { flattenOnWhite } from '../export/image.js';

export const FLATTEN_DPI = 300;
/** Satori lays out in CSS px: 96 to the inch. */
const CSS_DPI = 96;

export function hasTransparency(d: Drawing): boolean {
  const r = d.resources;
  return (
    Object.keys(r.forms).length > 0 ||
    Object.values(r.gstates).some((g) => (g.ca ?? 1) < 1 || (g.CA ?? 1) < 1 || g.smask !== undefined) ||
    Object.values(r.images).some((i) => i.alpha !== undefined)
  );
}

/** The press version of a face, or undefined when the face itself already is one. */
export function flatFace(svg: string, drawing: Drawing, fonts: () => ResvgFonts): Drawing | undefined {
  if (hasTransparency(drawing)) return wholeFace(svg, drawing, fonts());
  if (!Object.values(drawing.resources.images).some((i) => i.encoding === 'dct')) return undefined;
  const images: Record<string, RasterImage> = {};
  for (const [n, img] of Object.entries(drawing.resources.images)) images[n] = img.encoding === 'dct' ? decodeJpeg(img) : img;
  const { opsDeflated: _, ...rest } = drawing;
  return { ...rest, resources: { ...drawing.resources, images } };
}

/** resvg's pixels with a white background are opaque: RGB is their colour channels. */
function rgbOf(r: { width: number; height: number; pixels: Uint8Array }): Uint8Array {
  return flattenOnWhite({ width: r.width, height: r.height, channels: 4, data: r.pixels }).data;
}

function wholeFace(svg: string, d: Drawing, f: ResvgFonts): Drawing {
  const r = new Resvg(withResvgFamilies(svg, f), { font: resvgFontOptions(f), fitTo: { mode: 'zoom', value: FLATTEN_DPI / CSS_DPI }, background: 'white', logLevel: 'off' }).render();
  const image: RasterImage = { width: r.width, height: r.height, encoding: 'flate', colors: 3, data: deflateSync(rgbOf(r)).toString('base64') };
  // The image fills the face: PDF images are drawn in a unit square, flipped to SVG's y-down.
  const ops = `q\n${d.width} 0 0 ${d.height} 0 0 cm\n/Im1 Do\nQ\n`;
  return { width: d.width, height: d.height, ops, resources: { ...emptyResources(), images: { Im1: image } }, glyphs: {} };
}

function decodeJpeg(img: RasterImage): RasterImage {
  const href = `data:image/jpeg;base64,${img.data}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}"><image href="${href}" width="${img.width}" height="${img.height}"/></svg>`;
  const r = new Resvg(svg, { font: { loadSystemFonts: false }, background: 'white', logLevel: 'off' }).render();
  if (r.width !== img.width || r.height !== img.height) throw new Error(`bug: resvg decoded a ${img.width}×${img.height} JPEG as ${r.width}×${r.height}`);
  return { width: img.width, height: img.height, encoding: 'flate', colors: 3, data: deflateSync(rgbOf(r)).toString('base64') };
}

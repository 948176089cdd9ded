// The face a PDF/X-1a press file draws. PDF/X-1a allows no transparency and our CMYK conversion
// needs pixels, so:
// - a face with no transparency keeps its vectors and text; only its JPEGs are decoded (by resvg)
//   to RGB pixels, which the CMYK writer converts;
// - in a face with transparency, each element that brings some (opacity, alpha art, soft masks)
//   is replaced, in paint order, by an opaque patch: resvg composites everything up to and
//   including it, over white, at 300 DPI, inside its bounding box. What lies above it, and
//   everything elsewhere, stays vector and text. Should a patched face still show transparency
//   (one the element cut cannot isolate), the whole face is flattened instead.
import { resvgModule } from './resvg-module.js';
import { deflateSync } from 'node:zlib';
import type { Drawing, RasterImage } from './drawing.js';
import { emptyResources } from './drawing.js';
import { resvgFontOptions, withResvgFamilies, type ResvgFonts } from './font-files.js';
import { flattenOnWhite } from '../../infra/image/image.js';
import { encodePng } from '../../infra/image/png-encode.js';
import { splitSvg } from './svg-tree.js';

export const FLATTEN_DPI = 300;
/** Satori lays out in CSS px: 96 to the inch. */
const CSS_DPI = 96;
/**
 * Pixels per CSS px. A print shop may draw the face a little larger than its CSS size (the
 * DriveThruCards page fits the 69 mm face into 2.75 in: +1.3 %), so 5 % more than 300 DPI keeps
 * the flattened pixels at 300 DPI or better where they print (`fray preflight` checks).
 */
const ZOOM = (FLATTEN_DPI / CSS_DPI) * 1.05;

export function hasTransparency(d: Drawing): boolean {
  const r = d.resources;
  return (
    Object.keys(r.forms).length > 0 ||
    Object.values(r.gstates).some((g) => (g.ca ?? 1) < 1 || (g.CA ?? 1) < 1 || g.smask !== undefined) ||
    Object.values(r.images).some((i) => i.alpha !== undefined)
  );
}

/**
 * The press version of a face, or undefined when the face itself already is one. `translate` is
 * the SVG → drawing translator the face came from (it draws the patched SVG).
 */
export function flatFace(
  svg: string,
  drawing: Drawing,
  fonts: () => ResvgFonts,
  translate: (svg: string) => Drawing,
): Drawing | undefined {
  let d = drawing;
  if (hasTransparency(drawing)) {
    const patched = flattenRegions(svg, fonts(), translate);
    d = patched && !hasTransparency(patched) ? patched : wholeFace(svg, drawing, fonts());
  }
  if (!Object.values(d.resources.images).some((i) => i.encoding === 'dct')) return d === drawing ? undefined : d;
  const images: Record<string, RasterImage> = {};
  for (const [n, img] of Object.entries(d.resources.images)) images[n] = img.encoding === 'dct' ? decodeJpeg(img) : img;
  const { opsDeflated: _, ...rest } = d;
  return { ...rest, resources: { ...d.resources, images } };
}

/** Root children that paint; the others (defs, clipPath, mask, gradients…) only define. */
const PAINTS = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'image',
  'g',
  'use',
  'svg',
  'foreignObject',
  'switch',
  'a',
]);

/** The face with every transparent root element replaced by an opaque patch; undefined if none could be cut. */
function flattenRegions(svg: string, f: ResvgFonts, translate: (svg: string) => Drawing): Drawing | undefined {
  const parts = splitSvg(svg);
  const defs = parts.children
    .filter((c) => !PAINTS.has(c.name))
    .map((c) => c.src)
    .join('');
  const painted = parts.children.filter((c) => PAINTS.has(c.name)).map((c) => c.src);
  const view = viewBox(parts.head);
  if (!view) return undefined;
  let patches = 0;
  for (let i = 0; i < painted.length; i++) {
    const alone = parts.head + defs + painted[i] + parts.tail;
    if (!hasTransparency(translate(alone))) continue;
    const b = new (resvgModule().Resvg)(withResvgFamilies(alone, f), {
      font: resvgFontOptions(f),
      logLevel: 'off',
    }).getBBox();
    if (!b || b.width <= 0 || b.height <= 0) {
      painted[i] = '';
      continue;
    } // draws nothing
    // The whole face up to this element, then its pixels cut out: resvg renders the face as
    // wholeFace does (a cropping viewBox made it panic on Satori's masks).
    const below = parts.head + defs + painted.slice(0, i + 1).join('') + parts.tail;
    const r = new (resvgModule().Resvg)(withResvgFamilies(below, f), {
      font: resvgFontOptions(f),
      fitTo: { mode: 'zoom', value: ZOOM },
      background: 'white',
      logLevel: 'off',
    }).render();
    // The patch on the face's pixel grid, so that neighbouring patches meet exactly.
    const sx = r.width / view.w;
    const sy = r.height / view.h;
    const px0 = Math.max(0, Math.floor((b.x - view.x) * sx));
    const py0 = Math.max(0, Math.floor((b.y - view.y) * sy));
    const px1 = Math.min(r.width, Math.ceil((b.x + b.width - view.x) * sx));
    const py1 = Math.min(r.height, Math.ceil((b.y + b.height - view.y) * sy));
    if (px1 <= px0 || py1 <= py0) {
      painted[i] = '';
      continue;
    } // wholly off the face
    const rgb = rgbOf(r);
    const [cw, ch] = [px1 - px0, py1 - py0];
    const crop = new Uint8Array(cw * ch * 3);
    for (let row = 0; row < ch; row++) {
      const from = ((py0 + row) * r.width + px0) * 3;
      crop.set(rgb.subarray(from, from + cw * 3), row * cw * 3);
    }
    const png = encodePng({ width: cw, height: ch, channels: 3, data: crop }, { level: 6 });
    const [x, y, w, h] = [view.x + px0 / sx, view.y + py0 / sy, cw / sx, ch / sy];
    painted[i] =
      `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`;
    patches++;
  }
  return patches ? translate(parts.head + defs + painted.join('') + parts.tail) : undefined;
}

function viewBox(head: string): { x: number; y: number; w: number; h: number } | undefined {
  const vb = /\sviewBox="([^"]*)"/
    .exec(head)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (vb?.length === 4 && vb.every(Number.isFinite)) return { x: vb[0]!, y: vb[1]!, w: vb[2]!, h: vb[3]! };
  const w = Number(/\swidth="([\d.]+)"/.exec(head)?.[1]);
  const h = Number(/\sheight="([\d.]+)"/.exec(head)?.[1]);
  return w > 0 && h > 0 ? { x: 0, y: 0, w, h } : undefined;
}
/** resvg's pixels with a white background are opaque: RGB is their colour channels. */
function rgbOf(r: { width: number; height: number; pixels: Uint8Array }): Uint8Array {
  return flattenOnWhite({ width: r.width, height: r.height, channels: 4, data: r.pixels }).data;
}

function wholeFace(svg: string, d: Drawing, f: ResvgFonts): Drawing {
  const r = new (resvgModule().Resvg)(withResvgFamilies(svg, f), {
    font: resvgFontOptions(f),
    fitTo: { mode: 'zoom', value: ZOOM },
    background: 'white',
    logLevel: 'off',
  }).render();
  const image: RasterImage = {
    width: r.width,
    height: r.height,
    encoding: 'flate',
    colors: 3,
    data: deflateSync(rgbOf(r)).toString('base64'),
  };
  // The image fills the face: PDF images are drawn in a unit square, flipped to SVG's y-down.
  const ops = `q\n${d.width} 0 0 ${d.height} 0 0 cm\n/Im1 Do\nQ\n`;
  return {
    width: d.width,
    height: d.height,
    ops,
    resources: { ...emptyResources(), images: { Im1: image } },
    glyphs: {},
  };
}

function decodeJpeg(img: RasterImage): RasterImage {
  const href = `data:image/jpeg;base64,${img.data}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}"><image href="${href}" width="${img.width}" height="${img.height}"/></svg>`;
  const r = new (resvgModule().Resvg)(svg, {
    font: { loadSystemFonts: false },
    background: 'white',
    logLevel: 'off',
  }).render();
  if (r.width !== img.width || r.height !== img.height)
    throw new Error(`bug: resvg decoded a ${img.width}×${img.height} JPEG as ${r.width}×${r.height}`);
  return {
    width: img.width,
    height: img.height,
    encoding: 'flate',
    colors: 3,
    data: deflateSync(rgbOf(r)).toString('base64'),
  };
}

// The raster exports draw text as glyph outlines placed exactly where the PDF writer places its
// glyphs (placeGlyphs: Satori's run start and width, the face chosen per character), instead of
// letting resvg shape the text again or taking Satori's `embedFont` paths. Satori's paths shape a
// whole line at once and ignore where its own layout put each word, which ran "an enemy" together
// and opened wide gaps elsewhere; resvg's own text could not fall back to a second subset file of
// one family (Ł in EB Garamond's latin-ext). Every other element of the SVG is left as it is.
import type { FontSet, LoadedFace } from '../pdf/font-set.js';
import { glyphContours } from '../pdf/sfnt/glyph-outline.js';
import { placeGlyphs } from '../pdf/svg-text.js';

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const unescape = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|quot|apos|lt|gt|amp);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITIES[e.toLowerCase()]!);

/** Attributes that only mean something to text; the rest (fill, opacity, transform, clip-path…) stay on the path. */
const TEXT_ONLY = new Set(['x', 'y', 'width', 'height', 'font-weight', 'font-style', 'font-size', 'font-family', 'letter-spacing', 'word-spacing', 'text-anchor', 'dominant-baseline']);

const r2 = (n: number): string => String(Math.round(n * 100) / 100);

/** Outlines per face and glyph, in font units, as path commands relative to the glyph origin. */
export class GlyphOutlines {
  private readonly cache = new Map<string, Map<number, ReturnType<typeof glyphContours>>>();

  contours(face: LoadedFace, gid: number): ReturnType<typeof glyphContours> {
    let perFace = this.cache.get(face.id);
    if (!perFace) this.cache.set(face.id, (perFace = new Map()));
    let c = perFace.get(gid);
    if (!c) perFace.set(gid, (c = glyphContours(face.file, gid)));
    return c;
  }
}

/** Path data for one run: each glyph's contours scaled to `size` and moved to its pen position. */
function runPath(text: string, attrs: Record<string, string>, fonts: FontSet, outlines: GlyphOutlines): string {
  const num = (k: string, d = 0): number => {
    const v = Number.parseFloat(attrs[k] ?? '');
    return Number.isFinite(v) ? v : d;
  };
  const size = num('font-size', 16);
  const width = Number(attrs.width);
  const { glyphs } = placeGlyphs(
    { text, x: num('x'), y: num('y'), size, family: attrs['font-family'] ?? '', weight: attrs['font-weight'], style: attrs['font-style'], letterSpacing: num('letter-spacing'), ...(attrs.width !== undefined && Number.isFinite(width) ? { width } : {}) },
    fonts,
  );
  const y = num('y');
  let d = '';
  for (const g of glyphs) {
    const s = size / g.face.file.unitsPerEm;
    const X = (u: number): string => r2(g.x + u * s);
    const Y = (v: number): string => r2(y - v * s);
    for (const c of outlines.contours(g.face, g.gid)) {
      d += `M${X(c.start[0])} ${Y(c.start[1])}`;
      for (const seg of c.segs) d += seg.length === 2 ? `L${X(seg[0])} ${Y(seg[1])}` : `Q${X(seg[0])} ${Y(seg[1])} ${X(seg[2])} ${Y(seg[3])}`;
      d += 'Z';
    }
  }
  return d;
}

/** The SVG with every `<text>` replaced by a `<path>` of its glyph outlines. */
export function outlineText(svg: string, fonts: FontSet, outlines: GlyphOutlines = new GlyphOutlines()): string {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, rawAttrs: string, content: string) => {
    const attrs: Record<string, string> = {};
    for (const m of rawAttrs.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
    const d = runPath(unescape(content), attrs, fonts, outlines);
    if (!d) return '';
    const keep = Object.entries(attrs).filter(([k]) => !TEXT_ONLY.has(k)).map(([k, v]) => ` ${k}="${v}"`).join('');
    return `<path d="${d}"${keep}/>`;
  });
}

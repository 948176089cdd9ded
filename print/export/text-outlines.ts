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
const unescapePdfText = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|quot|apos|lt|gt|amp);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ENTITIES[e.toLowerCase()]!,
  );

/** Attributes that only mean something to text; the rest (fill, opacity, transform, clip-path…) stay on the path. */
const TEXT_ONLY = new Set([
  'x',
  'y',
  'width',
  'height',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'dominant-baseline',
]);

const r2 = (n: number): string => String(Math.round(n * 100) / 100);

/** Each glyph's outline once per face, as path data in font units (y up). */
export class GlyphOutlines {
  private readonly cache = new Map<string, Map<number, string>>();

  pathData(face: LoadedFace, gid: number): string {
    let perFace = this.cache.get(face.id);
    if (!perFace) this.cache.set(face.id, (perFace = new Map()));
    let d = perFace.get(gid);
    if (d === undefined) {
      d = '';
      for (const c of glyphContours(face.file, gid)) {
        d += `M${c.start[0]} ${c.start[1]}`;
        for (const seg of c.segs)
          d += seg.length === 2 ? `L${seg[0]} ${seg[1]}` : `Q${seg[0]} ${seg[1]} ${seg[2]} ${seg[3]}`;
        d += 'Z';
      }
      perFace.set(gid, d);
    }
    return d;
  }
}

/**
 * The SVG with every `<text>` replaced by its glyphs: each glyph outline is defined once (`<defs>`)
 * and drawn with `<use>` at its pen position, scaled from font units — a few bytes per glyph, so
 * neither this rewrite nor resvg's parse grows with the outlines' size. The text's other
 * attributes (fill, opacity, clip-path…) go on each `<use>`, which is also valid inside a clipPath.
 */
export function outlineText(svg: string, fonts: FontSet, outlines: GlyphOutlines = new GlyphOutlines()): string {
  const used = new Map<string, string>();
  const ids = new Map<string, number>();
  const out = svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, rawAttrs: string, content: string) => {
    const attrs: Record<string, string> = {};
    for (const m of rawAttrs.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
    const num = (k: string, d = 0): number => {
      const v = Number.parseFloat(attrs[k] ?? '');
      return Number.isFinite(v) ? v : d;
    };
    const size = num('font-size', 16);
    const width = Number(attrs.width);
    const { glyphs } = placeGlyphs(
      {
        text: unescapePdfText(content),
        x: num('x'),
        y: num('y'),
        size,
        family: attrs['font-family'] ?? '',
        weight: attrs['font-weight'],
        style: attrs['font-style'],
        letterSpacing: num('letter-spacing'),
        ...(attrs.width !== undefined && Number.isFinite(width) ? { width } : {}),
      },
      fonts,
    );
    const keep = Object.entries(attrs)
      .filter(([k]) => !TEXT_ONLY.has(k))
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('');
    const transform = attrs.transform;
    const y = r2(num('y'));
    let drawn = '';
    for (const g of glyphs) {
      const d = outlines.pathData(g.face, g.gid);
      if (!d) continue;
      let faceNo = ids.get(g.face.id);
      if (faceNo === undefined) ids.set(g.face.id, (faceNo = ids.size));
      const id = `fray-g${faceNo}-${g.gid}`;
      used.set(id, d);
      const s = size / g.face.file.unitsPerEm;
      // The text's own transform (if any) applies first, as it did to the text.
      const place = `matrix(${s} 0 0 ${-s} ${r2(g.x)} ${y})`;
      drawn += `<use href="#${id}"${keep.replace(/ transform="[^"]*"/, '')} transform="${transform ? `${transform} ${place}` : place}"/>`;
    }
    return drawn;
  });
  if (!used.size) return out;
  const defs = `<defs>${[...used].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('')}</defs>`;
  return out.replace(/<\/svg>\s*$/, `${defs}</svg>`);
}

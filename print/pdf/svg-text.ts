// <text> as real PDF text: each character goes to the first face (CSS match, then fallback) that
// has a glyph for it, runs of one face become one Tj with 2-byte glyph ids (Identity-H).
import { UnsupportedSvgError } from './errors.js';
import { parseWeight, type FontSet, type LoadedFace } from './font-set.js';
import { num } from './pdf-num.js';

export interface TextRequest {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly family: string;
  readonly weight: string | undefined;
  readonly style: string | undefined;
  readonly letterSpacing: number;
  /** The run's advance width as the layout engine shaped it (Satori's `width`), when known. */
  readonly width?: number;
}

/** Characters with no visible glyph that fonts commonly lack; drawing nothing for them is right. */
const INVISIBLE = /[\u0000-\u001f\u007f\u00ad\u200b-\u200f\u2060\ufe00-\ufe0f\ufeff]/u;

export interface PlacedGlyph {
  readonly face: LoadedFace;
  readonly gid: number;
  readonly ch: string;
  /** Pen position on the baseline, in the drawing's units. */
  readonly x: number;
}

/**
 * Which face draws each character and where its glyph goes: the advances of the unshaped glyphs
 * plus letter spacing, with the difference to Satori's run width spread over the gaps (`gap`, in
 * the drawing's units). The PDF text and the raster outlines (print/export/text-outlines.ts) both
 * place glyphs here, so a PNG puts every glyph where the PDF does.
 */
export function placeGlyphs(req: TextRequest, fonts: FontSet): { glyphs: PlacedGlyph[]; gap: number } {
  const faces = fonts.candidates(
    req.family,
    parseWeight(req.weight),
    req.style === 'italic' || req.style === 'oblique' ? 'italic' : 'normal',
  );
  if (!faces.length) throw new UnsupportedSvgError('no fonts were loaded, so text cannot be drawn');
  const picked: { face: LoadedFace; gid: number; ch: string }[] = [];
  for (const ch of req.text) {
    const cp = ch.codePointAt(0)!;
    if (INVISIBLE.test(ch)) continue;
    let face = faces.find((f) => f.file.glyphId(cp) !== 0);
    if (!face) {
      // A tab or no-break space may be missing: draw it as a plain space.
      if (/\s/u.test(ch)) face = faces.find((f) => f.file.glyphId(32) !== 0);
      if (!face)
        throw new UnsupportedSvgError(
          `no loaded font has a glyph for '${ch}' (U+${cp.toString(16).toUpperCase().padStart(4, '0')}); add a fallback font that covers it`,
        );
    }
    picked.push({ face, gid: face.file.glyphId(cp) || face.file.glyphId(32), ch });
  }
  const advance = (g: (typeof picked)[number]): number =>
    (g.face.file.advance(g.gid) * req.size) / g.face.file.unitsPerEm + req.letterSpacing;
  let natural = 0;
  for (const g of picked) natural += advance(g);
  const gap =
    req.width !== undefined && req.width > 0 && picked.length > 1 && Math.abs(req.width - natural) > 0.005
      ? (req.width - natural) / (picked.length - 1)
      : 0;
  let x = req.x;
  const glyphs = picked.map((g) => {
    const at = { ...g, x };
    x += advance(g) + gap;
    return at;
  });
  return { glyphs, gap };
}

/**
 * The operators inside BT … ET for one <text> (the caller opens and closes the text object).
 *
 * Satori shapes text with HarfBuzz (ligatures such as ff, kerning) and writes each run with the
 * advance width it laid out (`width`); this writer draws unshaped glyphs, whose advances can sum to
 * more or less than that ("effects" with its ff ligature is 33.1 px in Satori, more glyph by glyph),
 * which moved the next word onto this one. So the difference is spread over the gaps between the
 * run's glyphs (TJ adjustments): every run starts and ends exactly where Satori placed it.
 */
export function textOps(
  req: TextRequest,
  fonts: FontSet,
  fontName: (fontId: string) => string,
  useGlyph: (fontId: string, gid: number, text: string) => void,
): string {
  const placed = placeGlyphs(req, fonts);
  const glyphs = placed.glyphs;
  // TJ numbers are thousandths of the font size, subtracted from the position: negative moves right.
  const gap = placed.gap ? -(placed.gap * 1000) / req.size : 0;
  let out = `${num(req.letterSpacing)} Tc\n1 0 0 -1 ${num(req.x)} ${num(req.y)} Tm\n`;
  let current: string | undefined;
  let parts: string[] = [];
  const flush = (): void => {
    // No adjustment: one plain string (Tj), as short as before.
    if (parts.length) out += gap ? `[${parts.join(' ')}] TJ\n` : `<${parts.map((p) => p.slice(1, -1)).join('')}> Tj\n`;
    parts = [];
  };
  glyphs.forEach((g, i) => {
    if (g.face.id !== current) {
      flush();
      out += `/${fontName(g.face.id)} ${num(req.size)} Tf\n`;
      current = g.face.id;
    }
    // The adjustment before a glyph moves it; across a font switch it goes on the new run's first glyph.
    if (i > 0 && gap) parts.push(num(gap));
    useGlyph(g.face.id, g.gid, g.ch);
    parts.push(`<${g.gid.toString(16).padStart(4, '0')}>`);
  });
  flush();
  return out;
}

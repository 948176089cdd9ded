// One embedded font per PDF, subset by @pdf-lib/fontkit. The font stays a Type0/Identity-H font
// whose CIDs are the *original* glyph ids, and a CIDToGIDMap stream sends each CID to its glyph in
// the subset: cached per-card content streams are written once, before any document knows which
// glyphs its subset will hold, so they cannot use the subset's renumbered ids (docs/print.md).
// The result is plain JSON so it can be cached by (font, glyph set) and skip fontkit entirely.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { isWoff, woffToSfnt } from './sfnt/woff.js';

export interface EmbeddedFont {
  readonly baseFont: string;
  readonly flags: number;
  readonly bbox: readonly number[];
  readonly italicAngle: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  /** [gid, width in 1/1000 em] pairs. */
  readonly widths: readonly (readonly [number, number])[];
  /** Subset TrueType from fontkit, deflated, base64. */
  readonly fontFile: string;
  /** CIDToGIDMap: two bytes per CID (original gid) → subset gid, deflated, base64. */
  readonly cidToGid: string;
  readonly toUnicode: string;
}

// The version tag keeps entries of the earlier hand-written subsetter out of a reused cache.
export function glyphSetKey(fontId: string, glyphs: Record<number, string>): string {
  const gids = Object.keys(glyphs)
    .map(Number)
    .sort((a, b) => a - b);
  return createHash('sha1')
    .update(`fontkit-v1:${fontId}:${gids.join(',')}`)
    .digest('hex');
}

interface FontkitSubset {
  includeGlyph(gid: number): number;
  encodeStream(): { on(ev: 'data', f: (b: Uint8Array) => void): unknown; on(ev: 'end', f: () => void): unknown };
}
interface FontkitFont {
  readonly unitsPerEm: number;
  readonly postscriptName: string | null;
  readonly italicAngle: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: { minX: number; minY: number; maxX: number; maxY: number };
  readonly numGlyphs: number;
  getGlyph(gid: number): { advanceWidth: number };
  createSubset(): FontkitSubset;
}

let fontkit: { create(b: Uint8Array): FontkitFont } | undefined;

async function loadFontkit(): Promise<{ create(b: Uint8Array): FontkitFont }> {
  // Imported on first use: a run whose subsets all come from the cache never loads it.
  fontkit ??= ((await import('@pdf-lib/fontkit')) as unknown as { default: { create(b: Uint8Array): FontkitFont } })
    .default;
  return fontkit;
}

export async function embedFont(bytes: Uint8Array, glyphs: Record<number, string>): Promise<EmbeddedFont> {
  // WOFF unpacked by Node's zlib: fontkit's pure-JS inflate is ~10× slower.
  const font = (await loadFontkit()).create(isWoff(bytes) ? woffToSfnt(bytes) : bytes);
  const gids = Object.keys(glyphs)
    .map(Number)
    .sort((a, b) => a - b);
  const scale = 1000 / font.unitsPerEm;
  const name = (font.postscriptName ?? 'Font').replace(/[^!-~]|[#()<>[\]{}/%]/g, '');
  const hash = createHash('sha1').update(gids.join(',')).update(name).digest();
  const tag = [...hash.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
  const subset = evenGlyphs(font.createSubset());
  const maxGid = gids.length ? gids[gids.length - 1]! : 0;
  const map = Buffer.alloc((maxGid + 1) * 2);
  for (const g of gids) map.writeUInt16BE(subset.includeGlyph(g), g * 2);
  const fontFile = await encode(subset);
  return {
    baseFont: `${tag}+${name}`,
    flags: 32 | (font.italicAngle !== 0 ? 64 : 0),
    bbox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((v) => Math.round(v * scale)),
    italicAngle: font.italicAngle,
    ascent: Math.round(font.ascent * scale),
    descent: Math.round(font.descent * scale),
    capHeight: Math.round((font.capHeight || font.ascent) * scale),
    widths: gids.map((g) => [g, Math.round(font.getGlyph(g).advanceWidth * scale)] as const),
    fontFile: deflateSync(fontFile).toString('base64'),
    cidToGid: deflateSync(map).toString('base64'),
    toUnicode: toUnicodeCMap(gids.map((g) => [g, glyphs[g]!])),
  };
}

// fontkit writes a short (offset/2) loca whenever the glyf table is small, but copies each glyph
// as it is: a glyph of odd length (Noto Sans Math's → has 59 bytes) then ends one byte early for
// FreeType, which draws nothing — poppler and Chromium's viewer showed blanks. Padding every glyph
// to an even length keeps both loca formats exact (print/pdf/embed-font.test.ts).
function evenGlyphs(subset: FontkitSubset): FontkitSubset {
  type Inner = { glyf: Uint8Array[]; offset: number };
  const proto = Object.getPrototypeOf(subset) as {
    _addGlyph?: (this: Inner, gid: number) => number;
    frayEven?: boolean;
  };
  if (typeof proto._addGlyph !== 'function' || proto.frayEven) return subset;
  const add = proto._addGlyph;
  proto._addGlyph = function (this: Inner, gid: number): number {
    const r = add.call(this, gid);
    const last = this.glyf[this.glyf.length - 1]!;
    if (last.length % 2) {
      // Of fontkit's own Buffer class (its bundled polyfill): its encoder copies with that class's methods.
      const padded = new (last.constructor as new (n: number) => Uint8Array)(last.length + 1);
      padded.set(last);
      this.glyf[this.glyf.length - 1] = padded;
      this.offset += 1;
    }
    return r;
  };
  proto.frayEven = true;
  return subset;
}

function encode(subset: FontkitSubset): Promise<Buffer> {
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    const s = subset.encodeStream();
    s.on('data', (b) => parts.push(b));
    s.on('end', () => resolve(Buffer.concat(parts)));
  });
}

function toUnicodeCMap(entries: [number, string][]): string {
  const hex4 = (n: number): string => n.toString(16).padStart(4, '0');
  const utf16 = (s: string): string => {
    let out = '';
    for (let i = 0; i < s.length; i++) out += hex4(s.charCodeAt(i));
    return out;
  };
  let body = '';
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    body += `${chunk.length} beginbfchar\n${chunk.map(([g, t]) => `<${hex4(g)}> <${utf16(t)}>`).join('\n')}\nendbfchar\n`;
  }
  return (
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n' +
    body +
    'endcmap\nCMapName currentdict /CMapResource defineresource pop\nend\nend\n'
  );
}

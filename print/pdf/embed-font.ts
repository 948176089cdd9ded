// One embedded font per PDF: a Type0/Identity-H font whose CIDs are the original glyph ids, so
// per-card content streams stay valid; the FontFile2 is subset to the glyphs the document uses.
// The result is plain JSON so it can be cached by (font, glyph set) and skip the font entirely.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { openFont } from './sfnt/font-file.js';
import { subsetFont } from './sfnt/subset.js';

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
  /** Subset TrueType, deflated, base64. */
  readonly fontFile: string;
  readonly toUnicode: string;
}

export function glyphSetKey(fontId: string, glyphs: Record<number, string>): string {
  const gids = Object.keys(glyphs).map(Number).sort((a, b) => a - b);
  return createHash('sha1').update(`${fontId}:${gids.join(',')}`).digest('hex');
}

export function embedFont(bytes: Uint8Array, glyphs: Record<number, string>): EmbeddedFont {
  const font = openFont(bytes);
  const gids = Object.keys(glyphs).map(Number).sort((a, b) => a - b);
  const scale = 1000 / font.unitsPerEm;
  const hash = createHash('sha1').update(gids.join(',')).update(font.postscriptName).digest();
  const tag = [...hash.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
  const sub = subsetFont(font, gids);
  return {
    baseFont: `${tag}+${font.postscriptName}`,
    flags: 32 | (font.italicAngle !== 0 ? 64 : 0),
    bbox: font.bbox.map((v) => Math.round(v * scale)),
    italicAngle: font.italicAngle,
    ascent: Math.round(font.ascent * scale),
    descent: Math.round(font.descent * scale),
    capHeight: Math.round(font.capHeight * scale),
    widths: gids.map((g) => [g, Math.round(font.advance(g) * scale)] as const),
    fontFile: deflateSync(sub).toString('base64'),
    toUnicode: toUnicodeCMap(gids.map((g) => [g, glyphs[g]!])),
  };
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

// <text> as real PDF text: each character goes to the first face (CSS match, then fallback) that
// has a glyph for it, runs of one face become one Tj with 2-byte glyph ids (Identity-H).
import { UnsupportedSvgError } from './errors.js';
import { parseWeight, type FontSet } from './font-set.js';
import { num } from './pdf-file.js';

export interface TextRequest {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly family: string;
  readonly weight: string | undefined;
  readonly style: string | undefined;
  readonly letterSpacing: number;
}

/** Characters with no visible glyph that fonts commonly lack; drawing nothing for them is right. */
const INVISIBLE = /[\u0000-\u001f\u007f\u00ad\u200b-\u200f\u2060\ufe00-\ufe0f\ufeff]/u;

/** The operators inside BT … ET for one <text> (the caller opens and closes the text object). */
export function textOps(
  req: TextRequest,
  fonts: FontSet,
  fontName: (fontId: string) => string,
  useGlyph: (fontId: string, gid: number, text: string) => void,
): string {
  const faces = fonts.candidates(req.family, parseWeight(req.weight), req.style === 'italic' || req.style === 'oblique' ? 'italic' : 'normal');
  if (!faces.length) throw new UnsupportedSvgError('no fonts were loaded, so text cannot be drawn');
  let out = `${num(req.letterSpacing)} Tc\n1 0 0 -1 ${num(req.x)} ${num(req.y)} Tm\n`;
  let current: string | undefined;
  let hex = '';
  const flush = (): void => {
    if (hex) out += `<${hex}> Tj\n`;
    hex = '';
  };
  for (const ch of req.text) {
    const cp = ch.codePointAt(0)!;
    if (INVISIBLE.test(ch)) continue;
    let face = faces.find((f) => f.file.glyphId(cp) !== 0);
    if (!face) {
      // A tab or no-break space may be missing: draw it as a plain space.
      if (/\s/u.test(ch)) face = faces.find((f) => f.file.glyphId(32) !== 0);
      if (!face) throw new UnsupportedSvgError(`no loaded font has a glyph for '${ch}' (U+${cp.toString(16).toUpperCase().padStart(4, '0')}); add a fallback font that covers it`);
    }
    const gid = face.file.glyphId(cp) || face.file.glyphId(32);
    if (face.id !== current) {
      flush();
      out += `/${fontName(face.id)} ${num(req.size)} Tf\n`;
      current = face.id;
    }
    useGlyph(face.id, gid, ch);
    hex += gid.toString(16).padStart(4, '0');
  }
  flush();
  return out;
}

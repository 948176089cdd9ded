// What the geometry trace needs from a PDF font dictionary: how many bytes a character code
// takes, each code's advance width, the ascent and descent (for a text box) and, when the font
// has a ToUnicode map, the text itself (so a finding can quote it). Read with pdf-lib.
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import { nameOf, numAt, numOf } from './pdf-values.js';

export interface FontMetrics {
  readonly bytesPerCode: 1 | 2;
  /** Advance of a code in text space units (1 = the font size). */
  width(code: number): number;
  readonly ascent: number;
  readonly descent: number;
  unicode(code: number): string | undefined;
}

const arr = (dict: PDFDict, key: string): PDFObject[] => {
  const v = dict.lookup(PDFName.of(key));
  return v instanceof PDFArray ? v.asArray().map((x) => dict.context.lookup(x) ?? x) : [];
};

/** ToUnicode CMap: bfchar and bfrange entries (ISO 32000-1 §9.10.3). */
export function parseToUnicode(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => parseInt(h, 16);
  const str = (h: string) => {
    const units: number[] = [];
    for (let k = 0; k + 4 <= h.length; k += 4) units.push(hex(h.slice(k, k + 4)));
    if (h.length === 2) units.push(hex(h));
    return String.fromCharCode(...units);
  };
  for (const block of text.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(hex(m[1]!), str(m[2]!));
  }
  for (const block of text.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const lo = hex(m[1]!);
      const hi = Math.min(hex(m[2]!), lo + 0xffff);
      if (m[3]!.startsWith('[')) {
        const items = [...m[3]!.matchAll(/<([0-9a-fA-F]*)>/g)];
        items.forEach((it, k) => lo + k <= hi && map.set(lo + k, str(it[1]!)));
      } else {
        const base = m[3]!.slice(1, -1);
        const last = hex(base.slice(-4) || '0');
        for (let c = lo; c <= hi; c++) map.set(c, str(base.slice(0, -4)) + String.fromCharCode(last + c - lo));
      }
    }
  }
  return map;
}

function toUnicode(font: PDFDict): Map<number, string> | undefined {
  const s = font.lookup(PDFName.of('ToUnicode'));
  if (!(s instanceof PDFRawStream)) return undefined;
  try {
    return parseToUnicode(Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'));
  } catch {
    return undefined;
  }
}

export function fontMetrics(font: PDFDict): FontMetrics {
  const subtype = nameOf(font.get(PDFName.of('Subtype')));
  const uni = toUnicode(font);
  const latin = (code: number) => (code >= 32 && code < 127 ? String.fromCharCode(code) : undefined);
  if (subtype === 'Type0') {
    const desc = arr(font, 'DescendantFonts')[0];
    const cid = desc instanceof PDFDict ? desc : undefined;
    const dw = cid ? numAt(cid, 'DW', 1000) : 1000;
    const widths = new Map<number, number>();
    // W: `c [w1 w2 …]` or `cFirst cLast w` (§9.7.4.3).
    const w = cid ? arr(cid, 'W') : [];
    for (let k = 0; k < w.length; ) {
      const first = numOf(w[k], NaN);
      const next = w[k + 1];
      if (next instanceof PDFArray) {
        next.asArray().forEach((x, j) => widths.set(first + j, numOf(x, dw)));
        k += 2;
      } else {
        const last = numOf(next, NaN);
        const width = numOf(w[k + 2], dw);
        for (let c = first; c <= last && c - first < 65536; c++) widths.set(c, width);
        k += 3;
      }
    }
    const fd = cid?.lookup(PDFName.of('FontDescriptor'));
    const d = fd instanceof PDFDict ? fd : undefined;
    return {
      bytesPerCode: 2,
      width: (code) => (widths.get(code) ?? dw) / 1000,
      ascent: d ? numAt(d, 'Ascent', 800) / 1000 : 0.8,
      descent: d ? numAt(d, 'Descent', -200) / 1000 : -0.2,
      unicode: (code) => uni?.get(code),
    };
  }
  // Simple fonts: Widths from FirstChar, in glyph space (1/1000, or a Type3 FontMatrix).
  const scale = subtype === 'Type3' ? Math.abs(numOf(arr(font, 'FontMatrix')[0], 0.001)) : 0.001;
  const first = numAt(font, 'FirstChar', 0);
  const widths = arr(font, 'Widths').map((x) => numOf(x, 0));
  const fd = font.lookup(PDFName.of('FontDescriptor'));
  const d = fd instanceof PDFDict ? fd : undefined;
  const missing = d ? numAt(d, 'MissingWidth', 0) : 0;
  // A standard-14 font without Widths: half an em is a fair guess for a box.
  const fallback = widths.length ? missing : 500;
  return {
    bytesPerCode: 1,
    width: (code) => (widths[code - first] ?? fallback) * scale,
    ascent: d ? numAt(d, 'Ascent', 750) / 1000 : 0.75,
    descent: d ? numAt(d, 'Descent', -250) / 1000 : -0.25,
    unicode: (code) => uni?.get(code) ?? latin(code),
  };
}

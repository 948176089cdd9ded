// A read-only view of a TrueType font: just what text drawing and PDF embedding need
// (cmap, advance widths, metrics, names). Written here instead of loading fontkit because
// fontkit costs ~0.4 s of CPU to import (407 ms with V8's defaults, 235 ms under the one-shot V8 flags; bench/library-swaps.bench.ts, 2026-12-02, docs/print.md),
// which the warm `fray print` path and each render worker would pay for two table lookups.
import { isWoff, woffToSfnt } from './woff.js';

export interface FontFile {
  readonly bytes: Buffer;
  readonly tables: ReadonlyMap<string, { offset: number; length: number }>;
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: readonly [number, number, number, number];
  readonly italicAngle: number;
  readonly weightClass: number;
  readonly postscriptName: string;
  readonly indexToLocFormat: number;
  glyphId(codePoint: number): number;
  advance(gid: number): number;
  table(tag: string): Buffer | undefined;
}

export function openFont(input: Uint8Array): FontFile {
  const raw = isWoff(input) ? woffToSfnt(input) : input;
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const version = bytes.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) {
    throw new Error('only TrueType-outline fonts (glyf) can be embedded; this font has CFF outlines or is not a font');
  }
  const tables = new Map<string, { offset: number; length: number }>();
  const n = bytes.readUInt16BE(4);
  for (let i = 0; i < n; i++) {
    const e = 12 + i * 16;
    tables.set(bytes.toString('latin1', e, e + 4), {
      offset: bytes.readUInt32BE(e + 8),
      length: bytes.readUInt32BE(e + 12),
    });
  }
  const table = (tag: string): Buffer | undefined => {
    const t = tables.get(tag);
    return t ? bytes.subarray(t.offset, t.offset + t.length) : undefined;
  };
  const need = (tag: string): Buffer => {
    const t = table(tag);
    if (!t) throw new Error(`font has no '${tag}' table`);
    return t;
  };
  const head = need('head');
  const hhea = need('hhea');
  const maxp = need('maxp');
  const hmtx = need('hmtx');
  const os2 = table('OS/2');
  const post = table('post');
  const unitsPerEm = head.readUInt16BE(18);
  const numGlyphs = maxp.readUInt16BE(4);
  const numHMetrics = hhea.readUInt16BE(34);
  const cmap = readCmap(need('cmap'));
  return {
    bytes,
    tables,
    unitsPerEm,
    numGlyphs,
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    capHeight: os2 && os2.length >= 90 ? os2.readInt16BE(88) : hhea.readInt16BE(4),
    bbox: [head.readInt16BE(36), head.readInt16BE(38), head.readInt16BE(40), head.readInt16BE(42)],
    italicAngle: post ? post.readInt32BE(4) / 65536 : 0,
    weightClass: os2 ? os2.readUInt16BE(4) : 400,
    postscriptName: readPostscriptName(table('name')) ?? 'Font',
    indexToLocFormat: head.readInt16BE(50),
    glyphId: (cp) => cmap(cp),
    advance: (gid) => hmtx.readUInt16BE(4 * Math.min(gid, numHMetrics - 1)),
    table,
  };
}

function readCmap(cmap: Buffer): (cp: number) => number {
  const n = cmap.readUInt16BE(2);
  let best: { format: number; off: number } | undefined;
  for (let i = 0; i < n; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const off = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(off);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12 && best?.format !== 12) best = { format, off };
    else if (format === 4 && !best) best = { format, off };
  }
  if (!best) return () => 0;
  const { off } = best;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(off + 12);
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const g = off + 16 + mid * 12;
        const start = cmap.readUInt32BE(g);
        const end = cmap.readUInt32BE(g + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return cmap.readUInt32BE(g + 8) + (cp - start);
      }
      return 0;
    };
  }
  const segX2 = cmap.readUInt16BE(off + 6);
  const ends = off + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffs = deltas + segX2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let i = 0; i < segX2; i += 2) {
      if (cmap.readUInt16BE(ends + i) < cp) continue;
      const start = cmap.readUInt16BE(starts + i);
      if (start > cp) return 0;
      const delta = cmap.readUInt16BE(deltas + i);
      const ro = cmap.readUInt16BE(rangeOffs + i);
      if (ro === 0) return (cp + delta) & 0xffff;
      const gid = cmap.readUInt16BE(rangeOffs + i + ro + 2 * (cp - start));
      return gid === 0 ? 0 : (gid + delta) & 0xffff;
    }
    return 0;
  };
}

function readPostscriptName(name: Buffer | undefined): string | undefined {
  if (!name) return undefined;
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const r = 6 + i * 12;
    if (name.readUInt16BE(r + 6) !== 6) continue;
    const platform = name.readUInt16BE(r);
    const len = name.readUInt16BE(r + 8);
    const at = strings + name.readUInt16BE(r + 10);
    const raw = name.subarray(at, at + len);
    const s =
      platform === 3 || platform === 0
        ? Buffer.from(raw.subarray(0, len & ~1))
            .swap16()
            .toString('utf16le')
        : raw.toString('latin1');
    const clean = s.replace(/[^A-Za-z0-9-]/g, '');
    if (clean) return clean;
  }
  return undefined;
}

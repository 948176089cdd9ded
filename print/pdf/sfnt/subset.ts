// TrueType subsetting that keeps glyph ids: unused glyphs become empty, so content streams
// cached per card (which name glyphs by their original id) stay valid in any PDF. loca and
// hmtx keep their full length but are mostly zeros, which Flate compresses to almost nothing.
import type { FontFile } from './font-file.js';
import { tagNumber, writeSfnt } from './woff.js';

// cmap is kept (glyph ids do not change) because some viewers insist on one even for CID fonts.
const KEEP = ['head', 'hhea', 'maxp', 'hmtx', 'cmap', 'cvt ', 'fpgm', 'prep'];

export function subsetFont(font: FontFile, gids: Iterable<number>): Uint8Array {
  const glyf = font.table('glyf');
  const loca = font.table('loca');
  if (!glyf || !loca) throw new Error('font has no glyf/loca tables');
  const long = font.indexToLocFormat === 1;
  const at = (gid: number): number => (long ? loca.readUInt32BE(gid * 4) : loca.readUInt16BE(gid * 2) * 2);
  const wanted = new Set<number>([0]);
  const queue = [...gids].filter((g) => g >= 0 && g < font.numGlyphs);
  // Composite glyphs pull in their components.
  while (queue.length) {
    const g = queue.pop()!;
    if (wanted.has(g) && g !== 0) continue;
    wanted.add(g);
    const start = at(g);
    const end = at(g + 1);
    if (end - start < 10 || glyf.readInt16BE(start) >= 0) continue;
    let p = start + 10;
    for (;;) {
      const flags = glyf.readUInt16BE(p);
      const comp = glyf.readUInt16BE(p + 2);
      if (!wanted.has(comp)) queue.push(comp);
      p += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      if (!(flags & 0x20)) break;
    }
  }
  const n = font.numGlyphs;
  const offsets = new Uint32Array(n + 1);
  const parts: Buffer[] = [];
  let size = 0;
  for (let g = 0; g < n; g++) {
    offsets[g] = size;
    if (!wanted.has(g)) continue;
    const data = glyf.subarray(at(g), at(g + 1));
    parts.push(data);
    size += data.length;
    if (size & 3) {
      const pad = 4 - (size & 3);
      parts.push(Buffer.alloc(pad));
      size += pad;
    }
  }
  offsets[n] = size;
  const newLoca = Buffer.alloc((n + 1) * 4);
  for (let g = 0; g <= n; g++) newLoca.writeUInt32BE(offsets[g]!, g * 4);
  const head = Buffer.from(font.table('head')!);
  head.writeUInt32BE(0, 8); // checksumAdjustment: not needed by PDF consumers
  head.writeInt16BE(1, 50); // long loca
  const tables: { tag: number; data: Uint8Array }[] = [
    { tag: tagNumber('glyf'), data: Buffer.concat(parts, size) },
    { tag: tagNumber('loca'), data: newLoca },
    { tag: tagNumber('head'), data: head },
  ];
  for (const tag of KEEP) {
    if (tag === 'head') continue;
    const t = font.table(tag);
    if (t) tables.push({ tag: tagNumber(tag), data: t });
  }
  // A minimal post table (format 3: no glyph names).
  const post = Buffer.alloc(32);
  post.writeUInt32BE(0x00030000, 0);
  const origPost = font.table('post');
  if (origPost) origPost.copy(post, 4, 4, 32);
  tables.push({ tag: tagNumber('post'), data: post });
  return writeSfnt(0x00010000, tables);
}

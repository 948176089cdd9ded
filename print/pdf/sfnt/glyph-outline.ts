// A TrueType glyph's outline (the `glyf` table: simple contours of on- and off-curve points,
// composite glyphs of transformed components) as contours of quadratic segments in font units,
// y up. The raster exports draw text as these outlines at the positions the PDF writer uses
// (print/export/text-outlines.ts); reading them here keeps fontkit out of the raster workers:
// fontkit costs ~0.4 s of CPU to import (407 ms with V8's defaults, 235 ms under the one-shot V8 flags; bench/library-swaps.bench.ts, 2026-12-02, docs/print.md).
import type { FontFile } from './font-file.js';

/** One contour: a start point, then `Q` (control, end) or `L` (end) segments; closed. */
export type Contour = {
  start: [number, number];
  segs: ([x: number, y: number] | [cx: number, cy: number, x: number, y: number])[];
};

const ON_CURVE = 1;
const X_SHORT = 2;
const Y_SHORT = 4;
const REPEAT = 8;
const X_SAME = 16;
const Y_SAME = 32;

function glyphData(font: FontFile, gid: number): Buffer | undefined {
  const loca = font.table('loca');
  const glyf = font.table('glyf');
  if (!loca || !glyf || gid < 0 || gid >= font.numGlyphs) return undefined;
  const at = (i: number): number =>
    font.indexToLocFormat === 0 ? loca.readUInt16BE(i * 2) * 2 : loca.readUInt32BE(i * 4);
  const start = at(gid);
  const end = at(gid + 1);
  return end > start ? glyf.subarray(start, end) : undefined;
}

/** The glyph's contours (empty for a space); composite glyphs are resolved (depth ≤ 8). */
export function glyphContours(font: FontFile, gid: number, depth = 0): Contour[] {
  const g = glyphData(font, gid);
  if (!g || depth > 8) return [];
  const n = g.readInt16BE(0);
  return n >= 0 ? simple(g, n) : composite(font, g, depth);
}

function simple(g: Buffer, contours: number): Contour[] {
  const ends: number[] = [];
  for (let i = 0; i < contours; i++) ends.push(g.readUInt16BE(10 + i * 2));
  const count = contours ? ends[contours - 1]! + 1 : 0;
  let p = 10 + contours * 2;
  p += 2 + g.readUInt16BE(p); // instructions
  const flags: number[] = [];
  while (flags.length < count) {
    const f = g[p++]!;
    flags.push(f);
    if (f & REPEAT) for (let r = g[p++]!; r > 0; r--) flags.push(f);
  }
  const coords = (short: number, same: number): number[] => {
    const out: number[] = [];
    let v = 0;
    for (const f of flags.slice(0, count)) {
      if (f & short) v += f & same ? g[p++]! : -g[p++]!;
      else if (!(f & same)) v += g.readInt16BE((p += 2) - 2);
      out.push(v);
    }
    return out;
  };
  const xs = coords(X_SHORT, X_SAME);
  const ys = coords(Y_SHORT, Y_SAME);
  const out: Contour[] = [];
  let first = 0;
  for (const last of ends) {
    const pts = [];
    for (let i = first; i <= last; i++) pts.push({ x: xs[i]!, y: ys[i]!, on: (flags[i]! & ON_CURVE) !== 0 });
    first = last + 1;
    if (pts.length) out.push(contour(pts));
  }
  return out;
}

/** On/off-curve points → a start point and segments; two off-curve points imply the on-curve midpoint. */
function contour(pts: { x: number; y: number; on: boolean }[]): Contour {
  const n = pts.length;
  const k = pts.findIndex((q) => q.on);
  const start: [number, number] =
    k >= 0 ? [pts[k]!.x, pts[k]!.y] : [(pts[0]!.x + pts[n - 1]!.x) / 2, (pts[0]!.y + pts[n - 1]!.y) / 2];
  const segs: Contour['segs'] = [];
  let ctrl: [number, number] | undefined;
  const from = k >= 0 ? k + 1 : 0;
  for (let i = 0; i < n; i++) {
    const q = pts[(from + i) % n]!;
    if (q.on) {
      segs.push(ctrl ? [ctrl[0], ctrl[1], q.x, q.y] : [q.x, q.y]);
      ctrl = undefined;
    } else {
      if (ctrl) segs.push([ctrl[0], ctrl[1], (ctrl[0] + q.x) / 2, (ctrl[1] + q.y) / 2]);
      ctrl = [q.x, q.y];
    }
  }
  segs.push(ctrl ? [ctrl[0], ctrl[1], start[0], start[1]] : [start[0], start[1]]);
  return { start, segs };
}

function composite(font: FontFile, g: Buffer, depth: number): Contour[] {
  const out: Contour[] = [];
  let p = 10;
  for (;;) {
    const flags = g.readUInt16BE(p);
    const gid = g.readUInt16BE(p + 2);
    p += 4;
    const words = flags & 1;
    const dx = words ? g.readInt16BE(p) : g.readInt8(p);
    const dy = words ? g.readInt16BE(p + 2) : g.readInt8(p + 1);
    p += words ? 4 : 2;
    const f2 = (o: number): number => g.readInt16BE(o) / 16384;
    let [a, b, c, d] = [1, 0, 0, 1];
    if (flags & 0x8) {
      a = d = f2(p);
      p += 2;
    } else if (flags & 0x40) {
      a = f2(p);
      d = f2(p + 2);
      p += 4;
    } else if (flags & 0x80) {
      a = f2(p);
      b = f2(p + 2);
      c = f2(p + 4);
      d = f2(p + 6);
      p += 8;
    }
    // ARGS_ARE_XY_VALUES (bit 2) is the common case; point matching is rare and not supported (offset 0).
    const [ox, oy] = flags & 2 ? [dx, dy] : [0, 0];
    const t = (x: number, y: number): [number, number] => [a * x + c * y + ox, b * x + d * y + oy];
    for (const ct of glyphContours(font, gid, depth + 1)) {
      out.push({
        start: t(...ct.start),
        segs: ct.segs.map((s) =>
          s.length === 2 ? t(s[0], s[1]) : ([...t(s[0], s[1]), ...t(s[2], s[3])] as [number, number, number, number]),
        ),
      });
    }
    if (!(flags & 0x20)) break; // MORE_COMPONENTS
  }
  return out;
}

// The shapes of the cache's entries. A checksum proves an entry's bytes, not their meaning: an
// entry sealed around the wrong shape (an older fray, a hand-edited file, another program's JSON)
// must be a miss, not `reading 'glyphs'` deep in the PDF writer. Checked with zod at the read.
import { z } from 'zod';
import type { CardFace } from '../layout/geometry.js';
import type { EmbeddedFont } from '../pdf/embed-font.js';

const num = z.number().finite();
const rect = z.object({ x: num, y: num, width: num, height: num });
const record = <T extends z.ZodType>(v: T) => z.record(z.string(), v);

const shading = z.object({
  type: z.union([z.literal(2), z.literal(3)]),
  coords: z.array(num),
  stops: z.array(z.object({ offset: num, color: z.array(num) })),
  extend: z.boolean(),
  gray: z.boolean().optional(),
  spread: z.object({ method: z.enum(['repeat', 'reflect']), domain: z.tuple([num, num]) }).optional(),
});

const image = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  encoding: z.enum(['flate', 'dct']),
  colors: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  data: z.string(),
  alpha: z.string().optional(),
});

const drawing = z.object({
  width: num,
  height: num,
  ops: z.string(),
  opsDeflated: z.string().optional(),
  resources: z.object({
    fonts: record(z.string()),
    gstates: record(z.object({ ca: num.optional(), CA: num.optional(), smask: z.string().optional() })),
    shadings: record(shading),
    images: record(image),
    forms: record(z.object({ bbox: z.tuple([num, num, num, num]), ops: z.string() })),
  }),
  glyphs: record(record(z.string())),
});

const render = z.object({
  faces: z.array(z.object({ key: z.string(), drawing, trim: rect, label: z.string(), flat: drawing.optional() })),
});

const font = z.object({
  baseFont: z.string(),
  flags: z.number().int(),
  bbox: z.array(num),
  italicAngle: num,
  ascent: num,
  descent: num,
  capHeight: num,
  widths: z.array(z.tuple([z.number().int(), num])),
  fontFile: z.string(),
  cidToGid: z.string(),
  toUnicode: z.string(),
});

/** A card's rendered faces as the disk cache keeps them (kind `render`). */
export interface CachedRender {
  readonly faces: CardFace[];
}

export const isCachedRender = (v: unknown): v is CachedRender => render.safeParse(v).success;
export const isEmbeddedFont = (v: unknown): v is EmbeddedFont => font.safeParse(v).success;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether `b` starts as a PNG of exactly `width`×`height` (its signature and IHDR). */
export function isPngOfSize(b: Uint8Array, width: number, height: number): boolean {
  if (b.length < 33 || !Buffer.from(b.subarray(0, 8)).equals(PNG_SIGNATURE)) return false;
  const v = Buffer.from(b.buffer, b.byteOffset, b.length);
  return v.toString('latin1', 12, 16) === 'IHDR' && v.readUInt32BE(16) === width && v.readUInt32BE(20) === height;
}

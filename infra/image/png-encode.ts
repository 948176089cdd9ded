// A small PNG encoder (8-bit RGB or RGBA, filter "up" or none): resvg only hands out RGBA PNGs, and the
// shop targets need RGB (TGC rejects alpha) and composed TTS sheets need encoding from raw pixels.
// Kept instead of pngjs because the export is faster with it (bench/library-swaps.bench.ts, one
// 814 px 300-DPI face, same zlib level and strategy, same bytes out within one byte, 2026-12-02,
// load average 3): card faces are written unfiltered at level 3, 16.1 ms here against 40.9 ms for
// pngjs (2.5×; it runs its filter loop even for filter 0); TTS sheets "up" at level 6, 43.0
// against 54.8 ms. docs/print.md.
import { crc32 as zlibCrc32, deflateSync } from 'node:zlib';
import type { Image } from './image.js';

/** A PNG chunk's CRC: node's native zlib crc32 (Node 20.15+ and 22.2+; package.json `engines` asks for 20.19). */
export function crc32(buf: Uint8Array, crc = 0): number {
  return zlibCrc32(buf, crc) >>> 0;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export interface PngOptions {
  /** Written as pHYs, so shops and viewers read the intended print size. */
  readonly dpi?: number;
  /** zlib level; 6 unless told. */
  readonly level?: number;
  /**
   * "up" (the default) suits photographic art; "none" suits card faces: their flat fills and
   * text already deflate to the same size unfiltered, and the per-byte filter loop costs several
   * times the deflate itself (docs/print.md, performance).
   */
  readonly filter?: 'up' | 'none';
}

/** pHYs in pixels per metre, so shops and viewers read the intended print size. */
function physChunk(dpi: number): Buffer {
  const phys = Buffer.alloc(9);
  const ppm = Math.round(dpi / 0.0254);
  phys.writeUInt32BE(ppm, 0);
  phys.writeUInt32BE(ppm, 4);
  phys[8] = 1;
  return chunk('pHYs', phys);
}

/** A PNG written elsewhere (resvg's) with our pHYs in place of any it had, right after IHDR. */
export function withPhys(png: Uint8Array, dpi: number): Buffer {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.length < 33 || !b.subarray(0, 8).equals(SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG file');
  const parts: Buffer[] = [b.subarray(0, 33), physChunk(dpi)];
  for (let at = 33; at + 12 <= b.length; ) {
    const end = at + 12 + b.readUInt32BE(at);
    if (b.toString('latin1', at + 4, at + 8) !== 'pHYs') parts.push(b.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}

/** PNG bytes of an image; colour type 2 (RGB) for 3 channels, 6 (RGBA) for 4. */
export function encodePng(img: Image, opts: PngOptions = {}): Buffer {
  const { width, height, channels, data } = img;
  if (data.length !== width * height * channels)
    throw new Error(`image data is ${data.length} bytes, expected ${width}×${height}×${channels}`);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 3 ? 2 : 6;
  const stride = width * channels;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    const src = y * stride;
    if (y === 0 || opts.filter === 'none') {
      raw[row] = 0;
      raw.set(data.subarray(src, src + stride), row + 1);
      continue;
    }
    // "Up" filter: card art is mostly vertical gradients and flat fills, which it zeroes out.
    raw[row] = 2;
    for (let i = 0; i < stride; i++) raw[row + 1 + i] = (data[src + i]! - data[src - stride + i]!) & 0xff;
  }
  const parts = [SIGNATURE, chunk('IHDR', ihdr)];
  if (opts.dpi) parts.push(physChunk(opts.dpi));
  parts.push(chunk('IDAT', deflateSync(raw, { level: opts.level ?? 6 })), chunk('IEND', new Uint8Array(0)));
  return Buffer.concat(parts);
}

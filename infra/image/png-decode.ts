// Reads back the PNGs this module writes (8-bit RGB/RGBA, any filter): the size check before a
// file is written, the tests and the image snapshots use it.
import { inflateSync } from 'node:zlib';
import type { Image } from './image.js';

export interface PngInfo {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA. */
  readonly colorType: number;
}

export function readPngInfo(png: Uint8Array): PngInfo {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.length < 33 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG file');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), bitDepth: b[24]!, colorType: b[25]! };
}

export function decodePng(png: Uint8Array): Image {
  const info = readPngInfo(png);
  if (info.bitDepth !== 8 || (info.colorType !== 2 && info.colorType !== 6)) throw new Error(`PNG colour type ${info.colorType} / depth ${info.bitDepth} is not supported here`);
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const idat: Buffer[] = [];
  for (let p = 8; p + 8 <= b.length; ) {
    const len = b.readUInt32BE(p);
    const type = b.toString('latin1', p + 4, p + 8);
    if (type === 'IDAT') idat.push(b.subarray(p + 8, p + 8 + len));
    if (type === 'IEND') break;
    p += 12 + len;
  }
  const c = info.colorType === 6 ? 4 : 3;
  const { width, height } = info;
  const stride = width * c;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < height * (stride + 1)) throw new Error('PNG data is truncated');
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const cur = y * stride;
    const prev = cur - stride;
    for (let i = 0; i < stride; i++) {
      const x = raw[src + i]!;
      const a = i >= c ? out[cur + i - c]! : 0;
      const up = y > 0 ? out[prev + i]! : 0;
      const ul = y > 0 && i >= c ? out[prev + i - c]! : 0;
      let v: number;
      switch (f) {
        case 0: v = x; break;
        case 1: v = x + a; break;
        case 2: v = x + up; break;
        case 3: v = x + ((a + up) >> 1); break;
        case 4: {
          const p = a + up - ul;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - ul);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? up : ul);
          break;
        }
        default: throw new Error(`bad PNG filter ${f} on row ${y}`);
      }
      out[cur + i] = v & 0xff;
    }
  }
  return { width, height, channels: c, data: out };
}

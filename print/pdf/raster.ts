// Raster images for PDF: PNG decoded to raw pixels and re-deflated (pdf-lib's embedPng is far
// slower), alpha split into a soft mask; JPEG passed through untouched as DCTDecode.
import { deflateSync, inflateSync } from 'node:zlib';
import type { RasterImage } from './drawing.js';
import { UnsupportedSvgError } from './errors.js';

export function rasterFromBytes(bytes: Buffer, mime: string): RasterImage {
  if (mime === 'image/png' || bytes.subarray(1, 4).toString('latin1') === 'PNG') return decodePng(bytes);
  if (mime === 'image/jpeg' || mime === 'image/jpg' || (bytes[0] === 0xff && bytes[1] === 0xd8)) return jpeg(bytes);
  throw new UnsupportedSvgError(`unsupported image type '${mime}' (PNG, JPEG and SVG are handled)`);
}

function jpeg(bytes: Buffer): RasterImage {
  let p = 2;
  while (p < bytes.length) {
    if (bytes[p] !== 0xff) break;
    const marker = bytes[p + 1]!;
    const len = bytes.readUInt16BE(p + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const comps = bytes[p + 9]!;
      if (comps !== 1 && comps !== 3) throw new UnsupportedSvgError(`JPEG with ${comps} colour components (CMYK?) is not supported`);
      return { width: bytes.readUInt16BE(p + 7), height: bytes.readUInt16BE(p + 5), encoding: 'dct', colors: comps as 1 | 3, data: bytes.toString('base64') };
    }
    p += 2 + len;
  }
  throw new UnsupportedSvgError('JPEG without a frame header');
}

export function decodePng(buf: Buffer): RasterImage {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new UnsupportedSvgError('not a PNG');
  let p = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let type = 0;
  let palette: Buffer | undefined;
  let trns: Buffer | undefined;
  const idat: Buffer[] = [];
  while (p < buf.length) {
    const len = buf.readUInt32BE(p);
    const kind = buf.toString('latin1', p + 4, p + 8);
    const data = buf.subarray(p + 8, p + 8 + len);
    if (kind === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      depth = data[8]!;
      type = data[9]!;
      if (data[12] !== 0) throw new UnsupportedSvgError('interlaced PNG images are not supported; save it non-interlaced');
    } else if (kind === 'PLTE') palette = data;
    else if (kind === 'tRNS') trns = data;
    else if (kind === 'IDAT') idat.push(data);
    else if (kind === 'IEND') break;
    p += 12 + len;
  }
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[type];
  if (!channels) throw new UnsupportedSvgError(`PNG colour type ${type} is not supported`);
  const bpp = Math.max(1, (channels * depth) >> 3);
  const stride = (width * channels * depth + 7) >> 3;
  const raw = inflateSync(Buffer.concat(idat));
  const px = Buffer.alloc(stride * height);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = px.subarray(y * stride, (y + 1) * stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[x - bpp]! : 0;
      const b = prev[x]!;
      const c = x >= bpp ? prev[x - bpp]! : 0;
      let v = line[x]!;
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[x] = v & 0xff;
    }
    prev = out;
  }
  // Expand every pixel to 8-bit samples.
  const sample = (y: number, i: number): number => {
    const row = px.subarray(y * stride);
    if (depth === 8) return row[i]!;
    if (depth === 16) return row[i * 2]!;
    const perByte = 8 / depth;
    const byte = row[Math.floor(i / perByte)]!;
    const shift = 8 - depth * ((i % perByte) + 1);
    const v = (byte >> shift) & ((1 << depth) - 1);
    return type === 3 ? v : Math.round((v * 255) / ((1 << depth) - 1));
  };
  const colors = type === 0 || type === 4 ? 1 : 3;
  const color = Buffer.alloc(width * height * colors);
  const alpha = Buffer.alloc(width * height);
  let hasAlpha = false;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * width + x;
      let a = 255;
      if (type === 3) {
        const idx = sample(y, x);
        if (!palette) throw new UnsupportedSvgError('palette PNG without PLTE');
        color[o * 3] = palette[idx * 3]!;
        color[o * 3 + 1] = palette[idx * 3 + 1]!;
        color[o * 3 + 2] = palette[idx * 3 + 2]!;
        if (trns && idx < trns.length) a = trns[idx]!;
      } else {
        for (let c = 0; c < colors; c++) color[o * colors + c] = sample(y, x * channels + c);
        if (channels === 2 || channels === 4) a = sample(y, x * channels + channels - 1);
      }
      alpha[o] = a;
      if (a !== 255) hasAlpha = true;
    }
  }
  return {
    width,
    height,
    encoding: 'flate',
    colors: colors as 1 | 3,
    data: deflateSync(color).toString('base64'),
    ...(hasAlpha ? { alpha: deflateSync(alpha).toString('base64') } : {}),
  };
}

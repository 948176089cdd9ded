// Raster images for PDF: PNG decoded to raw pixels (infra/image/png-decode.ts, the decoder `fray check`
// uses too) and re-deflated (pdf-lib's embedPng is far slower), alpha split into a soft mask; JPEG
// passed through untouched as DCTDecode.
import { deflateSync } from 'node:zlib';
import { readJpeg } from '../../infra/image/jpeg.js';
import { decodePngRgba } from '../../infra/image/png-decode.js';
import type { RasterImage } from './drawing.js';
import { UnsupportedSvgError } from './errors.js';

export function rasterFromBytes(bytes: Buffer, mime: string): RasterImage {
  if (mime === 'image/png' || bytes.subarray(1, 4).toString('latin1') === 'PNG') return decodePng(bytes);
  if (mime === 'image/jpeg' || mime === 'image/jpg' || (bytes[0] === 0xff && bytes[1] === 0xd8)) return jpeg(bytes);
  throw new UnsupportedSvgError(`unsupported image type '${mime}' (PNG, JPEG and SVG are handled)`);
}

function jpeg(bytes: Buffer): RasterImage {
  const r = readJpeg(bytes);
  if (!r.ok) throw new Error(r.defect);
  const { width, height, components } = r.info;
  if (components !== 1 && components !== 3)
    throw new UnsupportedSvgError(`JPEG with ${components} colour components (CMYK?) is not supported`);
  return { width, height, encoding: 'dct', colors: components, data: bytes.toString('base64') };
}

/** A PNG as raw 8-bit pixels for /FlateDecode, grey or RGB, its alpha as a soft mask when it has any. */
export function decodePng(buf: Buffer): RasterImage {
  const d = decodePngRgba(buf);
  const colors = d.grey ? 1 : 3;
  const n = d.width * d.height;
  const color = Buffer.alloc(n * colors);
  const alpha = Buffer.alloc(n);
  for (let o = 0; o < n; o++) {
    for (let c = 0; c < colors; c++) color[o * colors + c] = d.rgba[o * 4 + c]!;
    alpha[o] = d.rgba[o * 4 + 3]!;
  }
  return {
    width: d.width,
    height: d.height,
    encoding: 'flate',
    colors,
    data: deflateSync(color).toString('base64'),
    ...(d.transparent ? { alpha: deflateSync(alpha).toString('base64') } : {}),
  };
}

// The one PNG decoder (pngjs): card art for the PDF writer, `fray check`'s art check, the export's
// check of its own files, and the tests all read PNGs through it, so what `check` accepts `print`
// can draw (any colour type, bit depth 1 to 16, palette with tRNS, interlaced or not).
import { createRequire } from 'node:module';
import type { PNG } from 'pngjs';
import type { Image } from './image.js';

// pngjs is required on first decode: ~14 ms of CPU to load, and most runs (a catalog without PNG
// art, the export checking the headers of its own files) never decode one.
let pngjs: typeof import('pngjs') | undefined;
const loadPngjs = (): typeof import('pngjs') =>
  (pngjs ??= createRequire(import.meta.url)('pngjs') as typeof import('pngjs'));

export interface PngInfo {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA. */
  readonly colorType: number;
}

/** The header only: what the export checks of the files it wrote (size, colour type, depth). */
export function readPngInfo(png: Uint8Array): PngInfo {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.length < 33 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG file');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), bitDepth: b[24]!, colorType: b[25]! };
}

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** 8-bit RGBA, row-major (16-bit samples scaled down, palettes and grey expanded). */
  readonly rgba: Uint8Array;
  /** The source is grey (colour types 0 and 4): one colour channel is enough. */
  readonly grey: boolean;
  /** Some pixel is not fully opaque. */
  readonly transparent: boolean;
}

/** Decodes a whole PNG, checksums included; throws an Error saying what is wrong with the file. */
export function decodePngRgba(png: Uint8Array): DecodedPng {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const info = readPngInfo(buf);
  let p: PNG;
  try {
    p = loadPngjs().PNG.sync.read(buf, { checkCRC: true });
  } catch (e) {
    throw new Error(whyNot((e as Error).message));
  }
  const rgba = new Uint8Array(p.data.buffer, p.data.byteOffset, p.data.byteLength);
  let transparent = false;
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 255) {
      transparent = true;
      break;
    }
  }
  return { width: p.width, height: p.height, rgba, grey: info.colorType === 0 || info.colorType === 4, transparent };
}

/** pngjs's reasons in the user's words: the stream ran dry (a cut file), a checksum, or other damage. */
function whyNot(reason: string): string {
  if (/waiting|waitng|finished stream|unexpected end|end of file/i.test(reason))
    return 'the PNG is cut short: the file is truncated';
  if (/crc/i.test(reason)) return "the PNG is damaged (a chunk's checksum does not match)";
  return `the PNG is damaged (${reason})`;
}

/** An RGB image, or RGBA when the PNG has an alpha channel or transparent pixels. */
export function decodePng(png: Uint8Array): Image {
  const d = decodePngRgba(png);
  const alpha = d.transparent || (readPngInfo(png).colorType & 4) !== 0;
  if (alpha) return { width: d.width, height: d.height, channels: 4, data: d.rgba };
  const n = d.width * d.height;
  const rgb = new Uint8Array(n * 3);
  for (let i = 0; i < n; i++) {
    rgb[i * 3] = d.rgba[i * 4]!;
    rgb[i * 3 + 1] = d.rgba[i * 4 + 1]!;
    rgb[i * 3 + 2] = d.rgba[i * 4 + 2]!;
  }
  return { width: d.width, height: d.height, channels: 3, data: rgb };
}

/** undefined when the PNG decodes whole, else what is wrong with it (for `fray check`). */
export function pngDefect(png: Uint8Array): string | undefined {
  try {
    decodePngRgba(png);
    return undefined;
  } catch (e) {
    return (e as Error).message === 'not a PNG file' ? 'the file is not a PNG' : (e as Error).message;
  }
}

// Whether an art file's bytes are a whole image: `fray check` must refuse a truncated PNG or
// JPEG that `fray print` would fail on later (inside pdf-lib, without naming the file).
// PNG: every chunk's length and CRC, IHDR first, IEND last, and the pixel data inflates to
// the size IHDR promises. JPEG: the marker segments up to a frame header and a scan, and the
// end-of-image marker after the scan's data.
import { crc32, inflateSync } from 'node:zlib';

/**
 * The most pixels an art image may have (docs/print.md › Faults and limits): a card at 600 DPI with
 * its bleed is under 4 megapixels; a 20000×20000 PNG would take gigabytes to decode and minutes to draw.
 */
export const MAX_ART_PIXELS = 25_000_000;

function tooManyPixels(width: number, height: number): string | undefined {
  if (width * height <= MAX_ART_PIXELS) return undefined;
  return `the image is ${width}×${height} px (${((width * height) / 1e6).toFixed(1)} megapixels); art may have at most ${MAX_ART_PIXELS / 1e6} megapixels`;
}

/** undefined when the image is whole, else what is wrong with it. */
export function imageDefect(bytes: Uint8Array, mime: 'image/png' | 'image/jpeg'): string | undefined {
  return mime === 'image/png' ? pngDefect(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : jpegDefect(bytes);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function pngDefect(b: Buffer): string | undefined {
  let at = 8;
  let width = 0;
  let height = 0;
  let bitsPerPixel = 0;
  let interlaced = false;
  const idat: Buffer[] = [];
  let first = true;
  for (;;) {
    if (at + 12 > b.length) return 'the PNG is cut short (no IEND chunk): the file is truncated';
    const len = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + len > b.length) return `the PNG is cut short inside its ${type} chunk: the file is truncated`;
    const data = b.subarray(at + 8, at + 8 + len);
    if (crc32(b.subarray(at + 4, at + 8 + len)) !== b.readUInt32BE(at + 8 + len)) return `the PNG's ${type} chunk is damaged (bad checksum)`;
    if (first && type !== 'IHDR') return 'the PNG does not start with its IHDR header';
    first = false;
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const channels = CHANNELS[data[9]!];
      if (!channels || width === 0 || height === 0) return 'the PNG header is invalid';
      // Before any pixel is inflated: the header alone tells the cost.
      const big = tooManyPixels(width, height);
      if (big) return big;
      bitsPerPixel = channels * data[8]!;
      interlaced = data[12] === 1;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + len;
  }
  if (!idat.length) return 'the PNG has no pixel data';
  let pixels: Buffer;
  try {
    // Inflated with a limit: compressed data that expands past what the header promises is not read on.
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: Math.max(1024, height * (1 + Math.ceil((width * bitsPerPixel) / 8)) * 2 + 1024) });
  } catch {
    return 'the PNG pixel data is damaged';
  }
  // Each row is one filter byte plus its packed pixels (interlaced images have 7 smaller passes).
  const rows = height * (1 + Math.ceil((width * bitsPerPixel) / 8));
  if (!interlaced && pixels.length < rows) return `the PNG holds ${pixels.length} bytes of pixels for ${width}×${height} (needs ${rows}): the image is truncated`;
  return undefined;
}

function jpegDefect(b: Uint8Array): string | undefined {
  let at = 2;
  let frame = false;
  for (;;) {
    if (at + 4 > b.length) return 'the JPEG is cut short: the file is truncated';
    if (b[at] !== 0xff) return 'the JPEG is damaged (a marker was expected)';
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return 'the JPEG ends before its image data';
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    const len = (b[at + 2]! << 8) | b[at + 3]!;
    if (at + 2 + len > b.length) return 'the JPEG is cut short inside a header segment: the file is truncated';
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      frame = true;
      // SOFn: precision, then height and width.
      const big = len >= 7 ? tooManyPixels((b[at + 7]! << 8) | b[at + 8]!, (b[at + 5]! << 8) | b[at + 6]!) : undefined;
      if (big) return big;
    }
    at += 2 + len;
    if (marker === 0xda) break;
  }
  if (!frame) return 'the JPEG has no frame header';
  // The scan data ends at the end-of-image marker; a truncated file never reaches it.
  for (let i = at; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return undefined;
  return 'the JPEG is cut short (no end-of-image marker): the file is truncated';
}

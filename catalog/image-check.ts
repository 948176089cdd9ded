// Whether an art file's bytes are an image the PDF writer can draw: `fray check` must refuse a
// truncated PNG or JPEG that `fray print` would fail on later. Both read the files with the same
// decoders (infra/image/), so check and print agree.
import { readJpeg } from '../infra/image/jpeg.js';
import { pngDefect } from '../infra/image/png-decode.js';
import { LIMITS } from '../engine/catalog/limits.js';

/**
 * The most pixels an art image may have (docs/print.md › Faults and limits): a card at 600 DPI with
 * its bleed is under 4 megapixels; a 20000×20000 PNG would take gigabytes to decode and minutes to draw.
 */
export const MAX_ART_PIXELS = LIMITS.artPixels.value;

function tooManyPixels(width: number, height: number): string | undefined {
  if (width * height <= MAX_ART_PIXELS) return undefined;
  return `the image is ${width}×${height} px (${((width * height) / 1e6).toFixed(1)} megapixels); art may have at most ${MAX_ART_PIXELS / 1e6} megapixels`;
}

/** A PNG's size from its IHDR (right after the signature), read before any pixel is inflated. */
function pngSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (b.length < 24) return undefined;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) === 'IHDR'
    ? { width: v.getUint32(16), height: v.getUint32(20) }
    : undefined;
}

/** undefined when the image is whole and drawable, else what is wrong with it. */
export function imageDefect(bytes: Uint8Array, mime: 'image/png' | 'image/jpeg'): string | undefined {
  if (mime === 'image/png') {
    // The header alone tells the cost: refused before the decoder allocates the pixels.
    const size = pngSize(bytes);
    const big = size && tooManyPixels(size.width, size.height);
    return big || pngDefect(bytes);
  }
  const r = readJpeg(bytes);
  if (!r.ok) return r.defect;
  const big = tooManyPixels(r.info.width, r.info.height);
  if (big) return big;
  if (r.info.components !== 1 && r.info.components !== 3)
    return `the JPEG has ${r.info.components} colour components (CMYK?): save it as RGB or greyscale`;
  return undefined;
}

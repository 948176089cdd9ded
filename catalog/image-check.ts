// Whether an art file's bytes are an image the PDF writer can draw: `fray check` must refuse a
// truncated PNG or JPEG that `fray print` would fail on later. Both read the files with the same
// decoders (infra/image/), so check and print agree.
import { readJpeg } from '../infra/image/jpeg.js';
import { pngDefect } from '../infra/image/png-decode.js';

/** undefined when the image is whole and drawable, else what is wrong with it. */
export function imageDefect(bytes: Uint8Array, mime: 'image/png' | 'image/jpeg'): string | undefined {
  if (mime === 'image/png') return pngDefect(bytes);
  const r = readJpeg(bytes);
  if (!r.ok) return r.defect;
  if (r.info.components !== 1 && r.info.components !== 3) return `the JPEG has ${r.info.components} colour components (CMYK?): save it as RGB or greyscale`;
  return undefined;
}

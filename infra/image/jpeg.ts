// The one JPEG reader: its frame header (size, colour components) and whether the file is whole.
// `fray check` refuses what the PDF writer could not embed, from the same walk over the markers.

export interface JpegInfo {
  readonly width: number;
  readonly height: number;
  /** 1 grey, 3 colour (YCbCr), 4 CMYK or YCCK. */
  readonly components: number;
}

export type JpegRead = { ok: true; info: JpegInfo } | { ok: false; defect: string };

/** Walks the marker segments up to the scan, takes the frame header, then looks for the end-of-image marker. */
export function readJpeg(b: Uint8Array): JpegRead {
  const bad = (defect: string): JpegRead => ({ ok: false, defect });
  if (b[0] !== 0xff || b[1] !== 0xd8) return bad('the file is not a JPEG');
  let at = 2;
  let info: JpegInfo | undefined;
  for (;;) {
    if (at + 4 > b.length) return bad('the JPEG is cut short: the file is truncated');
    if (b[at] !== 0xff) return bad('the JPEG is damaged (a marker was expected)');
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return bad('the JPEG ends before its image data');
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    const len = (b[at + 2]! << 8) | b[at + 3]!;
    if (at + 2 + len > b.length) return bad('the JPEG is cut short inside a header segment: the file is truncated');
    // SOF0…SOF15 are frame headers; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && len >= 8) {
      info = { height: (b[at + 5]! << 8) | b[at + 6]!, width: (b[at + 7]! << 8) | b[at + 8]!, components: b[at + 9]! };
    }
    at += 2 + len;
    if (marker === 0xda) break;
  }
  if (!info) return bad('the JPEG has no frame header');
  // The scan data ends at the end-of-image marker; a truncated file never reaches it.
  for (let i = at; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return { ok: true, info };
  return bad('the JPEG is cut short (no end-of-image marker): the file is truncated');
}

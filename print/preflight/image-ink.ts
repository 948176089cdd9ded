// The heaviest total ink (C+M+Y+K) of a CMYK image's pixels, read through the image's whole
// filter chain (decode-stream.ts), its bit depth and its /Decode array; for an indexed image, of
// the palette entries its pixels use. An image that cannot be read says why, so the preflight
// names it instead of passing it.
import { PDFArray, PDFName, PDFNumber, type PDFRawStream } from 'pdf-lib';
import { decodeChain, filterChain, type FilterStage } from './decode-stream.js';
import { numAt, numbers } from './pdf-values.js';

export type JpegDecoder = Parameters<typeof decodeChain>[2];

export interface ImageInk {
  /** Highest total ink of a pixel, in %. */
  readonly maxInk?: number;
  readonly inkUnmeasured?: string;
}

/** What the ink of an image depends on, from an XObject's dictionary or an inline image's. */
export interface ImageSamples {
  readonly chain: readonly FilterStage[];
  readonly contents: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly bpc: number;
  readonly decode?: readonly number[];
  /** `DeviceCMYK`, or `Indexed/DeviceCMYK` with its palette (hival + 1 entries of 4 bytes). */
  readonly family: string;
  readonly palette?: Uint8Array;
}

/** An image XObject: its ink when it is CMYK (device or indexed), else nothing. */
export function imageInk(
  x: PDFRawStream,
  family: string,
  palette: Uint8Array | undefined,
  jpeg: JpegDecoder | undefined,
): ImageInk {
  if (family !== 'DeviceCMYK' && family !== 'Indexed/DeviceCMYK') return {};
  const d = x.dict.lookup(PDFName.of('Decode'));
  const decode = d instanceof PDFArray ? numbers(d) : undefined;
  const isMask = x.dict.lookup(PDFName.of('ImageMask'));
  if (isMask && isMask.toString() === 'true') return {};
  const bpcObj = x.dict.lookup(PDFName.of('BitsPerComponent'));
  return samplesInk(
    {
      chain: filterChain(x.dict),
      contents: x.contents,
      width: numAt(x.dict, 'Width', 0),
      height: numAt(x.dict, 'Height', 0),
      // A JPEG's depth is its own (8); the key is optional then.
      bpc: bpcObj instanceof PDFNumber ? bpcObj.asNumber() : 8,
      ...(decode ? { decode } : {}),
      family,
      ...(palette ? { palette } : {}),
    },
    jpeg,
  );
}

export function samplesInk(s: ImageSamples, jpeg: JpegDecoder | undefined): ImageInk {
  const indexed = s.family.startsWith('Indexed/');
  const comps = indexed ? 1 : 4;
  if (![1, 2, 4, 8, 16].includes(s.bpc)) return { inkUnmeasured: `${s.bpc}-bit components` };
  if (indexed && (!s.palette || s.bpc > 8)) return { inkUnmeasured: 'its palette cannot be read' };
  const out = decodeChain(s.contents, s.chain, jpeg);
  if (!out.ok) return { inkUnmeasured: out.reason };
  const px = out.bytes;
  const rowBytes = Math.ceil((s.width * comps * s.bpc) / 8);
  if (!(s.width > 0 && s.height > 0)) return { inkUnmeasured: 'its size is not a positive width and height' };
  if (px.length < rowBytes * s.height)
    return {
      inkUnmeasured: `its data holds ${px.length} bytes, fewer than ${s.width}×${s.height} pixels need (${rowBytes * s.height})`,
    };
  const maxV = 2 ** s.bpc - 1;
  const sample = (row: number, i: number): number => {
    if (s.bpc === 8) return px[row * rowBytes + i] ?? 0;
    if (s.bpc === 16) return ((px[row * rowBytes + 2 * i] ?? 0) << 8) | (px[row * rowBytes + 2 * i + 1] ?? 0);
    const bit = i * s.bpc;
    return ((px[row * rowBytes + (bit >> 3)] ?? 0) >> (8 - s.bpc - (bit & 7))) & maxV;
  };
  // /Decode maps 0..maxV onto [Dmin, Dmax] per component (an Adobe JPEG is often stored inverted, [1 0 …]).
  const dec = s.decode && s.decode.length >= 2 * comps ? s.decode : undefined;
  let max = 0;
  if (indexed) {
    const pal = s.palette ?? new Uint8Array();
    const entries = Math.floor(pal.length / 4);
    const used = new Uint8Array(Math.min(256, maxV + 1));
    for (let row = 0; row < s.height; row++)
      for (let i = 0; i < s.width; i++) {
        const v = sample(row, i);
        const idx = dec ? Math.round((dec[0] ?? 0) + (v * ((dec[1] ?? 0) - (dec[0] ?? 0))) / maxV) : v;
        if (idx >= 0 && idx < used.length) used[idx] = 1;
      }
    used.forEach((u, idx) => {
      if (!u || idx >= entries) return;
      const t = (pal[idx * 4] ?? 0) + (pal[idx * 4 + 1] ?? 0) + (pal[idx * 4 + 2] ?? 0) + (pal[idx * 4 + 3] ?? 0);
      if (t > max) max = t;
    });
    return { maxInk: (max / 255) * 100 };
  }
  const scale = dec ? [0, 1, 2, 3].map((k) => [dec[2 * k] ?? 0, dec[2 * k + 1] ?? 0] as const) : undefined;
  let best = 0;
  for (let row = 0; row < s.height; row++)
    for (let i = 0; i < s.width * 4; i += 4) {
      let t = 0;
      for (let k = 0; k < 4; k++) {
        const v = sample(row, i + k) / maxV;
        const [lo, hi] = scale?.[k] ?? [0, 1];
        t += lo + v * (hi - lo);
      }
      if (t > best) best = t;
    }
  return { maxInk: best * 100 };
}

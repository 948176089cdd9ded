// Decodes a PDF stream through its whole filter chain, as a reader must before it looks at the
// bytes: Flate (native zlib, capped) and LZW with their PNG (10–15) and TIFF (2) predictors,
// RunLength, ASCIIHex and ASCII85 (pdf-lib's decoders), and DCT (pdf.js's JPEG decoder, the one
// Firefox reads PDF images with, loaded only for a JPEG). What cannot be decoded (JPX, JBIG2,
// CCITT, a broken stream) comes back as a reason, never as empty bytes that would pass a check.
import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/** A decoded stream may be at most this large: a 1 MB stream can inflate to gigabytes. */
export const MAX_STREAM_BYTES = 64 * 1024 * 1024;
export class StreamTooLarge extends Error {}

export type Decoded =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: string };

/** Inline images abbreviate filter names (PDF 32000-1, table 94). */
export const FILTER_ABBREVIATIONS: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

/** A stage: its filter and its DecodeParms (numbers only, which is all a predictor or LZW needs). */
export interface FilterStage {
  readonly name: string;
  readonly parms: Readonly<Record<string, number>>;
}

const numberParms = (d: PDFObject | undefined): Record<string, number> => {
  const out: Record<string, number> = {};
  if (d instanceof PDFDict)
    for (const [k, v] of d.entries()) if (v instanceof PDFNumber) out[k.decodeText()] = v.asNumber();
  return out;
};

/** The filter chain of a stream dictionary, in the order the filters are applied to decode. */
export function filterChain(dict: PDFDict): FilterStage[] {
  const f = dict.lookup(PDFName.of('Filter'));
  const p = dict.lookup(PDFName.of('DecodeParms'));
  const names = f instanceof PDFArray ? f.asArray().map((x) => dict.context.lookup(x)) : f ? [f] : [];
  return names.map((n, i) => {
    const raw = n instanceof PDFName ? n.decodeText() : '?';
    const parms = p instanceof PDFArray ? dict.context.lookup(p.get(i)) : p;
    return { name: FILTER_ABBREVIATIONS[raw] ?? raw, parms: numberParms(parms) };
  });
}

/** One filter's output, through pdf-lib's decoder for it (a stream of that one filter). */
function viaPdfLib(bytes: Uint8Array, stage: FilterStage): Uint8Array {
  const ctx = PDFContext.create();
  const parms = ctx.obj(stage.parms);
  const dict = ctx.obj({ Filter: stage.name, DecodeParms: parms });
  const out = decodePDFRawStream(PDFRawStream.of(dict as PDFDict, bytes)).decode();
  if (out.length > MAX_STREAM_BYTES) throw new StreamTooLarge();
  return out;
}

function inflate(bytes: Uint8Array): Uint8Array {
  try {
    // Native inflate with a limit: a stream that inflates past it is refused before it is in memory.
    return inflateSync(bytes, {
      maxOutputLength: MAX_STREAM_BYTES,
      finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a missing end */,
    });
  } catch (e) {
    if (e instanceof RangeError || (e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new StreamTooLarge();
    throw e;
  }
}

/** Undoes a Flate or LZW predictor (DecodeParms /Predictor, /Colors, /BitsPerComponent, /Columns). */
export function unpredict(bytes: Uint8Array, parms: Readonly<Record<string, number>>): Uint8Array {
  const predictor = parms.Predictor ?? 1;
  if (predictor === 1) return bytes;
  const colors = parms.Colors ?? 1;
  const bpc = parms.BitsPerComponent ?? 8;
  const columns = parms.Columns ?? 1;
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  if (!(rowBytes > 0) || rowBytes > MAX_STREAM_BYTES) throw new Error(`predictor row of ${rowBytes} bytes`);
  if (predictor === 2) {
    if (bpc !== 8 && bpc !== 16) throw new Error(`TIFF predictor with ${bpc}-bit components`);
    const out = Uint8Array.from(bytes);
    const step = bpc === 8 ? colors : colors * 2;
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes) {
      if (bpc === 8)
        for (let i = row + step; i < row + rowBytes; i++) out[i] = ((out[i] ?? 0) + (out[i - step] ?? 0)) & 0xff;
      else
        for (let i = row + step; i + 1 < row + rowBytes; i += 2) {
          const v =
            ((((out[i] ?? 0) << 8) | (out[i + 1] ?? 0)) + (((out[i - step] ?? 0) << 8) | (out[i - step + 1] ?? 0))) &
            0xffff;
          out[i] = v >> 8;
          out[i + 1] = v & 0xff;
        }
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Error(`unknown predictor ${predictor}`);
  // PNG predictors: each row starts with its own filter type byte, whatever /Predictor says.
  const rows = Math.floor(bytes.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = bytes[r * (rowBytes + 1)] ?? 0;
    const src = r * (rowBytes + 1) + 1;
    const at = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const x = bytes[src + i] ?? 0;
      const a = i >= bpp ? (out[at + i - bpp] ?? 0) : 0;
      const b = r > 0 ? (out[at - rowBytes + i] ?? 0) : 0;
      const c = r > 0 && i >= bpp ? (out[at - rowBytes + i - bpp] ?? 0) : 0;
      let v: number;
      switch (type) {
        case 0:
          v = x;
          break;
        case 1:
          v = x + a;
          break;
        case 2:
          v = x + b;
          break;
        case 3:
          v = x + ((a + b) >> 1);
          break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          throw new Error(`PNG row filter type ${type}`);
      }
      out[at + i] = v & 0xff;
    }
  }
  return out;
}

/** The JPEG decoder, loaded on first use: a PDF without JPEG images never pays for it. */
type JpegDecoder = new (opts?: {
  colorTransform?: number;
}) => {
  parse(data: Uint8Array): void;
  readonly width: number;
  readonly height: number;
  readonly numComponents: number;
  getData(o: { width: number; height: number; isSourcePDF: boolean }): Uint8ClampedArray;
};
let jpeg: Promise<JpegDecoder> | undefined;
export const loadJpegDecoder = (): Promise<JpegDecoder> =>
  // @ts-expect-error pdfjs-dist ships no declarations for its image decoders; JpegDecoder types what we call.
  (jpeg ??= import('pdfjs-dist/image_decoders/pdf.image_decoders.mjs').then(
    (m: { JpegImage: JpegDecoder }) => m.JpegImage,
  ));

/**
 * `stream`'s bytes through every filter. `jpegDecoder`: needed only for DCT (await
 * loadJpegDecoder() first when filterChain() names DCTDecode); without it a JPEG is a reason.
 */
export function decodeStream(stream: PDFRawStream, jpegDecoder?: JpegDecoder): Decoded {
  return decodeChain(stream.contents, filterChain(stream.dict), jpegDecoder);
}

export function decodeChain(contents: Uint8Array, chain: readonly FilterStage[], jpegDecoder?: JpegDecoder): Decoded {
  let bytes = contents;
  for (const [i, stage] of chain.entries()) {
    try {
      switch (stage.name) {
        case 'FlateDecode':
          bytes = unpredict(inflate(bytes), stage.parms);
          break;
        case 'LZWDecode':
          bytes = unpredict(
            viaPdfLib(bytes, { name: 'LZWDecode', parms: { EarlyChange: stage.parms.EarlyChange ?? 1 } }),
            stage.parms,
          );
          break;
        case 'ASCIIHexDecode':
        case 'ASCII85Decode':
        case 'RunLengthDecode':
          bytes = viaPdfLib(bytes, { name: stage.name, parms: {} });
          break;
        case 'DCTDecode': {
          if (i !== chain.length - 1) return { ok: false, reason: 'a JPEG (DCTDecode) that is not the last filter' };
          if (!jpegDecoder)
            return { ok: false, reason: 'a JPEG (DCTDecode) image the reader was not given a decoder for' };
          const j = new jpegDecoder({
            ...(stage.parms.ColorTransform !== undefined ? { colorTransform: stage.parms.ColorTransform } : {}),
          });
          j.parse(bytes);
          if (j.width * j.height * j.numComponents > MAX_STREAM_BYTES) throw new StreamTooLarge();
          bytes = new Uint8Array(j.getData({ width: j.width, height: j.height, isSourcePDF: true }).buffer);
          break;
        }
        default:
          return { ok: false, reason: `its ${stage.name} filter is not one this check decodes` };
      }
    } catch (e) {
      if (e instanceof StreamTooLarge) throw e;
      return { ok: false, reason: `its ${stage.name} data does not decode (${(e as Error).message.split('\n')[0]})` };
    }
    if (bytes.length > MAX_STREAM_BYTES) throw new StreamTooLarge();
  }
  return { ok: true, bytes };
}

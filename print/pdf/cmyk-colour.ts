// PDF/X-1a:2003 colour for a press (DriveThruCards): every sRGB colour becomes DeviceCMYK through
// LittleCMS (lcms-wasm) and a CMYK characterization profile, relative colorimetric with black
// point compensation, the usual intent for converting artwork to a press condition. Pure black
// text stays K only (no registration trouble on small type); other pure black fills become rich
// black. The document gets what PDF/X-1a asks: PDF 1.4, a classic xref, an OutputIntent, the
// GTS_PDFXVersion, Trapped, dates and an ID. Transparency must be flattened before (flatten.ts).
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRawStream, PDFString, type PDFDocument } from 'pdf-lib';
import type { RasterImage } from './drawing.js';
import { num } from './pdf-num.js';
import type { PrintColour } from './print-colour.js';
import { loadCmykProfile, type Cmyk, type CmykProfile, type Converter } from './cmyk-profile.js';

export type { Cmyk, Converter };


export const RICH_BLACK: Cmyk = [0.6, 0.4, 0.4, 1];
export const TEXT_BLACK: Cmyk = [0, 0, 0, 1];

export interface PdfxOptions {
  readonly profile: CmykProfile;
  readonly converter: Converter;
  /** Creation date (PDF/X requires one); taken at the edge so the writer stays pure. */
  readonly date: Date;
}

/** A press file's creation date: now, or SOURCE_DATE_EPOCH (seconds) for reproducible builds. */
export function pressDate(env: NodeJS.ProcessEnv = process.env): Date {
  const s = env.SOURCE_DATE_EPOCH;
  if (s !== undefined && /^\d+$/.test(s)) return new Date(Number(s) * 1000);
  return new Date();
}

/**
 * The PDF/X-1a colour of `fray export --target dtc` and `fray print`'s print-shop/dtc/: the
 * profile (`file`, else the default SWOP one) with its LittleCMS transforms, and a key naming the
 * profile for output keys. Throws CmykProfileError; each caller reports it its own way.
 */
export async function pdfxColour(date: Date, file?: string): Promise<{ colour: PrintColour; key: string }> {
  const { profile, converter } = await loadCmykProfile(file);
  const key = createHash('sha1').update(profile.bytes).digest('hex');
  return { colour: { ...cmykColour({ profile, converter, date }), id: `cmyk:${key}` }, key };
}

export function cmykColour(opts: PdfxOptions): PrintColour {
  const { converter } = opts;
  const memo = new Map<string, string>();
  const op = (c: Cmyk, stroke: boolean): string => `${c.map((v) => num(Math.round(v * 10000) / 10000)).join(' ')} ${stroke ? 'K' : 'k'}`;
  return {
    groupSpace: 'DeviceCMYK',
    classicXref: true,
    pdfVersion: '1.4',
    ops(ops) {
      // Our translator writes colours as `r g b rg|RG`; text sits between BT and ET.
      let inText = false;
      return ops.replace(/(?:^|(?<=\n))(?:BT|ET)(?=\n|$)|(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (rg|RG)(?=\n|$)/g, (m, r?: string, g?: string, b?: string, o?: string) => {
        if (m === 'BT' || m === 'ET') {
          inText = m === 'BT';
          return m;
        }
        const stroke = o === 'RG';
        const [R, G, B] = [Number(r), Number(g), Number(b)];
        if (R === 0 && G === 0 && B === 0) return op(stroke || inText ? TEXT_BLACK : RICH_BLACK, stroke);
        const key = `${r} ${g} ${b} ${o}`;
        let out = memo.get(key);
        if (!out) memo.set(key, (out = op(converter.rgb(R, G, B), stroke)));
        return out;
      });
    },
    shadingColour(c, gray) {
      return gray ? [...c] : [...converter.rgb(c[0]!, c[1]!, c[2]!)];
    },
    shadingSpace: (gray) => (gray ? 'DeviceGray' : 'DeviceCMYK'),
    image(img) {
      if (img.alpha) throw new Error('bug: an image with an alpha channel reached the PDF/X writer unflattened');
      if (img.colors !== 3) return { image: img };
      if (img.encoding !== 'flate') throw new Error('bug: a JPEG reached the PDF/X writer undecoded (flatten.ts decodes them)');
      const cmyk = converter.pixels(inflateSync(Buffer.from(img.data, 'base64')));
      return { image: { ...img, colors: 4, data: deflateSync(cmyk).toString('base64') } };
    },
    finish(doc, title) {
      finishPdfx(doc, title, opts);
    },
  };
}

function pdfDate(d: Date): string {
  const p = (n: number, w = 2): string => String(n).padStart(w, '0');
  return `D:${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}

function finishPdfx(doc: PDFDocument, title: string, opts: PdfxOptions): void {
  const ctx = doc.context;
  const { profile } = opts;
  const intent = ctx.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: PDFString.of(profile.conditionIdentifier),
    OutputCondition: PDFString.of(profile.condition),
    RegistryName: PDFString.of(profile.registryName),
    Info: PDFString.of(profile.description),
  }) as PDFDict;
  if (profile.embed) {
    const icc = ctx.obj({ N: 4, Filter: 'FlateDecode' }) as PDFDict;
    intent.set(PDFName.of('DestOutputProfile'), ctx.register(PDFRawStream.of(icc, deflateSync(profile.bytes))));
  }
  doc.catalog.set(PDFName.of('OutputIntents'), ctx.obj([intent]) as PDFArray);
  const date = PDFString.of(pdfDate(opts.date));
  const info = (doc as unknown as { getInfoDict(): PDFDict }).getInfoDict();
  info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-1:2003'));
  info.set(PDFName.of('Trapped'), PDFName.of('False'));
  info.set(PDFName.of('CreationDate'), date);
  info.set(PDFName.of('ModDate'), date);
  // Two equal halves for a new document; from the title, the date and the page count, so the
  // same export gives the same file.
  const id = createHash('md5').update(`${title}\n${pdfDate(opts.date)}\n${doc.getPageCount()}\n${profile.description}`).digest('hex');
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of(id), PDFHexString.of(id)]) as PDFArray;
}

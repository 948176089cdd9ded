// PDF/X-1a:2003 colour for a press (DriveThruCards): every sRGB colour becomes DeviceCMYK through
// LittleCMS (lcms-wasm) and a CMYK characterization profile, relative colorimetric with black
// point compensation, the usual intent for converting artwork to a press condition. Text and
// lines in a near-neutral colour print in K only (no registration trouble on small type: four
// plates never line up exactly), with the K tint as dark as the colour; pure black areas become
// rich black; no colour carries more than INK_LIMIT of ink. docs/print.md, "K-only text".
// The document gets what PDF/X-1a asks: PDF 1.4, a classic xref, an OutputIntent, the
// GTS_PDFXVersion, Trapped, dates and an ID. Transparency must be flattened before (flatten.ts).
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { type PDFArray, type PDFDict, PDFHexString, PDFName, PDFRawStream, PDFString, type PDFDocument } from 'pdf-lib';
import { num } from './pdf-num.js';
import type { PrintColour } from './print-colour.js';
import { loadCmykProfile, type Cmyk, type CmykProfile, type Converter, type ProfilePick } from './cmyk-profile.js';

export type { Cmyk, Converter };

export const RICH_BLACK: Cmyk = [0.6, 0.4, 0.4, 1];
/** Total area coverage a press file may carry anywhere: SWOP's 300 %. */
export const INK_LIMIT = 3;
/**
 * Text and strokes whose sRGB colour is at most this far from grey (CIE C*ab) and at most this
 * light (L*) print in K only: near-black and dark greys. Lighter neutrals keep their inks — a K
 * tint would turn a cream or pale grey visibly cold.
 */
export const NEUTRAL_CHROMA = 10;
export const DARK_LIGHTNESS = 50;

/** CIE L*, C*ab of an sRGB colour (D65). */
export function lightnessChroma(r: number, g: number, b: number): { L: number; C: number } {
  const lin = (v: number): number => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const L = 116 * f(Y) - 16;
  return { L: Math.max(0, L), C: Math.hypot(500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))) };
}

/** Cyan, magenta and yellow scaled down (K kept: it carries the detail) until the total is `limit`. */
export function limitInk(c: Cmyk, limit = INK_LIMIT): Cmyk {
  const total = c[0] + c[1] + c[2] + c[3];
  if (total <= limit) return c;
  const f = Math.max(0, limit - c[3]) / (c[0] + c[1] + c[2]);
  return [c[0] * f, c[1] * f, c[2] * f, c[3]];
}

/** Limits 8-bit CMYK pixels in place (255 per ink). */
export function limitPixels(px: Uint8Array, limit = INK_LIMIT): Uint8Array {
  const max = limit * 255;
  for (let i = 0; i + 3 < px.length; i += 4) {
    const cmy = px[i]! + px[i + 1]! + px[i + 2]!;
    if (cmy + px[i + 3]! <= max) continue;
    const f = Math.max(0, max - px[i + 3]!) / cmy;
    px[i] = Math.floor(px[i]! * f);
    px[i + 1] = Math.floor(px[i + 1]! * f);
    px[i + 2] = Math.floor(px[i + 2]! * f);
  }
  return px;
}

/**
 * The CMYK of one content-stream colour. Text and strokes (`line`) in a near-neutral dark colour
 * are a K tint as dark as the colour; anything else goes through the profile, pure black areas
 * become rich black; all within the ink limit.
 */
export function pressColour(converter: Converter, r: number, g: number, b: number, line: boolean): Cmyk {
  if (line) {
    const { L, C } = lightnessChroma(r, g, b);
    if (C <= NEUTRAL_CHROMA && L <= DARK_LIGHTNESS)
      return [0, 0, 0, Math.round(converter.kForLightness(L) * 10000) / 10000];
  }
  if (r === 0 && g === 0 && b === 0) return RICH_BLACK;
  return limitInk(converter.rgb(r, g, b));
}

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
 * profile picked by print/export/press-profile.ts (default: Ghostscript's SWOP one) with its
 * LittleCMS transforms, and a key naming the profile and whether it is embedded, for output keys. Throws CmykProfileError; each caller reports it its own way.
 */
export async function pdfxColour(date: Date, pick?: ProfilePick): Promise<{ colour: PrintColour; key: string }> {
  const { profile, converter } = await loadCmykProfile(pick);
  const key = createHash('sha1')
    .update(profile.bytes)
    .update(profile.embed ? 'embedded' : 'named')
    .digest('hex');
  return { colour: { ...cmykColour({ profile, converter, date }), id: `cmyk:${key}` }, key };
}

/**
 * Black text overprints (fill overprint, nonzero overprint mode): its K prints over whatever lies
 * beneath instead of knocking a hole in the cyan, magenta and yellow of the background, so a plate
 * that lands a little off shows no white halo around the letters. Only solid K: a lighter K tint
 * overprinted would mix with the background's colour.
 */
export const OVERPRINT_GS = 'FrayOP';

export function cmykColour(opts: PdfxOptions): PrintColour {
  const { converter } = opts;
  const memo = new Map<string, string>();
  const op = (c: Cmyk, stroke: boolean): string =>
    `${c.map((v) => num(Math.round(v * 10000) / 10000)).join(' ')} ${stroke ? 'K' : 'k'}`;
  return {
    groupSpace: 'DeviceCMYK',
    gstates: { [OVERPRINT_GS]: { Type: 'ExtGState', op: true, OPM: 1 } },
    classicXref: true,
    pdfVersion: '1.4',
    ops(ops) {
      // Our translator writes colours as `r g b rg|RG`; a text's colour is set inside its BT … ET.
      let inText = false;
      return ops.replace(
        /(?:^|(?<=\n))(?:BT|ET)(?=\n|$)|(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (rg|RG)(?=\n|$)/g,
        (m, r?: string, g?: string, b?: string, o?: string) => {
          if (m === 'BT' || m === 'ET') {
            inText = m === 'BT';
            return m;
          }
          const stroke = o === 'RG';
          const key = `${r} ${g} ${b} ${o} ${inText}`;
          let out = memo.get(key);
          if (!out) {
            const c = pressColour(converter, Number(r), Number(g), Number(b), stroke || inText);
            const solidK = inText && !stroke && c[0] === 0 && c[1] === 0 && c[2] === 0 && c[3] === 1;
            // Inside BT … ET the graphics state is the text's own (q … Q around it): the overprint ends with it.
            memo.set(key, (out = `${solidK ? `/${OVERPRINT_GS} gs\n` : ''}${op(c, stroke)}`));
          }
          return out;
        },
      );
    },
    shadingColour(c, gray) {
      return gray ? [...c] : [...limitInk(converter.rgb(c[0]!, c[1]!, c[2]!))];
    },
    shadingSpace: (gray) => (gray ? 'DeviceGray' : 'DeviceCMYK'),
    image(img) {
      if (img.alpha) throw new Error('bug: an image with an alpha channel reached the PDF/X writer unflattened');
      if (img.colors !== 3) return { image: img };
      if (img.encoding !== 'flate')
        throw new Error('bug: a JPEG reached the PDF/X writer undecoded (flatten.ts decodes them)');
      const cmyk = limitPixels(converter.pixels(inflateSync(Buffer.from(img.data, 'base64'))));
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
  const id = createHash('md5')
    .update(`${title}\n${pdfDate(opts.date)}\n${doc.getPageCount()}\n${profile.description}`)
    .digest('hex');
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of(id), PDFHexString.of(id)]) as PDFArray;
}

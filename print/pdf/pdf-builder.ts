// Builds one PDF with pdf-lib from cached drawings: each distinct drawing becomes one Form XObject
// (a back repeated on every sheet is stored once), fonts are embedded once per document and
// subset to the union of glyphs, identical images are stored once. Our SVG translator writes the
// content streams; pdf-lib owns the document: pages, boxes, resources, fonts, metadata, output.
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import {
  PDFCatalog,
  PDFContext,
  type PDFDict,
  PDFDocument,
  PDFName,
  PDFPageTree,
  PDFRawStream,
  PDFString,
  StandardFonts,
  type PDFRef,
} from 'pdf-lib';
import type { Drawing, DrawingResources, RasterImage } from './drawing.js';
import { embedFont, glyphSetKey, type EmbeddedFont } from './embed-font.js';
import { shadingLiteral } from './pdf-shading.js';
import type { PrintColour } from './print-colour.js';

export interface FontProvider {
  /** Bytes of the font with this id (hash of its bytes). */
  fontBytes(id: string): Uint8Array;
  /** Optional cache of embedded subsets keyed by font + glyph set. */
  cachedFont?(key: string): EmbeddedFont | undefined;
  storeFont?(key: string, font: EmbeddedFont): void;
}

export type Box = readonly [number, number, number, number];

export interface PageSpec {
  readonly mediaBox: Box;
  readonly trimBox?: Box;
  readonly bleedBox?: Box;
  /** Content stream; places forms with `/Name Do`. */
  readonly ops: string;
  /** Forms used by `ops`, by resource name. */
  readonly forms: Readonly<Record<string, PDFRef>>;
  /** Plain fonts (from `standardFont`) used by `ops`, for notes printed on the sheet itself. */
  readonly fonts?: Readonly<Record<string, PDFRef>>;
}

export interface BuilderOptions {
  readonly title?: string;
  /** Colour handling: RGB as drawn (home printers), or converted for a press (print/pdf/print-colour.ts). */
  readonly colour?: PrintColour;
}

export class PdfBuilder {
  private readonly doc: PDFDocument;
  private readonly ctx: PDFContext;
  private readonly fontRefs = new Map<string, PDFRef>();
  private readonly glyphs = new Map<string, Record<number, string>>();
  private readonly forms = new Map<string, PDFRef>();
  private readonly images = new Map<string, PDFRef>();
  private readonly colour: PrintColour | undefined;
  private readonly title: string;
  private pageCount = 0;

  constructor(
    private readonly fonts: FontProvider,
    opts: BuilderOptions | string = {},
  ) {
    const o = typeof opts === 'string' ? { title: opts } : opts;
    this.title = o.title ?? 'Fray';
    this.colour = o.colour;
    // No creation/modification dates: the same inputs give the same bytes (the cache and the
    // manifest compare files by hash).
    this.doc = syncCreate();
    this.ctx = this.doc.context;
  }

  /** The Form XObject for a drawing; `key` identifies identical drawings (e.g. a content hash). */
  form(drawing: Drawing, key: string): PDFRef {
    const hit = this.forms.get(key);
    if (hit) return hit;
    for (const [fontId, gl] of Object.entries(drawing.glyphs)) {
      const all = this.glyphs.get(fontId) ?? {};
      Object.assign(all, gl);
      this.glyphs.set(fontId, all);
    }
    const resources = this.resources(drawing.resources);
    const dict = this.dict({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, drawing.width, drawing.height],
      Resources: resources,
    });
    const ref = this.ctx.register(
      this.colour
        ? flate(dict, convertedStream(this.colour, drawing, key), true)
        : drawing.opsDeflated
          ? flate(dict, Buffer.from(drawing.opsDeflated, 'base64'), true)
          : flate(dict, drawing.ops),
    );
    this.forms.set(key, ref);
    return ref;
  }

  addPage(page: PageSpec): void {
    // Boxes to 1/10,000 pt, as content streams: the same page size whatever its float noise.
    const [x0, y0, x1, y1] = page.mediaBox.map(round4) as unknown as Box;
    const p = this.doc.addPage([x1 - x0, y1 - y0]);
    p.setMediaBox(x0, y0, x1 - x0, y1 - y0);
    const setBox = (b: Box | undefined, set: (x: number, y: number, w: number, h: number) => void): void => {
      if (!b) return;
      const [a, c, d, e] = b.map(round4);
      set(a!, c!, round4(d! - a!), round4(e! - c!));
    };
    setBox(page.trimBox, (...a) => p.setTrimBox(...a));
    setBox(page.bleedBox, (...a) => p.setBleedBox(...a));
    const ops = this.colour ? this.colour.ops(page.ops) : page.ops;
    p.node.set(PDFName.of('Contents'), this.ctx.register(flate(this.ctx.obj({}), ops)));
    for (const [n, ref] of Object.entries(page.forms)) p.node.setXObject(PDFName.of(n), ref);
    for (const [n, ref] of Object.entries(page.fonts ?? {})) p.node.setFontDictionary(PDFName.of(n), ref);
    for (const [n, g] of Object.entries(this.colour?.gstates ?? {})) p.node.setExtGState(PDFName.of(n), this.dict(g));
    this.pageCount++;
  }

  /** A non-embedded standard 14 font (e.g. Helvetica) for instructions on layout pages. */
  standardFont(base: string): PDFRef {
    const key = `std:${base}`;
    let ref = this.forms.get(key);
    if (!ref) {
      if (!(Object.values(StandardFonts) as string[]).includes(base))
        throw new Error(`bug: '${base}' is not a standard 14 font`);
      ref = this.ctx.register(
        this.dict({ Type: 'Font', Subtype: 'Type1', BaseFont: base, Encoding: 'WinAnsiEncoding' }),
      );
      this.forms.set(key, ref);
    }
    return ref;
  }

  /** The finished file. */
  async toBuffer(): Promise<Buffer> {
    for (const [id, ref] of this.fontRefs) await this.writeFont(id, ref, this.glyphs.get(id) ?? {});
    this.doc.setTitle(this.title);
    this.doc.setProducer('Fray');
    this.doc.setCreator('fray print');
    this.colour?.finish(this.doc, this.title);
    // No object streams: pdf-lib compresses them with pako, ~60 ms per run for ~5 % of the size.
    // objectsPerTick: by default the writer yields to a setTimeout every 50 objects (twice over),
    // at least 1 ms each: ~30 ms of idle for a 100-card DTC file, in every run and every --watch
    // rebuild. Nothing else runs meanwhile that needs the event loop back, so it never yields.
    const bytes = await this.doc.save({
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
      objectsPerTick: Infinity,
    });
    const out = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // pdf-lib 1.17's writer always writes `%PDF-1.7` (it ignores context.header); the version
    // has the same length, so no offset moves.
    const v = this.colour?.pdfVersion;
    if (v && out.toString('latin1', 0, 8) === '%PDF-1.7' && /^1\.\d$/.test(v)) out.write(v, 5, 'latin1');
    return out;
  }

  get pages(): number {
    return this.pageCount;
  }

  private dict(literal: Record<string, unknown>): PDFDict {
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(literal)) if (v !== undefined) clean[k] = v;
    return this.ctx.obj(clean as never) as unknown as PDFDict;
  }

  private image(img: RasterImage): PDFRef {
    const key = createHash('sha1')
      .update(img.data)
      .update(img.alpha ?? '')
      .digest('hex');
    const hit = this.images.get(key);
    if (hit) return hit;
    const conv = this.colour ? this.colour.image(img) : { image: img };
    const im = conv.image;
    const smask = im.alpha
      ? this.ctx.register(
          flate(
            this.dict({
              Type: 'XObject',
              Subtype: 'Image',
              Width: im.width,
              Height: im.height,
              ColorSpace: 'DeviceGray',
              BitsPerComponent: 8,
            }),
            Buffer.from(im.alpha, 'base64'),
            true,
          ),
        )
      : undefined;
    const dict = this.dict({
      Type: 'XObject',
      Subtype: 'Image',
      Width: im.width,
      Height: im.height,
      ColorSpace: im.colors === 1 ? 'DeviceGray' : im.colors === 4 ? 'DeviceCMYK' : 'DeviceRGB',
      BitsPerComponent: 8,
      SMask: smask,
      // Smooth scaling, as resvg and browsers draw a scaled-up image.
      Interpolate: true,
    });
    if (im.encoding === 'dct') {
      dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
      // An Adobe CMYK JPEG stores inverted values; Decode puts them back.
      if (im.colors === 4 && conv.invertedCmyk) dict.set(PDFName.of('Decode'), this.ctx.obj([1, 0, 1, 0, 1, 0, 1, 0]));
    }
    const data = Buffer.from(im.data, 'base64');
    const ref = this.ctx.register(im.encoding === 'dct' ? PDFRawStream.of(dict, data) : flate(dict, data, true));
    this.images.set(key, ref);
    return ref;
  }

  private resources(r: DrawingResources): PDFRef {
    const ref = this.ctx.nextRef();
    const fonts: Record<string, PDFRef> = {};
    for (const [n, id] of Object.entries(r.fonts)) fonts[n] = this.fontRef(id);
    const xobj: Record<string, PDFRef> = {};
    for (const [n, img] of Object.entries(r.images)) xobj[n] = this.image(img);
    // Sub-forms share this resource dictionary (they are drawn inside the same drawing).
    const formRefs: Record<string, PDFRef> = {};
    for (const n of Object.keys(r.forms)) formRefs[n] = this.ctx.nextRef();
    for (const [n, f] of Object.entries(r.forms)) {
      const ops = this.colour ? this.colour.ops(f.ops) : f.ops;
      const cs = this.colour ? this.colour.groupSpace : 'DeviceRGB';
      this.ctx.assign(
        formRefs[n]!,
        flate(
          this.dict({
            Type: 'XObject',
            Subtype: 'Form',
            BBox: [...f.bbox],
            Resources: ref,
            Group: { S: 'Transparency', CS: cs },
          }),
          ops,
        ),
      );
      xobj[n] = formRefs[n]!;
    }
    const gstates: Record<string, PDFDict> = {};
    for (const [n, g] of Object.entries(r.gstates)) {
      gstates[n] = this.dict({
        Type: 'ExtGState',
        ca: g.ca,
        CA: g.CA,
        SMask: g.smask ? { Type: 'Mask', S: 'Luminosity', G: formRefs[g.smask]! } : undefined,
      });
    }
    for (const [n, g] of Object.entries(this.colour?.gstates ?? {})) gstates[n] = this.dict(g);
    const shadings: Record<string, PDFRef> = {};
    for (const [n, s] of Object.entries(r.shadings))
      shadings[n] = this.ctx.register(this.ctx.obj(shadingLiteral(s, this.colour) as never));
    this.ctx.assign(ref, this.dict({ Font: fonts, XObject: xobj, ExtGState: gstates, Shading: shadings }));
    return ref;
  }

  private fontRef(id: string): PDFRef {
    let ref = this.fontRefs.get(id);
    if (!ref) {
      ref = this.ctx.nextRef();
      this.fontRefs.set(id, ref);
    }
    return ref;
  }

  private async writeFont(id: string, ref: PDFRef, glyphs: Record<number, string>): Promise<void> {
    const key = glyphSetKey(id, glyphs);
    let f = this.fonts.cachedFont?.(key);
    if (!f) {
      f = await embedFont(this.fonts.fontBytes(id), glyphs);
      this.fonts.storeFont?.(key, f);
    }
    const fontFile = this.ctx.register(flate(this.ctx.obj({}), Buffer.from(f.fontFile, 'base64'), true));
    const descriptor = this.ctx.register(
      this.dict({
        Type: 'FontDescriptor',
        FontName: f.baseFont,
        Flags: f.flags,
        FontBBox: [...f.bbox],
        ItalicAngle: f.italicAngle,
        Ascent: f.ascent,
        Descent: f.descent,
        CapHeight: f.capHeight,
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const w: (number | number[])[] = [];
    for (const [g, width] of f.widths) w.push(g, [width]);
    const cidToGid = this.ctx.register(flate(this.ctx.obj({}), Buffer.from(f.cidToGid, 'base64'), true));
    const cid = this.ctx.register(
      this.dict({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: f.baseFont,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        W: w,
        CIDToGIDMap: cidToGid,
      }),
    );
    const toUnicode = this.ctx.register(flate(this.ctx.obj({}), f.toUnicode));
    this.ctx.assign(
      ref,
      this.dict({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: f.baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [cid],
        ToUnicode: toUnicode,
      }),
    );
  }
}

const round4 = (n: number): number => Math.round(n * 10000) / 10000;

/**
 * Converted, deflated form streams by colour and drawing key (keys name content: a face's render
 * key). The next deck with the same back, or a `--watch` rebuild, reuses them instead of inflating,
 * rewriting and deflating every face again. Bounded: the oldest entries go first.
 */
const converted = new Map<string, Uint8Array>();
const CONVERTED_MAX = 4000;

/** Forgets the converted streams (a test that must convert cached faces afresh). */
export function forgetConvertedStreams(): void {
  converted.clear();
}

function convertedStream(colour: PrintColour, drawing: Drawing, key: string): Uint8Array {
  const k = colour.id ? `${colour.id}\u0000${key}` : undefined;
  // A face from the render cache keeps only its deflated ops: the colour rewrite needs them plain.
  // (Keeping them in the disk cache too was measured: no gain in a warm run, 100 more files cold.)
  const bytes =
    (k && converted.get(k)) || deflateSync(Buffer.from(colour.ops(plainOps(drawing)), 'latin1'), { level: 6 });
  if (k && !converted.has(k)) {
    if (converted.size >= CONVERTED_MAX) converted.delete(converted.keys().next().value!);
    converted.set(k, bytes);
  }
  return bytes;
}

/** A drawing's content stream as text, from `ops` or, for a cached face, from `opsDeflated`. */
export function plainOps(d: Drawing): string {
  return d.ops || (d.opsDeflated ? inflateSync(Buffer.from(d.opsDeflated, 'base64')).toString('utf8') : '');
}

/**
 * Below this many bytes a stream is written as it is: a DTC page's content (`q … /C1 Do Q`, ~60
 * bytes) deflates by a few bytes, and each deflateSync call sets up and frees ~300 KB of zlib
 * state — a DTC file has one such stream per page.
 */
const STORE_BELOW = 256;

/** A Flate stream; `deflated` says the bytes already are. Node's zlib, not pdf-lib's pako: ~4× faster. */
function flate(dict: PDFDict, data: Uint8Array | string, deflated = false): PDFRawStream {
  const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  if (!deflated && raw.length < STORE_BELOW) return PDFRawStream.of(dict, raw);
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  return PDFRawStream.of(dict, deflated ? raw : deflateSync(raw, { level: 6 }));
}

// PDFDocument.create is async only in its signature; its body never awaits. These are its steps,
// so every layout writer stays synchronous until the one async step, the save.
function syncCreate(): PDFDocument {
  const context = PDFContext.create();
  const pageTreeRef = context.register(PDFPageTree.withContext(context));
  context.trailerInfo.Root = context.register(PDFCatalog.withContextAndPages(context, pageTreeRef));
  const Doc = PDFDocument as unknown as new (
    c: PDFContext,
    ignoreEncryption: boolean,
    updateMetadata: boolean,
  ) => PDFDocument;
  return new Doc(context, false, false);
}

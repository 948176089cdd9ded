// Builds one PDF from cached drawings: each distinct drawing becomes one Form XObject (a back
// repeated on every sheet is stored once), fonts are embedded once per document and subset to
// the union of glyphs, identical images are stored once.
import { createHash } from 'node:crypto';
import type { Drawing, DrawingResources, Shading } from './drawing.js';
import { embedFont, glyphSetKey, type EmbeddedFont } from './embed-font.js';
import { name, PdfFile, PdfRaw, type PdfRef, type PdfValue } from './pdf-file.js';

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
  readonly forms: Readonly<Record<string, PdfRef>>;
  /** Plain fonts (from `standardFont`) used by `ops`, for notes printed on the sheet itself. */
  readonly fonts?: Readonly<Record<string, PdfRef>>;
}

export class PdfBuilder {
  private readonly file = new PdfFile();
  private readonly pagesRef = this.file.alloc();
  private readonly pages: PdfRef[] = [];
  private readonly fontRefs = new Map<string, PdfRef>();
  private readonly glyphs = new Map<string, Record<number, string>>();
  private readonly forms = new Map<string, PdfRef>();
  private readonly images = new Map<string, PdfRef>();

  constructor(private readonly fonts: FontProvider, private readonly title = 'Fray') {}

  /** The Form XObject for a drawing; `key` identifies identical drawings (e.g. a content hash). */
  form(drawing: Drawing, key: string): PdfRef {
    const hit = this.forms.get(key);
    if (hit) return hit;
    for (const [fontId, gl] of Object.entries(drawing.glyphs)) {
      const all = this.glyphs.get(fontId) ?? {};
      Object.assign(all, gl);
      this.glyphs.set(fontId, all);
    }
    const resources = this.resources(drawing.resources);
    const dict = { Type: name('XObject'), Subtype: name('Form'), BBox: [0, 0, drawing.width, drawing.height], Resources: resources };
    const ref = drawing.opsDeflated
      ? this.file.addStream(dict, Buffer.from(drawing.opsDeflated, 'base64'), { compressed: true })
      : this.file.addStream(dict, drawing.ops);
    this.forms.set(key, ref);
    return ref;
  }

  addPage(page: PageSpec): void {
    const content = this.file.addStream({}, page.ops);
    const xobj: Record<string, PdfValue> = {};
    for (const [n, ref] of Object.entries(page.forms)) xobj[n] = ref;
    this.pages.push(
      this.file.add({
        Type: name('Page'),
        Parent: this.pagesRef,
        MediaBox: [...page.mediaBox],
        TrimBox: page.trimBox ? [...page.trimBox] : undefined,
        BleedBox: page.bleedBox ? [...page.bleedBox] : undefined,
        Resources: { XObject: xobj, Font: page.fonts ? { ...page.fonts } : undefined },
        Contents: content,
      }),
    );
  }

  /** A non-embedded standard 14 font (e.g. Helvetica) for instructions on layout pages. */
  standardFont(base: string): PdfRef {
    const key = `std:${base}`;
    let ref = this.forms.get(key);
    if (!ref) {
      ref = this.file.add({ Type: name('Font'), Subtype: name('Type1'), BaseFont: name(base), Encoding: name('WinAnsiEncoding') });
      this.forms.set(key, ref);
    }
    return ref;
  }

  toBuffer(): Buffer {
    for (const [id, ref] of this.fontRefs) this.writeFont(id, ref, this.glyphs.get(id) ?? {});
    this.file.set(this.pagesRef, { Type: name('Pages'), Kids: this.pages, Count: this.pages.length });
    const root = this.file.add({ Type: name('Catalog'), Pages: this.pagesRef });
    const info = this.file.add({ Title: this.title, Producer: 'Fray', Creator: 'fray print' });
    return this.file.toBuffer(root, info);
  }

  private resources(r: DrawingResources): PdfRef {
    const ref = this.file.alloc();
    const fonts: Record<string, PdfValue> = {};
    for (const [n, id] of Object.entries(r.fonts)) fonts[n] = this.fontRef(id);
    const xobj: Record<string, PdfValue> = {};
    for (const [n, img] of Object.entries(r.images)) {
      const key = createHash('sha1').update(img.data).update(img.alpha ?? '').digest('hex');
      let iref = this.images.get(key);
      if (!iref) {
        const smask = img.alpha
          ? this.file.addStream({ Type: name('XObject'), Subtype: name('Image'), Width: img.width, Height: img.height, ColorSpace: name('DeviceGray'), BitsPerComponent: 8 }, Buffer.from(img.alpha, 'base64'), { compressed: true })
          : undefined;
        iref = this.file.addStream(
          {
            Type: name('XObject'), Subtype: name('Image'), Width: img.width, Height: img.height,
            ColorSpace: name(img.colors === 1 ? 'DeviceGray' : 'DeviceRGB'), BitsPerComponent: 8,
            Filter: name(img.encoding === 'dct' ? 'DCTDecode' : 'FlateDecode'), SMask: smask,
            // Smooth scaling, as resvg and browsers draw a scaled-up image.
            Interpolate: true,
          },
          Buffer.from(img.data, 'base64'),
          { compressed: true },
        );
        this.images.set(key, iref);
      }
      xobj[n] = iref;
    }
    // Sub-forms share this resource dictionary (they are drawn inside the same drawing).
    const formRefs: Record<string, PdfRef> = {};
    for (const n of Object.keys(r.forms)) formRefs[n] = this.file.alloc();
    for (const [n, f] of Object.entries(r.forms)) {
      this.file.setStream(formRefs[n]!, {
        Type: name('XObject'), Subtype: name('Form'), BBox: [...f.bbox], Resources: ref,
        Group: { S: name('Transparency'), CS: name('DeviceRGB') },
      }, f.ops);
      xobj[n] = formRefs[n]!;
    }
    const gstates: Record<string, PdfValue> = {};
    for (const [n, g] of Object.entries(r.gstates)) {
      gstates[n] = {
        Type: name('ExtGState'),
        ca: g.ca,
        CA: g.CA,
        SMask: g.smask ? { Type: name('Mask'), S: name('Luminosity'), G: formRefs[g.smask]! } : undefined,
      };
    }
    const shadings: Record<string, PdfValue> = {};
    for (const [n, s] of Object.entries(r.shadings)) shadings[n] = this.file.add(shadingDict(s));
    this.file.set(ref, { Font: fonts, XObject: xobj, ExtGState: gstates, Shading: shadings });
    return ref;
  }

  private fontRef(id: string): PdfRef {
    let ref = this.fontRefs.get(id);
    if (!ref) {
      ref = this.file.alloc();
      this.fontRefs.set(id, ref);
    }
    return ref;
  }

  private writeFont(id: string, ref: PdfRef, glyphs: Record<number, string>): void {
    const key = glyphSetKey(id, glyphs);
    let f = this.fonts.cachedFont?.(key);
    if (!f) {
      f = embedFont(this.fonts.fontBytes(id), glyphs);
      this.fonts.storeFont?.(key, f);
    }
    const fontFile = this.file.addStream({}, Buffer.from(f.fontFile, 'base64'), { compressed: true });
    const descriptor = this.file.add({
      Type: name('FontDescriptor'), FontName: name(f.baseFont), Flags: f.flags, FontBBox: [...f.bbox], ItalicAngle: f.italicAngle,
      Ascent: f.ascent, Descent: f.descent, CapHeight: f.capHeight, StemV: 80, FontFile2: fontFile,
    });
    const w: PdfValue[] = [];
    for (const [g, width] of f.widths) w.push(g, [width]);
    const cid = this.file.add({
      Type: name('Font'), Subtype: name('CIDFontType2'), BaseFont: name(f.baseFont),
      CIDSystemInfo: { Registry: 'Adobe', Ordering: 'Identity', Supplement: 0 },
      FontDescriptor: descriptor, W: w, CIDToGIDMap: name('Identity'),
    });
    const toUnicode = this.file.addStream({}, f.toUnicode);
    this.file.set(ref, { Type: name('Font'), Subtype: name('Type0'), BaseFont: name(f.baseFont), Encoding: name('Identity-H'), DescendantFonts: [cid], ToUnicode: toUnicode });
  }
}

function shadingDict(s: Shading): Record<string, PdfValue | undefined> {
  const stops = [...s.stops];
  if (stops[0]!.offset > 0) stops.unshift({ ...stops[0]!, offset: 0 });
  if (stops[stops.length - 1]!.offset < 1) stops.push({ ...stops[stops.length - 1]!, offset: 1 });
  const fns: PdfValue[] = [];
  const bounds: number[] = [];
  const encode: number[] = [];
  for (let i = 0; i < stops.length - 1; i++) {
    fns.push({ FunctionType: 2, Domain: [0, 1], C0: [...stops[i]!.color], C1: [...stops[i + 1]!.color], N: 1 });
    if (i > 0) bounds.push(Math.min(1, Math.max(stops[i]!.offset, (bounds[bounds.length - 1] ?? 0) + 1e-5)));
    encode.push(0, 1);
  }
  let fn: PdfValue = fns.length === 1 ? fns[0]! : { FunctionType: 3, Domain: [0, 1], Functions: fns, Bounds: bounds, Encode: encode };
  let domain: number[] | undefined;
  if (s.spread) {
    // One copy of the stops per unit of the parameter, mirrored every other one for reflect.
    const [t0, t1] = s.spread.domain;
    const copies: PdfValue[] = [];
    const b: number[] = [];
    const e: number[] = [];
    for (let t = t0; t < t1; t++) {
      copies.push(fn);
      if (t > t0) b.push(t);
      e.push(...(s.spread.method === 'reflect' && Math.abs(t) % 2 === 1 ? [1, 0] : [0, 1]));
    }
    domain = [t0, t1];
    fn = copies.length === 1 ? { FunctionType: 3, Domain: domain, Functions: copies, Bounds: [], Encode: e } : { FunctionType: 3, Domain: domain, Functions: copies, Bounds: b, Encode: e };
  }
  return {
    ShadingType: s.type,
    ColorSpace: name(s.gray ? 'DeviceGray' : 'DeviceRGB'),
    Coords: [...s.coords],
    Domain: domain,
    Function: fn,
    Extend: [s.extend, s.extend],
  };
}

export { PdfRaw };

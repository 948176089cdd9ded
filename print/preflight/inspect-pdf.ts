// What a preflight needs to know about a PDF, read with pdf-lib's object model (the well-kept
// library the product names): per page its boxes, and every object its content can reach —
// content streams (its own and nested Form XObjects'), colour spaces, images, graphics states
// and fonts — each named by the path that reached it.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFPageLeaf,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { UserError } from '../../infra/user-error.js';
import {
  TooComplex,
  traceContent,
  type Box,
  type Mark,
  type Matrix,
  type ResourceHost,
  type SpaceInfo,
} from './content-geometry.js';
import { fontMetrics, type FontMetrics } from './font-metrics.js';
import { nameOf, numAt, numbers } from './pdf-values.js';
import {
  decodeStream,
  FILTER_ABBREVIATIONS,
  loadJpegDecoder,
  MAX_STREAM_BYTES,
  StreamTooLarge,
} from './decode-stream.js';
import { imageInk, samplesInk, type JpegDecoder } from './image-ink.js';
import { num, type Operand } from './content-lexer.js';

/** What the file as a whole says about itself (PDF/X identification, structure). */
export interface FileFacts {
  /** The header's version, e.g. `1.4`. */
  readonly version: string;
  readonly objectStreams: boolean;
  readonly outputIntents: { readonly subtype: string; readonly condition: string; readonly hasProfile: boolean }[];
  readonly pdfxVersion?: string;
}

export interface PageObjects {
  readonly page: number;
  readonly mediaBox?: readonly number[];
  readonly trimBox?: readonly number[];
  readonly bleedBox?: readonly number[];
  /** Decoded content streams, with where they come from (`page`, `XObject /Fm0`). */
  readonly contents: { readonly where: string; readonly text: string }[];
  readonly colorSpaces: {
    readonly where: string;
    readonly name: string;
    readonly family: string;
    readonly components?: number;
  }[];
  readonly images: {
    readonly where: string;
    readonly colorSpace: string;
    readonly components?: number;
    readonly smask: boolean;
    readonly width: number;
    readonly height: number;
    /** Highest total ink of a pixel (%), for CMYK images (device or indexed). */
    readonly maxInk?: number;
    /** Why a CMYK image's ink could not be measured (a filter not decoded, damaged data). */
    readonly inkUnmeasured?: string;
  }[];
  readonly gstates: {
    readonly where: string;
    readonly smask: boolean;
    readonly ca?: number;
    readonly CA?: number;
    readonly blend?: string;
  }[];
  /** Transparency groups: the page's own `/Group`, and forms with one. */
  readonly groups: { readonly where: string }[];
  readonly annotations: { readonly subtype: string; readonly rect?: readonly number[] }[];
  readonly fonts: { readonly where: string; readonly baseFont: string; readonly embedded: boolean }[];
  /** Where text, images and paintings land on the page (content-geometry.ts). */
  readonly marks: Mark[];
  /** What could not be read on the page (a MediaBox that does not parse, content too complex): errors. */
  readonly problems: { readonly object: string; readonly message: string; readonly hint: string }[];
}

export { MAX_STREAM_BYTES };

/** A content stream's bytes; one that does not decode reads as empty (its page then shows nothing to check). */
function decodeBytes(stream: PDFObject | undefined): Uint8Array {
  if (!(stream instanceof PDFRawStream)) return new Uint8Array();
  const d = decodeStream(stream);
  return d.ok ? d.bytes : new Uint8Array();
}
/** pdf.js's JPEG decoder, once a file with a JPEG has needed it (a loaded module, shared by every file). */
let jpegDecoder: JpegDecoder | undefined;

/** The palette of an `[/Indexed /DeviceCMYK hival lookup]` colour space, as bytes. */
function palette(doc: PDFDocument, cs: PDFObject | undefined): Uint8Array | undefined {
  const v = cs instanceof PDFRef ? doc.context.lookup(cs) : cs;
  if (!(v instanceof PDFArray) || nameOf(v.get(0)) !== 'Indexed') return undefined;
  const table = doc.context.lookup(v.get(3));
  if (table instanceof PDFHexString) return Uint8Array.from(Buffer.from(table.asString(), 'hex'));
  if (table instanceof PDFString) return Uint8Array.from(table.asBytes());
  if (table instanceof PDFRawStream) {
    const d = decodeStream(table);
    return d.ok ? d.bytes : undefined;
  }
  return undefined;
}

const decode = (stream: PDFObject | undefined): string => Buffer.from(decodeBytes(stream)).toString('latin1');

/** The geometry trace's view of pdf-lib resource dictionaries. */
function resourceHost(doc: PDFDocument): ResourceHost<PDFDict | undefined> {
  const fonts = new WeakMap<PDFDict, FontMetrics>();
  // A form drawn many times is decoded once.
  const decoded = new WeakMap<PDFRawStream, Uint8Array>();
  const bytesOf = (x: PDFRawStream): Uint8Array => {
    let b = decoded.get(x);
    if (!b) decoded.set(x, (b = decodeBytes(x)));
    return b;
  };
  const sub = (res: PDFDict | undefined, kind: string, name: string): PDFObject | undefined => {
    const d = res?.lookup(PDFName.of(kind));
    return d instanceof PDFDict ? doc.context.lookup(d.get(PDFName.of(name))) : undefined;
  };
  const space = (v: PDFObject | undefined): SpaceInfo => family(doc, v);
  return {
    inlineInk(d, data, sp, res) {
      const fam = sp?.family ?? '';
      if (fam !== 'DeviceCMYK' && fam !== 'Indexed/DeviceCMYK' && fam !== 'Indexed') return {};
      const names = (v: Operand | undefined): string[] =>
        (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x) => String(x).replace(/^\//, ''));
      const parms = (v: Operand | undefined): Operand[] => (Array.isArray(v) ? v : [v ?? null]);
      const dp = parms(d.DP ?? d.DecodeParms);
      const chain = names(d.F ?? d.Filter).map((name, i) => {
        const p = dp[i];
        const nums: Record<string, number> = {};
        if (p && typeof p === 'object' && !Array.isArray(p) && !(p instanceof Uint8Array))
          for (const [k, v] of Object.entries(p)) if (typeof v === 'number') nums[k] = v;
        return { name: FILTER_ABBREVIATIONS[name] ?? name, parms: nums };
      });
      const decode = d.D ?? d.Decode;
      // An inline indexed image names its space `/I [/Indexed /DeviceCMYK n <palette>]` or a resource.
      const cs = d.CS ?? d.ColorSpace;
      const csName = typeof cs === 'string' ? cs.replace(/^\//, '') : '';
      const resCs = csName ? sub(res, 'ColorSpace', csName) : undefined;
      const family2 = fam === 'Indexed' ? '' : fam;
      if (fam.startsWith('Indexed') && !resCs)
        return { inkUnmeasured: 'an inline indexed image whose palette is not a resource' };
      return samplesInk(
        {
          chain,
          contents: data,
          width: num(d.W ?? d.Width),
          height: num(d.H ?? d.Height),
          bpc: num(d.BPC ?? d.BitsPerComponent, 8),
          ...(Array.isArray(decode) ? { decode: decode.filter((x): x is number => typeof x === 'number') } : {}),
          family: family2 || (resCs ? family(doc, resCs).family : fam),
          ...(resCs ? { palette: palette(doc, resCs) } : {}),
        },
        jpegDecoder,
      );
    },
    colorSpace: (res, name) => {
      const v = sub(res, 'ColorSpace', name);
      return v ? space(v) : undefined;
    },
    shading: (res, name) => {
      const sh = sub(res, 'Shading', name);
      const d = sh instanceof PDFRawStream ? sh.dict : sh instanceof PDFDict ? sh : undefined;
      return d ? space(d.get(PDFName.of('ColorSpace'))) : undefined;
    },
    pattern: (res, name) => {
      const pat = sub(res, 'Pattern', name);
      const d = pat instanceof PDFRawStream ? pat.dict : pat instanceof PDFDict ? pat : undefined;
      if (!d) return undefined;
      const m = numbers(d.lookup(PDFName.of('Matrix')));
      const matrix = (m?.length === 6 ? m : [1, 0, 0, 1, 0, 0]) as unknown as Matrix;
      if (numAt(d, 'PatternType', 1) === 2) {
        const sh = d.lookup(PDFName.of('Shading'));
        const shd = sh instanceof PDFRawStream ? sh.dict : sh instanceof PDFDict ? sh : undefined;
        return { kind: 'shading', space: shd ? space(shd.get(PDFName.of('ColorSpace'))) : { family: 'unknown' } };
      }
      if (!(pat instanceof PDFRawStream)) return undefined;
      const own = d.lookup(PDFName.of('Resources'));
      return {
        kind: 'tiling',
        content: decodeBytes(pat),
        matrix,
        resources: own instanceof PDFDict ? own : res,
        id: pat,
      };
    },
    font(res, name) {
      const f = sub(res, 'Font', name);
      if (!(f instanceof PDFDict)) return undefined;
      if (!fonts.has(f)) fonts.set(f, fontMetrics(f));
      return fonts.get(f);
    },
    xobject(res, name) {
      const x = sub(res, 'XObject', name);
      if (!(x instanceof PDFRawStream)) return undefined;
      const kind = nameOf(x.dict.get(PDFName.of('Subtype')));
      if (kind === 'Image')
        return { kind: 'image', width: numAt(x.dict, 'Width', 0), height: numAt(x.dict, 'Height', 0) };
      if (kind !== 'Form') return undefined;
      const m = numbers(x.dict.lookup(PDFName.of('Matrix')));
      const b = numbers(x.dict.lookup(PDFName.of('BBox')));
      const own = x.dict.lookup(PDFName.of('Resources'));
      const bbox: Box | undefined =
        b?.length === 4
          ? {
              x0: Math.min(b[0]!, b[2]!),
              y0: Math.min(b[1]!, b[3]!),
              x1: Math.max(b[0]!, b[2]!),
              y1: Math.max(b[1]!, b[3]!),
            }
          : undefined;
      // A form without Resources uses its parent's (PDF 1.1 files).
      return {
        kind: 'form',
        id: x,
        content: bytesOf(x),
        matrix: (m?.length === 6 ? m : [1, 0, 0, 1, 0, 0]) as unknown as Matrix,
        resources: own instanceof PDFDict ? own : res,
        ...(bbox ? { bbox } : {}),
      };
    },
  };
}

/** A colour space value: `/DeviceRGB`, or `[/ICCBased ref]` (with its N), `[/Indexed base …]`… */
function family(doc: PDFDocument, cs: PDFObject | undefined): SpaceInfo {
  const v = cs instanceof PDFRef ? doc.context.lookup(cs) : cs;
  if (v instanceof PDFName) {
    const f = v.decodeText();
    const n = { DeviceGray: 1, DeviceRGB: 3, DeviceCMYK: 4 }[f];
    return { family: f, ...(n ? { components: n } : {}) };
  }
  if (v instanceof PDFArray) {
    const head = nameOf(v.get(0));
    if (head === 'ICCBased') {
      const s = doc.context.lookup(v.get(1));
      const n = s instanceof PDFRawStream ? s.dict.get(PDFName.of('N')) : undefined;
      return { family: head, ...(n instanceof PDFNumber ? { components: n.asNumber() } : {}) };
    }
    if (head === 'Indexed') {
      const base = family(doc, v.get(1));
      return { family: `Indexed/${base.family}`, ...(base.components ? { components: base.components } : {}) };
    }
    const n = { DeviceGray: 1, DeviceRGB: 3, DeviceCMYK: 4, CalGray: 1, CalRGB: 3, Lab: 3 }[head];
    return { family: head, ...(n ? { components: n } : {}) };
  }
  return { family: 'unknown' };
}

function fontEmbedded(doc: PDFDocument, font: PDFDict): boolean {
  const subtype = nameOf(font.get(PDFName.of('Subtype')));
  if (subtype === 'Type3') return true; // glyphs are drawn by the font's own content streams
  let target = font;
  if (subtype === 'Type0') {
    const d = font.lookup(PDFName.of('DescendantFonts'));
    const first = d instanceof PDFArray ? doc.context.lookup(d.get(0)) : undefined;
    if (first instanceof PDFDict) target = first;
  }
  const desc = target.lookup(PDFName.of('FontDescriptor'));
  return desc instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => desc.has(PDFName.of(k)));
}

const isTransparencyGroup = (g: PDFObject | undefined): boolean =>
  g instanceof PDFDict && nameOf(g.get(PDFName.of('S'))) === 'Transparency';

/** Colour spaces, shadings and tiling patterns a page's resources hold (reported whether drawn or not). */
function walkColourResources(
  doc: PDFDocument,
  r: PDFDict,
  where: string,
  out: PageObjects,
  seen: Set<PDFObject>,
): void {
  const dict = (k: string): PDFDict | undefined => {
    const v = r.lookup(PDFName.of(k));
    return v instanceof PDFDict ? v : undefined;
  };
  for (const [k, v] of dict('Shading')?.entries() ?? []) {
    const sh = doc.context.lookup(v);
    const d = sh instanceof PDFRawStream ? sh.dict : sh instanceof PDFDict ? sh : undefined;
    if (d)
      out.colorSpaces.push({
        where: `${where} Shading /${k.decodeText()}`,
        name: k.decodeText(),
        ...family(doc, d.get(PDFName.of('ColorSpace'))),
      });
  }
  for (const [k, v] of dict('Pattern')?.entries() ?? []) {
    const pat = doc.context.lookup(v);
    const here = `${where} Pattern /${k.decodeText()}`;
    if (pat instanceof PDFRawStream && numAt(pat.dict, 'PatternType', 1) === 1 && !seen.has(pat)) {
      seen.add(pat);
      out.contents.push({ where: here, text: decode(pat) });
      walkResources(doc, pat.dict.get(PDFName.of('Resources')), here, out, seen);
    } else if (pat instanceof PDFDict) {
      const sh = pat.lookup(PDFName.of('Shading'));
      const d = sh instanceof PDFRawStream ? sh.dict : sh instanceof PDFDict ? sh : undefined;
      if (d)
        out.colorSpaces.push({
          where: `${here} Shading`,
          name: k.decodeText(),
          ...family(doc, d.get(PDFName.of('ColorSpace'))),
        });
    }
  }
}

function walkResources(
  doc: PDFDocument,
  res: PDFObject | undefined,
  where: string,
  out: PageObjects,
  seen: Set<PDFObject>,
): void {
  const r = res instanceof PDFRef ? doc.context.lookup(res) : res;
  if (!(r instanceof PDFDict) || seen.has(r)) return;
  seen.add(r);
  const dict = (k: string): PDFDict | undefined => {
    const v = r.lookup(PDFName.of(k));
    return v instanceof PDFDict ? v : undefined;
  };
  for (const [k, v] of dict('ColorSpace')?.entries() ?? [])
    out.colorSpaces.push({ where: `${where} ColorSpace /${k.decodeText()}`, name: k.decodeText(), ...family(doc, v) });
  walkColourResources(doc, r, where, out, seen);
  for (const [k, v] of dict('ExtGState')?.entries() ?? []) {
    const g = doc.context.lookup(v);
    if (!(g instanceof PDFDict)) continue;
    const smask = g.get(PDFName.of('SMask'));
    const num = (key: string) => {
      const x = g.get(PDFName.of(key));
      return x instanceof PDFNumber ? { [key]: x.asNumber() } : {};
    };
    const bm = g.lookup(PDFName.of('BM'));
    const blend = bm instanceof PDFArray ? nameOf(bm.lookup(0)) : nameOf(bm);
    out.gstates.push({
      where: `${where} ExtGState /${k.decodeText()}`,
      smask: !!smask && nameOf(smask) !== 'None',
      ...num('ca'),
      ...num('CA'),
      ...(blend ? { blend } : {}),
    });
  }
  for (const [k, v] of dict('Font')?.entries() ?? []) {
    const f = doc.context.lookup(v);
    if (f instanceof PDFDict)
      out.fonts.push({
        where: `${where} Font /${k.decodeText()}`,
        baseFont: nameOf(f.get(PDFName.of('BaseFont'))),
        embedded: fontEmbedded(doc, f),
      });
  }
  for (const [k, v] of dict('XObject')?.entries() ?? []) {
    const x = doc.context.lookup(v);
    if (!(x instanceof PDFRawStream)) continue;
    const sub = nameOf(x.dict.get(PDFName.of('Subtype')));
    const here = `${where} XObject /${k.decodeText()}`;
    if (sub === 'Image') {
      const cs = family(doc, x.dict.get(PDFName.of('ColorSpace')));
      const ink = imageInk(x, cs.family, palette(doc, x.dict.get(PDFName.of('ColorSpace'))), jpegDecoder);
      out.images.push({
        where: here,
        colorSpace: cs.family,
        ...(cs.components ? { components: cs.components } : {}),
        smask: x.dict.has(PDFName.of('SMask')),
        width: numAt(x.dict, 'Width', 0),
        height: numAt(x.dict, 'Height', 0),
        ...ink,
      });
    } else if (sub === 'Form' && !seen.has(x)) {
      seen.add(x);
      if (isTransparencyGroup(x.dict.lookup(PDFName.of('Group')))) out.groups.push({ where: here });
      out.contents.push({ where: here, text: decode(x) });
      walkResources(doc, x.dict.get(PDFName.of('Resources')), here, out, seen);
    }
  }
}

/** Thrown for an encrypted file: a print shop cannot open it, and pdf-lib will not read it. */
export class EncryptedPdfError extends Error {}

/** The page leaves in order, refusing a page tree that contains itself (pdf-lib's walk overflows the stack). */
function pageLeaves(doc: PDFDocument): PDFPageLeaf[] {
  const root = (doc.catalog as PDFDict | undefined)?.lookup(PDFName.of('Pages'));
  if (!(root instanceof PDFDict))
    throw new UserError(
      'the file has no page tree: it is not a complete PDF',
      'export the PDF again; a file cut short or a bare header cannot be checked',
    );
  const leaves: PDFPageLeaf[] = [];
  const seen = new Set<PDFObject>();
  const walk = (node: PDFDict, depth: number): void => {
    if (seen.has(node))
      throw new UserError(
        'the page tree contains itself (a reference loop in /Pages)',
        'the PDF is damaged: export it again',
      );
    seen.add(node);
    if (node instanceof PDFPageLeaf) return void leaves.push(node);
    if (depth > 256)
      throw new UserError('the page tree is nested more than 256 levels deep', 'the PDF is damaged: export it again');
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray)
      for (let i = 0; i < kids.size(); i++) {
        const k = kids.lookup(i);
        if (k instanceof PDFDict) walk(k, depth + 1);
      }
  };
  walk(root, 0);
  return leaves;
}

const finite4 = (b: number[] | undefined): boolean =>
  !!b && b.length === 4 && b.every(Number.isFinite) && b[0] !== b[2] && b[1] !== b[3];

export async function inspectPdf(
  bytes: Uint8Array,
): Promise<{ pages: PageObjects[]; info: Record<string, string>; file: FileFacts }> {
  // Checked before loading: pdf-lib logs parse noise on an encrypted file before it refuses it.
  if (
    /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
    )
  )
    throw new EncryptedPdfError('the file is encrypted');
  // pdf.js's JPEG decoder is loaded only for a file that has a JPEG (`/DCTDecode`, inline `/DCT`).
  if (!jpegDecoder && /\/DCT/.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')))
    jpegDecoder = await loadJpegDecoder();
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (e) {
    if (/is encrypted/.test((e as Error).message)) throw new EncryptedPdfError((e as Error).message);
    throw e;
  }
  const host = resourceHost(doc);
  const pages = pageLeaves(doc).map((node, i): PageObjects => {
    const box = (k: string) => numbers(node.lookup(PDFName.of(k)) as PDFObject | undefined);
    // MediaBox is inherited from the page tree when the page has none.
    const rawMedia = node.getInheritableAttribute(PDFName.of('MediaBox'));
    const mediaBox = numbers(rawMedia instanceof PDFRef ? doc.context.lookup(rawMedia) : rawMedia);
    const trimBox = box('TrimBox');
    const bleedBox = box('BleedBox');
    const out: PageObjects = {
      page: i + 1,
      ...(finite4(mediaBox) ? { mediaBox } : {}),
      ...(trimBox ? { trimBox } : {}),
      ...(bleedBox ? { bleedBox } : {}),
      contents: [],
      colorSpaces: [],
      images: [],
      gstates: [],
      fonts: [],
      marks: [],
      groups: [],
      annotations: [],
      problems: [],
    };
    if (!finite4(mediaBox))
      out.problems.push({
        object: 'page MediaBox',
        message: rawMedia === undefined ? 'the page has no MediaBox' : 'the MediaBox does not parse as four numbers',
        hint: 'every page needs a MediaBox [x0 y0 x1 y1]: export the PDF again',
      });
    if (isTransparencyGroup(node.lookup(PDFName.of('Group')))) out.groups.push({ where: 'page' });
    const annots = node.lookup(PDFName.of('Annots'));
    for (const a of annots instanceof PDFArray ? annots.asArray() : []) {
      const d = doc.context.lookup(a);
      if (d instanceof PDFDict) {
        const rect = numbers(d.lookup(PDFName.of('Rect')));
        out.annotations.push({
          subtype: nameOf(d.get(PDFName.of('Subtype'))),
          ...(rect?.length === 4 ? { rect } : {}),
        });
      }
    }
    try {
      const c = node.Contents();
      const streams = c instanceof PDFArray ? c.asArray().map((x) => doc.context.lookup(x)) : [c];
      const content = Buffer.concat(
        streams.map((s) => Buffer.concat([decodeBytes(s as PDFObject), Buffer.from('\n')])),
      );
      out.contents.push({ where: 'page', text: content.toString('latin1') });
      const rawRes = node.getInheritableAttribute(PDFName.of('Resources'));
      const resources = rawRes instanceof PDFRef ? doc.context.lookup(rawRes) : rawRes;
      if (rawRes !== undefined && !(resources instanceof PDFDict))
        out.problems.push({
          object: 'page Resources',
          message: 'the Resources entry is not a dictionary (a reference loop, or a reference to something else)',
          hint: 'the PDF is damaged: export it again',
        });
      const res = resources instanceof PDFDict ? resources : undefined;
      walkResources(doc, res, 'page', out, new Set());
      const mb = out.mediaBox ?? [0, 0, 612, 792];
      const clip = {
        x0: Math.min(mb[0]!, mb[2]!),
        y0: Math.min(mb[1]!, mb[3]!),
        x1: Math.max(mb[0]!, mb[2]!),
        y1: Math.max(mb[1]!, mb[3]!),
      };
      traceContent(content, res, 'page', host, out.marks, undefined, clip);
    } catch (e) {
      if (e instanceof TooComplex)
        out.problems.push({
          object: 'page content',
          message: `the page's content is too complex to check (${e.message}, counting nested forms each time they are drawn)`,
          hint: 'flatten the nested forms, or export the page again',
        });
      else if (e instanceof StreamTooLarge)
        out.problems.push({
          object: 'page content',
          message: `a content stream decodes to more than ${MAX_STREAM_BYTES / 1024 / 1024} MB`,
          hint: 'the stream is a decompression bomb or damaged: export the PDF again',
        });
      else throw e;
    }
    return out;
  });
  const info: Record<string, string> = {};
  const trailerInfo = doc.context.lookup(doc.context.trailerInfo.Info);
  if (trailerInfo instanceof PDFDict)
    for (const [k, v] of trailerInfo.entries())
      info[k.decodeText()] =
        v instanceof PDFName
          ? v.decodeText()
          : v instanceof PDFString || v instanceof PDFHexString
            ? v.decodeText()
            : v.toString();
  return { pages, info, file: fileFacts(doc, bytes, info) };
}

function fileFacts(doc: PDFDocument, bytes: Uint8Array, info: Record<string, string>): FileFacts {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const version = /%PDF-(\d\.\d)/.exec(head)?.[1] ?? 'unknown';
  let objectStreams = false;
  doc.context
    .enumerateIndirectObjects()
    .some(
      ([, o]) =>
        (objectStreams =
          o instanceof PDFRawStream && ['ObjStm', 'XRef'].includes(nameOf(o.dict.get(PDFName.of('Type'))))),
    );
  // pdf-lib unpacks object streams on load; their traces are the xref stream and the ObjStm dictionaries in the bytes.
  if (!objectStreams) objectStreams = /\/Type\s*\/(ObjStm|XRef)\b/.test(Buffer.from(bytes).toString('latin1'));
  const intents = doc.catalog.lookup(PDFName.of('OutputIntents'));
  const outputIntents = (intents instanceof PDFArray ? intents.asArray() : [])
    .map((o) => doc.context.lookup(o))
    .filter((o): o is PDFDict => o instanceof PDFDict)
    .map((d) => {
      const id = d.lookup(PDFName.of('OutputConditionIdentifier'));
      return {
        subtype: nameOf(d.get(PDFName.of('S'))),
        condition: id instanceof PDFString || id instanceof PDFHexString ? id.decodeText() : '',
        hasProfile: d.has(PDFName.of('DestOutputProfile')),
      };
    });
  return {
    version,
    objectStreams,
    outputIntents,
    ...(info.GTS_PDFXVersion ? { pdfxVersion: info.GTS_PDFXVersion } : {}),
  };
}

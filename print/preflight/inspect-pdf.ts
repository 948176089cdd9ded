// What a preflight needs to know about a PDF, read with pdf-lib's object model (the well-kept
// library the product names): per page its boxes, and every object its content can reach —
// content streams (its own and nested Form XObjects'), colour spaces, images, graphics states
// and fonts — each named by the path that reached it.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { traceContent, type Box, type Mark, type Matrix, type ResourceHost } from './content-geometry.js';
import { fontMetrics, type FontMetrics } from './font-metrics.js';
import { nameOf, numAt, numbers } from './pdf-values.js';

export interface PageObjects {
  readonly page: number;
  readonly mediaBox?: readonly number[];
  readonly trimBox?: readonly number[];
  readonly bleedBox?: readonly number[];
  /** Decoded content streams, with where they come from (`page`, `XObject /Fm0`). */
  readonly contents: { readonly where: string; readonly text: string }[];
  readonly colorSpaces: { readonly where: string; readonly name: string; readonly family: string; readonly components?: number }[];
  readonly images: { readonly where: string; readonly colorSpace: string; readonly smask: boolean; readonly width: number; readonly height: number }[];
  readonly gstates: { readonly where: string; readonly smask: boolean; readonly ca?: number; readonly CA?: number }[];
  readonly fonts: { readonly where: string; readonly baseFont: string; readonly embedded: boolean }[];
  /** Where text, images and paintings land on the page (content-geometry.ts). */
  readonly marks: Mark[];
}


function decodeBytes(stream: PDFObject | undefined): Uint8Array {
  if (!(stream instanceof PDFRawStream)) return new Uint8Array();
  try {
    return decodePDFRawStream(stream).decode();
  } catch {
    return new Uint8Array();
  }
}
const decode = (stream: PDFObject | undefined): string => Buffer.from(decodeBytes(stream)).toString('latin1');

/** The geometry trace's view of pdf-lib resource dictionaries. */
function resourceHost(doc: PDFDocument): ResourceHost<PDFDict | undefined> {
  const fonts = new WeakMap<PDFDict, FontMetrics>();
  const sub = (res: PDFDict | undefined, kind: string, name: string): PDFObject | undefined => {
    const d = res?.lookup(PDFName.of(kind));
    return d instanceof PDFDict ? doc.context.lookup(d.get(PDFName.of(name))) : undefined;
  };
  return {
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
      if (kind === 'Image') return { kind: 'image', width: numAt(x.dict, 'Width', 0), height: numAt(x.dict, 'Height', 0) };
      if (kind !== 'Form') return undefined;
      const m = numbers(x.dict.lookup(PDFName.of('Matrix')));
      const b = numbers(x.dict.lookup(PDFName.of('BBox')));
      const own = x.dict.lookup(PDFName.of('Resources'));
      const bbox: Box | undefined = b?.length === 4 ? { x0: Math.min(b[0]!, b[2]!), y0: Math.min(b[1]!, b[3]!), x1: Math.max(b[0]!, b[2]!), y1: Math.max(b[1]!, b[3]!) } : undefined;
      // A form without Resources uses its parent's (PDF 1.1 files).
      return { kind: 'form', id: x, content: decodeBytes(x), matrix: (m?.length === 6 ? m : [1, 0, 0, 1, 0, 0]) as unknown as Matrix, resources: own instanceof PDFDict ? own : res, ...(bbox ? { bbox } : {}) };
    },
  };
}

/** A colour space value: `/DeviceRGB`, or `[/ICCBased ref]` (with its N), `[/Indexed base …]`… */
function family(doc: PDFDocument, cs: PDFObject | undefined): { family: string; components?: number } {
  const v = cs instanceof PDFRef ? doc.context.lookup(cs) : cs;
  if (v instanceof PDFName) return { family: v.decodeText() };
  if (v instanceof PDFArray) {
    const head = nameOf(v.get(0));
    if (head === 'ICCBased') {
      const s = doc.context.lookup(v.get(1));
      const n = s instanceof PDFRawStream ? s.dict.get(PDFName.of('N')) : undefined;
      return { family: head, ...(n instanceof PDFNumber ? { components: n.asNumber() } : {}) };
    }
    if (head === 'Indexed') return { family: `Indexed/${family(doc, v.get(1)).family}` };
    return { family: head };
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

function walkResources(doc: PDFDocument, res: PDFObject | undefined, where: string, out: PageObjects, seen: Set<PDFObject>): void {
  const r = res instanceof PDFRef ? doc.context.lookup(res) : res;
  if (!(r instanceof PDFDict) || seen.has(r)) return;
  seen.add(r);
  const dict = (k: string): PDFDict | undefined => {
    const v = r.lookup(PDFName.of(k));
    return v instanceof PDFDict ? v : undefined;
  };
  for (const [k, v] of dict('ColorSpace')?.entries() ?? []) out.colorSpaces.push({ where, name: k.decodeText(), ...family(doc, v) });
  for (const [k, v] of dict('ExtGState')?.entries() ?? []) {
    const g = doc.context.lookup(v);
    if (!(g instanceof PDFDict)) continue;
    const smask = g.get(PDFName.of('SMask'));
    const num = (key: string) => {
      const x = g.get(PDFName.of(key));
      return x instanceof PDFNumber ? { [key]: x.asNumber() } : {};
    };
    out.gstates.push({ where: `${where} ExtGState /${k.decodeText()}`, smask: !!smask && nameOf(smask) !== 'None', ...num('ca'), ...num('CA') });
  }
  for (const [k, v] of dict('Font')?.entries() ?? []) {
    const f = doc.context.lookup(v);
    if (f instanceof PDFDict) out.fonts.push({ where: `${where} Font /${k.decodeText()}`, baseFont: nameOf(f.get(PDFName.of('BaseFont'))), embedded: fontEmbedded(doc, f) });
  }
  for (const [k, v] of dict('XObject')?.entries() ?? []) {
    const x = doc.context.lookup(v);
    if (!(x instanceof PDFRawStream)) continue;
    const sub = nameOf(x.dict.get(PDFName.of('Subtype')));
    const here = `${where} XObject /${k.decodeText()}`;
    if (sub === 'Image') {
      out.images.push({ where: here, colorSpace: family(doc, x.dict.get(PDFName.of('ColorSpace'))).family, smask: x.dict.has(PDFName.of('SMask')), width: numAt(x.dict, 'Width', 0), height: numAt(x.dict, 'Height', 0) });
    } else if (sub === 'Form' && !seen.has(x)) {
      seen.add(x);
      out.contents.push({ where: here, text: decode(x) });
      walkResources(doc, x.dict.get(PDFName.of('Resources')), here, out, seen);
    }
  }
}

export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: PageObjects[]; info: Record<string, string> }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  const host = resourceHost(doc);
  const pages = doc.getPages().map((p, i): PageObjects => {
    const node = p.node;
    const box = (k: string) => numbers(node.lookup(PDFName.of(k)) as PDFObject | undefined);
    const mediaBox = box('MediaBox');
    const trimBox = box('TrimBox');
    const bleedBox = box('BleedBox');
    const out: PageObjects = { page: i + 1, ...(mediaBox ? { mediaBox } : {}), ...(trimBox ? { trimBox } : {}), ...(bleedBox ? { bleedBox } : {}), contents: [], colorSpaces: [], images: [], gstates: [], fonts: [], marks: [] };
    const c = node.Contents();
    const streams = c instanceof PDFArray ? c.asArray().map((x) => doc.context.lookup(x)) : [c];
    const content = Buffer.concat(streams.map((s) => Buffer.concat([decodeBytes(s as PDFObject), Buffer.from('\n')])));
    out.contents.push({ where: 'page', text: content.toString('latin1') });
    const resources = node.Resources();
    walkResources(doc, node.get(PDFName.of('Resources')) ?? resources, 'page', out, new Set());
    const mb = mediaBox ?? [0, 0, 612, 792];
    const clip = { x0: Math.min(mb[0]!, mb[2]!), y0: Math.min(mb[1]!, mb[3]!), x1: Math.max(mb[0]!, mb[2]!), y1: Math.max(mb[1]!, mb[3]!) };
    traceContent(content, resources, 'page', host, out.marks, undefined, clip);
    return out;
  });
  const info: Record<string, string> = {};
  const trailerInfo = doc.context.lookup(doc.context.trailerInfo.Info);
  if (trailerInfo instanceof PDFDict) for (const [k, v] of trailerInfo.entries()) info[k.decodeText()] = v instanceof PDFName ? v.decodeText() : v.toString();
  return { pages, info };
}

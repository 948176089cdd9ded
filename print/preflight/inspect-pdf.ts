// What a preflight needs to know about a PDF, read with pdf-lib's object model (the well-kept
// library the product names): per page its boxes, and every object its content can reach —
// content streams (its own and nested Form XObjects'), colour spaces, images, graphics states
// and fonts — each named by the path that reached it.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

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
}

const nameOf = (o: PDFObject | undefined): string => (o instanceof PDFName ? o.decodeText() : '');
const numbers = (o: PDFObject | undefined): number[] | undefined => (o instanceof PDFArray ? o.asArray().map((x) => (x instanceof PDFNumber ? x.asNumber() : Number.NaN)) : undefined);

function decode(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  try {
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  } catch {
    return '';
  }
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
      const n = (key: string) => {
        const val = x.dict.get(PDFName.of(key));
        return val instanceof PDFNumber ? val.asNumber() : 0;
      };
      out.images.push({ where: here, colorSpace: family(doc, x.dict.get(PDFName.of('ColorSpace'))).family, smask: x.dict.has(PDFName.of('SMask')), width: n('Width'), height: n('Height') });
    } else if (sub === 'Form' && !seen.has(x)) {
      seen.add(x);
      out.contents.push({ where: here, text: decode(x) });
      walkResources(doc, x.dict.get(PDFName.of('Resources')), here, out, seen);
    }
  }
}

export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: PageObjects[]; info: Record<string, string> }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  const pages = doc.getPages().map((p, i): PageObjects => {
    const node = p.node;
    const box = (k: string) => numbers(node.lookup(PDFName.of(k)) as PDFObject | undefined);
    const mediaBox = box('MediaBox');
    const trimBox = box('TrimBox');
    const bleedBox = box('BleedBox');
    const out: PageObjects = { page: i + 1, ...(mediaBox ? { mediaBox } : {}), ...(trimBox ? { trimBox } : {}), ...(bleedBox ? { bleedBox } : {}), contents: [], colorSpaces: [], images: [], gstates: [], fonts: [] };
    const c = node.Contents();
    const streams = c instanceof PDFArray ? c.asArray().map((x) => doc.context.lookup(x)) : [c];
    out.contents.push({ where: 'page', text: streams.map((s) => decode(s as PDFObject)).join('\n') });
    walkResources(doc, node.get(PDFName.of('Resources')) ?? node.Resources(), 'page', out, new Set());
    return out;
  });
  const info: Record<string, string> = {};
  const trailerInfo = doc.context.lookup(doc.context.trailerInfo.Info);
  if (trailerInfo instanceof PDFDict) for (const [k, v] of trailerInfo.entries()) info[k.decodeText()] = v instanceof PDFName ? v.decodeText() : v.toString();
  return { pages, info };
}

// What PDF/X-1a forbids, in files built with pdf-lib's low-level objects (never fray's writer):
// each is named on its page and object, with a hint, and the file gets one "not PDF/X-1a" line.
import { PDFDocument, PDFName, PDFRawStream, PDFString, type PDFDict, type PDFPage } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect-pdf.js';
import { formatFinding, preflightDocument, type Finding } from './preflight.js';

const IN = 72;

/** A DriveThruCards-sized document with PDF/X-1a's identification, unless `bare`. */
async function pdfx(
  draw: (doc: PDFDocument, page: PDFPage) => void,
  opts: { bare?: boolean; pages?: number; objectStreams?: boolean; version?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let i = 0; i < (opts.pages ?? 1); i++) {
    const page = doc.addPage([2.75 * IN, 3.75 * IN]);
    page.setTrimBox(9, 9, 2.5 * IN, 3.5 * IN);
    page.setBleedBox(0, 0, 2.75 * IN, 3.75 * IN);
    draw(doc, page);
  }
  if (!opts.bare) {
    const intent = doc.context.obj({
      Type: 'OutputIntent',
      S: 'GTS_PDFX',
      OutputConditionIdentifier: PDFString.of('CGATS TR 001'),
      RegistryName: PDFString.of('http://www.color.org'),
    });
    doc.catalog.set(PDFName.of('OutputIntents'), doc.context.obj([intent]));
    (doc as unknown as { getInfoDict(): PDFDict })
      .getInfoDict()
      .set(PDFName.of('GTS_PDFXVersion'), PDFString.of(opts.version ?? 'PDF/X-1:2003'));
  }
  const bytes = await doc.save({ useObjectStreams: opts.objectStreams ?? false });
  // pdf-lib always writes %PDF-1.7; a PDF/X-1a file is 1.4 (same length: no offset moves).
  if (!opts.bare) Buffer.from(bytes.buffer, bytes.byteOffset, 8).write('%PDF-1.4', 'latin1');
  return bytes;
}

/** Sets a page's content stream and resources from plain text and objects. */
function content(doc: PDFDocument, page: PDFPage, ops: string, resources: Record<string, unknown> = {}): void {
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(ops)));
  page.node.set(PDFName.of('Resources'), doc.context.obj(resources as never));
}

const check = async (bytes: Uint8Array): Promise<Finding[]> => preflightDocument(await inspectPdf(bytes), 'dtc');
const lines = (fs: Finding[]) => fs.map((f) => formatFinding('x.pdf', f).split('\n')[0]!.replace('x.pdf: ', ''));
const rgbIcc = (doc: PDFDocument) =>
  doc.context.register(PDFRawStream.of(doc.context.obj({ N: 3 }) as PDFDict, new Uint8Array(4)));

describe('preflight: what PDF/X-1a forbids', () => {
  it('passes a plain CMYK PDF/X-1a page with no finding at all', async () => {
    expect(await check(await pdfx((doc, p) => content(doc, p, '0 0.5 1 0 k 20 20 100 100 re f')))).toEqual([]);
  });

  it('finds RGB set as /DeviceRGB cs … sc, an RGB shading, an inline RGB image and RGB inside a tiling pattern', async () => {
    const bytes = await pdfx((doc, p) => {
      const shading = doc.context.obj({
        ShadingType: 2,
        ColorSpace: 'DeviceRGB',
        Coords: [0, 0, 100, 0],
        Function: { FunctionType: 2, Domain: [0, 1], C0: [1, 0, 0], C1: [0, 0, 1], N: 1 },
      });
      const tileDict = doc.context.obj({
        Type: 'Pattern',
        PatternType: 1,
        PaintType: 1,
        TilingType: 1,
        BBox: [0, 0, 10, 10],
        XStep: 10,
        YStep: 10,
        Resources: {},
      }) as PDFDict;
      const tile = doc.context.register(PDFRawStream.of(tileDict, new TextEncoder().encode('0 1 0 rg 0 0 5 5 re f')));
      content(
        doc,
        p,
        '/DeviceRGB cs 1 0 0 sc 10 10 50 50 re f\nq 20 20 50 50 re W n /Sh0 sh Q\nq 50 0 0 50 60 60 cm BI /W 2 /H 2 /CS /RGB /BPC 8 ID \u0000\u0000\u0000\u00ff\u00ff\u00ff\u0000\u0000\u0000\u00ff\u00ff\u00ff EI Q\n/Pattern cs /P0 scn 100 100 40 40 re f',
        { Shading: { Sh0: shading }, Pattern: { P0: tile } },
      );
    });
    const got = lines(await check(bytes));
    expect(got[0]).toBe('file  error: this file is not PDF/X-1a: RGB colour (page 1)');
    expect(got).toEqual(
      expect.arrayContaining([
        'page 1  page content  error: 2 × RGB colour: DeviceRGB (DeviceRGB sc), DeviceRGB (shading /Sh0)',
        'page 1  page inline image  error: RGB colour: DeviceRGB inline image',
        'page 1  page Pattern /P0 content  error: RGB colour: DeviceRGB (rg)',
        'page 1  page Shading /Sh0  error: RGB colour: DeviceRGB colour space',
      ]),
    );
  });

  it('finds ICC-based RGB images, ICC-based CMYK and Lab colour', async () => {
    const bytes = await pdfx((doc, p) => {
      const img = doc.context.register(
        PDFRawStream.of(
          doc.context.obj({
            Type: 'XObject',
            Subtype: 'Image',
            Width: 1,
            Height: 1,
            BitsPerComponent: 8,
            ColorSpace: ['ICCBased', rgbIcc(doc)],
          }) as PDFDict,
          new Uint8Array([255, 0, 0]),
        ),
      );
      const iccCmyk = doc.context.register(PDFRawStream.of(doc.context.obj({ N: 4 }) as PDFDict, new Uint8Array(4)));
      content(
        doc,
        p,
        '/CS0 cs 0 0 0 1 sc 10 10 20 20 re f /CS1 cs 50 0 0 sc 40 40 20 20 re f q 100 0 0 100 40 100 cm /Im0 Do Q',
        {
          XObject: { Im0: img },
          ColorSpace: { CS0: ['ICCBased', iccCmyk], CS1: ['Lab', { WhitePoint: [0.9505, 1, 1.089] }] },
        },
      );
    });
    const got = lines(await check(bytes));
    expect(got[0]).toMatch(
      /^file {2}error: this file is not PDF\/X-1a: (RGB colour \(page 1\); ICC-based or Lab colour \(page 1\)|ICC-based or Lab colour \(page 1\); RGB colour \(page 1\))$/,
    );
    expect(got).toEqual(
      expect.arrayContaining([
        'page 1  page content  error: 2 × device-independent colour: ICC-based CMYK (ICCBased sc), Lab (Lab sc)',
        'page 1  page XObject /Im0  error: RGB colour: ICC-based RGB image (1×1)',
      ]),
    );
  });

  it('finds total ink over 300 % in colours and in CMYK image pixels', async () => {
    const bytes = await pdfx((doc, p) => {
      const px = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255]);
      const img = doc.context.register(
        PDFRawStream.of(
          doc.context.obj({
            Type: 'XObject',
            Subtype: 'Image',
            Width: 2,
            Height: 1,
            BitsPerComponent: 8,
            ColorSpace: 'DeviceCMYK',
            Filter: 'FlateDecode',
          }) as PDFDict,
          deflateSync(px),
        ),
      );
      content(
        doc,
        p,
        '0.9 0.8 0.8 1 k 10 10 50 50 re f 0.6 0.4 0.4 1 k 60 60 20 20 re f q 500 0 0 250 0 0 cm /Im0 Do Q',
        { XObject: { Im0: img } },
      );
    });
    const got = lines(await check(bytes));
    expect(got).toContain("page 1  page content  error: total ink 350 %, over the press's 300 %");
    expect(got).toContain(
      "page 1  page XObject /Im0  error: image pixels reach 400 % total ink, over the press's 300 %",
    );
  });

  it('warns about small black text in four inks, not about K-only or coloured text', async () => {
    const bytes = await pdfx((doc, p) => {
      const font = doc.context.obj({
        Type: 'Font',
        Subtype: 'Type3',
        FontBBox: [0, 0, 1, 1],
        FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
        CharProcs: {},
        Encoding: { Type: 'Encoding', Differences: [] },
        FirstChar: 65,
        LastChar: 90,
        Widths: Array(26).fill(500),
      });
      content(
        doc,
        p,
        'BT /F1 8 Tf 0.7 0.66 0.7 0.79 k 30 200 Td (RICH) Tj 0 0 0 1 k 0 -20 Td (PLAIN) Tj 0.3 0.95 0.9 0.39 k 0 -20 Td (RED) Tj 0.7 0.66 0.7 0.79 k /F1 14 Tf 0 -30 Td (BIG) Tj ET',
        { Font: { F1: font } },
      );
    });
    expect(lines(await check(bytes))).toEqual([
      'page 1  page text  warning: 1 line of text under 12 pt printed black or grey in 4 inks (C70 M66 Y70 K79: "RICH")',
    ]);
  });

  it('finds blend modes, transparency groups and annotations inside the trim', async () => {
    const bytes = await pdfx((doc, p) => {
      content(doc, p, '/GS0 gs 0 0 0 1 k 20 20 50 50 re f', {
        ExtGState: { GS0: { Type: 'ExtGState', BM: 'Multiply' } },
      });
      p.node.set(PDFName.of('Group'), doc.context.obj({ Type: 'Group', S: 'Transparency', CS: 'DeviceCMYK' }));
      const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [30, 30, 90, 50], Border: [0, 0, 0] });
      const mark = doc.context.obj({ Type: 'Annot', Subtype: 'PrinterMark', Rect: [0, 0, 5, 5] });
      p.node.set(PDFName.of('Annots'), doc.context.obj([link, mark]));
    });
    const got = lines(await check(bytes));
    expect(got[0]).toBe(
      'file  error: this file is not PDF/X-1a: transparency (page 1); annotations on the printed area (page 1)',
    );
    expect(got.slice(1)).toEqual([
      'page 1  page ExtGState /GS0  error: blend mode /Multiply (transparency)',
      'page 1  page Group  error: transparency group',
      'page 1  page annotation /Link  error: annotation inside the trim (at 30,30)',
    ]);
  });

  it('names what is wrong with the file as a whole, once, and a finding on every page once with its pages', async () => {
    const bytes = await pdfx((doc, p) => content(doc, p, '1 0 0 rg 20 20 50 50 re f'), {
      bare: true,
      pages: 3,
      objectStreams: true,
    });
    expect(lines(await check(bytes))).toEqual([
      'file  error: this file is not PDF/X-1a: PDF version 1.7, above 1.4; object streams or a cross-reference stream (PDF 1.5 features); no PDF/X output intent; no GTS_PDFXVersion; RGB colour (pages 1–3)',
      'file  header  error: PDF version 1.7, above 1.4',
      'file  cross-reference  error: object streams or a cross-reference stream (PDF 1.5 features)',
      'file  catalog OutputIntents  error: no PDF/X output intent',
      'file  Info GTS_PDFXVersion  error: no GTS_PDFXVersion',
      'pages 1–3  page content  error: RGB colour: DeviceRGB (rg)',
    ]);
  });

  it('says a PDF/X-3 file is not PDF/X-1a', async () => {
    const bytes = await pdfx((doc, p) => content(doc, p, '0 0 0 1 k 20 20 50 50 re f'), { version: 'PDF/X-3:2003' });
    const got = lines(await check(bytes));
    expect(got).toEqual([
      'file  error: this file is not PDF/X-1a: a PDF/X-3:2003 file, not PDF/X-1a',
      'file  Info GTS_PDFXVersion  error: a PDF/X-3:2003 file, not PDF/X-1a',
    ]);
  });
});

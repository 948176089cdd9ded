// The wording of preflight's own lines: the verdict line names its object once, a line of text
// shown glyph by glyph is one line, and a font missing from several resource dictionaries is one finding.
import { PDFDocument, PDFName, StandardFonts, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect-pdf.js';
import { formatFinding, preflightDocument } from './preflight.js';

const IN = 72;

async function lines(build: (doc: PDFDocument) => Promise<void>, target: 'dtc' | 'pnp' = 'dtc'): Promise<string[]> {
  const doc = await PDFDocument.create();
  await build(doc);
  const findings = preflightDocument(await inspectPdf(await doc.save({ useObjectStreams: false })), target);
  return findings.map((f) => formatFinding('x.pdf', f).split('\n')[0]!);
}

describe('preflight messages', () => {
  it('says "file" once on the verdict line', async () => {
    const got = await lines(async (doc) => {
      doc.addPage([2.75 * IN, 3.75 * IN]);
    });
    expect(got[0]).toMatch(/^x\.pdf: file {2}error: this file is not PDF\/X-1a: /);
    expect(got.join('\n')).not.toMatch(/file {2}file/);
  });

  it('counts a 30-character line shown one glyph at a time as one line of text', async () => {
    const text = 'Thirty characters of fine type';
    expect(text).toHaveLength(30);
    const got = await lines(async (doc) => {
      const page = doc.addPage([595.28, 841.89]);
      const font = await doc.embedFont(StandardFonts.Helvetica);
      page.node.setFontDictionary(PDFName.of('F1'), font.ref);
      let x = 100;
      let ops = 'BT\n/F1 5 Tf\n';
      for (const ch of text) {
        ops += `1 0 0 1 ${x.toFixed(2)} 400 Tm\n(${ch}) Tj\n`;
        x += font.widthOfTextAtSize(ch, 5);
      }
      // A second, separate line further down.
      ops += '1 0 0 1 100 300 Tm\n(Another) Tj\nET\n';
      page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(ops)));
    }, 'pnp');
    const small = got.filter((l) => /under 6 pt/.test(l));
    expect(small).toEqual([
      `x.pdf: page 1  page text  warning: 2 lines of text under 6 pt (smallest 5.0 pt: "${text}")`,
    ]);
  });

  it('names a font that is not embedded once, however many resource dictionaries name it', async () => {
    const got = await lines(async (doc) => {
      const page = doc.addPage([595.28, 841.89]);
      const font = await doc.embedFont(StandardFonts.Helvetica);
      page.node.setFontDictionary(PDFName.of('F1'), font.ref);
      const ctx = doc.context;
      const form = ctx.register(
        ctx.flateStream('BT /F1 9 Tf 10 10 Td (In a form) Tj ET', {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 200, 50],
          Resources: ctx.obj({ Font: ctx.obj({ F1: font.ref }) }),
        }),
      );
      (page.node.Resources() as PDFDict).set(PDFName.of('XObject'), ctx.obj({ Fm0: form }));
      page.node.set(
        PDFName.of('Contents'),
        ctx.register(ctx.flateStream('BT /F1 9 Tf 100 400 Td (On the page) Tj ET\nq 1 0 0 1 100 200 cm /Fm0 Do Q')),
      );
    }, 'pnp');
    expect(got.filter((l) => /not embedded/.test(l))).toEqual([
      'x.pdf: page 1  page Font /F1  error: font Helvetica is not embedded (also named by page XObject /Fm0 Font /F1)',
    ]);
  });
});

// Hostile PDFs given to preflight: bounded work, clear messages, and nothing skipped silently.
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFString, cmyk } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect-pdf.js';
import { preflightPage } from './preflight.js';

const errorsOf = async (bytes: Uint8Array) =>
  (await inspectPdf(bytes)).pages
    .flatMap((p) => preflightPage(p, 'pnp'))
    .filter((f) => f.severity === 'error')
    .map((f) => `${f.object}: ${f.message}`);

async function onePage(edit: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawRectangle({ x: 10, y: 10, width: 10, height: 10, color: cmyk(0, 0, 0, 1) });
  edit(doc);
  return doc.save({ useObjectStreams: false });
}

describe('preflight on hostile PDFs', () => {
  it('40 nested forms, each drawn twice, finish with a "too complex" error instead of running for ever', async () => {
    const bytes = await onePage((doc) => {
      const ctx = doc.context;
      let inner = ctx.register(
        ctx.flateStream('0 0 1 1 re f', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1] }),
      );
      for (let i = 0; i < 40; i++) {
        const res = ctx.obj({ XObject: { F: inner } });
        inner = ctx.register(
          ctx.flateStream('/F Do /F Do', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1], Resources: res }),
        );
      }
      const page = doc.getPage(0);
      page.node.setXObject(PDFName.of('Top'), inner);
      const content = ctx.register(ctx.flateStream('/Top Do'));
      page.node.set(PDFName.of('Contents'), content);
    });
    expect(await errorsOf(bytes)).toEqual([
      expect.stringMatching(/^page content: the page's content is too complex to check \(more than 1000000 operators/),
    ]);
  }, 60_000);

  it('a MediaBox that does not parse is an error, not a skipped page and "0 errors"', async () => {
    const bytes = await onePage((doc) =>
      doc.getPage(0).node.set(PDFName.of('MediaBox'), doc.context.obj([0, 0, PDFString.of('wide'), 842])),
    );
    expect(await errorsOf(bytes)).toEqual(['page MediaBox: the MediaBox does not parse as four numbers']);
  });

  it('a page tree that contains itself is named, not a stack overflow', async () => {
    const bytes = await onePage((doc) => {
      const pages = doc.catalog.Pages();
      const kids = pages.lookup(PDFName.of('Kids'), PDFArray);
      kids.push(doc.catalog.get(PDFName.of('Pages'))!);
      pages.set(PDFName.of('Count'), PDFNumber.of(2));
    });
    await expect(inspectPdf(bytes)).rejects.toThrow(/the page tree contains itself/);
  });

  it('a Resources entry that is a reference loop is named', async () => {
    const bytes = await onePage((doc) => {
      const ref = doc.context.nextRef();
      doc.context.assign(ref, ref);
      doc.getPage(0).node.set(PDFName.of('Resources'), ref);
    });
    expect(await errorsOf(bytes)).toEqual([
      expect.stringMatching(/^page Resources: the Resources entry is not a dictionary/),
    ]);
  });

  it('a small stream that inflates past the limit is refused before it is in memory', async () => {
    const bomb = deflateSync(Buffer.alloc(80 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bytes = await onePage((doc) => {
      const s = doc.context.stream(bomb, { Filter: 'FlateDecode' });
      doc.getPage(0).node.set(PDFName.of('Contents'), doc.context.register(s));
    });
    expect(await errorsOf(bytes)).toEqual(['page content: a content stream decodes to more than 64 MB']);
  });

  it('a bare %PDF-1.7 header: "no page tree", not "reading \'Pages\'"', async () => {
    await expect(inspectPdf(Buffer.from('%PDF-1.7\n'))).rejects.toThrow(/no page tree: it is not a complete PDF/);
  });
});

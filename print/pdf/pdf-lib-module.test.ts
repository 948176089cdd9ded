import { describe, expect, it } from 'vitest';
import { codeCacheRuns } from '../render/run-probe.js';

describe('pdf-lib through the V8 code cache', () => {
  it('compiles from a cache that matches, and works without one or with a foreign one', { timeout: 60_000 }, () => {
    // Each process writes a one-page PDF.
    const runs = codeCacheRuns({
      name: 'pdf-lib',
      module: new URL('./pdf-lib-module.ts', import.meta.url).pathname,
      loader: 'loadPdfLib',
      work: `const doc = await m.exports.PDFDocument.create();
doc.addPage([100, 100]);
const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
const works = bytes.subarray(0, 5).toString() === '%PDF-' && bytes.includes('/MediaBox [ 0 0 100 100 ]');`,
    });
    expect(runs).toEqual([{ cache: 'none', works: true }, { cache: 'used', works: true }, { cache: 'rejected', works: true }]);
  });
});

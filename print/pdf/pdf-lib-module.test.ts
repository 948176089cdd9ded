import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProbe } from '../render/run-probe.js';

const MODULE = new URL('./pdf-lib-module.ts', import.meta.url).pathname;

/** A fresh process loads pdf-lib with `cacheFile`, writes a one-page PDF, and optionally the cache. */
function run(cacheFile: string, write: boolean): { cache: string; pdf: boolean } {
  return runProbe(`
import { writeFileSync } from 'node:fs';
import { loadPdfLib } from ${JSON.stringify(MODULE)};
const m = loadPdfLib(${JSON.stringify(cacheFile)});
const doc = await m.exports.PDFDocument.create();
doc.addPage([100, 100]);
const bytes = await doc.save({ useObjectStreams: false });
if (${write}) writeFileSync(${JSON.stringify(cacheFile)}, m.createCache());
console.log(JSON.stringify({ cache: m.cache, pdf: Buffer.from(bytes).subarray(0, 5).toString() === '%PDF-' && Buffer.from(bytes).includes('/MediaBox [ 0 0 100 100 ]') }));
`);
}

describe('pdf-lib through the V8 code cache', () => {
  it('compiles from a cache that matches, and works without one or with a foreign one', { timeout: 60_000 }, () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fray-pdflib-cache-')), 'pdf-lib.v8cache');
    expect(run(file, true)).toEqual({ cache: 'none', pdf: true });
    expect(run(file, false)).toEqual({ cache: 'used', pdf: true });
    writeFileSync(file, Buffer.from('not a code cache, e.g. from another node version'));
    expect(run(file, false)).toEqual({ cache: 'rejected', pdf: true });
  });
});

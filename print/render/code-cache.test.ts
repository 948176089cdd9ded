// Each library fray loads through the V8 code cache (code-cache.ts), in fresh processes: it
// compiles from a cache that matches, and works without one or with a foreign one.
import { describe, expect, it } from 'vitest';
import { codeCacheRuns, type CachedModuleProbe } from './run-probe.js';

const LIBRARIES: readonly CachedModuleProbe[] = [
  {
    // Each process writes a one-page PDF.
    name: 'pdf-lib',
    module: new URL('../pdf/pdf-lib-module.ts', import.meta.url).pathname,
    loader: 'loadPdfLib',
    work: `const doc = await m.exports.PDFDocument.create();
doc.addPage([100, 100]);
const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
const works = bytes.subarray(0, 5).toString() === '%PDF-' && bytes.includes('/MediaBox [ 0 0 100 100 ]');`,
  },
  {
    // Each process lays out a red box.
    name: 'satori',
    module: new URL('./satori-module.ts', import.meta.url).pathname,
    loader: 'loadSatori',
    work: `const svg = await m.satori({ type: 'div', props: { style: { display: 'flex', width: 20, height: 10, backgroundColor: '#f00' } } }, { width: 20, height: 10, fonts: [] });
const works = svg.includes('fill="#f00"');`,
  },
];

describe('libraries through the V8 code cache', () => {
  it.each(LIBRARIES.map((l) => [l.name, l] as const))(
    '%s compiles from a cache that matches, and works without one or with a foreign one',
    { timeout: 60_000 },
    (_, library) => {
      expect(codeCacheRuns(library)).toEqual([
        { cache: 'none', works: true },
        { cache: 'used', works: true },
        { cache: 'rejected', works: true },
      ]);
    },
  );
});

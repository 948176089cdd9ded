// pdf-lib's one-file build (its UMD bundle), compiled with V8's code cache when the build left one
// (print/render/code-cache.ts): ~30 ms to parse and compile per process, ~18 ms from the cache
// (measured, docs/print.md). In dist/ every `import … from 'pdf-lib'` comes here
// (pdf-lib-cached.ts, an esbuild alias in scripts/build-cli.mjs); tests and tsx use the package.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as PdfLib from 'pdf-lib';
import { repoRoot } from '../../infra/paths.js';
import { loadWithCodeCache, type CachedModule } from '../render/code-cache.js';

/** dist/pdf-lib.v8cache beside the bundle. */
export function pdfLibCacheFile(): string {
  return join(repoRoot(), 'dist', 'pdf-lib.v8cache');
}

let loaded: CachedModule<typeof PdfLib> | undefined;

export function loadPdfLib(cacheFile = pdfLibCacheFile()): CachedModule<typeof PdfLib> {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('pdf-lib/dist/pdf-lib.min.js');
  const m = loadWithCodeCache<typeof PdfLib>(file, cacheFile);
  if (typeof m.exports.PDFDocument?.create !== 'function') throw new Error(`pdf-lib at ${file} has no PDFDocument`);
  return (loaded = m);
}

// Bundles the TypeScript CLI and render worker into dist/ so `npx fray` starts fast
// (no TS transpile at run time). Runs on `npm install` through the `prepare` script.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

mkdirSync('dist', { recursive: true });
const result = await build({
  entryPoints: Object.fromEntries(
    Object.entries({
      fray: 'cli/fray.ts',
      'render-worker': 'print/pipeline/render-worker.ts',
      'export-worker': 'print/export/raster-worker.ts',
      'template-specs': 'print/render/template-specs.ts',
      'satori-cache': 'scripts/satori-cache.ts',
      'sim-worker': 'simulate/sim-worker.ts',
    }).filter(([, f]) => existsSync(f)),
  ),
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // pdf-lib's and fontkit's one-file builds: their package entries are hundreds of CommonJS files
  // (pdf-lib's cjs/ tree), ~250 ms of module loading per process against ~60 ms for one file.
  // pdf-lib's is loaded through V8's code cache, like Satori (print/pdf/pdf-lib-cached.ts).
  alias: { 'pdf-lib': './print/pdf/pdf-lib-cached.ts', '@pdf-lib/fontkit': '@pdf-lib/fontkit/dist/fontkit.es.min.js' },
  // Code splitting keeps each lazily imported command in its own chunk, so the external packages
  // it imports (satori, resvg, zod…) load only when that command runs: without it esbuild hoists
  // every external import to the top of fray.mjs and each command pays for all of them.
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
// Chunk names carry a hash: drop the previous builds' chunks so they never pile up.
const fresh = new Set(Object.keys(result.metafile.outputs).map((f) => f.replace(/^dist\//, '')));
for (const f of readdirSync('dist')) if (/\.mjs(\.map)?$/.test(f) && !fresh.has(f)) rmSync(`dist/${f}`);
// The print templates precompiled, so rendering needs only handlebars/runtime (template-specs.ts).
const { writePrecompiled } = await import(pathToFileURL(resolve('dist/template-specs.mjs')).href);
const { default: Handlebars } = await import('handlebars');
writePrecompiled(resolve('templates'), resolve('dist/print-templates.cjs'), (source) =>
  Handlebars.precompile(source, { strict: false }),
);
// Satori's and pdf-lib's V8 code caches for one-shot prints (print/render/code-cache.ts). Only speed is at stake.
const cache = spawnSync(process.execPath, ['dist/satori-cache.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (cache.status !== 0)
  console.warn(
    'build-cli: the Satori and pdf-lib code caches were not written (fray prints without them, a little slower)',
  );

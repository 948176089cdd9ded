// Bundles the TypeScript CLI and render worker into dist/ so `npx fray` starts fast
// (no TS transpile at run time). Runs on `npm install` through the `prepare` script.
import { build } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries({ fray: 'print/cli.ts', 'render-worker': 'print/pipeline/render-worker.ts' }).filter(([, f]) => existsSync(f)),
  ),
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

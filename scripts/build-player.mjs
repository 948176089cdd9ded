// `npm run build:player`: the player page (player/) into dist/player/, the files `fray table`
// serves: index.html, app.js (+ its lazily loaded chunks: the card-face templates), app.css and
// the card faces' fonts. Built with esbuild and preact like the extension's pages, from the same
// card faces (extension/popup/card-face.tsx) and precompiled templates, which the extension's
// generate step writes to extension/lib/generated/ (run here when missing).
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist/player');

export async function buildPlayer({ quiet = false } = {}) {
  if (!existsSync(join(root, 'extension/lib/generated/templates.js'))) {
    const { register } = await import('tsx/esm/api');
    register();
    const { generate } = await import('../extension/scripts/generate.ts');
    await generate();
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  await build({
    absWorkingDir: root,
    entryPoints: { app: 'player/main.tsx' },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
    loader: { '.woff2': 'file', '.json': 'json' },
    assetNames: 'fonts/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  cpSync(join(root, 'player/index.html'), join(out, 'index.html'));
  if (!quiet) console.log(`player page: built in ${Math.round(performance.now() - started)} ms → dist/player`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildPlayer();

// Bundles the overlay (lib/overlay/main.ts) alone into `<outDir>/overlay.js`, minified, as a
// classic script: chrome.scripting.executeScript({ files }) and registerContentScripts inject it,
// so it must not be an ES module and must not be listed as a content script in the manifest.
// Called by scripts/build.mjs after `plasmo build` and before zipping.
import { build } from 'esbuild';
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export async function bundleOverlay(outDir, { minify = true } = {}) {
  const outfile = join(outDir, 'overlay.js');
  await build({
    entryPoints: [resolve(here, 'main.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome110', 'firefox115'],
    minify,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
    tsconfig: resolve(here, '../../tsconfig.json'),
  });
  return { file: outfile, bytes: statSync(outfile).size };
}

// `node lib/overlay/bundle.mjs DIR...` bundles into each DIR.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const r = await bundleOverlay(dir);
    console.log(`overlay: ${r.file} ${(r.bytes / 1024).toFixed(1)} KB`);
  }
}

// Rebundles the extension's scripts with ONE esbuild build (code splitting, scope hoisting) after
// `plasmo build`, which keeps making the manifest, the HTML pages and the icons.
//
// Why: Parcel (inside Plasmo) bundles each entry on its own and wraps every module (ids, paths,
// export helpers), so the popup's app and the service worker each carried their own copy of the
// rules engines, the bundled catalog and the helpers; every system added to the table cost its
// size twice. Its scope hoisting (`--hoist`) splits preact in two across the lazily loaded app.
// Here the popup (and the side panel, which runs the same script), the options page and the
// service worker share chunks: each engine ships once, the service worker is an ES module
// (static imports only: MV3 workers may not `import()`).
//
// CSS: imported CSS (popup.css, the card faces' fonts.css, options.css) is bundled per page into
// one stylesheet linked from its HTML, since a lazily loaded chunk's CSS is never loaded by itself.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ext = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundles go, inside the built extension. */
const OUT = 'js';

const PAGES = {
  popup: {
    script: 'popup/mount.tsx',
    css: ['popup/popup.css', 'lib/generated/fonts.css'],
    html: ['popup.html', 'sidepanel.html'],
  },
  options: { script: 'options/mount.tsx', css: ['options/options.css'], html: ['options.html'] },
};

/** CSS imports become empty modules in the scripts: each page's stylesheet is built on its own. */
const cssAsNothing = {
  name: 'css-as-nothing',
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (a) => ({ path: resolve(a.resolveDir, a.path), namespace: 'no-css' }));
    b.onLoad({ filter: /.*/, namespace: 'no-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * The lazily loaded modules the generate step bundles with zod (lib/generated/<name>.js, shipped in
 * validators/ with one shared zod chunk): a static import of one (the service worker may not
 * `import()`) stays an import of that shipped file, so zod and what it carries ship once.
 */
const validatorsAsShipped = {
  name: 'validators-as-shipped',
  setup(b) {
    b.onResolve({ filter: /generated[\\/][\w-]+\.js$/ }, (a) => {
      const name = /generated[\\/]([\w-]+)\.js$/.exec(a.path)[1];
      return /^(catalog-import|campaign-import|table-runtime)$/.test(name)
        ? { path: `/validators/${name}.js`, external: true }
        : undefined;
    });
  },
};

const common = {
  bundle: true,
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  target: ['chrome110', 'firefox115'],
  logLevel: 'warning',
  tsconfig: join(ext, 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
};

export async function bundlePages(dir, target) {
  const out = join(dir, OUT);
  rmSync(out, { recursive: true, force: true });
  // Plasmo's own scripts, styles and fonts: replaced by the bundles below.
  for (const f of readdirSync(dir)) if (/\.(js|css|woff2|map)$/.test(f) && f !== 'overlay.js') rmSync(join(dir, f));
  rmSync(join(dir, 'static'), { recursive: true, force: true });

  const scripts = await build({
    ...common,
    entryPoints: {
      popup: join(ext, PAGES.popup.script),
      options: join(ext, PAGES.options.script),
      background: join(ext, 'background/index.ts'),
    },
    outdir: out,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    plugins: [cssAsNothing, validatorsAsShipped],
    metafile: true,
  });

  for (const [page, p] of Object.entries(PAGES)) {
    const entry = join(dir, `.${page}-styles.css`);
    writeFileSync(entry, p.css.map((c) => `@import ${JSON.stringify(join(ext, c))};`).join('\n'));
    await build({
      ...common,
      entryPoints: { [page]: entry },
      outdir: out,
      loader: { '.woff2': 'file' },
      assetNames: 'assets/[name]-[hash]',
    });
    rmSync(entry);
    for (const html of p.html) {
      const file = join(dir, html);
      const text = readFileSync(file, 'utf8')
        .replace(/<link rel="stylesheet" href="[^"]*">/g, '')
        .replace(
          /<script src="[^"]*"( type="module"| defer)?><\/script>/,
          `<link rel="stylesheet" href="/${OUT}/${page}.css"><script src="/${OUT}/${page}.js" type="module"></script>`,
        );
      if (!text.includes(`/${OUT}/${page}.js`)) throw new Error(`${html}: no entry script to replace`);
      writeFileSync(file, text);
    }
  }

  const manifestFile = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.background = target.startsWith('firefox')
    ? { scripts: [`${OUT}/background.js`], type: 'module' }
    : { service_worker: `${OUT}/background.js`, type: 'module' };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return { metafile: scripts.metafile, bytes: sizeOf(out) };
}

function sizeOf(p) {
  return statSync(p).isDirectory() ? readdirSync(p).reduce((s, n) => s + sizeOf(join(p, n)), 0) : statSync(p).size;
}

// `node scripts/bundle-pages.mjs DIR TARGET` rebundles one built extension.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, target = 'chrome-mv3'] = process.argv.slice(2);
  const r = await bundlePages(resolve(dir), target);
  console.log(`pages: ${relative(process.cwd(), dir)} ${(r.bytes / 1024).toFixed(1)} KB`);
}

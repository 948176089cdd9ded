// `npm run build:extension`: generate the build-time inputs (bundled catalog, precompiled
// templates), then build chrome-mv3 with Plasmo, zip it, and check the outputs: the manifest's
// permissions and no eval/new Function in any shipped script.
//
// Firefox (`firefox-mv3`) is not built by default: no test loads it in Firefox yet, so it is not
// offered (docs/install.md). `FRAY_EXT_TARGETS=firefox-mv3` still builds it, for work on it.
//
// `plasmo build` prints a red error when it cannot reach the npm registry for its version
// check; that is harmless and ignored (the exit code is what counts).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const ext = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = ['chrome-mv3'];

function fail(msg) {
  console.error(`extension build: ${msg}`);
  process.exit(1);
}

async function main() {
  register();
  const { generate } = await import('./generate.ts');
  try {
    await generate();
  } catch (e) {
    fail(e.message);
  }
  await ensureIcon();
  const only = process.env.FRAY_EXT_TARGETS?.split(',').filter(Boolean) ?? TARGETS;
  for (const target of only) {
    const started = performance.now();
    const plasmo = join(ext, '../node_modules/plasmo/bin/index.mjs');
    const run = (cmd) =>
      spawnSync(process.execPath, [plasmo, cmd, `--target=${target}`], {
        cwd: ext,
        encoding: 'utf8',
        env: { ...process.env, PLASMO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      });
    const r = run('build');
    if (r.status !== 0 || !existsSync(join(ext, `build/${target}-prod/manifest.json`))) {
      process.stderr.write(r.stdout + r.stderr);
      fail(`plasmo build --target=${target} failed`);
    }
    // The scripts of the popup, side panel, options page and service worker: one esbuild build
    // with shared chunks instead of Parcel's per-entry copies (scripts/bundle-pages.mjs).
    const { bundlePages } = await import('./bundle-pages.mjs');
    await bundlePages(join(ext, `build/${target}-prod`), target);
    // The overlay is its own esbuild bundle (injected on demand, never a manifest content
    // script): add it to the build before zipping (lib/overlay/bundle.mjs).
    const { bundleOverlay } = await import('../lib/overlay/bundle.mjs');
    await bundleOverlay(join(ext, `build/${target}-prod`));
    // The validators ship once, as files loaded by URL (lib/validators.ts), not through Parcel.
    const vdir = join(ext, `build/${target}-prod/validators`);
    mkdirSync(vdir, { recursive: true });
    for (const f of readdirSync(join(ext, 'lib/generated'))) {
      if (/^(catalog-import|campaign-import|table-runtime|validator-[\w-]+)\.js$/.test(f))
        cpSync(join(ext, 'lib/generated', f), join(vdir, f));
    }
    for (const name of ['catalog-import', 'campaign-import', 'table-runtime']) {
      // Must match lib/validators.ts validatorGlobal().
      writeFileSync(
        join(vdir, `${name}.global.js`),
        `import * as m from './${name}.js';\nglobalThis.__fray_${name.replace(/-/g, '_')} = m;\n`,
      );
    }
    // The zip: every file but source maps, deflated by zlib at its strongest (scripts/zip-dir.mjs;
    // `plasmo package` zipped ~3 % larger).
    const { zipDir } = await import('./zip-dir.mjs');
    zipDir(join(ext, `build/${target}-prod`), join(ext, `build/${target}-prod.zip`));
    const { checkBuild } = await import('./check-build.ts');
    const problems = checkBuild(join(ext, `build/${target}-prod`), target);
    if (problems.length) fail(`${target}:\n  ${problems.join('\n  ')}`);
    console.log(
      `extension: ${target} built in ${((performance.now() - started) / 1000).toFixed(1)} s → build/${target}-prod.zip`,
    );
  }
}

/** Plasmo derives every icon size from assets/icon.png; draw it from SVG when missing. */
async function ensureIcon() {
  const icon = join(ext, 'assets/icon.png');
  if (existsSync(icon)) return;
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = readFileSync(join(ext, 'assets/icon.svg'), 'utf8');
  writeFileSync(icon, new Resvg(svg, { fitTo: { mode: 'width', value: 512 } }).render().asPng());
}

await main();

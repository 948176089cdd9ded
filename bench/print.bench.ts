// `npm run bench:print`: fray print against headless Chromium on a generated 100-card deck.
// In alternation, median of RUNS each, whole processes:
//   (a) `fray print` cold (empty cache) to the print-and-play and printer PDFs,
//   (b) Debian Chromium (playwright-core page.pdf(), launch included) printing the same cards' HTML,
//   (c) `fray print` again after one card changed (warm cache).
// Plus the PNG export rate, and instruction counts of a cold and a warm run when `perf` is there.
// The last line is the machine-readable summary.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import type { Card } from '../engine/schema/card.js';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CARDS = 100;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FRAY = join(ROOT, 'bin', 'fray.mjs');

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number): string => n.toFixed(3);

function time(cmd: string, args: string[], env: Record<string, string> = {}): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, CI: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return s;
}

function dirSize(dir: string, filter: (f: string) => boolean): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const p = join(e.parentPath ?? (e as { path: string }).path, e.name);
    if (e.isFile() && filter(p)) n += statSync(p).size;
  }
  return n;
}

/**
 * A 100-card WitchHammer deck: clones of the bundled action and stance cards. No character lists
 * them (a character card cannot list 99 cards in its deck summary), so they form the system's deck.
 */
async function makeCatalog(dir: string): Promise<{ cards: Card[]; file: string }> {
  const { loadCatalog } = await import('../catalog/load-catalog.js');
  const bundled = await loadCatalog(join(ROOT, 'cards'));
  if (bundled.problems.length) throw new Error('the bundled catalog has problems; run `fray check`');
  const own = bundled.cardsBySystem.witchhammer!;
  const pool = own.filter((c) => c.type === 'action' || c.type === 'stance');
  const clones: Card[] = [];
  for (let i = 0; clones.length < CARDS; i++) {
    const src = pool[i % pool.length]!;
    const { copies: _c, ...rest } = src;
    clones.push({ ...rest, id: `${src.id}-${i + 1}` } as Card);
  }
  mkdirSync(join(dir, 'witchhammer'), { recursive: true });
  cpSync(join(ROOT, 'cards', 'witchhammer', 'system.yaml'), join(dir, 'witchhammer', 'system.yaml'));
  const file = join(dir, 'witchhammer', 'deck.yaml');
  writeFileSync(file, stringify(clones));
  return { cards: clones, file };
}

/** The same cards' HTML as one document, a card per page, fonts as @font-face. */
async function writeHtml(cards: Card[], dir: string): Promise<string> {
  const { loadRenderAssets } = await import('../print/render/assets.js');
  const { renderCardSvg } = await import('../print/render/render-card.js');
  const { parseYamlSource } = await import('../engine/diagnostics/yaml-source.js');
  const assets = await loadRenderAssets();
  const tables = (await import('../engine/systems/witchhammer/tables.js')).tablesSchema.parse(
    parseYamlSource(readFileSync(join(ROOT, 'cards', 'witchhammer', 'system.yaml'), 'utf8'), 'system.yaml').data,
  );
  const ctx = { assets, tables, system: 'witchhammer', bleedMm: 3, cardsById: new Map(cards.map((c) => [c.id, c])) };
  let faces = '';
  let size = '';
  for (const card of cards) {
    const r = await renderCardSvg(card, ctx as never);
    size ||= `${r.width}px ${r.height}px`;
    faces += `<div class="card">${r.html}</div>\n`;
  }
  let fontCss = '';
  (assets.fonts as { name: string; weight?: number; style?: string; data: Uint8Array }[]).forEach((f, i) => {
    const file = join(dir, `font-${i}.woff`);
    writeFileSync(file, f.data);
    fontCss += `@font-face { font-family: '${f.name}'; font-weight: ${f.weight ?? 400}; font-style: ${f.style ?? 'normal'}; src: url('${pathToFileURL(file).href}'); }\n`;
  });
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss}@page { size: ${size}; margin: 0 } body { margin: 0 } .card { width: ${size.split(' ')[0]}; height: ${size.split(' ')[1]}; overflow: hidden; page-break-after: always; display: flex }</style></head><body>${faces}</body></html>`;
  const file = join(dir, 'cards.html');
  writeFileSync(file, html);
  return file;
}

const CHROMIUM_SCRIPT = `
import { chromium } from 'playwright-core';
const [html, out, exe] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: exe, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage();
await page.goto('file://' + html, { waitUntil: 'load' });
await page.pdf({ path: out, preferCSSPageSize: true, printBackground: true });
await browser.close();
`;

/** Instructions of one cold and one warm run under `perf stat`, when the machine has it (Debian linux-perf). */
function instructionCounts(
  printArgs: string[],
  file: string,
  original: string,
  changed: string,
  cache: string,
  out: string,
): { cold: string; warm: string } | undefined {
  const count = (): string | undefined => {
    const r = spawnSync('perf', ['stat', '-x,', '-e', 'instructions', process.execPath, ...printArgs], {
      cwd: ROOT,
      env: { ...process.env, CI: '1', FRAY_CACHE_DIR: cache },
      encoding: 'utf8',
    });
    const m = r.status === 0 ? /^(\d+),[^,]*,instructions/m.exec(r.stderr) : null;
    return m ? (Number(m[1]) / 1e9).toFixed(2) : undefined;
  };
  rmSync(cache, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  writeFileSync(file, original);
  const cold = count();
  writeFileSync(file, changed);
  const warm = cold && count();
  return cold && warm ? { cold, warm } : undefined;
}

async function watchRebuild(catalog: string, file: string, cards: Card[], out: string, cache: string): Promise<number> {
  const { buildPrint } = await import('../print/pipeline/build.js');
  const { DiskCache } = await import('../infra/disk-cache.js');
  const { silentProgress } = await import('../infra/progress.js');
  const quiet = silentProgress;
  const build = () =>
    buildPrint({
      catalogDir: catalog,
      outDir: out,
      papers: ['a4', 'letter'],
      duplex: 'long',
      layout: 'sheets',
      only: new Set(['pnp', 'dtc']),
      cache: new DiskCache(cache),
      progress: quiet,
    });
  const edit = (suffix: string): void =>
    writeFileSync(
      file,
      stringify(cards.map((c, i) => (i === 7 ? { ...c, text: `${c.text ?? ''} ${suffix}`.trim() } : c))),
    );
  await build();
  edit('Once.');
  await build(); // loads the renderer in this process
  edit('Twice.');
  const t0 = performance.now();
  const r = await build();
  if (!r.ok || r.rendered !== 1)
    throw new Error(
      `watch rebuild: expected one card rendered, got ${r.rendered} (${r.problems.map((p) => p.message).join('; ')})`,
    );
  return (performance.now() - t0) / 1000;
}

/** `fray preview`: from saving a one-card edit to the page's update being sent (median of 5 edits, renderer resident). */
async function previewUpdate(catalog: string, file: string, cards: Card[]): Promise<number> {
  const { startPreview } = await import('../print/preview/preview-server.js');
  const server = await startPreview({ catalogDir: catalog, port: 0 });
  const times: number[] = [];
  try {
    for (let i = 0; i < 6; i++) {
      const next = server.nextUpdate();
      const t0 = performance.now();
      writeFileSync(
        file,
        stringify(cards.map((c, k) => (k === 7 ? { ...c, text: `${c.text ?? ''} Edit ${i}.`.trim() } : c))),
      );
      const u = await next;
      if (Object.keys(u.images).length !== 1)
        throw new Error(`preview: expected one card updated, got ${Object.keys(u.images).length}`);
      if (i > 0) times.push(performance.now() - t0); // the first edit warms the layout code up
    }
  } finally {
    await server.close();
  }
  return median(times);
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.error(`bench:print needs Debian's Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
    process.exit(1);
  }
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-cli.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const tmp = mkdtempSync(join(tmpdir(), 'fray-bench-'));
  const catalog = join(tmp, 'catalog');
  const { cards, file } = await makeCatalog(catalog);
  const html = await writeHtml(cards, tmp);
  const original = readFileSync(file, 'utf8');
  const changed = stringify(cards.map((c, i) => (i === 42 ? { ...c, text: `${c.text ?? ''} Again.`.trim() } : c)));
  const out = join(tmp, 'out');
  const cache = join(tmp, 'cache');
  const chromeScript = join(ROOT, 'node_modules', '.fray-bench-chromium.mjs');
  writeFileSync(chromeScript, CHROMIUM_SCRIPT);
  const printArgs = [FRAY, 'print', catalog, '--out', out, '--only', 'pnp,dtc'];
  const cold: number[] = [];
  const chrome: number[] = [];
  const warm: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      rmSync(cache, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
      writeFileSync(file, original);
      cold.push(time(process.execPath, printArgs, { FRAY_CACHE_DIR: cache }));
      chrome.push(time(process.execPath, [chromeScript, html, join(tmp, 'chromium.pdf'), CHROMIUM]));
      // One card changed: a different rules text on the 42nd card.
      writeFileSync(file, changed);
      warm.push(time(process.execPath, printArgs, { FRAY_CACHE_DIR: cache }));
      console.log(
        `run ${i + 1}: fray cold ${fmt(cold[i]!)} s, chromium ${fmt(chrome[i]!)} s, fray warm (one card) ${fmt(warm[i]!)} s`,
      );
    }
    const counts = instructionCounts(printArgs, file, original, changed, cache, out);
    if (counts)
      console.log(
        `instructions (perf stat, all threads; steadier than seconds on a shared machine): fray cold ${counts.cold} G, fray warm (one card) ${counts.warm} G`,
      );
    // What `fray print --watch` does after a save: an in-process rebuild with the renderer warm.
    const watchS = await watchRebuild(catalog, file, cards, join(tmp, 'watch-out'), join(tmp, 'watch-cache'));
    console.log(`fray print --watch rebuild after one card changed: ${fmt(watchS)} s`);
    const previewMs = await previewUpdate(catalog, file, cards);
    console.log(`fray preview: one card edited → page update sent: ${previewMs.toFixed(0)} ms`);
    const pngOut = join(tmp, 'png');
    writeFileSync(file, original);
    const pngS = time(process.execPath, [FRAY, 'export', '--target', 'png', catalog, '--out', pngOut], {
      FRAY_CACHE_DIR: join(tmp, 'cache-png'),
    });
    const ours = dirSize(join(out, 'pnp'), (f) => f.endsWith('-a4.pdf') && !f.includes('calibration'));
    const theirs = statSync(join(tmp, 'chromium.pdf')).size;
    console.log(
      `pdf size: fray pnp a4 ${(ours / 1024).toFixed(0)} KB (dtc ${(dirSize(join(out, 'print-shop'), () => true) / 1024).toFixed(0)} KB), chromium ${(theirs / 1024).toFixed(0)} KB`,
    );
    const c = median(cold);
    const h = median(chrome);
    console.log(
      `bench:print cards=${CARDS} fray_cold_s=${fmt(c)} chromium_s=${fmt(h)} ratio=${(h / c).toFixed(2)} warm_one_card_s=${fmt(median(warm))} png_cards_per_s=${(CARDS / pngS).toFixed(1)} preview_update_ms=${previewMs.toFixed(0)} watch_s=${fmt(watchS)}`,
    );
  } finally {
    rmSync(chromeScript, { force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();

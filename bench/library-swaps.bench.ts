// `node scripts/run-ts.mjs bench/library-swaps.bench.ts`: the figures behind keeping or swapping
// our hand-written pieces for the maintained libraries (docs/print.md, "Maintained libraries"):
//   fontkit's import cost (a fresh node process, with and without the one-shot V8 flags),
//   our SVG tokenizer against htmlparser2 on real card SVGs (with and without the flags),
//   our PNG encoder against pngjs on a rendered 300-DPI card face,
//   our path-data reader (print/pdf/path-data.ts) against svgpath on the card SVGs' paths (svgpath
//   is a devDependency for this bench only).
// Each pair runs in alternation in one run, so they compare on a shared machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FLAGS = ['--no-opt', '--always-sparkplug', '--liftoff-only'];
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** CPU time (user + system, all threads) of a fresh node process running `code`, in ms: what a
 * shared machine's load inflates least (wall time spread 2-8x here). */
function cpu(flags: readonly string[], code: string): number {
  const r = spawnSync(
    process.execPath,
    [
      ...flags,
      '--input-type=module',
      '-e',
      `${code}\nconst u = process.cpuUsage(); process.stdout.write(String((u.user + u.system) / 1000));`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout);
}

/** What importing a package costs a fresh process: CPU of (import) − CPU of (nothing), medians. */
function importCost(pkg: string, flags: readonly string[]): number {
  const base: number[] = [];
  const withPkg: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(cpu(flags, ''));
    withPkg.push(cpu(flags, `await import(${JSON.stringify(pkg)});`));
  }
  return median(withPkg) - median(base);
}

async function cardSvgs(): Promise<string[]> {
  const { bundledCatalogDir, loadCatalog } = await import('../catalog/load-catalog.js');
  const { loadRenderAssets } = await import('../print/render/assets.js');
  const { renderCardSvg } = await import('../print/render/render-card.js');
  const catalog = await loadCatalog(bundledCatalogDir());
  const assets = await loadRenderAssets();
  const out: string[] = [];
  for (const [system, cards] of Object.entries(catalog.cardsBySystem))
    for (const card of cards.slice(0, 6)) {
      const ctx = {
        assets,
        tables: catalog.tables[system],
        system,
        bleedMm: 3,
        cardsById: new Map(cards.map((c) => [c.id, c])),
      };
      out.push((await renderCardSvg(card, ctx)).svg);
    }
  return out;
}

const CHILD = `
import { readFileSync } from 'node:fs';
const [file, which] = process.argv.slice(-2);
const svgs = JSON.parse(readFileSync(file, 'utf8'));
const parse = which === 'ours'
  ? (await import(${JSON.stringify(join(ROOT, 'print/pdf/svg-tree.ts'))})).parseSvg
  : ((h) => (s) => h.parseDocument(s, { xmlMode: true, decodeEntities: true }))(await import('htmlparser2'));
for (const s of svgs) parse(s); // first use: what a render worker pays per card at its start
const t0 = performance.now();
for (let k = 0; k < 5; k++) for (const s of svgs) parse(s);
process.stdout.write(String((performance.now() - t0) / (5 * svgs.length)));
`;

function parseCost(file: string, which: 'ours' | 'htmlparser2', flags: string[]): number {
  const r = spawnSync(
    process.execPath,
    [...flags, '--import', 'tsx', '--input-type=module', '-e', CHILD, file, which],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout);
}

// Both produce what the PDF writer needs: absolute M/L/C/Z, arcs and quadratics as cubics.
const PATH_CHILD = `
import { readFileSync } from 'node:fs';
const [file, which] = process.argv.slice(-2);
const paths = JSON.parse(readFileSync(file, 'utf8'));
let parse;
if (which === 'ours') parse = (await import(${JSON.stringify(join(ROOT, 'print/pdf/path-data.ts'))})).parsePath;
else {
  const svgpath = (await import('svgpath')).default;
  parse = (d) => {
    const out = [];
    let x = 0, y = 0;
    svgpath(d).abs().unshort().unarc().iterate((s, _i, px, py) => {
      const c = s[0];
      if (c === 'M' || c === 'L') out.push({ op: c, x: s[1], y: s[2] });
      else if (c === 'H') out.push({ op: 'L', x: s[1], y: py });
      else if (c === 'V') out.push({ op: 'L', x: px, y: s[1] });
      else if (c === 'C') out.push({ op: 'C', pts: s.slice(1) });
      else if (c === 'Q') out.push({ op: 'C', pts: [px + (2 / 3) * (s[1] - px), py + (2 / 3) * (s[2] - py), s[3] + (2 / 3) * (s[1] - s[3]), s[4] + (2 / 3) * (s[2] - s[4]), s[3], s[4]] });
      else out.push({ op: 'Z' });
    });
    return out;
  };
}
for (const d of paths) parse(d); // first use, as in a render worker
const t0 = performance.now();
for (let k = 0; k < 5; k++) for (const d of paths) parse(d);
process.stdout.write(String((performance.now() - t0) / 5));
`;

function pathCost(file: string, which: 'ours' | 'svgpath', flags: string[]): number {
  const r = spawnSync(
    process.execPath,
    [...flags, '--import', 'tsx', '--input-type=module', '-e', PATH_CHILD, file, which],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout);
}

async function pngCost(
  svg: string,
): Promise<{ ours: number; pngjs: number; oursUp: number; pngjsUp: number; sizes: number[] }> {
  const { Resvg } = await import('@resvg/resvg-js');
  const { encodePng } = await import('../infra/image/png-encode.js');
  const { PNG } = await import('pngjs');
  const r = new Resvg(svg, { fitTo: { mode: 'width', value: 814 }, font: { loadSystemFonts: false } }).render();
  const img = { width: r.width, height: r.height, channels: 4 as const, data: new Uint8Array(r.pixels) };
  const ours = (filter: 'none' | 'up', level: number) => encodePng(img, { filter, level });
  const theirs = (filterType: number, level: number) => {
    const png = new PNG({ width: img.width, height: img.height });
    png.data = Buffer.from(img.data);
    // deflateStrategy 0 (default): pngjs defaults to Z_RLE (3), larger and slower on card faces.
    return PNG.sync.write(png, { filterType, deflateLevel: level, deflateStrategy: 0, colorType: 6 });
  };
  const time = (f: () => Buffer): number => {
    f();
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) f();
    return (performance.now() - t0) / 10;
  };
  const a = [] as number[];
  const b = [] as number[];
  const c = [] as number[];
  const d = [] as number[];
  for (let i = 0; i < 3; i++) {
    a.push(time(() => ours('none', 3)));
    b.push(time(() => theirs(0, 3)));
    c.push(time(() => ours('up', 6)));
    d.push(time(() => theirs(2, 6)));
  }
  return {
    ours: median(a),
    pngjs: median(b),
    oursUp: median(c),
    pngjsUp: median(d),
    sizes: [ours('none', 3).length, theirs(0, 3).length, ours('up', 6).length, theirs(2, 6).length],
  };
}

const load = (): string =>
  spawnSync('uptime', { encoding: 'utf8' })
    .stdout.trim()
    .replace(/.*load average: /, '');
console.log(`load average at start: ${load()}`);
// SWAPS_ONLY=png: the PNG figures alone.
const only = process.env.SWAPS_ONLY;
for (const [label, flags] of only
  ? []
  : ([
      ['V8 defaults', []],
      ['one-shot flags', FLAGS],
    ] as const)) {
  console.log(
    `import cost (${label}, CPU ms of a fresh process): @pdf-lib/fontkit ${importCost('@pdf-lib/fontkit', [...flags]).toFixed(0)} ms, pdf-lib ${importCost('pdf-lib', [...flags]).toFixed(0)} ms, htmlparser2 ${importCost('htmlparser2', [...flags]).toFixed(0)} ms`,
  );
}
const svgs = await cardSvgs();
const file = join(mkdtempSync(join(tmpdir(), 'fray-swaps-')), 'svgs.json');
writeFileSync(file, JSON.stringify(svgs));
const kb = svgs.reduce((n, s) => n + s.length, 0) / svgs.length / 1024;
for (const [label, flags] of only
  ? []
  : ([
      ['V8 defaults', []],
      ['render-worker flags', FLAGS],
    ] as const)) {
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < 3; i++) {
    ours.push(parseCost(file, 'ours', [...flags]));
    theirs.push(parseCost(file, 'htmlparser2', [...flags]));
  }
  console.log(
    `SVG parse per card (${svgs.length} card SVGs, ${kb.toFixed(0)} KB each, ${label}): svg-tree ${median(ours).toFixed(2)} ms, htmlparser2 ${median(theirs).toFixed(2)} ms`,
  );
}
const paths = svgs.flatMap((svg) => [...svg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1] ?? ''));
const pathFile = join(mkdtempSync(join(tmpdir(), 'fray-swaps-')), 'paths.json');
writeFileSync(pathFile, JSON.stringify(paths));
const arcs = paths.filter((d) => /[Aa]/.test(d)).length;
for (const [label, flags] of only
  ? []
  : ([
      ['V8 defaults', []],
      ['render-worker flags', FLAGS],
    ] as const)) {
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < 3; i++) {
    ours.push(pathCost(pathFile, 'ours', [...flags]));
    theirs.push(pathCost(pathFile, 'svgpath', [...flags]));
  }
  console.log(
    `path data of ${svgs.length} card SVGs (${paths.length} paths, ${arcs} with arcs, ${label}): path-data.ts ${median(ours).toFixed(2)} ms, svgpath ${median(theirs).toFixed(2)} ms`,
  );
}
const p = await pngCost(svgs[0] ?? '');
console.log(
  `PNG encode of a 300-DPI face (814 px wide, RGBA, in-process): unfiltered level 3 ours ${p.ours.toFixed(1)} ms / pngjs ${p.pngjs.toFixed(1)} ms; "up" level 6 ours ${p.oursUp.toFixed(1)} ms / pngjs ${p.pngjsUp.toFixed(1)} ms; bytes ${p.sizes.join(' / ')}`,
);
console.log(`load average at end: ${load()}`);

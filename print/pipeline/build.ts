// `fray print` orchestration: load → validate → render (cached) → lay out → write atomically.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { writeAtomic } from './atomic-write.js';
import { sha1, type DiskCache } from './cache.js';
import { buildDecks } from './decks.js';
import { cachedFontProvider } from './font-provider.js';
import { artUnchanged, CardArt, type ArtStamp } from './card-art.js';
import { CacheKeys } from './keys.js';
import { readCatalogFiles, validateCatalogFiles, type CatalogFiles } from './load-catalog-fast.js';
import { RenderPool } from './render-pool.js';
import { planOutputs, type LayoutOptions, type OutputKind } from './outputs.js';
import { codeHash, referenceTemplateExists } from './paths.js';
import type { Progress } from './progress.js';
import type { RenderTask } from './render-backend.js';
import { renderStage, type RenderConfig } from './render-stage.js';
import { formatRenderError } from './report.js';

export interface PrintOptions extends LayoutOptions {
  readonly catalogDir: string;
  readonly outDir: string;
  readonly only: ReadonlySet<OutputKind>;
  readonly cache: DiskCache;
  readonly progress: Progress;
  readonly render?: RenderConfig;
}

export interface WrittenFile {
  readonly path: string;
  readonly bytes: number;
  readonly changed: boolean;
}

export interface BuildResult {
  readonly ok: boolean;
  readonly problems: string[];
  readonly files: WrittenFile[];
  readonly rendered: number;
  readonly cached: number;
  readonly skippedReferences: string[];
}

const MANIFEST = '.fray-manifest.json';

interface Manifest {
  /** The last complete build: its inputs key and the files it wrote. */
  build?: { key: string; files: string[]; skippedReferences: string[]; art?: ArtStamp[] };
  files: Record<string, { key: string; bytes: number }>;
}

function readManifest(file: string): Manifest {
  try {
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    if (m && typeof m.files === 'object') return m;
  } catch {
    // Missing or corrupt: everything is rebuilt.
  }
  return { files: {} };
}

/** FRAY_TIMING=1 prints how long each stage took (for the benchmark and for tuning). */
function timer(): (stage: string) => void {
  if (!process.env.FRAY_TIMING) return () => {};
  let last = performance.now();
  return (stage) => {
    const now = performance.now();
    process.stderr.write(`timing ${stage} ${(now - last).toFixed(0)} ms\n`);
    last = now;
  };
}

export async function buildPrint(opts: PrintOptions): Promise<BuildResult> {
  const mark = timer();
  const read = readCatalogFiles(opts.catalogDir);
  const version = codeHash();
  const manifestPath = join(opts.outDir, MANIFEST);
  const manifest = readManifest(manifestPath);
  // Nothing changed since the last complete build: no parsing, no validation, no rendering.
  const buildKey = sha1(version, read.hash, JSON.stringify({ ...opts, only: [...opts.only].sort(), cache: undefined, progress: undefined, render: undefined, catalogDir: read.dir }));
  // --no-cache is a clean build: nothing is taken from earlier runs.
  const clean = !opts.cache.dir;
  // The key covers the YAML; the art files it names are checked by size and modification time.
  if (!clean && manifest.build?.key === buildKey && artUnchanged(manifest.build.art)) {
    const listed = manifest.build.files.map((path) => ({ path, entry: manifest.files[path] }));
    const intact = listed.every(({ path, entry }) => entry && existsSync(join(opts.outDir, path)) && statSync(join(opts.outDir, path)).size === entry.bytes);
    if (intact) return { ok: true, problems: [], files: listed.map(({ path, entry }) => ({ path, bytes: entry!.bytes, changed: false })), rendered: 0, cached: 0, skippedReferences: manifest.build.skippedReferences };
  }
  mark('read');
  // A cold build (nothing rendered yet with this code) needs every worker: start them now so they
  // load the renderer (Satori, fonts, icons) and warm it up while this thread validates the
  // catalog. A warm build usually renders a card or two, in this process (measured: a worker
  // started early for it saved nothing on 2 cores).
  const warmMarker = opts.cache.dir ? join(opts.cache.dir, `warm-${version}`) : undefined;
  let pool: RenderPool | undefined;
  if (!opts.render?.backend && (!warmMarker || !existsSync(warmMarker))) {
    pool = new RenderPool({ size: opts.render?.workers ?? availableParallelism(), backendModule: opts.render?.backendModule });
    pool.warm();
  }
  try {
    return await validateRenderWrite({ opts, read, version, manifest, manifestPath, buildKey, clean, warmMarker, pool, mark });
  } finally {
    await pool?.close();
  }
}

interface Stage {
  readonly opts: PrintOptions;
  readonly read: CatalogFiles;
  readonly version: string;
  readonly manifest: Manifest;
  readonly manifestPath: string;
  readonly buildKey: string;
  readonly clean: boolean;
  readonly warmMarker: string | undefined;
  readonly pool: RenderPool | undefined;
  readonly mark: (stage: string) => void;
}

async function validateRenderWrite({ opts, read, version, manifest, manifestPath, buildKey, clean, warmMarker, pool, mark }: Stage): Promise<BuildResult> {
  const catalog = await validateCatalogFiles(read, opts.cache);
  mark('validate');
  const fail = (problems: string[]): BuildResult => ({ ok: false, problems, files: [], rendered: 0, cached: 0, skippedReferences: [] });
  if (catalog.problems.length) {
    const { formatProblem } = await import('../../engine/catalog/yaml-source.js');
    return fail(catalog.problems.map(formatProblem));
  }

  const keys = new CacheKeys(catalog, version, new CardArt(catalog.dir, catalog.origins, read.files));
  const artProblems = await keys.art.problems(catalog.cards.values());
  if (artProblems.length) {
    const { formatProblem } = await import('../../engine/catalog/yaml-source.js');
    return fail(artProblems.map(formatProblem));
  }
  const { systemName, scopeOf, cardKey, backKey, referenceKey } = keys;
  const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
  const skippedReferences = opts.only.has('reference') ? catalog.systems.filter((s) => !referenceTemplateExists(s)) : [];
  const referenceSystems = opts.only.has('reference') ? catalog.systems.filter((s) => referenceTemplateExists(s)) : [];

  const tasks = new Map<string, RenderTask>();
  const cardLike = opts.only.has('pnp') || opts.only.has('decks') || opts.only.has('dtc');
  if (cardLike) {
    for (const deck of decks) {
      for (const card of deck.cards) {
        const key = cardKey(card);
        if (!tasks.has(key)) tasks.set(key, keys.cardTask(card, deck.system, key));
      }
      const bk = backKey(deck);
      if (!tasks.has(bk)) tasks.set(bk, { kind: 'back', key: bk, deck, scope: scopeOf(deck.system) });
    }
  }
  for (const system of referenceSystems) {
    const key = referenceKey(system);
    tasks.set(key, { kind: 'reference', key, scope: scopeOf(system) });
  }

  const stage = await renderStage([...tasks.values()], opts.cache, { ...opts.render, ...(pool ? { pool } : {}) }, opts.progress);
  mark('render');
  if (warmMarker && !stage.failures.length && !existsSync(warmMarker)) await writeAtomic(warmMarker, '');
  if (stage.failures.length) return fail(await Promise.all(stage.failures.map((f) => formatRenderError(f, catalog))));

  const outputs = planOutputs(decks, referenceSystems, opts.only, opts, {
    cardKey,
    backKey,
    face: (key) => stage.faces(key)[0]!,
    referenceKey,
    reference: (system) => stage.faces(referenceKey(system)),
  }, version);

  // The same subset serves the A4 sheets, the Letter sheets and the DTC file of a deck.
  const fonts = cachedFontProvider(stage.fonts, opts.cache);


  const files: WrittenFile[] = [];
  const next: Manifest = { files: { ...manifest.files } };
  for (const o of outputs) {
    const abs = join(opts.outDir, o.path);
    const prev = manifest.files[o.path];
    if (!clean && prev && prev.key === o.key && existsSync(abs) && statSync(abs).size === prev.bytes) {
      files.push({ path: o.path, bytes: prev.bytes, changed: false });
      continue;
    }
    const data = o.build(fonts);
    await writeAtomic(abs, data);
    next.files[o.path] = { key: o.key, bytes: data.length };
    files.push({ path: o.path, bytes: data.length, changed: true });
  }
  mark('write');
  next.build = { key: buildKey, files: outputs.map((o) => o.path), skippedReferences, art: keys.art.stampsRead() };
  await writeAtomic(manifestPath, JSON.stringify(next, null, 1));
  return { ok: true, problems: [], files, rendered: stage.rendered, cached: stage.cached, skippedReferences };
}

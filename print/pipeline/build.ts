// `fray print` orchestration: load → validate → render (cached) → lay out → write atomically.
import { campaignHash } from './campaign-hash.js';
import { loadNoteFace } from '../render/assets.js';
import { existsSync } from 'node:fs';
import { readUserTextResult } from '../../infra/read-user-file.js';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { cleanStaleTemps, writeAtomic } from '../../infra/atomic-write.js';
import type { DiskCache } from '../../infra/disk-cache.js';
import { sha1 } from '../../infra/hash.js';
import { withOutputLock } from '../../infra/output-lock.js';
import { checkOutputDir, fileSha256, sha256, StagedWrites } from '../../infra/staged-write.js';
import { buildDecks } from './decks.js';
import { cachedFontProvider } from './font-provider.js';
import { artUnchanged, CardArt, type ArtStamp } from '../../catalog/card-art.js';
import { CacheKeys } from './keys.js';
import { readCatalogFiles, validateCatalogFiles, type CatalogFiles } from './load-catalog-fast.js';
import { RenderPool } from './render-pool.js';
import { pdfxColour, pressDate } from '../pdf/cmyk-colour.js';
import { CmykProfileError } from '../pdf/cmyk-profile.js';
import { choosePressProfile, platformProfileNote, type ProfileSearch } from '../export/press-profile.js';
import { planOutputs, type LayoutOptions, type OutputKind, type PressColour } from './outputs.js';
import { codeHash, referenceTemplateExists } from './code-hash.js';
import type { Progress } from '../../infra/progress.js';
import type { RenderTask } from './render-backend.js';
import { renderStage, type RenderConfig, type RenderStageResult } from './render-stage.js';
import type { CardFace } from '../layout/geometry.js';
import { testHook } from '../../infra/test-hooks.js';
import { renderProblem } from './report.js';
import type { Problem } from '../../engine/diagnostics/problem.js';

export interface PrintOptions extends LayoutOptions {
  readonly catalogDir: string;
  readonly outDir: string;
  readonly only: ReadonlySet<OutputKind>;
  readonly cache: DiskCache;
  readonly progress: Progress;
  readonly render?: RenderConfig;
  /** A campaign folder whose built characters print too (decks and character sheets). */
  readonly campaignDir?: string;
  /** The user named the campaign: a catalog without the campaign layer is a problem, not a skip. */
  readonly campaignRequired?: boolean;
  /** print-shop/dtc/: convert to this CMYK profile (embedded) instead of the one found on the machine. */
  readonly cmykProfile?: string;
  /** Where to look for a CMYK profile (tests); default: the machine's usual places. */
  readonly profileSearch?: ProfileSearch;
  /** Told when another command is writing outDir and this build waits for it to finish. */
  readonly onOutputWait?: (holder: { readonly pid: number; readonly host: string }) => void;
}

export interface WrittenFile {
  readonly path: string;
  readonly bytes: number;
  readonly changed: boolean;
}

/** An output folder that was not written, why, and how to fix it. */
export interface Withheld {
  readonly path: string;
  readonly message: string;
  readonly hint: string;
}

export interface BuildResult {
  readonly ok: boolean;
  /** Positioned problems (cli/ formats them); none when ok. */
  readonly problems: Problem[];
  readonly files: WrittenFile[];
  readonly rendered: number;
  readonly cached: number;
  readonly skippedReferences: string[];
  /** Things done other than asked, e.g. DTC files converted to a profile found on the machine. */
  readonly notes?: string[];
  /** Outputs asked for and not written, e.g. print-shop/dtc/ without a CMYK profile (never RGB under a shop's name). */
  readonly withheld?: Withheld[];
  /** Positioned warnings: the build went on (e.g. a character file campaign.yaml does not list was left out). */
  readonly warnings?: Problem[];
}

const MANIFEST = '.fray-manifest.json';

/**
 * What the last builds wrote. Only an accelerator: a file counts as unchanged when its inputs key
 * matches AND its bytes still hash to what was written (a run killed half-way, or one that could
 * not update this manifest, can leave files that no longer match it).
 */
interface Manifest {
  version: 2;
  /** The last complete build: its inputs key and the files it wrote. */
  build?: { key: string; files: string[]; skippedReferences: string[]; art?: ArtStamp[] };
  files: Record<string, { key: string; bytes: number; sha256: string }>;
}

function readManifest(file: string): Manifest {
  try {
    // Through the safe reader: a FIFO or a /dev/zero link planted as the manifest is a miss, not a hang.
    const r = readUserTextResult(file, 'manifest');
    if (!r.ok) return { version: 2, files: {} };
    const m = JSON.parse(r.text) as Manifest;
    // An older manifest has no content hashes: nothing it lists is known to match.
    if (m && m.version === 2 && typeof m.files === 'object' && m.files) return m;
  } catch {
    // Missing or corrupt: everything is rebuilt.
  }
  return { version: 2, files: {} };
}

/** Whether the file at `abs` is exactly what the manifest says was written there. */
function intact(abs: string, entry: Manifest['files'][string] | undefined): boolean {
  return !!entry && typeof entry.sha256 === 'string' && fileSha256(abs) === entry.sha256;
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

/**
 * Builds the print into opts.outDir, holding that folder's lock for the whole build: a second
 * `fray print` into the same folder waits, then reads the manifest this one wrote.
 */
export function buildPrint(opts: PrintOptions): Promise<BuildResult> {
  return withOutputLock(opts.outDir, `the --out folder ${opts.outDir}`, () => buildLocked(opts), opts.onOutputWait);
}

async function buildLocked(opts: PrintOptions): Promise<BuildResult> {
  const mark = timer();
  const read = readCatalogFiles(opts.catalogDir);
  const version = codeHash();
  const manifestPath = join(opts.outDir, MANIFEST);
  const manifest = readManifest(manifestPath);
  // Nothing changed since the last complete build: no parsing, no validation, no rendering.
  const buildKey = sha1(
    version,
    read.hash,
    opts.campaignDir ? campaignHash(opts.campaignDir) : '',
    JSON.stringify({
      ...opts,
      only: [...opts.only].sort(),
      cache: undefined,
      progress: undefined,
      render: undefined,
      profileSearch: undefined,
      catalogDir: read.dir,
    }),
  );
  // --no-cache is a clean build: nothing is taken from earlier runs.
  const clean = !opts.cache.dir;
  // The key covers the YAML; the art files it names are checked by size and modification time.
  if (!clean && manifest.build?.key === buildKey && artUnchanged(manifest.build.art)) {
    const listed = manifest.build.files.map((path) => ({ path, entry: manifest.files[path] }));
    if (listed.every(({ path, entry }) => intact(join(opts.outDir, path), entry))) {
      await cleanStaleTemps([opts.outDir, ...listed.map(({ path }) => dirname(join(opts.outDir, path)))]);
      return {
        ok: true,
        problems: [],
        files: listed.map(({ path, entry }) => ({ path, bytes: entry!.bytes, changed: false })),
        rendered: 0,
        cached: 0,
        skippedReferences: manifest.build.skippedReferences,
      };
    }
  }
  mark('read');
  // A cold build (nothing rendered yet with this code) needs every worker: start them now so they
  // load the renderer (Satori, fonts, icons) and warm it up while this thread validates the
  // catalog. A warm build usually renders a card or two, in this process (measured: a worker
  // started early for it saved nothing on 2 cores).
  const warmMarker = opts.cache.dir ? join(opts.cache.dir, `warm-${version}`) : undefined;
  let pool: RenderPool | undefined;
  if (!opts.render?.backend && (!warmMarker || !existsSync(warmMarker))) {
    pool = new RenderPool({
      size: opts.render?.workers ?? availableParallelism(),
      backendModule: opts.render?.backendModule,
    });
    pool.warm();
  }
  try {
    return await validateRenderWrite({
      opts,
      read,
      version,
      manifest,
      manifestPath,
      buildKey,
      clean,
      warmMarker,
      pool,
      mark,
    });
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

async function validateRenderWrite({
  opts,
  read,
  version,
  manifest,
  buildKey,
  clean,
  warmMarker,
  pool,
  mark,
}: Stage): Promise<BuildResult> {
  const catalog = await validateCatalogFiles(read, opts.cache);
  mark('validate');
  const fail = (problems: Problem[]): BuildResult => ({
    ok: false,
    problems,
    files: [],
    rendered: 0,
    cached: 0,
    skippedReferences: [],
  });
  if (catalog.problems.length) return fail(catalog.problems);

  const keys = new CacheKeys(catalog, version, new CardArt(catalog.dir, catalog.origins, read.files));
  const artProblems = await keys.art.problems(catalog.cards.values());
  if (artProblems.length) return fail(artProblems);
  const { systemName, scopeOf, cardKey, backKey, referenceKey } = keys;
  const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
  // The campaign's built characters: their derived decks print with the catalog's, and their sheets.
  const sheets: { id: string; key: string; task: RenderTask }[] = [];
  const campaignWarnings: Problem[] = [];
  if (
    opts.campaignDir &&
    (opts.only.has('pnp') || opts.only.has('decks') || opts.only.has('dtc') || opts.only.has('sheets'))
  ) {
    const { campaignPrint } = await import('./campaign-print.js');
    const built = campaignPrint(opts.campaignDir, catalog, !!opts.campaignRequired);
    if (built.problems.length) return fail(built.problems);
    campaignWarnings.push(...built.warnings);
    if (opts.only.has('pnp') || opts.only.has('decks') || opts.only.has('dtc')) decks.push(...built.decks);
    if (opts.only.has('sheets')) {
      for (const s of built.sheets) {
        const key = sha1(version, 'sheet', keys.tablesKey('witchhammer'), JSON.stringify(s.sheet));
        sheets.push({
          id: s.id,
          key,
          task: { kind: 'sheet', key, id: s.id, sheet: s.sheet, scope: scopeOf('witchhammer') },
        });
      }
    }
  }
  const skippedReferences = opts.only.has('reference')
    ? catalog.systems.filter((s) => !referenceTemplateExists(s))
    : [];
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
  for (const s of sheets) tasks.set(s.key, s.task);

  // The outputs (paths and keys) are known before anything is rendered, so a folder or file that
  // cannot be written is reported now, not after the render.
  let stage: RenderStageResult | undefined;
  const faces = (key: string): CardFace[] => stage!.faces(key);
  // Read at the edge, like every font: only the calibration sheet prints in it.
  const noteFace = opts.only.has('pnp') ? await loadNoteFace() : undefined;
  const colour = opts.only.has('dtc') ? await pressColour(opts) : undefined;
  if (colour && 'problem' in colour) return fail([colour.problem]);
  const press = colour && 'press' in colour ? colour.press : undefined;
  const withheld = colour && 'withheld' in colour ? [colour.withheld] : [];
  let only = opts.only;
  if (withheld.length) {
    only = new Set([...opts.only].filter((k) => k !== 'dtc'));
    // Nothing else was asked for: the print fails, as `fray export --target dtc` does.
    if (!only.size)
      return fail([
        {
          severity: 'error',
          file: join(opts.outDir, withheld[0]!.path),
          line: 1,
          col: 1,
          field: '',
          message: `not written: ${withheld[0]!.message}`,
          hint: withheld[0]!.hint,
        },
      ]);
  }
  const outputs = planOutputs(
    decks,
    referenceSystems,
    only,
    opts,
    {
      sheets: sheets.map(({ id, key }) => ({ id, key })),
      ...(noteFace ? { noteFace } : {}),
      ...(press ? { press } : {}),
      cardKey,
      backKey,
      face: (key) => faces(key)[0]!,
      referenceKey,
      reference: (system) => faces(referenceKey(system)),
      systemName,
    },
    version,
  );
  await checkOutputDir(opts.outDir, [...outputs.map((o) => o.path), MANIFEST]);

  stage = await renderStage(
    [...tasks.values()],
    opts.cache,
    { ...opts.render, ...(pool ? { pool } : {}) },
    opts.progress,
  );
  mark('render');
  if (warmMarker && !stage.failures.length && !existsSync(warmMarker))
    await writeAtomic(warmMarker, '').catch(() => {});
  if (stage.failures.length) return fail(stage.failures.map((f) => renderProblem(f, catalog)));

  // The same subset serves the A4 sheets, the Letter sheets and the DTC file of a deck.
  const fonts = cachedFontProvider(stage.fonts, opts.cache);

  // Every changed file is written in full beside its target first; only then is anything
  // replaced (staged-write.ts), so a full disk or a kill during this loop changes no output.
  const files: WrittenFile[] = [];
  const next: Manifest = { version: 2, files: { ...manifest.files } };
  const staging = new StagedWrites(opts.outDir);
  for (const o of outputs) {
    const prev = manifest.files[o.path];
    if (!clean && prev && prev.key === o.key && intact(join(opts.outDir, o.path), prev)) {
      files.push({ path: o.path, bytes: prev.bytes, changed: false });
      continue;
    }
    const data = await o.build(fonts);
    await staging.stage(o.path, data);
    next.files[o.path] = { key: o.key, bytes: data.length, sha256: sha256(data) };
    files.push({ path: o.path, bytes: data.length, changed: true });
  }
  next.build = { key: buildKey, files: outputs.map((o) => o.path), skippedReferences, art: keys.art.stampsRead() };
  await testHook('staged');
  // The manifest goes first: if it cannot be replaced, nothing is. A stale manifest entry is
  // harmless either way, since a file is only "unchanged" when its bytes hash to the entry.
  const manifestStage = new StagedWrites(opts.outDir);
  try {
    await manifestStage.stage(MANIFEST, JSON.stringify(next, null, 1));
    await manifestStage.commit();
  } catch (e) {
    await staging.discard();
    throw e;
  }
  await testHook('before-replace');
  await staging.commit();
  mark('write');
  return {
    ok: true,
    problems: [],
    files,
    rendered: stage.rendered,
    cached: stage.cached,
    skippedReferences,
    ...(press?.note ? { notes: [press.note] } : {}),
    ...(withheld.length ? { withheld } : {}),
    ...(campaignWarnings.length ? { warnings: campaignWarnings } : {}),
  };
}

/**
 * The PDF/X-1a colour of print-shop/dtc/, through the same profile decision as `fray export
 * --target dtc` (print/export/press-profile.ts). Without a CMYK profile the folder is withheld,
 * never written in RGB: a file under a shop's name must pass that shop's preflight.
 */
async function pressColour(
  opts: PrintOptions,
): Promise<{ press: PressColour } | { withheld: Withheld } | { problem: Problem }> {
  const pick = choosePressProfile(opts.cmykProfile, opts.profileSearch);
  if (!pick.ok) return { withheld: { path: 'print-shop/dtc/', message: pick.message, hint: pick.hint } };
  try {
    const { colour, key } = await pdfxColour(pressDate(), {
      path: pick.path,
      embed: pick.embed,
      given: pick.source === 'given',
    });
    const note = platformProfileNote(pick);
    return { press: { colour, key, ...(note ? { note } : {}) } };
  } catch (e) {
    if (!(e instanceof CmykProfileError)) throw e;
    // The user's own --cmyk-profile is a mistake to fix; a profile found on the machine that does not load is skipped.
    if (pick.source === 'given')
      return {
        problem: { severity: 'error', file: pick.path, line: 1, col: 1, field: '', message: e.message, hint: e.hint },
      };
    return { withheld: { path: 'print-shop/dtc/', message: e.message, hint: e.hint } };
  }
}

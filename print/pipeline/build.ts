// `fray print` orchestration: load → validate → render (cached) → lay out → write atomically.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Card } from '../../engine/schema/card.js';
import type { EmbeddedFont } from '../pdf/embed-font.js';
import type { FontProvider } from '../pdf/pdf-builder.js';
import { writeAtomic } from './atomic-write.js';
import { sha1, type DiskCache } from './cache.js';
import { buildDecks, type Deck } from './decks.js';
import { readCatalogFiles, validateCatalogFiles } from './load-catalog-fast.js';
import { planOutputs, type LayoutOptions, type OutputKind } from './outputs.js';
import { codeHash, referenceTemplateExists } from './paths.js';
import type { Progress } from './progress.js';
import type { RenderScope, RenderTask } from './render-backend.js';
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
  build?: { key: string; files: string[]; skippedReferences: string[] };
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

export async function buildPrint(opts: PrintOptions): Promise<BuildResult> {
  const read = readCatalogFiles(opts.catalogDir);
  const version = codeHash();
  const manifestPath = join(opts.outDir, MANIFEST);
  const manifest = readManifest(manifestPath);
  // Nothing changed since the last complete build: no parsing, no validation, no rendering.
  const buildKey = sha1(version, read.hash, JSON.stringify({ ...opts, only: [...opts.only].sort(), cache: undefined, progress: undefined, render: undefined, catalogDir: read.dir }));
  if (manifest.build?.key === buildKey) {
    const listed = manifest.build.files.map((path) => ({ path, entry: manifest.files[path] }));
    const intact = listed.every(({ path, entry }) => entry && existsSync(join(opts.outDir, path)) && statSync(join(opts.outDir, path)).size === entry.bytes);
    if (intact) return { ok: true, problems: [], files: listed.map(({ path, entry }) => ({ path, bytes: entry!.bytes, changed: false })), rendered: 0, cached: 0, skippedReferences: manifest.build.skippedReferences };
  }
  const catalog = await validateCatalogFiles(read, opts.cache);
  const fail = (problems: string[]): BuildResult => ({ ok: false, problems, files: [], rendered: 0, cached: 0, skippedReferences: [] });
  if (catalog.problems.length) {
    const { formatProblem } = await import('../../engine/catalog/yaml-source.js');
    return fail(catalog.problems.map(formatProblem));
  }

  const systemName = (id: string): string => {
    const t = catalog.tables[id] as { name?: unknown } | undefined;
    return typeof t?.name === 'string' ? t.name : id;
  };
  const scopes = new Map<string, RenderScope>();
  const scopeOf = (system: string): RenderScope => {
    let s = scopes.get(system);
    if (!s) {
      s = { catalogDir: catalog.dir, system, systemName: systemName(system), tables: catalog.tables[system], cards: catalog.cardsBySystem[system] ?? [] };
      scopes.set(system, s);
    }
    return s;
  };
  const systemOf = new Map<string, string>();
  for (const [system, cards] of Object.entries(catalog.cardsBySystem)) for (const c of cards) systemOf.set(c.id, system);
  const tablesHash = new Map<string, string>();
  const tablesKey = (system: string): string => {
    let h = tablesHash.get(system);
    if (!h) tablesHash.set(system, (h = sha1(JSON.stringify(catalog.tables[system] ?? null))));
    return h;
  };
  // A card's look depends on the card, its system's tables and (for characters) the deck it
  // lists: the templates show each listed card's name and type, nothing more.
  const cardKeys = new Map<string, string>();
  const cardKey = (card: Card): string => {
    let k = cardKeys.get(card.id);
    if (!k) {
      const system = systemOf.get(card.id) ?? '';
      const refs = card.type === 'character' ? [...card.actions, ...card.stances].map((id) => {
        const c = catalog.cards.get(id);
        return c ? `${c.id}:${c.type}:${c.name}` : id;
      }) : [];
      k = sha1(version, 'card', system, tablesKey(system), JSON.stringify(card), ...refs);
      cardKeys.set(card.id, k);
    }
    return k;
  };
  // A back shows the deck's name and its system's emblem.
  const backKey = (deck: Deck): string => sha1(version, 'back', deck.system, tablesKey(deck.system), deck.kind, deck.id, deck.title);
  const referenceKey = (system: string): string => sha1(version, 'reference', system, tablesKey(system), JSON.stringify(catalog.cardsBySystem[system] ?? []));

  const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
  const skippedReferences = opts.only.has('reference') ? catalog.systems.filter((s) => !referenceTemplateExists(s)) : [];
  const referenceSystems = opts.only.has('reference') ? catalog.systems.filter((s) => referenceTemplateExists(s)) : [];

  const tasks = new Map<string, RenderTask>();
  const cardLike = opts.only.has('pnp') || opts.only.has('decks') || opts.only.has('dtc');
  if (cardLike) {
    for (const deck of decks) {
      for (const card of deck.cards) {
        const key = cardKey(card);
        if (!tasks.has(key)) tasks.set(key, { kind: 'card', key, card, scope: scopeOf(systemOf.get(card.id) ?? deck.system) });
      }
      const bk = backKey(deck);
      if (!tasks.has(bk)) tasks.set(bk, { kind: 'back', key: bk, deck, scope: scopeOf(deck.system) });
    }
  }
  for (const system of referenceSystems) {
    const key = referenceKey(system);
    tasks.set(key, { kind: 'reference', key, scope: scopeOf(system) });
  }

  const stage = await renderStage([...tasks.values()], opts.cache, opts.render ?? {}, opts.progress);
  if (stage.failures.length) return fail(await Promise.all(stage.failures.map((f) => formatRenderError(f, catalog))));

  const outputs = planOutputs(decks, referenceSystems, opts.only, opts, {
    cardKey,
    backKey,
    face: (key) => stage.faces(key)[0]!,
    referenceKey,
    reference: (system) => stage.faces(referenceKey(system)),
  }, version);

  // The same subset serves the A4 sheets, the Letter sheets and the DTC file of a deck.
  const embedded = new Map<string, EmbeddedFont>();
  const fonts: FontProvider = {
    fontBytes(id) {
      const b = stage.fonts.get(id) ?? opts.cache.bytes('fontfile', id);
      if (!b) throw new Error(`font ${id} is neither in memory nor in the cache; run again with --no-cache`);
      return b;
    },
    cachedFont(key) {
      let f = embedded.get(key);
      if (!f && (f = opts.cache.font(key))) embedded.set(key, f);
      return f;
    },
    storeFont: (key, f) => {
      embedded.set(key, f);
      opts.cache.storeFont(key, f);
    },
  };

  const files: WrittenFile[] = [];
  const next: Manifest = { files: { ...manifest.files } };
  for (const o of outputs) {
    const abs = join(opts.outDir, o.path);
    const prev = manifest.files[o.path];
    if (prev && prev.key === o.key && existsSync(abs) && statSync(abs).size === prev.bytes) {
      files.push({ path: o.path, bytes: prev.bytes, changed: false });
      continue;
    }
    const data = o.build(fonts);
    await writeAtomic(abs, data);
    next.files[o.path] = { key: o.key, bytes: data.length };
    files.push({ path: o.path, bytes: data.length, changed: true });
  }
  next.build = { key: buildKey, files: outputs.map((o) => o.path), skippedReferences };
  await writeAtomic(manifestPath, JSON.stringify(next, null, 1));
  return { ok: true, problems: [], files, rendered: stage.rendered, cached: stage.cached, skippedReferences };
}

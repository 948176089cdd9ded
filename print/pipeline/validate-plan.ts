// The validation cache's view of a catalog, worked out without YAML or zod: which system tables
// and which validation units (one per card of a splittable list file, else one per file) it has,
// each with a content key.
import type { FreeTextKeys } from '../../engine/catalog/card-delta.js';
import { splitCardList } from '../../engine/catalog/card-chunks.js';
import { isCardFile, sortedYamlFiles, systemFolders, TABLES_FILE } from '../../engine/catalog/catalog-layout.js';
import type { CatalogFile } from '../../engine/catalog/validate-catalog.js';
import type { DataPath } from '../../engine/diagnostics/problem.js';
import type { Card } from '../../engine/schema/card.js';
import * as crypto from 'node:crypto';
import { sha1 } from '../../infra/hash.js';

/** A valid card of a unit; an item's card has path [] and its line counted from the item's first line. */
export interface CachedCard {
  readonly card: Card;
  readonly path: DataPath;
  readonly line: number;
  readonly col: number;
  /** The card as written (parsed YAML), when it survives JSON: lets a text edit skip zod. */
  readonly raw?: unknown;
  /** An item's own text, its anchor sources (key and item indexes) and its one-line string fields: see card-lines. */
  readonly text?: string;
  readonly deps?: string;
  readonly depIdx?: number[];
  readonly lines?: Record<string, number>;
  /** Lines (within the item) of its anchored nodes: what the items that alias them depend on. */
  readonly anchors?: [number, number][];
}

/** The cache entry of one catalog folder: only what validated without a single problem. */
export interface ValidationIndex {
  readonly tables: Record<string, { readonly key: string; readonly value: unknown }>;
  readonly units: Record<string, CachedCard[]>;
  /** The card schema's free-text keys, for applyTextEdit. */
  readonly free?: FreeTextKeys;
  /** Each card file's unit keys, in order: where an edited item finds its previous version. */
  readonly files?: Record<string, string[]>;
  /** Icon names the cards use, all known (the icon set's version is part of the cache scope). */
  readonly icons?: string[];
}

export interface Unit {
  readonly key: string;
  /** What to parse on a miss: the item's anchor sources, then the item (or the whole file). */
  readonly source: string;
  /** Lines of `source` before the unit's own text. */
  readonly skip: number;
  /** Index of the unit's item in `source`'s list; undefined for a whole file. */
  readonly item?: number;
  /** 1-based line of the unit's first line in its file. */
  readonly line: number;
  /** An item's own text, and its anchor sources' key and item indexes. */
  readonly own?: string;
  readonly depsKey?: string;
  readonly depIdx?: number[];
  /** Whether a later item may alias one of its anchors. */
  readonly aliased?: boolean;
}

export interface PlannedFile {
  readonly file: CatalogFile;
  readonly system: string;
  readonly units: Unit[];
}

export interface Plan {
  readonly systems: string[];
  readonly tables: { readonly system: string; readonly key: string; readonly file: CatalogFile }[];
  readonly cardFiles: PlannedFile[];
}

// A hundred items take a hundred keys: the one-shot hash (Node 20.12+) is several times cheaper.
const quickSha1 = (s: string): string => (crypto.hash ? crypto.hash('sha1', s) : sha1(s));

/** The key of an item's anchor sources, from their texts. */
export const depsKeyOf = (texts: readonly string[]): string =>
  quickSha1(`deps\0${texts.map((t) => `${t.length}:${t}`).join('')}`);
const countLines = (s: string): number => s.split('\n').length - 1;

function unitsOf(text: string, path: string): Unit[] {
  // A spreadsheet is validated whole (it has no YAML items to split).
  const chunks = /\.csv$/i.test(path) ? undefined : splitCardList(text);
  if (!chunks) return [{ key: sha1('file', text), source: text, skip: 0, line: 1 }];
  const aliased = new Set(chunks.deps.flat());
  return chunks.texts.map((own, i) => {
    const deps = chunks.deps[i]!.map((d) => chunks.texts[d]!);
    const before = deps.join('');
    const depsKey = depsKeyOf(deps);
    const depIdx = chunks.deps[i]!;
    return {
      key: quickSha1(`item\0${depsKey}\0${own}`),
      source: before + own,
      skip: countLines(before),
      item: deps.length,
      line: chunks.lines[i]!,
      own,
      depsKey,
      depIdx,
      aliased: aliased.has(i),
    };
  });
}

/** Undefined when the catalog's layout itself is a problem (left to the uncached validator). */
export function planCatalog(files: readonly CatalogFile[]): Plan | undefined {
  const sorted = sortedYamlFiles(files);
  const systems = systemFolders(sorted);
  const tables: Plan['tables'][number][] = [];
  for (const system of systems) {
    const file = sorted.find((f) => f.path === `${system}/${TABLES_FILE}`);
    if (!file) return undefined;
    tables.push({ system, key: sha1('tables', system, file.text), file });
  }
  const cardFiles: PlannedFile[] = [];
  for (const file of sorted) {
    if (!file.path.includes('/')) return undefined;
    if (!isCardFile(file.path)) continue; // the rule tables above; the campaign catalog is validated whole (validate-cache.ts)
    cardFiles.push({ file, system: file.path.split('/')[0]!, units: unitsOf(file.text, file.path) });
  }
  return { systems, tables, cardFiles };
}

/** Whether `v` comes back from JSON exactly as it is (else it is not worth caching). */
export function jsonSafe(v: unknown, stack: object[] = []): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object' || stack.includes(v)) return false;
  stack.push(v);
  let ok: boolean;
  if (Array.isArray(v)) {
    ok = v.every((x, i) => i in v && jsonSafe(x, stack)) && Object.keys(v).length === v.length;
  } else {
    ok =
      Object.getPrototypeOf(v) === Object.prototype &&
      Object.entries(v).every(([k, x]) => k !== '__proto__' && jsonSafe(x, stack));
  }
  stack.pop();
  return ok;
}

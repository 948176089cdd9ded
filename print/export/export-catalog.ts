// What every export target starts from: the validated catalog, its decks (print/pipeline's
// buildDecks: one per character plus each system's own deck) and a render scope per system.
import type { Card } from '../../engine/schema/card.js';
import type { DiskCache } from '../pipeline/cache.js';
import { buildDecks, type Deck } from '../pipeline/decks.js';
import { readCatalogFiles, validateCatalogFiles, type LoadedCatalog } from '../pipeline/load-catalog-fast.js';
import type { RenderScope } from '../pipeline/render-backend.js';

export interface ExportCatalog {
  readonly catalog: LoadedCatalog;
  readonly decks: Deck[];
  scopeOf(system: string): RenderScope;
  systemOf(card: Card): string | undefined;
}

export type Loaded = { ok: true; value: ExportCatalog } | { ok: false; problems: string[] };

export async function loadExportCatalog(dir: string, cache: DiskCache): Promise<Loaded> {
  const catalog = await validateCatalogFiles(readCatalogFiles(dir), cache);
  if (catalog.problems.length) {
    const { formatProblem } = await import('../../engine/catalog/yaml-source.js');
    return { ok: false, problems: catalog.problems.map(formatProblem) };
  }
  const systemName = (id: string): string => {
    const t = catalog.tables[id] as { name?: unknown } | undefined;
    return typeof t?.name === 'string' ? t.name : id;
  };
  const systemOf = new Map<string, string>();
  for (const [system, cards] of Object.entries(catalog.cardsBySystem)) for (const c of cards) systemOf.set(c.id, system);
  const scopes = new Map<string, RenderScope>();
  const scopeOf = (system: string): RenderScope => {
    let s = scopes.get(system);
    if (!s) scopes.set(system, (s = { catalogDir: catalog.dir, system, systemName: systemName(system), tables: catalog.tables[system], cards: catalog.cardsBySystem[system] ?? [] }));
    return s;
  };
  const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
  if (!decks.length) return { ok: false, problems: [`${dir}: the catalog has no cards to export\n    hint: a catalog folder holds one folder per system, each with system.yaml and card files`] };
  return { ok: true, value: { catalog, decks, scopeOf, systemOf: (c) => systemOf.get(c.id) } };
}

// What every export target starts from: the validated catalog, its decks (print/pipeline's
// buildDecks: one per character plus each system's own deck) and a render scope per system.
import type { Card } from '../../engine/schema/card.js';
import type { DiskCache } from '../../infra/disk-cache.js';
import { buildDecks, type Deck } from '../pipeline/decks.js';
import { readCatalogFiles, validateCatalogFiles, type LoadedCatalog } from '../pipeline/load-catalog-fast.js';
import { CardArt } from '../../catalog/card-art.js';
import { CacheKeys } from '../pipeline/keys.js';
import { codeHash } from '../pipeline/code-hash.js';
import type { RenderScope } from '../pipeline/render-backend.js';

export interface ExportCatalog {
  readonly catalog: LoadedCatalog;
  readonly decks: Deck[];
  readonly keys: CacheKeys;
  scopeOf(system: string): RenderScope;
  systemOf(card: Card): string | undefined;
}

export type Loaded = { ok: true; value: ExportCatalog } | { ok: false; problems: string[] };

/** `campaign`: a campaign folder whose built characters' decks export with the catalog's, as `fray print` prints them. */
export async function loadExportCatalog(
  dir: string,
  cache: DiskCache,
  campaign?: { readonly dir: string; readonly required: boolean },
): Promise<Loaded> {
  const read = readCatalogFiles(dir);
  const catalog = await validateCatalogFiles(read, cache);
  // The print pipeline's keys: the same scopes and cache keys, so a printed catalog exports from cache.
  const keys = new CacheKeys(catalog, codeHash(), new CardArt(catalog.dir, catalog.origins, read.files));
  const problems = catalog.problems.length ? catalog.problems : await keys.art.problems(catalog.cards.values());
  if (problems.length) {
    const { formatProblem } = await import('../../engine/diagnostics/problem.js');
    return { ok: false, problems: problems.map(formatProblem) };
  }
  const { systemName, scopeOf } = keys;
  const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
  if (campaign) {
    const { campaignPrint } = await import('../pipeline/campaign-print.js');
    const built = campaignPrint(campaign.dir, catalog, campaign.required);
    if (built.problems.length) {
      const { formatProblem } = await import('../../engine/diagnostics/problem.js');
      return { ok: false, problems: built.problems.map(formatProblem) };
    }
    decks.push(...built.decks);
  }
  if (!decks.length)
    return {
      ok: false,
      problems: [
        `${dir}: the catalog has no cards to export\n    hint: a catalog folder holds one folder per system, each with system.yaml and card files`,
      ],
    };
  return { ok: true, value: { catalog, decks, keys, scopeOf, systemOf: (c) => keys.systemOf.get(c.id) } };
}

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCatalogDir } from '../../catalog/load-catalog.js';
import { DiskCache } from '../../infra/disk-cache.js';
import { repoRoot } from '../../infra/paths.js';
import { loadExportCatalog } from './export-catalog.js';

describe('the decks fray export writes', () => {
  it("are fray print's: the catalog's decks and, with a campaign, its built characters' decks", {
    timeout: 60_000,
  }, async () => {
    const cache = new DiskCache(undefined);
    const plain = await loadExportCatalog(bundledCatalogDir(), cache);
    const withCampaign = await loadExportCatalog(bundledCatalogDir(), cache, {
      dir: join(repoRoot(), 'campaign', 'sample'),
      required: true,
    });
    if (!plain.ok || !withCampaign.ok) throw new Error('bundled catalog did not load');
    const ids = withCampaign.value.decks.map((d) => d.id);
    expect(ids.filter((id) => id.startsWith('campaign-')).sort()).toEqual([
      'campaign-corvin-stalker',
      'campaign-mara-voss',
      'campaign-sister-ilse',
      'campaign-tobin-ashgrove',
    ]);
    expect(ids.length).toBe(plain.value.decks.length + 4);
  });

  it('reports a campaign folder that cannot be read, and exports nothing', async () => {
    const r = await loadExportCatalog(bundledCatalogDir(), new DiskCache(undefined), {
      dir: '/nonexistent/campaign',
      required: true,
    });
    expect(r.ok).toBe(false);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchedFolders } from './run-print.js';
import { watchAndRebuild } from './watch.js';

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fray print --watch', () => {
  it('builds once, rebuilds after a file of any watched folder changes, and stops on SIGINT', async () => {
    const catalog = mkdtempSync(join(tmpdir(), 'fray-watch-'));
    const campaign = mkdtempSync(join(tmpdir(), 'fray-watch-campaign-'));
    let builds = 0;
    const done = watchAndRebuild([catalog, campaign], async () => ++builds && 0, 20);
    await settle(200);
    expect(builds).toBe(1);
    writeFileSync(join(catalog, 'cards.yaml'), '- {}\n');
    for (let i = 0; i < 100 && builds < 2; i++) await settle(50);
    expect(builds).toBeGreaterThanOrEqual(2);
    const before = builds;
    writeFileSync(join(campaign, 'campaign.yaml'), 'day: 2\n');
    for (let i = 0; i < 100 && builds <= before; i++) await settle(50);
    expect(builds).toBeGreaterThan(before);
    process.emit('SIGINT');
    await expect(done).resolves.toBe(0);
  });

  it('watches the campaign given with --campaign, besides the catalog and the templates', () => {
    const folders = watchedFolders('/table/cards', '/table/our-campaign');
    expect(folders.slice(0, 2)).toEqual(['/table/cards', '/table/our-campaign']);
    expect(folders[2]).toMatch(/templates$/);
    expect(watchedFolders('/table/cards', undefined)).toHaveLength(2);
  });
});

describe('fray print no-such --watch', () => {
  it('refuses a catalog folder that does not exist instead of watching nothing', async () => {
    let builds = 0;
    await expect(
      watchAndRebuild([join(tmpdir(), 'fray-no-such-catalog')], async () => ++builds && 0, 20),
    ).rejects.toThrow(/folder not found: .*fray-no-such-catalog/);
    expect(builds).toBe(0);
  });
});

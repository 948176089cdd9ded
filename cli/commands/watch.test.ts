import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchedFolders } from './run-print.js';
import { watchAndRebuild } from './watch.js';

/**
 * A build function that counts its runs and lets the test wait for the next one to finish: the
 * test checks the order of what happened, never how long it took. The limit only catches a watcher
 * that never fires (generous: a loaded machine delivers file events late).
 */
function countingBuild() {
  let builds = 0;
  const waiters: (() => void)[] = [];
  return {
    get count() {
      return builds;
    },
    build: async () => {
      builds++;
      for (const w of waiters.splice(0)) w();
      return 0;
    },
    /** Resolves when the build after the `n`-th has run. */
    after: (n: number) =>
      new Promise<void>((resolve, reject) => {
        if (builds > n) return resolve();
        const hang = setTimeout(() => reject(new Error(`no build after build ${n} within 60 s`)), 60_000);
        const check = () => {
          if (builds > n) {
            clearTimeout(hang);
            resolve();
          } else waiters.push(check);
        };
        waiters.push(check);
      }),
  };
}

describe('fray print --watch', () => {
  it('builds once, rebuilds after a file of any watched folder changes, and stops on SIGINT', async () => {
    const catalog = mkdtempSync(join(tmpdir(), 'fray-watch-'));
    const campaign = mkdtempSync(join(tmpdir(), 'fray-watch-campaign-'));
    const b = countingBuild();
    const done = watchAndRebuild([catalog, campaign], b.build, 20);
    // The first build runs on its own; no other runs before a file changes.
    await b.after(0);
    expect(b.count).toBe(1);
    writeFileSync(join(catalog, 'cards.yaml'), '- {}\n');
    await b.after(1);
    const before = b.count;
    writeFileSync(join(campaign, 'campaign.yaml'), 'day: 2\n');
    await b.after(before);
    expect(b.count).toBeGreaterThan(before);
    process.emit('SIGINT');
    await expect(done).resolves.toBe(0);
  }, 180_000);

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

describe('fray print --watch and saves by rename', () => {
  it('sees every save made by renaming a new file over the old one, in a sub-folder too', async () => {
    const catalog = mkdtempSync(join(tmpdir(), 'fray-watch-rename-'));
    mkdirSync(join(catalog, 'witchhammer'));
    const file = join(catalog, 'witchhammer', 'cards.yaml');
    writeFileSync(file, '- {}\n');
    const b = countingBuild();
    const done = watchAndRebuild([catalog], b.build, 20);
    await b.after(0);
    // Four saves as `sed -i` and most editors make them: a temp file renamed over the card file.
    // Node's recursive watch follows the first file's inode, so after one rename it heard nothing.
    for (let i = 0; i < 4; i++) {
      const before = b.count;
      const tmp = join(catalog, 'witchhammer', `.cards.yaml.${i}.tmp`);
      writeFileSync(tmp, `- { n: ${i} }\n`);
      renameSync(tmp, file);
      await b.after(before);
    }
    expect(b.count).toBeGreaterThanOrEqual(5);
    process.emit('SIGINT');
    await expect(done).resolves.toBe(0);
  }, 180_000);
});

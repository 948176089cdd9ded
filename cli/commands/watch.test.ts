import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchAndRebuild } from './watch.js';

describe('fray print --watch', () => {
  it('builds once, rebuilds after a catalog file changes, and stops on SIGINT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-watch-'));
    let builds = 0;
    const done = watchAndRebuild(dir, async () => ++builds && 0, 20);
    await new Promise((r) => setTimeout(r, 200));
    expect(builds).toBe(1);
    writeFileSync(join(dir, 'cards.yaml'), '- {}\n');
    for (let i = 0; i < 100 && builds < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(builds).toBeGreaterThanOrEqual(2);
    process.emit('SIGINT');
    await expect(done).resolves.toBe(0);
  });
});

describe('fray print no-such --watch', () => {
  it('refuses a catalog folder that does not exist instead of watching nothing', async () => {
    let builds = 0;
    await expect(watchAndRebuild(join(tmpdir(), 'fray-no-such-catalog'), async () => ++builds && 0, 20)).rejects.toThrow(/catalog folder not found: .*fray-no-such-catalog/);
    expect(builds).toBe(0);
  });
});

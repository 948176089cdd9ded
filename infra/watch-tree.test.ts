import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type TreeWatch, watchTree } from './watch-tree.js';

let w: TreeWatch | undefined;
let dir = '';
afterEach(() => {
  w?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Resolves at the first reported change whose path ends with `suffix`. */
function seen(events: string[], waiters: (() => void)[], suffix: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (events.some((e) => e.endsWith(suffix))) resolve();
      else waiters.push(check);
    };
    check();
  });
}

describe('watchTree', () => {
  it('reports every save by rename of the same file, in a sub-folder and in one made later', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fray-watch-tree-'));
    mkdirSync(join(dir, 'witchhammer'));
    const file = join(dir, 'witchhammer', 'cards.yaml');
    writeFileSync(file, 'v0');
    let events: string[] = [];
    const waiters: (() => void)[] = [];
    w = watchTree([dir], (f) => {
      events.push(f);
      for (const k of waiters.splice(0)) k();
    });
    for (let i = 1; i <= 4; i++) {
      events = [];
      const fp = w.fingerprint();
      writeFileSync(join(dir, 'witchhammer', `.sedX${i}`), `v${i}`);
      renameSync(join(dir, 'witchhammer', `.sedX${i}`), file); // sed -i's save
      await seen(events, waiters, '/witchhammer/cards.yaml');
      expect(w.fingerprint()).not.toBe(fp);
    }
    mkdirSync(join(dir, 'new-system'));
    await seen(events, waiters, '/new-system');
    // the new folder is watched once its own event arrived: a save inside it is seen
    const later = join(dir, 'new-system', 'cards.yaml');
    writeFileSync(`${later}.tmp`, 'x');
    renameSync(`${later}.tmp`, later);
    await seen(events, waiters, '/new-system/cards.yaml');
  });
});

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheMaxBytes,
  DEFAULT_CACHE_MAX_MB,
  DiskCache,
  openEntry,
  sealEntry,
  type CacheWarning,
} from './disk-cache.js';

const tmp = (): string => mkdtempSync(join(tmpdir(), 'fray-cache-t-'));

/** Every entry file of `kind` under the cache folder. */
function entries(dir: string, kind: string): string[] {
  return readdirSync(join(dir, kind), { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, kind, f))
    .filter((f) => /\.(json|bin)$/.test(f));
}

const damage: Record<string, (b: Buffer) => Buffer> = {
  truncated: (b) => b.subarray(0, Math.floor(b.length / 2)),
  empty: () => Buffer.alloc(0),
  'one byte flipped in the payload': (b) => {
    const c = Buffer.from(b);
    c[c.length - 3]! ^= 0x01;
    return c;
  },
  'one byte flipped in the checksum': (b) => {
    const c = Buffer.from(b);
    c[20] = c[20] === 0x61 ? 0x62 : 0x61;
    return c;
  },
  garbage: () => Buffer.from('garbage, not what fray wrote\n'),
  'an old entry without a header': (b) => openEntry(b)!,
};

describe('DiskCache', () => {
  it('seals entries with a checksum that openEntry verifies', () => {
    const sealed = sealEntry('{"a":1}');
    expect(openEntry(sealed)?.toString()).toBe('{"a":1}');
    expect(openEntry(Buffer.concat([sealed, Buffer.from(' ')]))).toBeUndefined();
  });

  it.each(Object.keys(damage))('a %s entry is a miss, of every kind', (how) => {
    const dir = tmp();
    const c = new DiskCache(dir);
    c.set('render', 'ab12', { faces: [] });
    c.set('validate', 'cd34', { tables: {} });
    c.set('font', 'ef56', { note: 'subset' });
    c.setBytes('fontfile', '7890', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    c.setBytes('raster', 'aa00', new Uint8Array(64).fill(9));
    expect(c.get('render', 'ab12')).toEqual({ faces: [] });
    for (const kind of ['render', 'validate', 'font', 'fontfile', 'raster']) {
      for (const f of entries(dir, kind)) writeFileSync(f, damage[how]!(readFileSync(f)));
    }
    expect(c.get('render', 'ab12')).toBeUndefined();
    expect(c.get('validate', 'cd34')).toBeUndefined();
    expect(c.get('font', 'ef56')).toBeUndefined();
    expect(c.bytes('fontfile', '7890')).toBeUndefined();
    expect(c.hasBytes('fontfile', '7890')).toBe(false);
    expect(c.bytes('raster', 'aa00')).toBeUndefined();
  });

  it('reads only regular files: a folder where an entry should be is a miss', () => {
    const dir = tmp();
    mkdirSync(join(dir, 'render', 'ab', 'ab12.json'), { recursive: true });
    expect(new DiskCache(dir).get('render', 'ab12')).toBeUndefined();
  });

  it('a cache folder that cannot be used gives a cache-less build and one warning', () => {
    const file = join(tmp(), 'a-file');
    writeFileSync(file, 'x');
    const warnings: CacheWarning[] = [];
    const prev = process.env.FRAY_CACHE_DIR;
    process.env.FRAY_CACHE_DIR = file;
    try {
      const c = DiskCache.fromEnv(false, (w) => warnings.push(w));
      expect(c.dir).toBeUndefined();
      expect(warnings).toEqual([{ dir: file, reason: expect.stringMatching(/file stands where|not a folder/) }]);
      process.env.FRAY_CACHE_DIR = join(file, 'below');
      expect(DiskCache.fromEnv(false, (w) => warnings.push(w)).dir).toBeUndefined();
      expect(warnings).toHaveLength(2);
    } finally {
      if (prev === undefined) delete process.env.FRAY_CACHE_DIR;
      else process.env.FRAY_CACHE_DIR = prev;
    }
  });
});

describe('the cache stays within its size', () => {
  const KB = 1024;
  const entry = (dir: string, key: string): string => join(dir, 'raster', key.slice(0, 2), `${key}.bin`);

  it('prunes the least recently used entries first, down to 90 % of the limit', () => {
    const dir = tmp();
    const c = new DiskCache(dir, 100 * KB);
    const keys = ['aa01', 'aa02', 'bb03', 'bb04', 'cc05', 'cc06'];
    // Six entries of 20 KB (120 KB, over the 100 KB limit), last used in this order…
    keys.forEach((k, i) => {
      c.setBytes('raster', k, new Uint8Array(20 * KB).fill(i));
      const t = new Date(Date.UTC(2026, 0, 1, 0, i));
      utimesSync(entry(dir, k), t, t);
    });
    // …then the oldest one is read again: a hit makes it the most recently used.
    expect(c.bytes('raster', 'aa01')).toBeDefined();
    const r = c.prune();
    // 120 KB → at most 90 KB: the two least recently used go (aa02, bb03), aa01 stays.
    expect(r.removed).toBe(2);
    expect(keys.filter((k) => c.hasBytes('raster', k))).toEqual(['aa01', 'bb04', 'cc05', 'cc06']);
    expect(c.prune()).toEqual({ removed: 0, bytes: 0 });
  });

  it('leaves a cache under its limit alone; the limit comes from $FRAY_CACHE_MAX_MB or is the documented default', () => {
    const dir = tmp();
    const c = new DiskCache(dir, 100 * KB);
    c.setBytes('raster', 'aa01', new Uint8Array(20 * KB));
    expect(c.prune()).toEqual({ removed: 0, bytes: 0 });
    expect(cacheMaxBytes('64')).toBe(64 * 1024 * 1024);
    expect(cacheMaxBytes(undefined)).toBe(DEFAULT_CACHE_MAX_MB * 1024 * 1024);
    expect(cacheMaxBytes('lots')).toBe(DEFAULT_CACHE_MAX_MB * 1024 * 1024);
  });
});

describe('special files in the cache', () => {
  it('a FIFO where an entry should be is a miss at once, not a wait for a writer', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = tmp();
    mkdirSync(join(dir, 'render', 'ef'), { recursive: true });
    execFileSync('mkfifo', [join(dir, 'render', 'ef', 'ef56.json')]);
    expect(new DiskCache(dir).get('render', 'ef56')).toBeUndefined();
  });
});

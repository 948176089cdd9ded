import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskCache, openEntry, sealEntry, type CacheWarning } from './disk-cache.js';

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

describe('special files in the cache', () => {
  it('a FIFO where an entry should be is a miss at once, not a wait for a writer', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = tmp();
    mkdirSync(join(dir, 'render', 'ef'), { recursive: true });
    execFileSync('mkfifo', [join(dir, 'render', 'ef', 'ef56.json')]);
    expect(new DiskCache(dir).get('render', 'ef56')).toBeUndefined();
  });
});

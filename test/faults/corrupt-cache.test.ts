// The cache is only an accelerator: damaged entries of every kind must give a build that succeeds
// and writes exactly what a cache-less build writes (issue: a truncated render entry failed every
// later print, a flipped byte wrote PDFs with unknown operators, garbage font entries failed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCatalog } from '../pdf/fixtures/catalog.js';
import { fray, snapshot, tmp } from './harness.js';

let catalog: string;
let reference: Record<string, string>;
const only = ['--only', 'decks,reference,pnp', '--paper', 'a4'];

const pdfs = (snap: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(snap).filter(([f]) => f.endsWith('.pdf')));

beforeAll(() => {
  catalog = makeCatalog();
  const out = tmp('cc-ref');
  const r = fray(['print', catalog, '--out', out, '--no-cache', ...only]);
  expect(r.status, r.stderr).toBe(0);
  reference = pdfs(snapshot(out));
}, 180_000);

const damage: Record<string, (b: Buffer) => Buffer> = {
  truncate: (b) => b.subarray(0, Math.floor(b.length / 2)),
  'flip one byte': (b) => {
    const c = Buffer.from(b);
    const i = Math.floor(c.length * 0.7);
    c[i] = c[i]! ^ 0x04;
    return c;
  },
  garbage: () => Buffer.from('\u0000\u0001 not a cache entry'),
};

function damageAll(cache: string, how: (b: Buffer) => Buffer): number {
  let n = 0;
  for (const f of readdirSync(cache, { recursive: true, encoding: 'utf8' })) {
    const p = join(cache, f);
    if (!statSync(p).isFile() || !/\.(json|bin)$/.test(f)) continue;
    writeFileSync(p, how(readFileSync(p)));
    n++;
  }
  return n;
}

describe('a damaged cache never breaks a build or a PDF', { timeout: 240_000 }, () => {
  it.each(Object.keys(damage))('%s every entry (render, font, fontfile, validate, icons)', (how) => {
    const cache = tmp('cc-cache');
    const env = { FRAY_CACHE_DIR: cache };
    expect(fray(['print', catalog, '--out', tmp('cc-warm'), ...only], { env }).status).toBe(0);
    const kinds = readdirSync(cache).filter((k) => statSync(join(cache, k)).isDirectory());
    expect(kinds).toEqual(expect.arrayContaining(['render', 'font', 'fontfile', 'validate']));
    expect(damageAll(cache, damage[how]!)).toBeGreaterThan(10);
    const out = tmp('cc-out');
    const r = fray(['print', catalog, '--out', out, ...only], { env });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(pdfs(snapshot(out))).toEqual(reference);
    // The damaged entries were replaced: the next build takes everything from the cache.
    const again = fray(['print', catalog, '--out', tmp('cc-again'), ...only], { env });
    expect(again.stdout).toMatch(/ 0 rendered, \d+ from cache/);
  });
});

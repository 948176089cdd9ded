// A shard is untrusted input: every hostile shard below was accepted (or crashed merge) before the
// shard schema, the recomputed run hash and the template engine's escaping.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { mergeShards } from './merge.js';
import { runKey, writeRun, writeShard, type ShardFile } from './outputs.js';
import { readShardText } from './read-shard.js';
import { READ_LIMITS } from '../infra/read-user-file.js';
import { runFights } from './run-fights.js';
import { shardRange } from './shard-range.js';
import { bundledInput, certainWin } from './test-kit.js';

let good: ShardFile;
const dir = mkdtempSync(join(tmpdir(), 'fray-merge-'));

beforeAll(async () => {
  const { tables } = await bundledInput();
  const matchup = certainWin(tables as WitchhammerTables);
  const variants = [{ label: 'all fights' }];
  const [from, to] = shardRange(40, 0, 1);
  good = {
    fray: 'simulate-shard',
    version: 2,
    run: runKey(matchup, variants, 3, 40),
    slug: 'm',
    shard: { index: 0, count: 1 },
    matchup,
    variants,
    seed: 3,
    fights: 40,
    tallies: [runFights(matchup, variants[0]!, 3, from, to)],
  };
});

/** Writes a shard edited by `edit` (on its JSON), with the run hash recomputed when `rehash` (as an attacker would). */
function hostile(name: string, edit: (s: Record<string, any>) => void, rehash = true): string {
  const s = JSON.parse(JSON.stringify(good));
  edit(s);
  if (rehash && typeof s.matchup === 'object') s.run = runKey(s.matchup, s.variants, s.seed, s.fights, s.sweep);
  const f = join(dir, `${name}.json`);
  writeFileSync(f, JSON.stringify(s));
  return f;
}

async function mergeTo(file: string): Promise<string> {
  const out = mkdtempSync(join(dir, 'out-'));
  const m = mergeShards([file]);
  await writeRun(out, m.slug, m.matchup, m.variants, m.tallies, m.seed, m.fights, m.sweep);
  return join(out, 'simulate', m.slug);
}

describe('simulate merge: hostile shards', () => {
  it('a good shard written by writeShard merges', async () => {
    const out = mkdtempSync(join(dir, 'w-'));
    const f = await writeShard(out, good);
    expect(mergeShards([f]).tallies[0]!.fights).toBe(40);
  });

  it('a slug that climbs out of --out is refused before anything is written', () => {
    const sandbox = mkdtempSync(join(dir, 'box-'));
    for (const slug of ['../../../x', '..', '.hidden', 'a/b', '']) {
      const f = hostile(`slug-${slug.length}`, (s) => (s.slug = slug));
      expect(() => mergeShards([f]), slug).toThrow(/slug.*plain folder name|not a valid shard/s);
    }
    expect(readdirSync(sandbox)).toEqual([]);
  });

  it('markup in every text the report shows is escaped by the template engine', async () => {
    const x = '<img src=x onerror=alert(1)>';
    const f = hostile('markup', (s) => {
      s.matchup.name = `<script>alert(1)</script>`;
      s.matchup.sides[0].name = x;
      s.matchup.sides[1].combatants[0].name = x;
      s.matchup.cards[0].name = `"><svg onload=alert(1)>`;
      s.variants[0].label = x;
    });
    const html = readFileSync(join(await mergeTo(f), 'report.html'), 'utf8');
    // The one script is the report's own table sorting, at the end of the page.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toMatch(/<script>\n\/\/ Sortable tables[\s\S]*<\/script>\n<\/body><\/html>\n$/);
    expect(html).not.toMatch(/<img|<svg onload|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a seed or fight count that is not a number is refused at its field', () => {
    expect(() => mergeShards([hostile('seed', (s) => (s.seed = '<script>alert(1)</script>'))])).toThrow(
      /seed {2}expected a whole number|seed .*expected a number/,
    );
    expect(() => mergeShards([hostile('fights', (s) => (s.fights = '<img onerror=alert(1)>'))])).toThrow(/fights/);
    expect(() => mergeShards([hostile('many', (s) => (s.fights = 'many'))])).toThrow(/fights/);
  });

  it('side names that a spreadsheet would run as formulas are neutralised in cards.csv', async () => {
    const f = hostile('formula', (s) => {
      s.matchup.sides[0].name = '=HYPERLINK("http://evil.example","click")';
      s.matchup.sides[1].name = '@SUM(1+1)';
      s.matchup.cards[0].name = '+1-1';
    });
    const csv = readFileSync(join(await mergeTo(f), 'cards.csv'), 'utf8');
    const cells = csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .flatMap((l) => l.match(/("([^"]|"")*"|[^,]*)/g)!.filter((c) => c !== ''));
    for (const c of cells) expect(c.replace(/^"/, ''), c).not.toMatch(/^[=+@]/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`'@SUM(1+1)`);
    expect(csv).toContain(`'+1-1`);
  });

  it('a shard whose matchup was edited after the run is refused: the run hash is recomputed', () => {
    const f = hostile('edited', (s) => (s.matchup.maxRounds = 99), false);
    expect(() => mergeShards([f])).toThrow(/edited after the run/);
  });

  it('negative, fractional, null and missing tallies are refused, never a crash or NaN', () => {
    expect(() => mergeShards([hostile('neg', (s) => (s.shard.count = -1))])).toThrow(/shard\.count/);
    expect(() => mergeShards([hostile('frac', (s) => (s.tallies[0].wins[0] = 1.5))])).toThrow(
      /tallies\[0\]\.wins\[0\]/,
    );
    expect(() => mergeShards([hostile('null', (s) => (s.tallies[0].cards = null))])).toThrow(/tallies\[0\]\.cards/);
    expect(() => mergeShards([hostile('empty', (s) => (s.tallies = [{}]))])).toThrow(/tallies\[0\]/);
    expect(() => mergeShards([hostile('few', (s) => (s.tallies[0].fights = 39))])).toThrow(/holds 39 fights/);
    expect(() =>
      mergeShards([hostile('stray', (s) => (s.tallies[0].fighters.ghost = s.tallies[0].fighters.h1))]),
    ).toThrow(/`ghost`, who is not in the matchup/);
  });

  it('a shard count of a billion is refused by the schema, before anything is sized by it (it used to exhaust the heap)', () => {
    // The schema's bound is the refusal: a merge that sized its tallies by the count first would
    // exhaust the heap or outlast the test's timeout. No clock: speed belongs in bench/.
    expect(() => mergeShards([hostile('billion', (s) => (s.shard.count = 1_000_000_000))])).toThrow(
      /shard\.count {2}must be at most 10000/,
    );
  });

  it('merge with no files says so', () => {
    expect(() => mergeShards([])).toThrow(/no shard files given/);
  });

  it('reads only regular files, with a cap: a FIFO, a folder and an oversized file are refused', () => {
    const fifo = join(dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    // The messages are infra's one reader's (read-user-file.ts), named as a shard, at file:line:col.
    expect(() => mergeShards([fifo])).toThrow(/cannot read shard .*fifo\.json:1:1 {2}it is a named pipe \(FIFO\)/);
    mkdirSync(join(dir, 'folder.json'));
    expect(() => mergeShards([join(dir, 'folder.json')])).toThrow(
      /cannot read shard .*folder\.json:1:1 {2}it is a folder/,
    );
    const big = join(dir, 'big.json');
    writeFileSync(big, 'x'.repeat(2000));
    expect(() => readShardText(big, 1000)).toThrow(/file too large/);
    // At the real cap: a sparse file one byte over READ_LIMITS.shard costs no disk.
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, READ_LIMITS.shard + 1);
    expect(() => mergeShards([huge])).toThrow(/cannot read shard .*huge\.json:1:1 {2}file too large: 64\.0 MB/);
    // The first byte that is not UTF-8 at its line and column (0xE9 is Latin-1's é).
    writeFileSync(join(dir, 'latin1.json'), Buffer.from([0x7b, 0x0a, 0x20, 0xe9, 0x7d]));
    expect(() => mergeShards([join(dir, 'latin1.json')])).toThrow(
      /cannot read shard .*latin1\.json:2:2 {2}invalid UTF-8: byte 0xE9/,
    );
    expect(() => mergeShards([join(dir, 'none.json')])).toThrow(
      /cannot read shard .*none\.json:1:1 {2}it does not exist \(ENOENT\)/,
    );
    expect(existsSync(fifo)).toBe(true);
  });
});

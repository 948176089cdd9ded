// What `fray simulate` writes under <out>/simulate/<matchup>/: report.html, results.json and
// cards.csv for a whole run; shard-<i>-of-<n>.json (the raw tallies) for a shard, which
// `fray simulate merge` turns into the same three files, byte for byte.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { commitRun } from './run-folder.js';
import { StagedWrites, checkOutputDir } from '../infra/staged-write.js';
import type { SimMatchup, Variant } from './fight.js';
import { reportHtml } from './report/report-html.js';
import { buildResults, type Results } from './results.js';
import { cardsCsv } from './results-text.js';
import { diffBaseline, type readBaseline } from './baseline.js';

type BaselineData = ReturnType<typeof readBaseline>;
import type { Sweep } from './sweep.js';
import { canonical, type Tally } from './tally.js';

/** Everything a shard must agree on with its siblings, and what merge needs to finish the run. */
export interface ShardFile {
  readonly fray: 'simulate-shard';
  readonly version: 2;
  /** Hash of matchup, points, seed and fight count: shards of different runs never merge. */
  readonly run: string;
  readonly slug: string;
  readonly shard: { readonly index: number; readonly count: number };
  readonly matchup: SimMatchup;
  readonly variants: readonly Variant[];
  readonly sweep?: Sweep;
  readonly seed: number;
  readonly fights: number;
  readonly tallies: readonly Tally[];
}

export function runKey(
  m: SimMatchup,
  variants: readonly Variant[],
  seed: number,
  fights: number,
  sweep?: Sweep,
): string {
  return createHash('sha256').update(JSON.stringify({ m, variants, seed, fights, sweep })).digest('hex');
}

/** What a slug may be: one plain folder name, never `.`, `..` or hidden (a shard's slug is untrusted). */
export const SLUG = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

/** A folder name from the matchup file's name: `party-vs-pack.yaml` → `party-vs-pack`. */
export function slugOf(file: string): string {
  const base = file
    .split(/[\\/]/)
    .pop()!
    .replace(/\.ya?ml$/i, '');
  const slug = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^\.+/, '')
    .slice(0, 100);
  return SLUG.test(slug) ? slug : 'matchup';
}

export interface RunOutputs {
  readonly results: Results;
  readonly dir: string;
  readonly files: string[];
}

function checkSlug(slug: string): void {
  // The writers' own guard: a slug is one folder name under <out>/simulate/, never a path.
  if (!SLUG.test(slug)) throw new Error(`simulate: refusing the output folder name ${JSON.stringify(slug)}`);
}

/** Writes the three files of a finished run as one set: all or none, even under a kill. */
export async function writeRun(
  outDir: string,
  slug: string,
  m: SimMatchup,
  variants: readonly Variant[],
  tallies: readonly Tally[],
  seed: number,
  fights: number,
  sweep?: Sweep,
  baseline?: { file: string; data: BaselineData },
): Promise<RunOutputs> {
  checkSlug(slug);
  const built = buildResults(m, variants, tallies.map(canonical), seed, fights, sweep);
  const results: Results = baseline ? { ...built, baseline: diffBaseline(baseline.file, baseline.data, built) } : built;
  const rel = (f: string): string => join('simulate', slug, f);
  const files = {
    'results.json': `${JSON.stringify(results, null, 1)}\n`,
    'cards.csv': cardsCsv(results),
    'report.html': reportHtml(results, slug),
  };
  // The probe names an unwritable --out in the user's terms before anything is written.
  await checkOutputDir(outDir, Object.keys(files).map(rel));
  // The three files are one set: a report.html beside the results.json of another run would
  // misreport both. The folder transaction makes the switch one journal rename, so a kill at any
  // point leaves the old set or the new one (the next command on the folder finishes or undoes
  // it), where renaming the files one by one left a kill between them with a mix for good.
  const dir = join(outDir, 'simulate', slug);
  mkdirSync(dir, { recursive: true });
  commitRun(
    dir,
    Object.entries(files).map(([name, data]) => ({ rel: name, data })),
  );
  return { results, dir: join(outDir, 'simulate', slug), files: Object.keys(files).map((f) => join(outDir, rel(f))) };
}

export async function writeShard(outDir: string, shard: ShardFile): Promise<string> {
  checkSlug(shard.slug);
  const rel = join('simulate', shard.slug, `shard-${shard.shard.index}-of-${shard.shard.count}.json`);
  await checkOutputDir(outDir, [rel]);
  const staged = new StagedWrites(outDir);
  await staged.stage(rel, `${JSON.stringify({ ...shard, tallies: shard.tallies.map(canonical) })}\n`);
  await staged.commit();
  return join(outDir, rel);
}

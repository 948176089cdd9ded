// `fray simulate <matchup.yaml> [--fights N] [--seed S] [--workers W] [--shard i/n] [--out DIR] [--json] [--catalog DIR]`
// and `fray simulate merge <shard.json>… [--out DIR] [--json]`: the balance lab (docs/simulate.md).
import { existsSync } from 'node:fs';
import { formatProblem, parseYamlSource } from '../../engine/catalog/yaml-source.js';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import { MAX_SCENARIO_BYTES, readSource } from '../../catalog/read-source.js';
import { createProgress } from '../../infra/progress.js';
import { readMatchup } from '../../simulate/matchup.js';
import { mergeShards } from '../../simulate/merge.js';
import { runKey, slugOf, writeRun, writeShard } from '../../simulate/outputs.js';
import { summaryText } from '../../simulate/results.js';
import { runSimulation } from '../../simulate/run-sim.js';
import { UserError, parseFlags } from '../cli-support.js';

const USAGE = `usage: fray simulate <matchup.yaml> [--fights N] [--seed S] [--workers W] [--shard i/n] [--out DIR] [--json] [--catalog DIR]
       fray simulate merge <shard.json>... [--out DIR] [--json]

Runs many seeded WitchHammer fights of a matchup and writes <out>/simulate/<matchup>/report.html,
results.json and cards.csv (default out: ./out). The same seed gives the same numbers whatever
--workers is. --shard i/n runs an exact slice (0-based i) and writes shard-i-of-n.json; merge
combines the shards into the files an unsharded run writes. See docs/simulate.md.`;

function whole(v: string | boolean | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const s = String(v);
  if (!/^\d+$/.test(s) || Number(s) < min) throw new UserError(`--${name} must be a whole number ≥ ${min}, not '${s}'`, `e.g. --${name} ${Math.max(min, 2)}`);
  return Number(s);
}

export async function run(argv: string[]): Promise<number> {
  if (argv[0] === 'merge') return merge(argv.slice(1));
  const { flags, positionals } = parseFlags(argv, { fights: 'string', seed: 'string', workers: 'string', shard: 'string', out: 'string', json: 'boolean', catalog: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (positionals.length !== 1) throw new UserError(positionals.length ? 'give exactly one matchup file' : 'missing the matchup file', USAGE.split('\n')[0]);
  const file = positionals[0]!;
  let shard: { index: number; count: number } | undefined;
  if (flags.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(String(flags.shard));
    if (!m || Number(m[2]) < 1 || Number(m[1]) >= Number(m[2])) throw new UserError(`--shard must be i/n with 0 ≤ i < n, not '${String(flags.shard)}'`, 'e.g. --shard 0/4 … --shard 3/4');
    shard = { index: Number(m[1]), count: Number(m[2]) };
  }
  if (!existsSync(file)) throw new UserError(`matchup file not found: ${file}`, 'check the path');
  const read = readSource(file, file, MAX_SCENARIO_BYTES);
  if (!read.ok) return report([read.problem]);
  const src = parseYamlSource(read.text, file);
  if (src.syntaxErrors.length) return report(src.syntaxErrors);
  const catalog = await loadCatalog(typeof flags.catalog === 'string' ? flags.catalog : bundledCatalogDir());
  if (catalog.problems.length) return report(catalog.problems);
  if (!catalog.tables.witchhammer) throw new UserError('the catalog has no witchhammer/system.yaml', 'the balance lab runs WitchHammer fights');
  const loaded = readMatchup(src, { cards: new Map(catalog.cards), tables: catalog.tables.witchhammer });
  if (!loaded.ok) return report(loaded.problems);
  const { matchup, variants, sweep } = loaded.loaded;
  const fights = whole(flags.fights, 'fights', 1) ?? loaded.loaded.fights;
  const seed = whole(flags.seed, 'seed', 0) ?? loaded.loaded.seed;
  const workers = whole(flags.workers, 'workers', 1);
  const out = typeof flags.out === 'string' ? flags.out : 'out';

  const progress = createProgress();
  let started = false;
  let ticked = 0;
  const tallies = await runSimulation({
    matchup, variants, seed, fights, ...(workers ? { workers } : {}), ...(shard ? { shard } : {}),
    onProgress: (done, total) => {
      if (!started) progress.start(total, 'simulating', { unit: 'fights' });
      started = true;
      progress.tick(done - ticked);
      ticked = done;
    },
  }).finally(() => progress.done());
  const slug = slugOf(file);
  if (shard) {
    const path = await writeShard(out, { fray: 'simulate-shard', version: 1, run: runKey(matchup, variants, seed, fights), slug, shard, matchup, variants, ...(sweep ? { sweep } : {}), seed, fights, tallies });
    process.stdout.write(`shard ${shard.index}/${shard.count} written: ${path}\n  merge all ${shard.count} with: fray simulate merge ${out}/simulate/${slug}/shard-*-of-${shard.count}.json\n`);
    return 0;
  }
  const written = await writeRun(out, slug, matchup, variants, tallies, seed, fights, sweep);
  process.stdout.write(flags.json ? JSON.stringify(written.results, null, 1) + '\n' : `${summaryText(written.results)}\nreport: ${written.dir}/report.html\n`);
  return 0;
}
async function merge(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { out: 'string', json: 'boolean', help: 'boolean' });
  if (flags.help || !positionals.length) {
    process.stdout.write(USAGE + '\n');
    return flags.help ? 0 : 1;
  }
  const merged = mergeShards(positionals);
  const out = typeof flags.out === 'string' ? flags.out : 'out';
  const written = await writeRun(out, merged.slug, merged.matchup, merged.variants, merged.tallies, merged.seed, merged.fights, merged.sweep);
  process.stdout.write(flags.json ? JSON.stringify(written.results, null, 1) + '\n' : `${summaryText(written.results)}\nreport: ${written.dir}/report.html\n`);
  return 0;
}

function report(problems: readonly Parameters<typeof formatProblem>[0][]): number {
  for (const p of problems) process.stderr.write(formatProblem(p) + '\n');
  return 1;
}

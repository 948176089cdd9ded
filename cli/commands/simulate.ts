// `fray simulate <matchup.yaml> [--fights N] [--seed S] [--workers W] [--shard i/n] [--out DIR] [--json] [--catalog DIR]`
// and `fray simulate merge <shard.json>… [--out DIR] [--json]`: the balance lab (docs/simulate.md).
import { existsSync } from 'node:fs';
import type { Problem } from '../../engine/diagnostics/problem.js';
import { parseYamlSource } from '../../engine/diagnostics/yaml-source.js';
import { reportProblems } from '../problem-report.js';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import { MAX_SCENARIO_BYTES, readSource } from '../../catalog/read-source.js';
import { createProgress } from '../../infra/progress.js';
import { join } from 'node:path';
import { readMatchup, type LoadedMatchup } from '../../simulate/matchup.js';
import { replayScenario } from '../../simulate/replay.js';
import { StagedWrites, checkOutputDir } from '../../infra/staged-write.js';
import { mergeShards } from '../../simulate/merge.js';
import { runKey, slugOf, writeRun, writeShard } from '../../simulate/outputs.js';
import { summaryText } from '../../simulate/results-text.js';
import { buildResults } from '../../simulate/results.js';
import { ablationVariants } from '../../simulate/ablate.js';
import { readBaseline } from '../../simulate/baseline.js';
import { MAX_FIGHTS } from '../../simulate/shard-schema.js';
import { runSimulation } from '../../simulate/run-sim.js';
import { UserError, parseFlags } from '../cli-support.js';
import { LIMITS } from '../../engine/catalog/limits.js';

const USAGE = `usage: fray simulate <matchup.yaml> [--fights N] [--seed S] [--workers W] [--shard i/n] [--ablate CARD[,CARD…]|extremes] [--baseline OLD/results.json] [--out DIR] [--json] [--catalog DIR]
       fray simulate <matchup.yaml> --replay FIGHT [--seed S] [--out DIR]
       fray simulate merge <shard.json>... [--out DIR] [--json]

Runs many repeatable WitchHammer fights of a matchup and writes <out>/simulate/<matchup>/report.html,
results.json and cards.csv (default out: ./out). The same seed gives the same numbers whatever
--workers is. --shard i/n runs an exact slice (i from 0 to n − 1) and writes shard-i-of-n.json;
merge combines the shards into the files an unsharded run writes. --ablate runs the same fights
again without each card named (extremes: the highest and lowest card by impact) and reports the
change in win rate. --baseline compares with an earlier run's results.json. --replay writes fight FIGHT (numbered from 0) as a scenario for fray resolve.
See docs/simulate.md.`;

/** A whole number flag in [min, max], written in plain decimal digits (no 1e3, 0x10, or digits past max). */
export function whole(v: string | boolean | undefined, name: string, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  const s = String(v);
  if (!/^\d{1,16}$/.test(s) || Number(s) < min || Number(s) > max)
    throw new UserError(
      `--${name} must be a whole number from ${min} to ${max.toLocaleString('en')}, not '${s.length > 30 ? `${s.slice(0, 27)}...` : s}'`,
      `e.g. --${name} ${Math.max(min, 2)}`,
    );
  return Number(s);
}

export async function run(argv: string[]): Promise<number> {
  if (argv[0] === 'merge') return merge(argv.slice(1));
  const { flags, positionals } = parseFlags(argv, {
    fights: 'string',
    seed: 'string',
    workers: 'string',
    shard: 'string',
    ablate: 'string',
    replay: 'string',
    baseline: 'string',
    out: 'string',
    json: 'boolean',
    catalog: 'string',
    help: 'boolean',
  });
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UserError(
      positionals.length ? 'give exactly one matchup file' : 'missing the matchup file',
      USAGE.split('\n')[0],
    );
  const file = positionals[0]!;
  let shard: { index: number; count: number } | undefined;
  if (flags.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(String(flags.shard));
    if (!m || Number(m[2]) < 1 || Number(m[1]) >= Number(m[2]))
      throw new UserError(
        `--shard must be i/n with 0 ≤ i < n, not '${String(flags.shard)}'`,
        'e.g. --shard 0/4 … --shard 3/4',
      );
    shard = { index: Number(m[1]), count: Number(m[2]) };
  }
  if (!existsSync(file)) throw new UserError(`matchup file not found: ${file}`, 'check the path');
  const read = readSource(file, file, MAX_SCENARIO_BYTES);
  if (!read.ok) return report([read.problem]);
  const src = parseYamlSource(read.text, file);
  if (src.syntaxErrors.length) return report(src.syntaxErrors);
  const catalog = await loadCatalog(typeof flags.catalog === 'string' ? flags.catalog : bundledCatalogDir());
  if (reportAll(catalog.problems)) return 1;
  if (!catalog.tables.witchhammer)
    throw new UserError('the catalog has no witchhammer/system.yaml', 'the balance lab runs WitchHammer fights');
  const loaded = readMatchup(src, { cards: new Map(catalog.cards), tables: catalog.tables.witchhammer });
  if (!loaded.ok) return report(loaded.problems);
  const { matchup, sweep } = loaded.loaded;
  const variants = [...loaded.loaded.variants];
  const fights = whole(flags.fights, 'fights', 1, MAX_FIGHTS) ?? loaded.loaded.fights;
  const seed = whole(flags.seed, 'seed', LIMITS.seed.min, LIMITS.seed.value) ?? loaded.loaded.seed;
  const workers = whole(flags.workers, 'workers', 1, 256);
  if (flags.replay !== undefined)
    return replay(
      file,
      loaded.loaded,
      whole(flags.replay, 'replay', 0, MAX_FIGHTS - 1)!,
      seed,
      typeof flags.out === 'string' ? flags.out : 'out',
    );
  const ablate = typeof flags.ablate === 'string' ? flags.ablate : undefined;
  if (ablate !== undefined && sweep)
    throw new UserError(
      '--ablate compares one matchup with and without a card; this matchup is a sweep',
      'remove `sweep:` from the matchup, or sweep the card instead',
    );
  if (ablate === 'extremes' && shard)
    throw new UserError(
      '--ablate extremes picks its cards from the whole run, so it cannot run as a shard',
      'name the cards: --ablate <card>,<card>',
    );
  const out = typeof flags.out === 'string' ? flags.out : 'out';
  // Read before the fights run: a bad baseline should not cost the run.
  const baseline =
    typeof flags.baseline === 'string' ? { file: flags.baseline, data: readBaseline(flags.baseline) } : undefined;

  const simulate = async (vs: typeof variants) => {
    const progress = createProgress();
    let started = false;
    let ticked = 0;
    return runSimulation({
      matchup,
      variants: vs,
      seed,
      fights,
      ...(workers ? { workers } : {}),
      ...(shard ? { shard } : {}),
      onProgress: (done, total) => {
        if (!started) progress.start(total, 'simulating', { unit: 'fights' });
        started = true;
        progress.tick(done - ticked);
        ticked = done;
      },
    }).finally(() => progress.done());
  };
  // --ablate: the same fights (the same seeds) again without each card; `extremes` picks the
  // highest and lowest card of a first run, so it runs in two passes.
  const named =
    ablate === undefined || ablate === 'extremes'
      ? undefined
      : ablate
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
  const first = named ? [...variants, ...ablationVariants(matchup, named)] : variants;
  let tallies = await simulate(first);
  if (ablate === 'extremes') {
    const base = buildResults(matchup, variants, tallies, seed, fights);
    // The highest and the lowest card or stance by impact that can be removed (not a combatant's only one).
    const ranked = [...base.points[0]!.cards, ...base.points[0]!.stances]
      .filter((c) => c.impact)
      .sort((a, b) => b.impact!.value - a.impact!.value);
    const removable = (s: string): boolean => {
      try {
        ablationVariants(matchup, [s]);
        return true;
      } catch {
        return false;
      }
    };
    const spec = (c: { side: string; id: string }): string => `${c.side}/${c.id}`;
    const top = ranked.map(spec).find(removable);
    const bottom = [...ranked].reverse().map(spec).find(removable);
    const picks = [...new Set([top, bottom].filter((x): x is string => !!x))];
    if (!picks.length)
      throw new UserError(
        '--ablate extremes: no card with a ranked impact can be removed in this run',
        'run more fights, or name the cards: --ablate <card>',
      );
    const extra = ablationVariants(matchup, picks);
    tallies = [...tallies, ...(await simulate(extra))];
    variants.push(...extra);
  }
  const all = ablate === 'extremes' ? variants : first;
  const slug = slugOf(file);
  if (shard) {
    const path = await writeShard(out, {
      fray: 'simulate-shard',
      version: 2,
      run: runKey(matchup, all, seed, fights, sweep),
      slug,
      shard,
      matchup,
      variants: all,
      ...(sweep ? { sweep } : {}),
      seed,
      fights,
      tallies,
    });
    process.stdout.write(
      `shard ${shard.index}/${shard.count} written: ${path}\n  merge all ${shard.count} with: fray simulate merge ${out}/simulate/${slug}/shard-*-of-${shard.count}.json\n`,
    );
    return 0;
  }
  const written = await writeRun(out, slug, matchup, all, tallies, seed, fights, sweep, baseline);
  process.stdout.write(
    flags.json
      ? `${JSON.stringify(written.results, null, 1)}\n`
      : `${summaryText(written.results)}\nreport: ${written.dir}/report.html\n`,
  );
  return 0;
}
/** `--replay <fight>`: that fight as a scenario, and the `fray resolve` command that plays it. */
async function replay(file: string, loaded: LoadedMatchup, index: number, seed: number, out: string): Promise<number> {
  if (loaded.sweep)
    throw new UserError(
      '--replay plays one fight of a matchup without a sweep',
      'remove `sweep:` from the matchup (or copy it without) to replay its fights',
    );
  const r = replayScenario(loaded.matchup, loaded.variants[0]!, seed, index);
  const rel = join('simulate', slugOf(file), `fight-${index}.yaml`);
  await checkOutputDir(out, [rel]);
  const staged = new StagedWrites(out);
  await staged.stage(rel, r.scenario);
  await staged.commit();
  const who = r.winner === undefined ? 'a draw' : `${loaded.matchup.sides[r.winner]!.name} won`;
  process.stdout.write(
    `fight ${index} of the run seeded ${seed}: ${who} after ${r.rounds} round${r.rounds === 1 ? '' : 's'}\nscenario: ${join(out, rel)}\nplay it again: fray resolve ${join(out, rel)}\n`,
  );
  return 0;
}

async function merge(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { out: 'string', json: 'boolean', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!positionals.length)
    throw new UserError(
      'no shard files to merge',
      'fray simulate merge out/simulate/<matchup>/shard-*-of-<n>.json [--out DIR]',
    );
  const merged = mergeShards(positionals);
  const out = typeof flags.out === 'string' ? flags.out : 'out';
  const written = await writeRun(
    out,
    merged.slug,
    merged.matchup,
    merged.variants,
    merged.tallies,
    merged.seed,
    merged.fights,
    merged.sweep,
  );
  process.stdout.write(
    flags.json
      ? `${JSON.stringify(written.results, null, 1)}\n`
      : `${summaryText(written.results)}\nreport: ${written.dir}/report.html\n`,
  );
  return 0;
}

/** The problems of a step that failed: the run cannot go on, so exit 1 even if only warnings were said. */
function report(problems: readonly Problem[]): number {
  return reportProblems(problems, (line) => process.stderr.write(line)) || 1;
}

/** Problems a run may go on after (warnings): printed; 1 when one of them is an error. */
function reportAll(problems: readonly Problem[]): 0 | 1 {
  return reportProblems(problems, (line) => process.stderr.write(line));
}

// `fray simulate merge`: shards of one run, each present once, summed into the whole run's tallies.
// A shard is untrusted input: read with a cap, validated against shard-schema.ts, its run hash
// recomputed from the matchup it carries, and its tallies checked against the fights its slice
// must hold. Problems are UserErrors naming the file (and the field).
import { formatProblem, type Problem } from '../engine/diagnostics/problem.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { zodProblems } from '../engine/diagnostics/zod-problems.js';
import { UserError } from '../infra/user-error.js';
import type { SimMatchup, Variant } from './fight.js';
import { runKey, type ShardFile } from './outputs.js';
import { readShardText } from './read-shard.js';
import { shardRange } from './shard-range.js';
import { MAX_SHARDS, SHARD_VERSION, shardSchema } from './shard-schema.js';
import type { Sweep } from './sweep.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

const HINT = 'pass the shard-<i>-of-<n>.json files fray simulate --shard wrote, unchanged';

function problemsOf(file: string, text: string, data: unknown, issues: Parameters<typeof zodProblems>[0]): Problem[] {
  // Positions cost a YAML parse of the whole file: only for files of a sane size.
  if (text.length <= 4 * 1024 * 1024) return zodProblems(issues, shardSchema, data, parseYamlSource(text, file));
  return issues.map((i) => ({ severity: 'error', file, line: 1, col: 1, field: i.path.join('.'), message: i.message }));
}

/** One shard file, validated; throws a UserError naming the file. */
export function readShard(file: string): ShardFile {
  const text = readShardText(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UserError(`${file} is not a fray simulate shard: ${(e as Error).message}`, HINT);
  }
  const head = data as { fray?: unknown; version?: unknown } | null;
  if (head?.fray !== 'simulate-shard') throw new UserError(`${file} is not a fray simulate shard`, HINT);
  if (head.version !== SHARD_VERSION)
    throw new UserError(
      `${file} is a shard of another fray version (format ${String(head.version)}, this fray reads ${SHARD_VERSION})`,
      'run every shard and the merge with the same fray version',
    );
  const parsed = shardSchema.safeParse(data);
  if (!parsed.success) {
    const problems = problemsOf(file, text, data, parsed.error.issues);
    const first = problems[0]!;
    throw new UserError(
      `${file} is not a valid shard:\n${problems
        .slice(0, 5)
        .map((p) => formatProblem(p))
        .join('\n')}${problems.length > 5 ? `\n… and ${problems.length - 5} more` : ''}`,
      first.hint ?? HINT,
    );
  }
  // The hash is recomputed from the raw JSON (the writer's key order), not the parsed copy.
  const raw = data as ShardFile;
  if (runKey(raw.matchup, raw.variants, raw.seed, raw.fights, raw.sweep) !== raw.run)
    throw new UserError(
      `${file}: its matchup, points, seed or fight count do not match its run hash: it was edited after the run`,
      'run the shard again with fray simulate --shard',
    );
  const s = parsed.data as unknown as ShardFile;
  if (s.tallies.length !== s.variants.length)
    throw new UserError(`${file}: ${s.tallies.length} tallies for ${s.variants.length} points`, HINT);
  const [from, to] = shardRange(s.fights, s.shard.index, s.shard.count);
  const ids = new Set(s.matchup.sides.flatMap((sd) => sd.combatants.map((c) => c.id)));
  s.tallies.forEach((t, v) => {
    const at = `${file}: point ${v + 1}`;
    if (t.fights !== to - from)
      throw new UserError(
        `${at} holds ${t.fights} fights; shard ${s.shard.index}/${s.shard.count} of ${s.fights} fights holds ${to - from}`,
        HINT,
      );
    if (t.wins[0] + t.wins[1] + t.draws !== t.fights)
      throw new UserError(`${at}: wins and draws do not add up to its fights`, HINT);
    const stray = Object.keys(t.fighters).find((id) => !ids.has(id));
    if (stray !== undefined) throw new UserError(`${at}: a tally for \`${stray}\`, who is not in the matchup`, HINT);
  });
  return s;
}

export interface MergedRun {
  readonly slug: string;
  readonly matchup: SimMatchup;
  readonly variants: readonly Variant[];
  readonly sweep?: Sweep;
  readonly seed: number;
  readonly fights: number;
  readonly tallies: Tally[];
}

export function mergeShards(files: readonly string[]): MergedRun {
  if (!files.length)
    throw new UserError('no shard files given', 'fray simulate merge out/simulate/<matchup>/shard-*-of-<n>.json');
  if (files.length > MAX_SHARDS)
    throw new UserError(
      `${files.length} shard files: a run has at most ${MAX_SHARDS} shards`,
      'merge the shards of one run',
    );
  const shards = files.map(readShard);
  const first = shards[0]!;
  const seen = new Set<number>();
  shards.forEach((s, i) => {
    if (s.run !== first.run)
      throw new UserError(
        `${files[i]} is a shard of another run (matchup, seed, fights or points differ) than ${files[0]}`,
        'merge only the shards of one `fray simulate --shard` run',
      );
    if (s.shard.count !== first.shard.count)
      throw new UserError(
        `${files[i]} is shard ${s.shard.index}/${s.shard.count}, ${files[0]} of /${first.shard.count}`,
        'all shards of a run use the same n',
      );
    if (s.slug !== first.slug)
      throw new UserError(
        `${files[i]} names the folder \`${s.slug}\`, ${files[0]} \`${first.slug}\``,
        'merge only the shards of one run',
      );
    if (seen.has(s.shard.index))
      throw new UserError(
        `shard ${s.shard.index}/${s.shard.count} is given twice (${files[i]})`,
        'give each shard once',
      );
    seen.add(s.shard.index);
  });
  if (seen.size !== first.shard.count) {
    const missing: string[] = [];
    for (let i = 0; i < first.shard.count && missing.length < 10; i++)
      if (!seen.has(i)) missing.push(`${i}/${first.shard.count}`);
    const more = first.shard.count - seen.size - missing.length;
    throw new UserError(
      `missing shard${first.shard.count - seen.size > 1 ? 's' : ''} ${missing.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
      'run them with --shard and pass every shard file',
    );
  }
  const tallies = first.variants.map((_, v) => shards.reduce((t, s) => mergeTally(t, s.tallies[v]!), emptyTally()));
  return {
    slug: first.slug,
    matchup: first.matchup,
    variants: first.variants,
    ...(first.sweep ? { sweep: first.sweep } : {}),
    seed: first.seed,
    fights: first.fights,
    tallies,
  };
}

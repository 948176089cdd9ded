// `fray simulate merge`: shards of one run, each present once, summed into the whole run's tallies.
import { readFileSync } from 'node:fs';
import { UserError } from '../infra/user-error.js';
import type { ShardFile } from './outputs.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

export function mergeShards(files: readonly string[]): Omit<ShardFile, 'tallies' | 'shard'> & { tallies: Tally[] } {
  const shards = files.map((f): ShardFile => {
    let data: ShardFile;
    try {
      data = JSON.parse(readFileSync(f, 'utf8')) as ShardFile;
    } catch (e) {
      throw new UserError(`cannot read shard ${f}: ${(e as Error).message}`, 'pass the shard-<i>-of-<n>.json files fray simulate --shard wrote');
    }
    if (data?.fray !== 'simulate-shard' || data.version !== 1 || !Array.isArray(data.tallies)) throw new UserError(`${f} is not a fray simulate shard`, 'pass the shard-<i>-of-<n>.json files fray simulate --shard wrote');
    return data;
  });
  const first = shards[0]!;
  const seen = new Set<number>();
  shards.forEach((s, i) => {
    if (s.run !== first.run) throw new UserError(`${files[i]} is a shard of another run (matchup, seed, fights or points differ) than ${files[0]}`, 'merge only the shards of one `fray simulate --shard` run');
    if (s.shard.count !== first.shard.count) throw new UserError(`${files[i]} is shard ${s.shard.index}/${s.shard.count}, ${files[0]} of /${first.shard.count}`, 'all shards of a run use the same n');
    if (seen.has(s.shard.index)) throw new UserError(`shard ${s.shard.index}/${s.shard.count} is given twice (${files[i]})`, 'give each shard once');
    seen.add(s.shard.index);
  });
  const missing = Array.from({ length: first.shard.count }, (_, i) => i).filter((i) => !seen.has(i));
  if (missing.length) throw new UserError(`missing shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${first.shard.count}`).join(', ')}`, 'run them with --shard and pass every shard file');
  const tallies = first.variants.map((_, v) => shards.reduce((t, s) => mergeTally(t, s.tallies[v]!), emptyTally()));
  const { tallies: _t, shard: _s, ...rest } = first;
  return { ...rest, tallies };
}

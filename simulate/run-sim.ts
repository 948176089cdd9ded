// Runs a matchup's fights on worker threads (one per core by default) in slices, and merges the
// slices' tallies per sweep point. Tallies are integer sums, so the result is the same for any
// number of workers, any slice order and any sharding.
import { availableParallelism } from 'node:os';
import { WorkerPool } from '../infra/worker-pool.js';
import { startWorker } from '../infra/worker-boot.js';
import type { SimMatchup, Variant } from './fight.js';
import type { SimJob, SimWorkerData } from './sim-worker.js';
import { shardRange } from './shard-range.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

export { shardRange } from './shard-range.js';

/** Fights per job: small enough for a smooth progress bar, large enough to keep messages rare. */
const SLICE = 250;

export interface SimRun {
  readonly matchup: SimMatchup;
  readonly variants: readonly Variant[];
  readonly seed: number;
  readonly fights: number;
  readonly workers?: number;
  /** Run only shard `index` of `count` (each point's fights split into `count` exact slices). */
  readonly shard?: { readonly index: number; readonly count: number };
  onProgress?(done: number, total: number): void;
}

const SIM_WORKER = { caller: import.meta.url, source: './sim-worker.ts', bundled: './sim-worker.mjs' };

export async function runSimulation(run: SimRun): Promise<Tally[]> {
  const [from, to] = run.shard ? shardRange(run.fights, run.shard.index, run.shard.count) : [0, run.fights];
  const jobs: SimJob[] = [];
  run.variants.forEach((_, variant) => {
    for (let a = from; a < to; a += SLICE) jobs.push({ variant, from: a, to: Math.min(to, a + SLICE) });
  });
  const total = jobs.reduce((n, j) => n + (j.to - j.from), 0);
  const data: SimWorkerData = { matchup: run.matchup, variants: run.variants, seed: run.seed };
  const pool = new WorkerPool<SimJob, Tally>({
    size: Math.max(1, Math.min(run.workers ?? availableParallelism(), jobs.length || 1)),
    recycleAfter: Number.POSITIVE_INFINITY,
    name: 'simulation worker',
    spawn: () => startWorker(SIM_WORKER, data),
    message: (id, job) => ({ id, job }),
    result: (reply) => reply.tally as Tally,
    error: (f) => Object.assign(new Error(`simulation worker: ${f.message}`), { stack: f.stack }),
  });
  const tallies = run.variants.map(() => emptyTally());
  let done = 0;
  try {
    await Promise.all(
      jobs.map(async (job) => {
        mergeTally(tallies[job.variant]!, await pool.run(job));
        done += job.to - job.from;
        run.onProgress?.(done, total);
      }),
    );
  } finally {
    await pool.close();
  }
  return tallies;
}

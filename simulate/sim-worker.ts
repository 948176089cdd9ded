// worker_threads entry (bundled to dist/sim-worker.mjs): runs slices of fights of the matchup it
// was started with and replies with their integer tallies.
import { parentPort, workerData } from 'node:worker_threads';
import type { SimMatchup, Variant } from './fight.js';
import { runFights } from './run-fights.js';

export interface SimWorkerData {
  readonly matchup: SimMatchup;
  readonly variants: readonly Variant[];
  readonly seed: number;
}

export interface SimJob {
  readonly variant: number;
  readonly from: number;
  readonly to: number;
}

const data = workerData as SimWorkerData;
parentPort!.on('message', (msg: { id: number; job: SimJob }) => {
  try {
    const { variant, from, to } = msg.job;
    parentPort!.postMessage({
      id: msg.id,
      tally: runFights(data.matchup, data.variants[variant]!, data.seed, from, to),
    });
  } catch (e) {
    const err = e as Error;
    parentPort!.postMessage({ id: msg.id, error: { name: err.name, message: err.message, stack: err.stack } });
  }
});

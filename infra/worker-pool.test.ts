import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.js';

// A worker that doubles numbers, reports -1 as a failure and exits on -2; it replies with its threadId.
const CODE = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', ({ id, n }) => {
  if (n === undefined) return;
  if (n === -2) process.exit(3);
  if (n === -1) parentPort.postMessage({ id, error: { name: 'Error', message: 'negative' } });
  else parentPort.postMessage({ id, value: n * 2, thread: threadId });
});`;

const pool = (recycleAfter: number, size = 1) =>
  new WorkerPool<number, { value: number; thread: number }>({
    size,
    recycleAfter,
    name: 'test worker',
    spawn: () => new Worker(CODE, { eval: true }),
    message: (id, n) => ({ id, n }),
    result: (r) => ({ value: r.value as number, thread: r.thread as number }),
    error: (failure, n) => new Error(`${n}: ${failure.message}`),
  });

/** Runs `fn` with the pool `p` and closes it after, whatever happens (no worker outlives its test). */
async function withPool<P extends { close(): Promise<void> }>(p: P, fn: (p: P) => Promise<void>): Promise<void> {
  try {
    await fn(p);
  } finally {
    await p.close();
  }
}

describe('WorkerPool', () => {
  it('runs jobs and replaces a worker after recycleAfter jobs', async () => {
    await withPool(pool(2), async (p) => {
      const out = [];
      for (const n of [1, 2, 3]) out.push(await p.run(n));
      expect(out.map((o) => o.value)).toEqual([2, 4, 6]);
      expect(out[0]!.thread).toBe(out[1]!.thread);
      expect(out[2]!.thread).not.toBe(out[1]!.thread);
    });
  });

  // A bad job fails alone: the pool goes on with the next one (the dead worker replaced).
  it.each([
    ['rejects a failed job with the caller’s error and keeps going', -1, '-1: negative'],
    ['rejects the job of a worker that dies, naming it, and replaces the worker', -2, 'test worker exited with code 3'],
  ] as const)('%s', async (_, job, message) => {
    await withPool(pool(10), async (p) => {
      await expect(p.run(job)).rejects.toThrow(message);
      expect((await p.run(5)).value).toBe(10);
    });
  });

  it('spreads jobs over up to `size` workers', async () => {
    await withPool(pool(10, 2), async (p) => {
      const out = await Promise.all([1, 2, 3, 4].map((n) => p.run(n)));
      expect(out.map((o) => o.value)).toEqual([2, 4, 6, 8]);
      expect(new Set(out.map((o) => o.thread)).size).toBe(2);
    });
  });
});

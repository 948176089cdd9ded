// A pool of worker_threads, sized to the cores, each worker replaced after a fixed number of
// jobs: resvg-js leaks a pixel buffer per render (resvg-js#216) and Satori's caches grow, so a
// long `--watch` session or a big catalog must not accumulate memory. The print pipeline's
// RenderPool and the export's RasterPool are this pool with their own worker and messages.
import type { Worker } from 'node:worker_threads';

/** A job's error as plain data, so it survives the trip back from a worker. */
export interface WorkerFailure {
  readonly name: string;
  readonly message: string;
  readonly hint?: string;
  readonly stack?: string;
}

export interface WorkerPoolOptions<J, R> {
  readonly size: number;
  /** Jobs per worker before it is replaced. */
  readonly recycleAfter: number;
  /** Named in the error when a worker dies ("render worker exited with code 1"). */
  readonly name: string;
  spawn(): Worker;
  /** The message that hands a job to a worker. */
  message(id: number, job: J): unknown;
  /** The job's result out of a worker's reply `{ id, error?, ... }`. */
  result(reply: Record<string, unknown>): R;
  /** The rejection for a job the worker reported as failed. */
  error(failure: WorkerFailure, job: J): Error;
}

interface Pending<J, R> {
  readonly id: number;
  readonly job: J;
  resolve(r: R): void;
  reject(e: Error): void;
}

interface Slot<J, R> {
  readonly worker: Worker;
  done: number;
  job?: Pending<J, R>;
}

export class WorkerPool<J, R> {
  private readonly slots: Slot<J, R>[] = [];
  private readonly queue: Pending<J, R>[] = [];
  private nextId = 1;

  constructor(private readonly opts: WorkerPoolOptions<J, R>) {}

  get size(): number {
    return this.opts.size;
  }

  run(job: J): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.pump();
    });
  }

  /** Start up to `count` workers now, each sent `hello` (e.g. "load the renderer"), before any job is known. */
  warm(count: number, hello: unknown): void {
    while (this.slots.length < Math.min(count, this.opts.size)) this.spawn().worker.postMessage(hello);
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private spawn(): Slot<J, R> {
    const worker = this.opts.spawn();
    const slot: Slot<J, R> = { worker, done: 0 };
    worker.on('message', (msg: { id: number; error?: WorkerFailure }) => {
      const j = slot.job;
      if (!j || j.id !== msg.id) return;
      slot.job = undefined;
      slot.done++;
      if (msg.error) j.reject(this.opts.error(msg.error, j.job));
      else j.resolve(this.opts.result(msg as unknown as Record<string, unknown>));
      if (slot.done >= this.opts.recycleAfter) this.retire(slot);
      this.pump();
    });
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`${this.opts.name} exited with code ${code}`));
    });
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot<J, R>): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
  }

  private fail(slot: Slot<J, R>, e: Error): void {
    this.retire(slot);
    const j = slot.job;
    slot.job = undefined;
    j?.reject(e);
    this.pump();
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.opts.size) slot = this.spawn();
      if (!slot) return;
      const j = this.queue.shift()!;
      slot.job = j;
      slot.worker.postMessage(this.opts.message(j.id, j.job));
    }
  }
}

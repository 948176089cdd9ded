// A worker_threads pool sized to the cores. Workers are replaced after a fixed number of
// renders: resvg-js leaks a pixel buffer per render (resvg-js#216) and Satori's caches grow,
// so a long `--watch` session or a big catalog must not accumulate memory.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderFailure, RenderTask } from './render-backend.js';
import type { TaskOutput } from './render-task.js';

export class RenderError extends Error {
  constructor(readonly failure: RenderFailure, readonly task: RenderTask) {
    super(failure.message);
    this.name = 'RenderError';
  }
}

interface Slot {
  worker: Worker;
  busy: boolean;
  done: number;
}

interface Job {
  id: number;
  task: RenderTask;
  resolve(out: TaskOutput): void;
  reject(e: Error): void;
}

export interface PoolOptions {
  readonly size?: number;
  /** Renders per worker before it is replaced. */
  readonly recycleAfter?: number;
  /** Module exporting `loadBackend()` (tests); default: the production renderer. */
  readonly backendModule?: string;
}

/** From the bundle (dist/fray.mjs) the worker is dist/render-worker.mjs; from the sources it is the .ts file, loaded through tsx. */
function newWorker(workerData: unknown): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL('./render-worker.mjs', self), { workerData });
  const entry = new URL('./render-worker.ts', self).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<number, { job: Job; slot: Slot }>();
  private nextId = 1;
  readonly size: number;
  private readonly recycleAfter: number;

  constructor(private readonly opts: PoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? availableParallelism());
    this.recycleAfter = opts.recycleAfter ?? 200;
  }

  run(task: RenderTask): Promise<TaskOutput> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.pump();
    });
  }

  /** Start `count` workers now and have them load the renderer, before any task is known. */
  warm(count = this.size): void {
    while (this.slots.length < Math.min(count, this.size)) this.spawn().worker.postMessage({ id: 0 });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = newWorker({ backendModule: this.opts.backendModule });
    const slot: Slot = { worker, busy: false, done: 0 };
    worker.on('message', (msg: { id: number; faces?: TaskOutput['faces']; fonts?: TaskOutput['fonts']; error?: RenderFailure }) => {
      const r = this.running.get(msg.id);
      if (!r) return;
      this.running.delete(msg.id);
      slot.busy = false;
      slot.done++;
      if (msg.error) r.job.reject(new RenderError(msg.error, r.job.task));
      else r.job.resolve({ faces: msg.faces ?? [], fonts: msg.fonts ?? {} });
      if (slot.done >= this.recycleAfter) this.retire(slot);
      this.pump();
    });
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`render worker exited with code ${code}`));
    });
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
  }

  private fail(slot: Slot, e: Error): void {
    this.retire(slot);
    for (const [id, r] of this.running) {
      if (r.slot !== slot) continue;
      this.running.delete(id);
      r.job.reject(e);
    }
    this.pump();
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < Math.min(this.size, this.queue.length + this.running.size)) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.busy = true;
      this.running.set(job.id, { job, slot });
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }
}

// Raster jobs on worker_threads, sized to the cores, each worker replaced after `recycleAfter`
// jobs: resvg-js leaks one pixel buffer per render (resvg-js#216). Same scheme as the print
// pipeline's RenderPool, whose workers convert to PDF drawings instead of pixels.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderFailure } from '../pipeline/render-backend.js';
import type { RasterJob, RasterResult, RasterRunner } from './raster-job.js';

export class RasterError extends Error {
  constructor(readonly failure: RenderFailure, readonly job: RasterJob) {
    super(failure.message);
    this.name = 'RasterError';
  }
}

interface Slot {
  worker: Worker;
  busy: boolean;
  done: number;
  job?: { id: number; job: RasterJob; resolve(r: RasterResult): void; reject(e: Error): void };
}

/** The bundled worker next to dist/fray.mjs, or the TS source through tsx; undefined if neither exists. */
function workerEntry(): { url: URL; ts: boolean } | undefined {
  const self = import.meta.url;
  if (self.endsWith('.ts')) return { url: new URL('./raster-worker.ts', self), ts: true };
  const url = new URL('./export-worker.mjs', self);
  return existsSync(fileURLToPath(url)) ? { url, ts: false } : undefined;
}

export function canUseWorkers(): boolean {
  return workerEntry() !== undefined;
}

export class RasterPool implements RasterRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: NonNullable<Slot['job']>[] = [];
  private nextId = 1;

  constructor(private readonly size: number, private readonly opts: { recycleAfter?: number; backendModule?: string } = {}) {}

  run(job: RasterJob): Promise<RasterResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const entry = workerEntry();
    if (!entry) throw new Error('the export worker is missing from dist/; run `npm run build:cli`');
    const workerData = { backendModule: this.opts.backendModule };
    const worker = entry.ts
      ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(entry.url.href)}); });`, { eval: true, workerData })
      : new Worker(entry.url, { workerData });
    const slot: Slot = { worker, busy: false, done: 0 };
    worker.on('message', (msg: { id: number; result?: RasterResult; error?: RenderFailure }) => {
      const j = slot.job;
      if (!j || j.id !== msg.id) return;
      slot.job = undefined;
      slot.busy = false;
      slot.done++;
      if (msg.error) j.reject(new RasterError(msg.error, j.job));
      else j.resolve(msg.result!);
      if (slot.done >= (this.opts.recycleAfter ?? 100)) this.retire(slot);
      this.pump();
    });
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`export worker exited with code ${code}`));
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
    const j = slot.job;
    slot.job = undefined;
    j?.reject(e);
    this.pump();
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const j = this.queue.shift()!;
      slot.busy = true;
      slot.job = j;
      slot.worker.postMessage({ id: j.id, job: j.job });
    }
  }
}

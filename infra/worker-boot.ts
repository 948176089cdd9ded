// The one way fray starts a worker thread, from the bundle or from the sources, whatever the
// working folder. From dist/ the worker is its bundled `.mjs` beside the caller. From the sources
// (`FRAY_FROM_SOURCE=1`, tests) it is the `.ts` file, loaded through tsx: the boot imports tsx by
// the absolute URL resolved here, from fray's own node_modules, because an eval'd worker resolves
// a bare `import('tsx/esm/api')` from the current folder, where a play group's catalog has no tsx.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerModule {
  /** The calling module's `import.meta.url`: the worker lives beside it. */
  readonly caller: string;
  /** The worker's source file, beside the caller (`./render-worker.ts`). */
  readonly source: string;
  /** Its bundle, beside the bundled caller in dist/ (`./render-worker.mjs`). */
  readonly bundled: string;
}

/** Whether the worker can start: always from the sources; from dist/ when its bundle was built. */
export function workerExists(m: WorkerModule): boolean {
  return fromSources(m) || existsSync(fileURLToPath(new URL(m.bundled, m.caller)));
}

export function startWorker(m: WorkerModule, workerData: unknown): Worker {
  if (!fromSources(m)) return new Worker(new URL(m.bundled, m.caller), { workerData });
  const entry = new URL(m.source, m.caller).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

const fromSources = (m: WorkerModule): boolean => m.caller.endsWith('.ts');

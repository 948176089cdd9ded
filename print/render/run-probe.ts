// For the code-cache tests: a V8 code cache is taken or refused when a process compiles a module,
// so each case needs a fresh process. Runs `source` (TypeScript, ESM) through tsx from the repo
// root and returns the JSON its last line of output prints.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function runProbe<T>(source: string): T {
  const script = join(mkdtempSync(join(tmpdir(), 'fray-probe-')), 'probe.mts');
  writeFileSync(script, source);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    cwd: new URL('../..', import.meta.url).pathname,
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as T;
}

export interface CachedModuleProbe {
  /** Names the cache file, e.g. `satori`. */
  readonly name: string;
  /** The module's file and the function of it that loads the library through the cache (`loadSatori`). */
  readonly module: string;
  readonly loader: string;
  /** Statements that use the loaded module `m` and end with `const works = <boolean>;`. */
  readonly work: string;
}

/** What one process said: whether it took the cache (`none`, `used`, `rejected`), and whether the library worked. */
export interface ProbeResult {
  readonly cache: string;
  readonly works: boolean;
}

/**
 * The three lives of a code cache, each in a fresh process: loading without a cache file (and
 * writing one), loading from the file it wrote, and loading from a file that is no code cache.
 */
export function codeCacheRuns(probe: CachedModuleProbe): ProbeResult[] {
  const file = join(mkdtempSync(join(tmpdir(), `fray-${probe.name}-cache-`)), `${probe.name}.v8cache`);
  const run = (write: boolean): ProbeResult =>
    runProbe(`
import { writeFileSync } from 'node:fs';
import { ${probe.loader} } from ${JSON.stringify(probe.module)};
const m = ${probe.loader}(${JSON.stringify(file)});
${probe.work}
if (${write}) writeFileSync(${JSON.stringify(file)}, m.createCache());
console.log(JSON.stringify({ cache: m.cache, works }));
`);
  const fresh = run(true);
  const cached = run(false);
  writeFileSync(file, Buffer.from('not a code cache, e.g. from another node version'));
  return [fresh, cached, run(false)];
}

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
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', cwd: new URL('../..', import.meta.url).pathname });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as T;
}

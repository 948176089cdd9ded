// A run's outputs are one set: `fray simulate` over an earlier run is SIGKILLed after every one of
// its write steps in turn (FRAY_FAULT_KILL_AFTER_STEP, infra/fault-hook.ts). Whatever the step,
// once the folder is recovered (as the next command on it does) it holds the earlier run's
// results.json, cards.csv and report.html, or the new run's, never some of each, and no journal,
// lock or temp file. Before, the three files were renamed one by one, and a kill between two
// renames left the results.json of one run beside the report.html of another for good.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBaseline } from '../../simulate/baseline.js';
import { settleRunFolder } from '../../simulate/run-folder.js';
import { ROOT, baseEnv, fray, snapshot, tmp } from './harness.js';

const MATCHUP = 'examples/simulate/sword-swing-attack.yaml';
const args = (out: string, seed: number): string[] => [
  'simulate',
  MATCHUP,
  '--fights',
  '40',
  '--seed',
  String(seed),
  '--workers',
  '1',
  '--out',
  out,
];
const results = (out: string): string => join(out, 'simulate', 'sword-swing-attack');

/** Runs fray without blocking, so two kill runs share the machine's cores. */
function frayAsync(a: string[], env: Record<string, string>): Promise<{ signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'fray.mjs'), ...a], {
      cwd: ROOT,
      env: baseEnv(env),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (_code, signal) => resolve({ signal, stderr }));
  });
}

describe('a simulate run killed at any write step leaves one set of outputs', { timeout: 300_000 }, () => {
  it('SIGKILLed after each write step: the old set or the new set, never a mix', async () => {
    const old = tmp('sim-old');
    expect(fray(args(old, 1)).status).toBe(0);
    const before = snapshot(results(old));
    expect(Object.keys(before).sort()).toEqual(['cards.csv', 'report.html', 'results.json']);

    const done = tmp('sim-new');
    cpSync(old, done, { recursive: true });
    const ok = fray(args(done, 2), { env: { FRAY_FAULT_TRACE: '1' } });
    expect(ok.status, ok.stderr).toBe(0);
    const after = snapshot(results(done));
    // Every file differs between the runs, so a mix would show.
    for (const f of Object.keys(before)) expect(after[f], f).not.toBe(before[f]);
    const steps = ok.stderr.match(/write step \d+/g)?.length ?? 0;
    // Per file: staged, the old one kept; the journal; per file a rename; the journal removed.
    expect(steps, 'the write is made of fault-hooked steps').toBeGreaterThanOrEqual(11);

    const outcomes = { before: 0, after: 0 };
    const killAfter = async (n: number): Promise<void> => {
      const dir = tmp(`sim-kill-${n}`);
      cpSync(old, dir, { recursive: true });
      const killed = await frayAsync(args(dir, 2), { FRAY_FAULT_KILL_AFTER_STEP: String(n) });
      expect(killed.signal, `step ${n}: ${killed.stderr}`).toBe('SIGKILL');
      settleRunFolder(results(dir));
      expect(
        readdirSync(results(dir)).filter((f) => f.startsWith('.')),
        `step ${n}`,
      ).toEqual([]);
      const now = snapshot(results(dir));
      const kept = JSON.stringify(now) !== JSON.stringify(before);
      if (kept) expect(now, `step ${n}: neither the old run's outputs nor the new run's`).toEqual(after);
      outcomes[kept ? 'after' : 'before']++;
    };
    const todo = Array.from({ length: steps }, (_, i) => i + 1);
    await Promise.all(
      [0, 1].map(async () => {
        for (let n = todo.shift(); n !== undefined; n = todo.shift()) await killAfter(n);
      }),
    );
    // Killed before the journal was committed: the old set; after it: the new one.
    expect(outcomes.before).toBeGreaterThan(0);
    expect(outcomes.after).toBeGreaterThan(0);
  });

  it('killed between two renames: reading its results.json as a --baseline first finishes the switch', async () => {
    const old = tmp('sim-old');
    expect(fray(args(old, 1)).status).toBe(0);
    const before = snapshot(results(old));
    const traced = tmp('sim-new');
    cpSync(old, traced, { recursive: true });
    const ok = fray(args(traced, 2), { env: { FRAY_FAULT_TRACE: '1' } });
    const after = snapshot(results(traced));
    // The step right after the first file was renamed into place.
    const first = /write step (\d+): replace /.exec(ok.stderr);
    expect(first, ok.stderr).not.toBeNull();
    const dir = tmp('sim-mid');
    cpSync(old, dir, { recursive: true });
    const killed = await frayAsync(args(dir, 2), { FRAY_FAULT_KILL_AFTER_STEP: first![1]! });
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    // On disk, for now: one new file beside two old ones, and the journal that says which run wins.
    const mid = snapshot(results(dir));
    const newer = Object.keys(before).filter((f) => mid[f] === after[f]);
    expect(newer).toHaveLength(1);
    expect(mid['.fray-journal.json']).toBeDefined();
    const read = readBaseline(join(results(dir), 'results.json'));
    expect(read.seed).toBe(2);
    const now = snapshot(results(dir));
    expect(Object.fromEntries(Object.keys(after).map((f) => [f, now[f]]))).toEqual(after);
    expect(Object.keys(now).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});

// Shared by the fault tests: run the real `fray` CLI (from source) in a child process, snapshot an
// output folder by content, and find out which kernel-level faults this machine lets a test make.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'fray.mjs');

export const tmp = (name: string): string => mkdtempSync(join(tmpdir(), `fray-${name}-`));

export function baseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, FRAY_FROM_SOURCE: '1', CI: '1', ...extra };
}

export function fray(
  args: string[],
  opts: { env?: Record<string, string>; cwd?: string; node?: string[] } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...(opts.node ?? []), BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    env: baseEnv(opts.env),
  });
}

/** Starts fray with FRAY_TEST_PAUSE_AT=point, waits until it pauses there, then kill -9s it. */
export async function killAt(point: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: baseEnv({ ...env, FRAY_TEST_PAUSE_AT: point }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes(`test pause at ${point}`)) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`fray exited (${code}) before pausing at ${point}:\n${err}`)));
  });
  await new Promise((r) => child.once('exit', r));
}

/** Every file below `dir` (temp files included) → sha-256 of its bytes. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const p = join(dir, f);
    if (statSync(p).isFile()) out[f] = createHash('sha256').update(readFileSync(p)).digest('hex');
  }
  return out;
}

export const pdfText = (file: string): string => spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;

/** Whether `chattr +i` works here (root on ext4/tmpfs); the immutable-file tests need it. */
export function canChattr(): boolean {
  const d = tmp('chattr');
  const f = join(d, 'x');
  writeFileSync(f, '');
  const ok = spawnSync('chattr', ['+i', f]).status === 0;
  if (ok) spawnSync('chattr', ['-i', f]);
  rmSync(d, { recursive: true, force: true });
  return ok;
}

/** Mounts a tmpfs of `size` at a new folder (read-only with `ro`), or undefined where mounting is not allowed. */
export function tmpfs(size: string, ro = false): { dir: string; unmount(): void } | undefined {
  const dir = tmp('tmpfs');
  mkdirSync(dir, { recursive: true });
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}${ro ? ',ro' : ''}`, 'tmpfs', dir]);
  if (r.status !== 0) return undefined;
  return { dir, unmount: () => void spawnSync('umount', [dir]) };
}

/** Whether this machine lets a test mount a tmpfs (root in a namespace that allows it). */
export function canMount(): boolean {
  const m = tmpfs('64k');
  m?.unmount();
  return !!m;
}

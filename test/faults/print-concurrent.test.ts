// Two `fray print`s into the same new --out folder: the second waits for the first (the folder's
// lock), then finds its outputs up to date, and both succeed with every file complete. Before the
// lock, their folder probes raced and one failed with "o/pnp is a file, but a folder is needed", or
// their renames interleaved. The first print is held at a pause point (after its probe and its
// staged writes, before any rename) until the second one says it is waiting, so the overlap is the
// same on every run, on any machine, with no sleeps.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeCatalog } from '../pdf/fixtures/catalog.js';
import { ROOT, baseEnv, tmp } from './harness.js';

const BIN = join(ROOT, 'bin', 'fray.mjs');

interface Run {
  readonly stderr: () => string;
  /** Resolves when stderr contains `text`; rejects if the process exits first. */
  readonly says: (text: string) => Promise<void>;
  readonly exit: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function start(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: baseEnv(env) });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout: out, stderr: err })),
  );
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
    for (const w of waiters.splice(0))
      if (err.includes(w.text)) w.resolve();
      else waiters.push(w);
  });
  return {
    stderr: () => err,
    says: (text) =>
      new Promise<void>((resolve, reject) => {
        if (err.includes(text)) return resolve();
        waiters.push({ text, resolve });
        void exit.then((r) =>
          reject(new Error(`exited (${r.code}) before saying "${text}":\n${r.stderr}\n${r.stdout}`)),
        );
      }),
    exit,
  };
}

describe('two prints into one new --out folder', { timeout: 120_000 }, () => {
  it('the second waits for the first; both succeed and every output is complete', async () => {
    const catalog = makeCatalog();
    const cache = tmp('concurrent-cache');
    const out = join(tmp('concurrent-out'), 'o');
    const resume = join(tmp('concurrent-resume'), 'go');
    const args = ['print', catalog, '--out', out, '--only', 'pnp,decks'];

    const first = start(args, { FRAY_CACHE_DIR: cache, FRAY_TEST_PAUSE_AT: 'staged', FRAY_TEST_RESUME_FILE: resume });
    await first.says('test pause at staged');
    const second = start(args, { FRAY_CACHE_DIR: cache });
    // Without the lock, the second print ran its whole build here, beside the first one's.
    await second.says('waiting for another fray command');
    expect(second.stderr()).toContain(`to finish writing ${out}`);
    writeFileSync(resume, '');

    const [a, b] = await Promise.all([first.exit, second.exit]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);

    // Complete: every file the manifest lists is there with the bytes it names, and nothing else
    // (no lock, no temp file, no note of an interrupted replace).
    const manifest = JSON.parse(readFileSync(join(out, '.fray-manifest.json'), 'utf8')) as {
      files: Record<string, { sha256: string }>;
    };
    const listed = Object.keys(manifest.files).sort();
    expect(listed.some((f) => f.startsWith('pnp/'))).toBe(true);
    expect(listed.some((f) => f.startsWith('decks/'))).toBe(true);
    for (const f of listed) {
      expect(existsSync(join(out, f)), f).toBe(true);
      expect(
        createHash('sha256')
          .update(readFileSync(join(out, f)))
          .digest('hex'),
        f,
      ).toBe(manifest.files[f]!.sha256);
    }
    const onDisk = readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(join(out, f)).isFile())
      .sort();
    expect(onDisk).toEqual(['.fray-manifest.json', ...listed].sort());
    // The second read the manifest the first one wrote: it found every output up to date.
    expect(b.stdout).toMatch(/\(0 written, \d+ unchanged\)/);
    expect(b.stdout).not.toMatch(/\([1-9]\d* written/);
  });
});

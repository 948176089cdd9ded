// For the tests that run a command in-process: what it prints to stdout and stderr is captured for
// each test, and each test gets a fresh temporary folder, removed after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';

export interface CapturedOutput {
  /** What the command wrote so far in this test (a test may clear it between runs). */
  out: string;
  err: string;
  /** This test's temporary folder. */
  readonly tmp: string;
}

/** Registers the capture around every test of the calling file; `tmpPrefix` names its folders. */
export function captureOutput(tmpPrefix: string): CapturedOutput {
  let tmp = '';
  const io: CapturedOutput = {
    out: '',
    err: '',
    get tmp() {
      return tmp;
    },
  };
  beforeEach(() => {
    io.out = '';
    io.err = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((io.out += String(s)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((io.err += String(s)), true));
    tmp = mkdtempSync(join(tmpdir(), tmpPrefix));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(tmp, { recursive: true, force: true });
  });
  return io;
}

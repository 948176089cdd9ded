// Test helper: `fray resolve` called in process (fast; the suites spawn the real CLI only where an exit
// code or a stack trace is the point), with what it writes to stdout and stderr captured.
import { expect, vi } from 'vitest';
import { run } from '../../cli/commands/resolve.js';

export interface Resolved {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function resolveInProcess(args: string[]): Promise<Resolved> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  try {
    const code = await run(args);
    return { code, out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

/** `fray resolve … --json` that exits 0 (else the test fails with what it wrote to stderr): the JSON it printed. */
export async function resolveToJson(args: string[]): Promise<any> {
  const { code, out, err } = await resolveInProcess([...args, '--json']);
  expect(code, err).toBe(0);
  return JSON.parse(out);
}

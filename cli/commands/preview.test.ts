// `fray preview` as a command: its --port is read like every whole-number flag, a port in use ends
// it with a hint instead of leaving it hanging, and in a pipe its address comes first, then the
// first render's progress.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCatalog } from '../../test/pdf/fixtures/catalog.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const FRAY = join(ROOT, 'bin', 'fray.mjs');
const env = { ...process.env, FRAY_FROM_SOURCE: '1', CI: '1' };

describe('fray preview', () => {
  it.each(['0x1229', ' 4646', '46.45e2', '-1', '65536', ''])(
    'refuses --port %j',
    (port) => {
      const r = spawnSync(process.execPath, [FRAY, 'preview', '--port', port], { env, encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/--port (must be a whole number|needs a value)/);
      expect(r.stdout).toBe('');
    },
    60_000,
  );

  it('exits 1 with a hint when the port is in use', async () => {
    const busy: Server = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const port = (busy.address() as { port: number }).port;
    try {
      const child = spawn(process.execPath, [FRAY, 'preview', makeCatalog(), '--port', String(port)], { env });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).toBe(1);
      expect(err).toContain(`port ${port} is in use`);
      expect(err).toMatch(/hint: .*--port/);
    } finally {
      busy.close();
    }
  }, 60_000);

  it('in a pipe, prints its address as soon as it listens, then the first render progress', async () => {
    const child = spawn(process.execPath, [FRAY, 'preview', makeCatalog(), '--port', '0'], { env });
    let out = '';
    // Both streams into one log, in the order they arrive (the render between them takes a while).
    const ready = new Promise<void>((resolve) => {
      const take = (d: Buffer): void => {
        out += d;
        if (/ready in/.test(out)) resolve();
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
    });
    const exited = new Promise<number | string | null>((r) => child.on('exit', (c, s) => r(c ?? s)));
    await Promise.race([ready, exited]);
    const lines = out.split('\n');
    const url = lines.findIndex((l) => /^fray preview: http:\/\/127\.0\.0\.1:\d+\/\?token=/.test(l));
    const start = lines.findIndex((l) => /^fray preview: rendering 16 image\(s\)…$/.test(l));
    const done = lines.findIndex((l) => /^fray preview: rendering: 16\/16 done$/.test(l));
    expect(url, out).toBeGreaterThanOrEqual(0);
    expect(start, out).toBeGreaterThan(url);
    expect(done, out).toBeGreaterThan(start);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 120_000);
});

// A real Redis for the scale-out tests and the benchmark: Debian's redis-server, started on a free
// loopback port with no persistence, and stopped with its process; relay nodes as child processes
// (one process per node, as deployed), each printing its address when it listens.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Waits for a line of a child's stdout matching `re` (a positive signal that it is up). */
function lineOf(p: ChildProcess, re: RegExp, what: string, ms = 20_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const t = setTimeout(() => reject(new Error(`${what} did not start: ${buf.slice(-400)}`)), ms);
    const on = (d: Buffer) => {
      buf += d.toString();
      const m = re.exec(buf);
      if (m) {
        clearTimeout(t);
        p.stdout?.off('data', on);
        resolve(m);
      }
    };
    p.stdout?.on('data', on);
    p.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`${what} exited (${code}): ${buf.slice(-400)}`));
    });
  });
}

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await lineOf(p, /Ready to accept connections/, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopChild(p),
  };
}

const NODE = fileURLToPath(new URL('./relay-node.ts', import.meta.url));

/** One relay node in its own process, on loopback, with rooms in Redis. */
export async function startNode(redis: string, port = 0, env: Record<string, string> = {}) {
  const p = spawn(process.execPath, ['--import', 'tsx', NODE, redis, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  p.stderr?.on('data', () => {});
  const m = await lineOf(p, /listening (http:\/\/\S+)/, 'relay node');
  return {
    url: m[1]!,
    port: Number(new URL(m[1]!).port),
    proc: p,
    kill: () => stopChild(p, 'SIGKILL'),
    stop: () => stopChild(p),
  };
}

function stopChild(p: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill(signal);
  });
}

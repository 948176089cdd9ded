// A one-line progress bar on an interactive terminal; silent in CI and when piped.
export interface Progress {
  /** `rate`: also show items per second and the time left (e.g. `fights`). */
  start(total: number, label: string, rate?: { unit: string }): void;
  tick(n?: number): void;
  /** A phase with no count yet (e.g. reading a large file), shown until the next start. */
  status(label: string): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const enabled = !!stream.isTTY && !process.env.CI && process.env.TERM !== 'dumb';
  let total = 0;
  let count = 0;
  let label = '';
  let last = 0;
  let started = 0;
  let unit: string | undefined;
  const draw = (force: boolean): void => {
    if (!enabled || total === 0) return;
    const now = Date.now();
    if (!force && now - last < 50) return;
    last = now;
    const width = 30;
    const filled = Math.round((count / total) * width);
    let tail = '';
    if (unit) {
      const secs = (now - started) / 1000;
      const perS = secs > 0 ? count / secs : 0;
      const left = perS > 0 ? Math.ceil((total - count) / perS) : undefined;
      tail = `  ${Math.round(perS).toLocaleString('en')} ${unit}/s${left !== undefined && count < total ? `  ETA ${left} s` : ''}`;
    }
    stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${count}/${total}${tail}\x1b[K`);
  };
  return {
    start(t, l, rate) {
      total = t;
      count = 0;
      label = l;
      started = Date.now();
      unit = rate?.unit;
      draw(true);
    },
    tick(n = 1) {
      count = Math.min(total, count + n);
      draw(count === total);
    },
    status(l) {
      if (enabled) stream.write(`\r${l}\x1b[K`);
    },
    done() {
      if (enabled) stream.write('\r\x1b[K');
      total = 0;
    },
  };
}

/** Progress that shows nothing: for tests, benchmarks and library callers. */
export const silentProgress: Progress = { start() {}, tick() {}, status() {}, done() {} };

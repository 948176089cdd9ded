// Re-renders a timer view at each visible change. It sleeps with setTimeout until the next
// second boundary computed from the deadline, then paints in a requestAnimationFrame, so a
// throttled tab shows the right number as soon as it wakes: nothing accumulates.
import { msUntilNextChange, timerStatus, type TimerRecord, type TimerStatus } from './timer.js';

export interface TickerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Optional: paint on the next frame (absent in workers and tests). */
  requestAnimationFrame?(fn: () => void): unknown;
}

export interface Ticker {
  /** Call whenever the stored record changes. */
  update(rec: TimerRecord | null | undefined): void;
  stop(): void;
}

export function browserClock(): TickerClock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    requestAnimationFrame:
      typeof globalThis.requestAnimationFrame === 'function' ? (fn) => globalThis.requestAnimationFrame(() => fn()) : undefined,
  };
}

export function createTicker(
  render: (status: TimerStatus, rec: TimerRecord | null | undefined) => void,
  clock: TickerClock = browserClock(),
  warnMs?: number,
): Ticker {
  let rec: TimerRecord | null | undefined;
  let handle: unknown = null;
  let stopped = false;

  const paint = () => render(timerStatus(rec, clock.now(), warnMs), rec);

  const schedule = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
    if (stopped) return;
    const wait = msUntilNextChange(rec, clock.now(), warnMs);
    if (wait === null) return;
    handle = clock.setTimeout(() => {
      handle = null;
      // A hidden tab gets no animation frames: paint at once there, on the next frame otherwise.
      const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
      if (clock.requestAnimationFrame && !hidden) clock.requestAnimationFrame(paint);
      else paint();
      schedule();
    }, wait + 1);
  };

  return {
    update(next) {
      rec = next;
      paint();
      schedule();
    },
    stop() {
      stopped = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
}

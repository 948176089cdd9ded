// Re-renders a timer view at each visible change. It sleeps with setTimeout until the next
// second boundary computed from the deadline and paints from the clock, so a throttled tab
// shows the right number as soon as it wakes: nothing accumulates. (No requestAnimationFrame:
// frames stop in hidden or occluded tabs, and one paint a second needs no frame sync.)
import { msUntilNextChange, timerStatus, type TimerRecord, type TimerStatus } from './timer.js';

export interface TickerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Ticker {
  /** Call whenever the stored record changes. */
  update(rec: TimerRecord | null | undefined): void;
  refresh(): void;
  stop(): void;
}

export function browserClock(): TickerClock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
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
      paint();
      schedule();
    }, wait + 1);
  };

  return {
    /** Repaint now from the clock (e.g. when a hidden tab becomes visible again). */
    refresh() {
      paint();
      schedule();
    },
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

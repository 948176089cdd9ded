import { describe, expect, it } from 'vitest';
import { createTicker, type TickerClock } from './timer-ticker.js';
import { startTimer, type TimerStatus } from './timer.js';

/** A fake clock whose timers fire late, like a throttled background tab. */
function lateClock(lateBy: number) {
  let now = 0;
  const queue: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const clock: TickerClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++ids;
      queue.push({ at: now + ms + lateBy, fn, id });
      return id;
    },
    clearTimeout(h) {
      const i = queue.findIndex((q) => q.id === h);
      if (i >= 0) queue.splice(i, 1);
    },
  };
  const runUntil = (t: number) => {
    for (;;) {
      queue.sort((a, b) => a.at - b.at);
      const next = queue[0];
      if (!next || next.at > t) break;
      queue.shift();
      now = next.at;
      next.fn();
    }
    now = t;
  };
  return { clock, runUntil, pending: () => queue.length };
}

describe('ticker', () => {
  it('shows the deadline truth even when its timers fire late', () => {
    const { clock, runUntil, pending } = lateClock(700);
    const seen: { at: number; s: TimerStatus }[] = [];
    const ticker = createTicker((s) => seen.push({ at: clock.now(), s }), clock);
    ticker.update(startTimer(15, 0));
    runUntil(20_000);
    // Every paint agrees with deadline − now, however late it came.
    for (const { at, s } of seen) expect(s.remainingMs).toBe(Math.max(0, 15_000 - at));
    expect(seen.at(-1)!.s.phase).toBe('expired');
    // It wakes once more, when "time's up" has been shown long enough, and then sleeps.
    runUntil(30_000);
    expect(seen.at(-1)!.s.phase).toBe('idle');
    expect(pending()).toBe(0);
    ticker.stop();
  });

  it('stops scheduling when stopped or idle', () => {
    const { clock, runUntil, pending } = lateClock(0);
    const seen: TimerStatus[] = [];
    const ticker = createTicker((s) => seen.push(s), clock);
    ticker.update(startTimer(15, 0));
    runUntil(3_500);
    const count = seen.length;
    expect(count).toBeGreaterThanOrEqual(4);
    ticker.update({ deadline: null, startedAt: null, durationMs: 0 });
    expect(seen.at(-1)!.phase).toBe('idle');
    expect(pending()).toBe(0);
    ticker.update(startTimer(15, 3_500));
    ticker.stop();
    expect(pending()).toBe(0);
  });
});

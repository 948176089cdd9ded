import { describe, expect, it } from 'vitest';
import { createStore } from './store.js';
import { memoryBackend } from './storage-backend.js';
import { startTimer, type TimerRecord } from './timer.js';
import { handleExpiry } from './timer-expiry.js';

function setup(now: { t: number }) {
  const backend = memoryBackend();
  const popup = createStore(backend);
  const overlay = createStore(backend);
  const fired: number[] = [];
  const deps = (store: typeof popup) => ({
    updateTimer: (fn: (t: TimerRecord) => TimerRecord) => store.update('timer', fn),
    timerExpired: async (at: number) => {
      fired.push(at);
      return { ok: true };
    },
    now: () => now.t,
  });
  return { popup, overlay, fired, deps };
}

describe('timer expiry', () => {
  it('runs the engine operation once even when several contexts see the deadline pass', async () => {
    const now = { t: 1_000 };
    const { popup, overlay, fired, deps } = setup(now);
    await popup.set('timer', startTimer(15, now.t));
    now.t += 14_999;
    expect(await handleExpiry(deps(popup))).toEqual({ fired: false, reason: 'not-due' });
    now.t += 1;
    const results = await Promise.all([
      handleExpiry(deps(popup)),
      handleExpiry(deps(overlay)),
      handleExpiry(deps(popup)),
    ]);
    expect(results.filter((r) => r.fired)).toHaveLength(1);
    expect(fired).toEqual([16_000]);
    expect(await handleExpiry(deps(overlay))).toEqual({ fired: false, reason: 'already-handled' });
    expect((await popup.get('timer')).expiredHandled).toBe(true);
  });

  it('fires again for a new deadline, never without one', async () => {
    const now = { t: 0 };
    const { popup, fired, deps } = setup(now);
    expect(await handleExpiry(deps(popup))).toEqual({ fired: false, reason: 'no-timer' });
    await popup.set('timer', startTimer(15, 0));
    now.t = 20_000;
    await handleExpiry(deps(popup));
    await popup.set('timer', startTimer(10, now.t));
    now.t = 31_000;
    await handleExpiry(deps(popup));
    expect(fired).toEqual([15_000, 30_000]);
  });

  it('hands the engine the round the timer was started in', async () => {
    const now = { t: 0 };
    const backend = memoryBackend();
    const store = createStore(backend);
    const seen: (number | undefined)[] = [];
    await store.set('timer', startTimer(15, 0, 4));
    now.t = 15_000;
    await handleExpiry({
      updateTimer: (fn) => store.update('timer', fn),
      timerExpired: async (_at, round) => (seen.push(round), { ok: true }),
      now: () => now.t,
    });
    expect(seen).toEqual([4]);
  });
});

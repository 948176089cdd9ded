import { describe, expect, it } from 'vitest';
import {
  expiryDue,
  formatSeconds,
  markHandled,
  msUntilNextChange,
  startTimer,
  stopTimer,
  tableTimerOutlived,
  timerOutlived,
  timerStatus,
} from './timer.js';

describe('timer', () => {
  const t0 = 1_700_000_000_000;

  it('is idle without a deadline', () => {
    expect(timerStatus(null, t0).phase).toBe('idle');
    expect(timerStatus({ deadline: null, startedAt: null, durationMs: 0 }, t0).phase).toBe('idle');
  });

  it('derives what is left from the deadline only', () => {
    const rec = startTimer(15, t0);
    expect(rec.deadline).toBe(t0 + 15_000);
    expect(timerStatus(rec, t0)).toMatchObject({ phase: 'running', seconds: 15, remainingMs: 15_000 });
    expect(timerStatus(rec, t0 + 1)).toMatchObject({ phase: 'running', seconds: 15 });
    expect(timerStatus(rec, t0 + 9_999).seconds).toBe(6);
    // The warning starts at exactly 5 s left.
    expect(timerStatus(rec, t0 + 9_999).phase).toBe('running');
    expect(timerStatus(rec, t0 + 10_000)).toMatchObject({ phase: 'warning', seconds: 5 });
    expect(timerStatus(rec, t0 + 14_999)).toMatchObject({ phase: 'warning', seconds: 1 });
    expect(timerStatus(rec, t0 + 15_000)).toMatchObject({ phase: 'expired', seconds: 0, remainingMs: 0 });
    // A tab that slept for a minute shows the truth at once.
    expect(timerStatus(rec, t0 + 24_999)).toMatchObject({ phase: 'expired', remainingMs: 0 });
    // Ten seconds of "time's up", then idle again: no stale 0 through the resolve phase.
    expect(timerStatus(rec, t0 + 25_000)).toMatchObject({ phase: 'idle', label: '—' });
    expect(timerStatus(rec, t0 + 60_000)).toMatchObject({ phase: 'idle', remainingMs: 0 });
  });

  it('honours a custom length and warning', () => {
    const rec = startTimer(30, t0);
    expect(timerStatus(rec, t0 + 19_000, 10_000).phase).toBe('running');
    expect(timerStatus(rec, t0 + 20_000, 10_000).phase).toBe('warning');
    expect(() => startTimer(0, t0)).toThrow(RangeError);
    expect(() => startTimer(Number.NaN, t0)).toThrow(RangeError);
  });

  it('fires expiry once per deadline', () => {
    const rec = startTimer(15, t0);
    expect(expiryDue(rec, t0 + 14_999)).toBe(false);
    expect(expiryDue(rec, t0 + 15_000)).toBe(true);
    const handled = markHandled(rec as typeof rec & { deadline: number });
    expect(expiryDue(handled, t0 + 20_000)).toBe(false);
    // A restarted timer is a new deadline, so it can fire again.
    expect(handled.expiredHandled).toBe(true);
    const again = startTimer(15, t0 + 30_000);
    expect(expiryDue(again, t0 + 45_000)).toBe(true);
    expect(expiryDue(stopTimer(again), t0 + 99_000)).toBe(false);
  });

  it('wakes at the next visible change', () => {
    const rec = startTimer(15, t0);
    expect(msUntilNextChange(rec, t0)).toBe(1000);
    expect(msUntilNextChange(rec, t0 + 250)).toBe(750);
    expect(msUntilNextChange(rec, t0 + 15_000)).toBe(10_000);
    expect(msUntilNextChange(rec, t0 + 24_000)).toBe(1_000);
    expect(msUntilNextChange(rec, t0 + 25_000)).toBeNull();
    expect(msUntilNextChange({ deadline: null, startedAt: null, durationMs: 0 }, t0)).toBeNull();
  });

  it('formats minutes', () => {
    expect(formatSeconds(15)).toBe('15');
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(-3)).toBe('0');
  });

  it('belongs to the planning of the round it was started in', () => {
    const rec = startTimer(15, t0, 5);
    expect(rec.round).toBe(5);
    expect(timerOutlived(rec, { round: 5, phase: 'plan' })).toBe(false);
    // The reveal ends it, and so does any other round's planning (a quick resolve, an undo).
    expect(timerOutlived(rec, { round: 5, phase: 'resolve' })).toBe(true);
    expect(timerOutlived(rec, { round: 6, phase: 'plan' })).toBe(true);
    expect(timerOutlived(rec, null)).toBe(true);
    // Nothing to stop: no timer, or one already handed to the engine.
    expect(timerOutlived(stopTimer(rec), { round: 6, phase: 'plan' })).toBe(false);
    expect(timerOutlived({ ...rec, expiredHandled: true }, { round: 6, phase: 'plan' })).toBe(false);
  });

  it("a table fight's timer belongs to the decision it was started at: the fight's next step ends it", () => {
    const rec = { ...startTimer(15, t0), tableSteps: 7 };
    expect(tableTimerOutlived(rec, 7)).toBe(false);
    expect(tableTimerOutlived(rec, 8)).toBe(true);
    expect(tableTimerOutlived(rec, 6)).toBe(true); // undone
    expect(tableTimerOutlived(rec, null)).toBe(true); // the fight was closed
    // WitchHammer's encounter never stops it, and a WitchHammer timer is not a table timer.
    expect(timerOutlived(rec, null)).toBe(false);
    expect(tableTimerOutlived(startTimer(15, t0, 2), 9)).toBe(false);
    expect(tableTimerOutlived(stopTimer(rec), 8)).toBe(false);
    expect(tableTimerOutlived({ ...rec, expiredHandled: true }, 8)).toBe(false);
  });
});

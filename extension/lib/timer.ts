// The decision timer is a deadline (epoch ms) in storage, never a tick counter: every view
// recomputes what is left from the clock, so a sleeping service worker or a throttled
// background tab cannot make it drift.

/** The store's `fray:timer` record (extension/lib/store.ts keeps it under that key). */
export interface TimerRecord {
  /** Epoch ms at which the timer runs out; null when no timer runs. */
  readonly deadline: number | null;
  readonly startedAt: number | null;
  readonly durationMs: number;
  /** Set once this deadline's expiry was handed to the engine, so it fires once. */
  readonly expiredHandled?: boolean;
  /** The round whose planning the timer was started in: a timer belongs to that planning only. */
  readonly round?: number | null;
  /**
   * A table fight's timer (its moves' `timer`, e.g. a declaration limit): the fight's step count
   * when it started. It belongs to that decision only, and its expiry is the GM's to play.
   */
  readonly tableSteps?: number;
}

export type TimerPhase = 'idle' | 'running' | 'warning' | 'expired';

export interface TimerStatus {
  readonly phase: TimerPhase;
  /** Milliseconds left, never negative; 0 when idle or expired. */
  readonly remainingMs: number;
  /** Whole seconds shown to the GM: rounded up, so "1" is on screen until the very end. */
  readonly seconds: number;
  readonly label: string;
}

/** The warning starts this long before the end ("warns at 5 s"). */
export const DEFAULT_WARN_MS = 5_000;
/** "Time's up" shows this long after the deadline, then the timer reads idle again: a red 0 left
 *  on screen through the resolve phase and later rounds only hid the VTT. */
export const EXPIRED_SHOW_MS = 10_000;

export function timerStatus(rec: TimerRecord | null | undefined, now: number, warnMs = DEFAULT_WARN_MS): TimerStatus {
  const deadline = rec?.deadline;
  if (deadline == null || !Number.isFinite(deadline) || now - deadline >= EXPIRED_SHOW_MS)
    return { phase: 'idle', remainingMs: 0, seconds: 0, label: '—' };
  const remainingMs = Math.max(0, deadline - now);
  const seconds = Math.ceil(remainingMs / 1000);
  const phase: TimerPhase = remainingMs <= 0 ? 'expired' : remainingMs <= warnMs ? 'warning' : 'running';
  return { phase, remainingMs, seconds, label: formatSeconds(seconds) };
}

export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  if (s < 60) return String(s);
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** A new timer record; the length comes from the settings (default: the system table's seconds). */
export function startTimer(seconds: number, now: number, round: number | null = null): TimerRecord {
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new RangeError(`timer length must be a positive number of seconds, got ${seconds}`);
  const durationMs = Math.round(seconds * 1000);
  return { deadline: now + durationMs, startedAt: now, durationMs, expiredHandled: false, round };
}

/**
 * True when a running timer has outlived the planning it was started for: its round was
 * revealed (the phase left planning) or another round's planning began. Such a timer is stopped
 * at once, so its old deadline can never lock the next round's unplayed combatants to the default.
 */
export function timerOutlived(
  rec: TimerRecord | null | undefined,
  combat: { round: number; phase: string } | null,
): boolean {
  if (rec?.deadline == null || rec.expiredHandled) return false;
  // A table fight's timer is not WitchHammer's planning: the encounter never stops it.
  if (rec.tableSteps !== undefined) return false;
  if (!combat) return true;
  if (combat.phase !== 'plan') return true;
  return rec.round != null && rec.round !== combat.round;
}

export function stopTimer(previous?: TimerRecord | null): TimerRecord {
  return { deadline: null, startedAt: null, durationMs: previous?.durationMs ?? 0, expiredHandled: false };
}

/** True when this record's deadline has passed and nobody has handed it to the engine yet. */
export function expiryDue(rec: TimerRecord | null | undefined, now: number): rec is TimerRecord & { deadline: number } {
  return rec?.deadline != null && now >= rec.deadline && rec.expiredHandled !== true;
}

/** The record after the expiry was handled: the deadline stays (the display shows 0), marked handled. */
export function markHandled(rec: TimerRecord & { deadline: number }): TimerRecord {
  return { ...rec, expiredHandled: true };
}

/**
 * Milliseconds until the displayed second changes (or the warning/expiry starts), so a view
 * wakes exactly at the next visible change instead of polling. Always ≥ 1 ms.
 */
export function msUntilNextChange(
  rec: TimerRecord | null | undefined,
  now: number,
  warnMs = DEFAULT_WARN_MS,
): number | null {
  const deadline = rec?.deadline;
  if (deadline == null) return null;
  const left = deadline - now;
  // Expired: the next change is going back to idle.
  if (left <= 0) return -left < EXPIRED_SHOW_MS ? Math.max(1, EXPIRED_SHOW_MS + left) : null;
  const toSecondBoundary = left % 1000 || 1000;
  const toWarn = left > warnMs ? left - warnMs : Infinity;
  return Math.max(1, Math.min(toSecondBoundary, toWarn));
}

/**
 * True when a running table-fight timer has outlived the decision it was started for: the fight
 * took a step (the decision was made, undone or the fight closed). Stopped at once, like
 * WitchHammer's planning timer after the reveal.
 */
export function tableTimerOutlived(rec: TimerRecord | null | undefined, steps: number | null): boolean {
  if (rec?.deadline == null || rec.expiredHandled || rec.tableSteps === undefined) return false;
  return steps !== rec.tableSteps;
}

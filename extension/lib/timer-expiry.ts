// Handing the timer's expiry to the engine exactly once, although the service worker, the
// overlay and the popup may all see the deadline pass: the claim is a store update that marks
// the record handled, and only the context whose update flipped it calls the resolver.
import { expiryDue, markHandled, type TimerRecord } from './timer.js';

export interface ExpiryDeps {
  /** The store's read-modify-write on `fray:timer` (fn may run more than once). */
  updateTimer(fn: (t: TimerRecord) => TimerRecord): Promise<TimerRecord>;
  /** The resolver's timer-expired operation (the engine assigns the default action). */
  timerExpired(at: number, round?: number): Promise<{ ok: boolean; error?: { code: string; message: string } }>;
  now(): number;
}

export type ExpiryOutcome =
  | {
      readonly fired: true;
      readonly deadline: number;
      readonly ok: boolean;
      readonly error?: { code: string; message: string };
    }
  | { readonly fired: false; readonly reason: 'not-due' | 'already-handled' | 'no-timer' };

export async function handleExpiry(deps: ExpiryDeps): Promise<ExpiryOutcome> {
  const now = deps.now();
  let claimed: number | null = null;
  let round: number | undefined;
  let why: 'not-due' | 'already-handled' | 'no-timer' = 'no-timer';
  await deps.updateTimer((t) => {
    claimed = null;
    if (t.deadline == null) {
      why = 'no-timer';
      return t;
    }
    if (!expiryDue(t, now)) {
      why = t.expiredHandled ? 'already-handled' : 'not-due';
      return t;
    }
    claimed = t.deadline;
    round = t.round ?? undefined;
    return markHandled(t);
  });
  if (claimed === null) return { fired: false, reason: why };
  const deadline: number = claimed;
  const r = await deps.timerExpired(deadline, round);
  return { fired: true, deadline, ok: r.ok, ...(r.error ? { error: r.error } : {}) };
}

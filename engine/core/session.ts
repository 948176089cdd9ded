// A session is the initial state plus the log of accepted actions. The current state is
// always derivable from those two, which is what makes undo and replay exact.
import { step } from './step.js';
import type { Action, CombatStateBase, EngineError, EngineEvent, SystemPlugin } from './types.js';

export interface Session<S extends CombatStateBase = CombatStateBase, A extends Action = Action> {
  readonly initial: S;
  readonly log: readonly A[];
  readonly state: S;
  /** Events of every accepted action, in order. `eventCounts[i]` is how many action i produced. */
  readonly events: readonly EngineEvent[];
  readonly eventCounts: readonly number[];
}

export function startSession<S extends CombatStateBase, A extends Action>(initial: S): Session<S, A> {
  return { initial, log: [], state: initial, events: [], eventCounts: [] };
}

export interface ApplyResult<S extends CombatStateBase, A extends Action> {
  readonly session: Session<S, A>;
  readonly events: readonly EngineEvent[];
  readonly error?: EngineError;
}

/** Apply an action to a session; a rejected action leaves the session as it was. */
export function apply<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  session: Session<S, A>,
  action: A,
): ApplyResult<S, A> {
  const r = step(plugin, session.state, action);
  if (r.error) return { session, events: [], error: r.error };
  return {
    session: {
      initial: session.initial,
      log: [...session.log, action],
      state: r.state,
      events: [...session.events, ...r.events],
      eventCounts: [...session.eventCounts, r.events.length],
    },
    events: r.events,
  };
}

/**
 * Rebuild the state from the initial state and a log. A log entry that is rejected
 * means the log does not belong to this initial state: that is a bug, so it throws.
 */
export function replay<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  initial: S,
  log: readonly A[],
): Session<S, A> {
  // Built with push, not through `apply`: copying the arrays on every step made replay
  // (and so undo) quadratic in the length of the fight.
  let state = initial;
  const kept: A[] = [];
  const events: EngineEvent[] = [];
  const eventCounts: number[] = [];
  for (let i = 0; i < log.length; i++) {
    const r = step(plugin, state, log[i]!);
    if (r.error) throw new Error(`bug: log entry ${i} (${log[i]!.type}) rejected on replay: ${r.error.code}`);
    state = r.state;
    kept.push(log[i]!);
    for (const e of r.events) events.push(e);
    eventCounts.push(r.events.length);
  }
  return { initial, log: kept, state, events, eventCounts };
}

/** Undo the last `count` accepted actions by replaying the log without them. */
export function undo<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  session: Session<S, A>,
  count = 1,
): Session<S, A> {
  const keep = Math.max(0, session.log.length - count);
  return replay(plugin, session.initial, session.log.slice(0, keep));
}

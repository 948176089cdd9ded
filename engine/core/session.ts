// A session is the initial state plus the log of accepted actions. The current state is
// always derivable from those two, which is what makes undo and replay exact.
import { step } from './step.js';
import { Tape } from './tape.js';
import type { Action, CombatStateBase, EngineError, EngineEvent, SystemPlugin } from './types.js';

export interface Session<S extends CombatStateBase = CombatStateBase, A extends Action = Action> {
  readonly initial: S;
  readonly log: readonly A[];
  readonly state: S;
  /** Events of every accepted action, in order. `eventCounts[i]` is how many action i produced. */
  readonly events: readonly EngineEvent[];
  readonly eventCounts: readonly number[];
}

interface Tapes<A> {
  readonly log: Tape<A>;
  readonly events: Tape<EngineEvent>;
  readonly eventCounts: Tape<number>;
}

// The tapes behind each session this module made. A session that comes from elsewhere (e.g.
// parsed from storage) is a plain object: its arrays are copied onto tapes once, on first apply.
const tapesOf = new WeakMap<object, Tapes<unknown>>();

function tapes<A>(session: Session<CombatStateBase, A & Action>): Tapes<A> {
  const t = tapesOf.get(session) as Tapes<A> | undefined;
  return t ?? { log: Tape.of(session.log), events: Tape.of(session.events), eventCounts: Tape.of(session.eventCounts) };
}

/**
 * A session over tapes. `log`, `events` and `eventCounts` are enumerable getters, built on first
 * read and kept: a loop of `apply` that never reads them copies nothing, so appending a step is
 * O(1) amortised, while JSON, spreading and storage still see plain arrays.
 */
function makeSession<S extends CombatStateBase, A extends Action>(initial: S, state: S, t: Tapes<A>): Session<S, A> {
  const session = { initial, state } as Session<S, A>;
  for (const key of ['log', 'events', 'eventCounts'] as const) {
    let built: unknown[] | undefined;
    Object.defineProperty(session, key, { enumerable: true, get: () => (built ??= t[key].toArray()) });
  }
  tapesOf.set(session, t as Tapes<unknown>);
  return session;
}

export function startSession<S extends CombatStateBase, A extends Action>(initial: S): Session<S, A> {
  return makeSession<S, A>(initial, initial, { log: Tape.empty(), events: Tape.empty(), eventCounts: Tape.empty() });
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
  const t = tapes<A>(session);
  const next = makeSession<S, A>(session.initial, r.state, {
    log: t.log.append([action]),
    events: t.events.append(r.events),
    eventCounts: t.eventCounts.append([r.events.length]),
  });
  return { session: next, events: r.events };
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
  return makeSession<S, A>(initial, state, {
    log: Tape.of(kept),
    events: Tape.of(events),
    eventCounts: Tape.of(eventCounts),
  });
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

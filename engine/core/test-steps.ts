// Test helpers shared by every system's plugin tests: apply a script of actions and fail the test
// at the first one the engine refuses, naming it and its error code; drive a session from a property
// test's random choices; and the checks the systems' property tests make of the events.
import fc from 'fast-check';
import { apply, startSession, type Session } from './session.js';
import { step } from './step.js';
import type { Action, CombatStateBase, EngineEvent, SystemPlugin } from './types.js';

/** The state after `actions`, applied with step(). */
export function stepAll<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  s: S,
  actions: readonly A[],
): S {
  for (const a of actions) {
    const r = step(plugin, s, a);
    if (r.error) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** The session after `actions`, applied with apply() (so the log and events are kept). */
export function applyAll<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  s: Session<S, A>,
  actions: readonly A[],
): Session<S, A> {
  for (const a of actions) {
    const r = apply(plugin, s, a);
    if (r.error) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.session;
  }
  return s;
}

/** A session a property test plays: `pick(n)` is its next random choice below n, `go` applies an action. */
export interface Driven<S extends CombatStateBase, A extends Action> {
  readonly session: Session<S, A>;
  pick(n: number): number;
  /** Applies `a`; throws at a refusal, naming the action and the error code. */
  go(a: A): void;
  /** Applies `a` if the engine accepts it; says whether it did. */
  attempt(a: A): boolean;
}

/** Starts a session at `initial` whose picks cycle through `choices`. */
export function drive<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  initial: S,
  choices: readonly number[],
): Driven<S, A> {
  let session = startSession<S, A>(initial);
  let k = 0;
  const attempt = (a: A) => {
    const r = apply(plugin, session, a);
    if (r.error) return false;
    session = r.session;
    return true;
  };
  return {
    get session() {
      return session;
    },
    pick: (n) => choices[k++ % choices.length]! % n,
    go(a) {
      const r = apply(plugin, session, a);
      if (r.error) throw new Error(`${a.type} rejected: ${r.error.code} ${r.error.message}`);
      session = r.session;
    },
    attempt,
  };
}

/** Checks the session `play` makes of every scenario fast-check draws (`numRuns` of them); `check` throws to fail. */
export function assertPlays<T, S extends CombatStateBase, A extends Action>(
  scenarios: fc.Arbitrary<T>,
  play: (sc: T) => Session<S, A>,
  check: (session: Session<S, A>) => void,
  numRuns: number,
): void {
  fc.assert(
    fc.property(scenarios, (sc) => check(play(sc))),
    { numRuns },
  );
}

/** How many events of `types` each actor has in each round: round → actor → count. */
export function actsByRound(
  events: readonly EngineEvent[],
  types: readonly string[],
): Map<number, Map<string, number>> {
  const byRound = new Map<number, Map<string, number>>();
  for (const e of events) {
    if (!types.includes(e.type)) continue;
    const m = byRound.get(e.round) ?? new Map<string, number>();
    m.set(e.actor!, (m.get(e.actor!) ?? 0) + 1);
    byRound.set(e.round, m);
  }
  return byRound;
}

/** Throws naming the first actor with more than one act in a round (of `actsByRound`). */
export function expectNobodyTwice(byRound: ReadonlyMap<number, ReadonlyMap<string, number>>): void {
  for (const [round, m] of byRound)
    for (const [actor, n] of m) if (n !== 1) throw new Error(`${actor} acted ${n} times in round ${round}`);
}

/**
 * Throws at the first change that raises a field ending in one of `fields` (e.g. `.health`), among the
 * events of `types` (all events without it).
 */
export function expectNoRise(
  events: readonly EngineEvent[],
  fields: readonly string[],
  types?: readonly string[],
): void {
  for (const e of events) {
    if (types && !types.includes(e.type)) continue;
    for (const [k, [a, b]] of Object.entries(e.changes ?? {})) {
      if (fields.some((f) => k.endsWith(f)) && !((b as number) <= (a as number)))
        throw new Error(`${k} rose from ${String(a)} to ${String(b)} in a ${e.type} event`);
    }
  }
}

// Test helpers shared by every system's plugin tests: apply a script of actions and fail the test
// at the first one the engine refuses, naming it and its error code.
import { apply, type Session } from './session.js';
import { step } from './step.js';
import type { Action, CombatStateBase, SystemPlugin } from './types.js';

/** The state after `actions`, applied with step(). */
export function stepAll<S extends CombatStateBase, A extends Action>(plugin: SystemPlugin<S, unknown, A>, s: S, actions: readonly A[]): S {
  for (const a of actions) {
    const r = step(plugin, s, a);
    if (r.error) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** The session after `actions`, applied with apply() (so the log and events are kept). */
export function applyAll<S extends CombatStateBase, A extends Action>(plugin: SystemPlugin<S, unknown, A>, s: Session<S, A>, actions: readonly A[]): Session<S, A> {
  for (const a of actions) {
    const r = apply(plugin, s, a);
    if (r.error) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
    s = r.session;
  }
  return s;
}

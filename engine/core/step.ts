import { RuleError } from './errors.js';
import type { Action, CombatStateBase, EngineEvent, StepResult, SystemPlugin } from './types.js';

/**
 * Apply one action. Illegal actions come back as `{ state (unchanged), events: [], error }`;
 * only bugs throw. The plugin never mutates its input state.
 */
export function step<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  state: S,
  action: A,
): StepResult<S> {
  if (state.system !== plugin.id) {
    return {
      state,
      events: [],
      error: { code: 'engine/wrong-system', message: `state is for system '${state.system}', not '${plugin.id}'` },
    };
  }
  try {
    const { state: next, events } = plugin.step(state, action);
    return { state: next, events };
  } catch (e) {
    if (e instanceof RuleError) return { state, events: [], error: e.toValue() };
    throw e;
  }
}

/** Build the initial state, with bad setups as error values too. */
export function init<S extends CombatStateBase, Setup>(
  plugin: SystemPlugin<S, Setup, Action>,
  setup: Setup,
): { state?: S; error?: StepResult<S>['error'] } {
  try {
    return { state: plugin.init(setup) };
  } catch (e) {
    if (e instanceof RuleError) return { error: e.toValue() };
    throw e;
  }
}

export type { EngineEvent };

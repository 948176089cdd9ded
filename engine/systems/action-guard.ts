// The engine never trusts an action's shape. A system's plugin.ts stays zod-free (the extension's
// overlay imports it directly), so its registered plugin (`SYSTEMS[id].plugin`, which the scenario
// runner, the table runtime and the players' relay all step through) is this wrapper: one
// safeParse of the system's action schema per action, and a wrong shape is the error value
// `action/invalid` with the path of the wrong field, before any rule reads it.
import type { ZodType } from 'zod';
import { fail } from '../core/errors.js';
import type { Action, CombatStateBase, SystemPlugin } from '../core/types.js';
import { explainZod } from '../diagnostics/zod-problems.js';

/** The code of an action whose shape is wrong (a number where a card id goes, an unknown step kind). */
export const INVALID_ACTION = 'action/invalid';

/** Throws the `action/invalid` RuleError for an action that does not fit `schema`. */
export function checkAction(schema: ZodType, action: unknown): void {
  const r = schema.safeParse(action);
  if (r.success) return;
  const first = explainZod(r.error.issues, schema, action)[0];
  fail(INVALID_ACTION, first?.message ?? 'this action does not fit its schema', {
    path: first?.path ?? [],
    hint: first?.hint ?? 'see the system page in docs/systems/ for the actions it takes',
  });
}

/** `plugin` whose step checks each action's shape first (its init and view are its own). */
export function guardActions<S extends CombatStateBase, Setup, A extends Action>(
  plugin: SystemPlugin<S, Setup, A>,
  schema: ZodType,
): SystemPlugin<S, Setup, A> {
  return {
    ...plugin,
    step(state, action) {
      checkAction(schema, action);
      return plugin.step(state, action);
    },
  };
}

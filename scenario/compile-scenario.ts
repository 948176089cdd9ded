// The one way a scenario document becomes a setup plus scripted actions, for every system: the
// system's own `scenario.compile` reads its format (combatants, rounds, options...), and a
// generic `actions:` list — raw engine actions, as a table's log holds them — is stepped after
// that, in order. A fight run at the table (the browser extension) exports as its document plus
// `actions:`, so `fray resolve` replays exactly what was played, whatever the system.
// Pure (no I/O): the extension compiles its table fights with it too.
import type { ZodType } from 'zod';
import { fail } from '../engine/core/errors.js';
import { read } from '../engine/systems/scenario-read.js';
import type { Action } from '../engine/core/types.js';
import type {
  CompiledScenario,
  ScenarioContext,
  ScriptedAction,
  SystemModule,
} from '../engine/systems/system-module.js';

/** The document key of the generic replay form. */
export const RAW_ACTIONS_KEY = 'actions';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `actions:` read as engine actions, each at `actions[i]`: its shape with the system's action schema
 * (every wrong field a positioned problem, `ScenarioInvalid`); the engine judges the rest.
 */
export function rawActions(list: unknown, schema: ZodType): ScriptedAction[] {
  if (!Array.isArray(list))
    fail('scenario/bad-field', '`actions:` must be a list of engine actions', {
      path: [RAW_ACTIONS_KEY],
      hint: 'write each as `- { type: ..., ... }`, as the extension exports them',
    });
  return list.map((a, i) => {
    const path = [RAW_ACTIONS_KEY, i];
    if (!isObj(a))
      fail('scenario/bad-action', 'an action is a mapping with a `type:`', {
        path,
        hint: 'e.g. `- { type: end-round }`',
      });
    if (typeof a.type !== 'string' || !a.type)
      fail('scenario/bad-action', 'an action needs a `type:` naming what happens', {
        path,
        hint: 'e.g. `- { type: end-round }`',
      });
    read(schema, a, path);
    return { action: a as Action, path };
  });
}

/**
 * The system's own compile of everything but `actions:`, then the raw actions after its scripted
 * ones. Throws RuleError (with a path into the document) like `scenario.compile`.
 */
export function compileScenario(
  module: SystemModule,
  doc: Readonly<Record<string, unknown>>,
  ctx: ScenarioContext,
): CompiledScenario {
  if (!Object.hasOwn(doc, RAW_ACTIONS_KEY)) return module.scenario.compile(doc, ctx);
  const { [RAW_ACTIONS_KEY]: list, ...rest } = doc;
  const raw = rawActions(list, module.actions);
  const compiled = module.scenario.compile(rest, ctx);
  return { setup: compiled.setup, actions: [...compiled.actions, ...raw] };
}

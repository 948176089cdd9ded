// Compiles a loaded scenario with its system's adapter and applies the scripted actions.
// An engine error is reported at the scenario line of the action that caused it.
import { formatPath, type DataPath, type Problem } from '../engine/diagnostics/problem.js';
import { positionProblem } from '../engine/diagnostics/zod-problems.js';
import { RuleError } from '../engine/core/errors.js';
import { apply, startSession, type Session } from '../engine/core/session.js';
import { init } from '../engine/core/step.js';
import type { Action, CombatStateBase, EngineError, SystemPlugin } from '../engine/core/types.js';
import { ScenarioInvalid } from '../engine/systems/scenario-read.js';
import { compileScenario, RAW_ACTIONS_KEY } from './compile-scenario.js';
import type { LoadedScenario } from './load-scenario.js';

/** The engine's rejection; `at` is where its action sits in the scenario (`rounds[1].actions[0]`), `path` is inside that action. */
export type RunError = EngineError & { readonly at: DataPath };

/**
 * A failed run says why as positioned problems; when the engine rejected something it also gives the
 * error itself and, once the fight had started, the session up to the rejected action.
 */
export type RunResult =
  | { ok: true; session: Session<CombatStateBase, Action> }
  | { ok: false; problems: Problem[]; error?: RunError; session?: Session<CombatStateBase, Action> };

/** Engine error paths point into the action; map the action's fields back to scenario keys. */
const FIELD_NAMES: Record<string, string> = { moveTo: 'move_to' };

function toProblem(s: LoadedScenario, base: DataPath, e: EngineError): Problem {
  // A raw action (`actions:`) is written with the engine's own field names.
  const raw = base[0] === RAW_ACTIONS_KEY;
  const sub = (e.path ?? []).map((seg) => (typeof seg === 'string' && !raw ? (FIELD_NAMES[seg] ?? seg) : seg));
  const path = [...base, ...sub];
  // The path into the action may not exist in the file (e.g. a default field): fall back to the action.
  // An unknown field is shown at its key; anything else at its value.
  const pos = s.src.locate(path, e.code.endsWith('/unknown-field') ? 'key' : 'value');
  return {
    severity: 'error',
    file: s.src.file,
    line: pos.line,
    col: pos.col,
    field: formatPath(path),
    message: `${e.message} [${e.code}]`,
    ...(e.hint ? { hint: e.hint } : {}),
  };
}

function failed(
  s: LoadedScenario,
  base: DataPath,
  e: EngineError,
  session?: Session<CombatStateBase, Action>,
): RunResult {
  return { ok: false, problems: [toProblem(s, base, e)], error: { ...e, at: base }, ...(session ? { session } : {}) };
}

/** `onStep(done, total)` is called after each scripted action, for progress on long fights. */
export function runScenario(
  s: LoadedScenario,
  seed: number | undefined,
  onStep?: (done: number, total: number) => void,
): RunResult {
  const { module } = s;
  let compiled;
  try {
    compiled = compileScenario(module, s.doc, {
      tables: s.tables,
      cards: s.cards,
      ...(seed !== undefined ? { seed } : {}),
    });
  } catch (e) {
    // A document that does not fit the system's schema: every problem, worded as the catalog's are.
    if (e instanceof ScenarioInvalid)
      return {
        ok: false,
        problems: e.problems.map((p) => positionProblem(p, s.src)),
        error: { ...e.toValue(), at: [] },
      };
    if (e instanceof RuleError) return failed(s, [], e.toValue());
    throw e;
  }
  const started = init(module.plugin, compiled.setup);
  if (!started.state) return failed(s, [], started.error!);
  const played = playActions(
    module.plugin,
    startSession<CombatStateBase, Action>(started.state),
    compiled.actions.map((a) => a.action),
    onStep,
  );
  if (played.rejected)
    return failed(s, compiled.actions[played.rejected.index]!.path, played.rejected.error, played.session);
  return { ok: true, session: played.session };
}

/**
 * The runner's loop: applies `actions` to `session` one by one and stops at the first the engine
 * rejects (`rejected.index`, its error), with the session up to it. `fray resolve` runs it after
 * compiling a scenario; the WitchHammer test kit runs it from a state its tests build by hand.
 */
export function playActions<S extends CombatStateBase, A extends Action>(
  plugin: SystemPlugin<S, unknown, A>,
  session: Session<S, A>,
  actions: readonly A[],
  onStep?: (done: number, total: number) => void,
): { session: Session<S, A>; rejected?: { index: number; error: EngineError } } {
  let current = session;
  for (let i = 0; i < actions.length; i++) {
    const r = apply(plugin, current, actions[i]!);
    if (r.error) return { session: current, rejected: { index: i, error: r.error } };
    current = r.session;
    onStep?.(i + 1, actions.length);
  }
  return { session: current };
}

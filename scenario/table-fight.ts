// A fight run at a table (the browser extension's side panel, a future phone client), for any
// system: the `fray resolve` scenario document it was set up from, plus the engine session. The
// fight starts by compiling that document exactly as `fray resolve` does, and exports as the same
// document plus `actions:` (the session's raw actions), so `fray resolve --json` of the export
// gives exactly the state the table shows. Pure and plain JSON: it is stored and sent as is.
import { RuleError } from '../engine/core/errors.js';
import { apply, startSession, undo, type Session } from '../engine/core/session.js';
import { init } from '../engine/core/step.js';
import type { Action, CombatStateBase, EngineError, EngineEvent } from '../engine/core/types.js';
import type { ScenarioContext, ScenarioSummary, SystemModule } from '../engine/systems/system-module.js';
import { compileScenario, RAW_ACTIONS_KEY } from './compile-scenario.js';

export interface TableFight {
  readonly system: string;
  /** The scenario document the fight was set up from (system, seed, combatants, options); never `actions:`. */
  readonly doc: Readonly<Record<string, unknown>>;
  readonly session: Session;
  /** How many of the log's first actions the document itself scripted (not undoable, not exported as `actions:`). */
  readonly scripted?: number;
}

export type FightResult =
  | { readonly ok: true; readonly fight: TableFight }
  | { readonly ok: false; readonly error: EngineError & { readonly at?: readonly (string | number)[] } };

/** Plain JSON (the session's log and events are getters over tapes) for storage and messages. */
export const plainSession = (session: Session): Session => JSON.parse(JSON.stringify(session)) as Session;

/** Compile the document with the system's own compile (plus `actions:`), start the engine, step what it scripts. */
export function startFight(
  module: SystemModule,
  doc: Readonly<Record<string, unknown>>,
  ctx: ScenarioContext,
): FightResult {
  let compiled;
  try {
    compiled = compileScenario(module, doc, ctx);
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: e.toValue() };
    throw e;
  }
  const started = init(module.plugin, compiled.setup);
  if (!started.state) return { ok: false, error: started.error! };
  let session = startSession<CombatStateBase, Action>(started.state);
  for (const s of compiled.actions) {
    const r = apply(module.plugin, session, s.action);
    if (r.error) return { ok: false, error: { ...r.error, at: s.path } };
    session = r.session;
  }
  const { [RAW_ACTIONS_KEY]: played, ...setup } = doc;
  // An imported export's `actions:` were played at a table: they stay undoable and are exported again.
  const raw = Array.isArray(played) ? played.length : 0;
  const scripted = session.log.length - raw;
  return {
    ok: true,
    fight: { system: module.plugin.id, doc: setup, session: plainSession(session), ...(scripted ? { scripted } : {}) },
  };
}

/** One more action, through the engine; a refused one leaves the fight as it was. */
export function playAction(
  module: SystemModule,
  fight: TableFight,
  action: Action,
): { fight: TableFight; events: readonly EngineEvent[]; error?: EngineError } {
  const r = apply(module.plugin, fight.session, action);
  if (r.error) return { fight, events: [], error: r.error };
  return { fight: { ...fight, session: plainSession(r.session) }, events: r.events };
}

/** Take back the last `count` played actions (never the document's own script). */
export function undoFight(module: SystemModule, fight: TableFight, count = 1): TableFight {
  const n = Math.min(count, fight.session.log.length - (fight.scripted ?? 0));
  return n > 0 ? { ...fight, session: plainSession(undo(module.plugin, fight.session, n)) } : fight;
}

/** `first` keys in that order, then the rest as they come (a browser's storage may have sorted them). */
const ordered = (
  o: Readonly<Record<string, unknown>>,
  first: readonly string[],
  last: readonly string[] = [],
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const k of first) if (k in o) out[k] = o[k];
  for (const [k, v] of Object.entries(o)) if (!first.includes(k) && !last.includes(k)) out[k] = v;
  for (const k of last) if (k in o) out[k] = o[k];
  return out;
};

/** The fight as a `fray resolve` scenario: the document plus every action played at the table, in the order a person reads it. */
export function exportDoc(fight: TableFight): Record<string, unknown> {
  const doc = ordered(fight.doc, ['system', 'name', 'description', 'seed'], ['combatants']);
  if (Array.isArray(doc.combatants))
    doc.combatants = doc.combatants.map((c) =>
      typeof c === 'object' && c !== null ? ordered(c as Record<string, unknown>, ['id', 'name']) : c,
    );
  return { ...doc, [RAW_ACTIONS_KEY]: fight.session.log.slice(fight.scripted ?? 0).map((a) => ordered(a, ['type'])) };
}

/** What `fray resolve --json` prints for a session: the system, its summary and every event. */
export function fightJson(
  module: SystemModule,
  session: Session,
): { system: string } & ScenarioSummary & { events: readonly EngineEvent[] } {
  return { system: module.plugin.id, ...module.scenario.summarize(session), events: session.events };
}

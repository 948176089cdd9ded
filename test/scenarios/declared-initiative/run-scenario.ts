// Test helper: load a scenario and a system's tables from disk and run them through the
// system module (compile → init → apply each action → summarize), as `fray resolve` does.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { apply, startSession, type Session } from '../../../engine/core/session.js';
import { init } from '../../../engine/core/step.js';
import type { EngineError } from '../../../engine/core/types.js';
import type { DataPath } from '../../../engine/catalog/yaml-source.js';
import type { ScenarioSummary, SystemModule } from '../../../engine/systems/system-module.js';

const ROOT = new URL('../../../', import.meta.url);

export function loadTables(mod: SystemModule, id: string): unknown {
  return mod.tablesSchema.parse(parse(readFileSync(new URL(`cards/${id}/system.yaml`, ROOT), 'utf8')));
}

export interface Run {
  session: Session;
  summary: ScenarioSummary;
  log: string[];
  error?: EngineError & { at: DataPath };
}

export function runScenarioDoc(mod: SystemModule, id: string, doc: Record<string, unknown>, seed?: number): Run {
  const compiled = mod.scenario.compile(doc, { tables: loadTables(mod, id), cards: new Map(), ...(seed !== undefined ? { seed } : {}) });
  const started = init(mod.plugin, compiled.setup);
  if (started.error) throw new Error(`setup rejected: ${started.error.code} ${started.error.message}`);
  let session: Session = startSession(started.state!);
  for (const { action, path } of compiled.actions) {
    const r = apply(mod.plugin, session, action);
    if (r.error) {
      return { session, summary: mod.scenario.summarize(session), log: session.events.map(mod.scenario.describe), error: { ...r.error, at: path } };
    }
    session = r.session;
  }
  return { session, summary: mod.scenario.summarize(session), log: session.events.map(mod.scenario.describe) };
}

export function runScenarioFile(mod: SystemModule, id: string, file: string, seed?: number): Run {
  const doc = parse(readFileSync(new URL(`test/scenarios/${id}/${file}`, ROOT), 'utf8')) as Record<string, unknown>;
  return runScenarioDoc(mod, id, doc, seed);
}

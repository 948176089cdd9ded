// Test helper: run a scenario file through a system module the way `fray resolve` does
// (tables from cards/<id>/system.yaml, compile, init, apply each scripted action), and
// report a failure as the `file:line:col  field  message` problem line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { init, RuleError, apply, startSession, type Session } from '../../../engine/core/index.js';
import { formatPath, formatProblem, parseYamlSource } from '../../../engine/catalog/yaml-source.js';
import type { SystemModule } from '../../../engine/systems/system-module.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export function loadTables(mod: SystemModule, id: string): unknown {
  return mod.tablesSchema.parse(parse(readFileSync(`${root}cards/${id}/system.yaml`, 'utf8')));
}

export interface Run {
  session: Session;
  summary: ReturnType<SystemModule['scenario']['summarize']>;
  error?: string;
}

export function runScenarioText(mod: SystemModule, id: string, text: string, file = 'scenario.yaml', seed?: number): Run {
  const src = parseYamlSource(text, file);
  if (src.syntaxErrors.length) throw new Error(formatProblem(src.syntaxErrors[0]!));
  const problem = (path: readonly (string | number)[], message: string, hint?: string) => {
    const pos = src.locate(path);
    return formatProblem({ file, line: pos.line, col: pos.col, field: formatPath(path), message, hint });
  };
  let compiled;
  try {
    compiled = mod.scenario.compile(src.data as Record<string, unknown>, { tables: loadTables(mod, id), cards: new Map(), ...(seed !== undefined ? { seed } : {}) });
  } catch (e) {
    if (e instanceof RuleError) throw new Error(problem(e.path ?? [], e.message, e.hint));
    throw e;
  }
  const started = init(mod.plugin, compiled.setup);
  if (started.error) throw new Error(problem(started.error.path ?? [], started.error.message, started.error.hint));
  let session: Session = startSession(started.state!);
  for (const a of compiled.actions) {
    const r = apply(mod.plugin, session, a.action);
    if (r.error) {
      return { session, summary: mod.scenario.summarize(session), error: problem([...a.path, ...(r.error.path ?? [])], r.error.message, r.error.hint) };
    }
    session = r.session;
  }
  return { session, summary: mod.scenario.summarize(session) };
}

export function runScenarioFile(mod: SystemModule, id: string, file: string): Run {
  return runScenarioText(mod, id, readFileSync(file, 'utf8'), file);
}

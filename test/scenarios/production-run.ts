// Test helper: runs scenario text or a scenario document through the production loader and runner
// (scenario/load-scenario.ts, scenario/run-scenario.ts), what `fray resolve` runs, and hands the suites
// the session, its summary and log, and the engine's error: as a value (`runDoc`) or as the problem
// line `fray resolve` prints (`runText`).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stringify } from 'yaml';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import { formatProblem } from '../../engine/diagnostics/problem.js';
import { parseYamlSource } from '../../engine/diagnostics/yaml-source.js';
import type { Session } from '../../engine/core/session.js';
import type { ScenarioSummary, SystemModule } from '../../engine/systems/system-module.js';
import { loadScenario, scenarioFromSource } from '../../scenario/load-scenario.js';
import { runScenario, type RunError } from '../../scenario/run-scenario.js';

const catalog = await loadCatalog(bundledCatalogDir());

interface Base {
  session: Session;
  summary: ScenarioSummary;
  log: string[];
}
/** `error` is the engine's rejection, with `at` the action's place in the scenario. */
export interface DocRun extends Base {
  error?: RunError;
}
/** `error` is the rejection as `fray resolve` prints it: `file:line:col  field  message [code]`. */
export interface TextRun extends Base {
  error?: string;
}

/**
 * Problems before the fight starts (load, compile, setup) throw: as the problem lines (`runText`), or, for an
 * engine error, as an Error carrying its code, path and hint (`runDoc`).
 */
function run(
  mod: SystemModule,
  id: string,
  text: string,
  file: string,
  seed: number | undefined,
  style: 'text' | 'doc',
): Base & { error?: RunError; problem?: string } {
  const src = parseYamlSource(text, file);
  if (src.syntaxErrors.length) throw new Error(formatProblem(src.syntaxErrors[0]!));
  // The suites' short fights may leave out `system:`; the suite says which it is.
  const data = src.data as Record<string, unknown>;
  if (data && typeof data === 'object' && data.system === undefined) data.system = id;
  const loaded = scenarioFromSource(src, catalog);
  if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
  if (loaded.scenario.module.scenario !== mod.scenario)
    throw new Error(`the scenario's system is ${loaded.scenario.systemId}, not ${id}`);
  const r = runScenario(loaded.scenario, seed);
  if (!r.ok && !r.session) {
    if (style === 'doc' && r.error) throw Object.assign(new Error(r.error.message), r.error);
    throw new Error(r.problems.map(formatProblem).join('\n'));
  }
  const session = r.session!;
  const base = { session, summary: mod.scenario.summarize(session), log: session.events.map(mod.scenario.describe) };
  return r.ok ? base : { ...base, ...(r.error ? { error: r.error } : {}), problem: formatProblem(r.problems[0]!) };
}

export function runText(mod: SystemModule, id: string, text: string, file = 'scenario.yaml', seed?: number): TextRun {
  const { problem, error: _error, ...rest } = run(mod, id, text, file, seed, 'text');
  return problem === undefined ? rest : { ...rest, error: problem };
}

/** `file` is a path. */
export function runFile(mod: SystemModule, id: string, file: string): TextRun {
  return runText(mod, id, readFileSync(file, 'utf8'), file);
}

export function runDoc(mod: SystemModule, id: string, doc: Record<string, unknown>, seed?: number): DocRun {
  const { problem: _problem, ...rest } = run(mod, id, stringify(doc), 'scenario.yaml', seed, 'doc');
  return rest;
}

/** `name` is a file in test/scenarios/<id>/. */
export function runDocFile(mod: SystemModule, id: string, name: string, seed?: number): DocRun {
  const file = new URL(`${id}/${name}`, import.meta.url);
  const { problem: _problem, ...rest } = run(mod, id, readFileSync(file, 'utf8'), file.pathname, seed, 'doc');
  return rest;
}

/**
 * One test a file of test/scenarios/<id>/: read from disk by the CLI's loader (`loadScenario`, what
 * `fray resolve` calls) and run, it ends as `runDocFile` says.
 */
export function itResolvesThroughCliLoader(mod: SystemModule, id: string, names: readonly string[]): void {
  for (const name of names) {
    it(`${name} resolves through the CLI loader`, async () => {
      const loaded = await loadScenario(new URL(`${id}/${name}`, import.meta.url).pathname);
      if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
      const r = runScenario(loaded.scenario, undefined);
      if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
      expect(mod.scenario.summarize(r.session)).toEqual(runDocFile(mod, id, name).summary);
    });
  }
}

// Reads one YAML source a user gave us (a card file, a system.yaml, a scenario) through the one safe
// reader (infra/read-user-file.ts): regular files only, a size cap, UTF-8 checked at line:col.
import type { Problem } from '../engine/diagnostics/problem.js';
import { READ_LIMITS, readUserTextResult } from '../infra/read-user-file.js';

export const MAX_CATALOG_FILE_BYTES = READ_LIMITS.catalogFile;
export const MAX_SCENARIO_BYTES = READ_LIMITS.scenario;

export type SourceRead = { ok: true; text: string } | { ok: false; problem: Problem };

export function readSource(file: string, display: string, maxBytes: number): SourceRead {
  const r = readUserTextResult(file, 'catalogFile', { display, maxBytes });
  return r.ok ? r : { ok: false, problem: r.problem };
}

// A team-turns scenario document of this folder run as `fray resolve` runs it (the production
// loader and runner), and its events' details with their target, as the hand-worked tests read them.
import { fileURLToPath } from 'node:url';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runFile } from '../production-run.js';

export const runHere = (file: string) => runFile(system, 'team-turns', fileURLToPath(new URL(file, import.meta.url)));

export const details = (r: ReturnType<typeof runHere>, type: string): Record<string, any>[] =>
  r.session.events
    .filter((e) => e.type === type)
    .map((e) => ({ target: e.target, ...(e.detail as Record<string, any>) }));

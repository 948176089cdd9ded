// The rule scenarios (rules/*.yaml, each worked by hand in its header comment) resolved as
// `fray resolve --json` resolves them, and the slice of its output the rule tests read.
import { fileURLToPath } from 'node:url';
import { resolveToJson } from '../../resolve-in-process.js';

export interface Ev {
  type: string;
  round: number;
  actor?: string;
  target?: string;
  detail?: Record<string, unknown>;
}
export interface Out {
  order: { round: number; combatant: string; init: number; extra?: number }[];
  combatants: Record<string, Record<string, unknown>>;
  events: Ev[];
}

export const resolve = async (file: string): Promise<Out> =>
  resolveToJson([fileURLToPath(new URL(file, import.meta.url))]);

export const of = (o: Out, type: string): Ev[] => o.events.filter((e) => e.type === type);

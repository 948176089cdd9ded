// Reading a scenario document with zod: a system's `scenario.compile` parses each part with its
// schema through `read`, and a failure throws every explained zod issue at once (the same words
// as the catalog's problems, `zodProblems`), which `fray resolve` positions as file:line:col.
// Also the few value schemas the scenario formats share (a die written `d6`) and `knownId`, the
// reference check zod cannot do alone (a target must be one of the scenario's combatants).
import { z, type ZodType } from 'zod';
import { suggestion } from '../diagnostics/did-you-mean.js';
import type { DataPath } from '../diagnostics/problem.js';
import { explainZod, type FieldProblem } from '../diagnostics/zod-problems.js';
import { fail, RuleError } from '../core/errors.js';

/** A scenario part that does not fit its schema: every problem, each with its path in the scenario. */
export class ScenarioInvalid extends RuleError {
  readonly problems: readonly FieldProblem[];
  constructor(problems: readonly FieldProblem[]) {
    const first = problems[0]!;
    super('scenario/invalid', first.message, { path: first.path, ...(first.hint ? { hint: first.hint } : {}) });
    this.name = 'ScenarioInvalid';
    this.problems = problems;
  }
}

/** `value` (at `path` in the scenario document) parsed with `schema`, or a thrown `ScenarioInvalid`. */
export function read<S extends ZodType>(schema: S, value: unknown, path: DataPath): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ScenarioInvalid(explainZod(r.error.issues, schema, value, path));
  return r.data;
}

export type Obj = Readonly<Record<string, unknown>>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The sides of a die written `d8` or `8` (at least 2), or undefined. */
export function dieSides(v: unknown): number | undefined {
  const m = typeof v === 'string' ? /^d(\d+)$/i.exec(v.trim()) : null;
  const sides = typeof v === 'number' ? v : m ? Number(m[1]) : NaN;
  return Number.isInteger(sides) && sides >= 2 ? sides : undefined;
}

/** A die written `d8` or `8`, read as its number of sides. */
export const die = z.unknown().transform((v, ctx) => {
  const sides = dieSides(v);
  if (sides !== undefined) return sides;
  ctx.addIssue({
    code: 'custom',
    message: v === undefined ? 'missing die' : `expected a die such as d6, got ${JSON.stringify(v)}`,
    params: { hint: 'write a die as `d6` (or its number of sides, `6`)' },
  });
  return z.NEVER;
});

/** A mapping written in a short form too: `short(v)` turns the short form (a text, `true`…) into the mapping. */
export function shorthand<S extends ZodType>(short: (v: unknown) => unknown, schema: S) {
  return z.preprocess((v) => (isObj(v) ? v : short(v)), schema);
}

/** An id that must be one of `known` (a combatant, a zone, a faction). */
export function knownId(v: unknown, known: readonly string[], path: DataPath, what: string): string {
  // `[ilsa]` is a list, not the id `ilsa`: say so rather than "unknown 'ilsa', did you mean 'ilsa'?".
  if (v !== undefined && typeof v !== 'string')
    fail(
      'scenario/bad-field',
      `expected a ${what} id (text), got ${Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'object' ? 'a mapping' : `${typeof v} ${String(v)}`}`,
      {
        path,
        hint: `write the ${what}'s id as plain text, one of: ${known.join(', ')}`,
      },
    );
  if (typeof v !== 'string' || !known.includes(v)) {
    fail('scenario/unknown-id', v === undefined ? `missing ${what}` : `unknown ${what} '${String(v)}'`, {
      path,
      hint: suggestion(String(v), known) ?? `known: ${known.join(', ')}`,
    });
  }
  return v;
}

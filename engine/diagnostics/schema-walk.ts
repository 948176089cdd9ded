// Walks a zod schema along a data path, so a problem deep in a card can name the keys
// that were allowed there ("did you mean `attack`?"). Zod keeps no public tree API for
// this, so we read the definitions (`_zod.def`) the way its own JSON Schema export does.
import type { ZodType } from 'zod';
import type { DataPath } from './problem.js';

interface Def {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  valueType?: ZodType;
  options?: ZodType[];
  discriminator?: string;
  values?: unknown[];
  getter?: () => ZodType;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly', 'catch']);

function def(s: ZodType): Def {
  return (s as unknown as { _zod: { def: Def } })._zod.def;
}

/** Strips optional/default/… wrappers down to the schema that shapes the value. */
export function unwrapSchema(s: ZodType): ZodType {
  for (let i = 0; i < 20; i++) {
    const d = def(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    // `z.preprocess(f, x)` is a pipe from a transform into `x`: the shape is `x`'s.
    else if (d.type === 'pipe' && d.in && d.out) s = def(d.in).type === 'transform' ? d.out : d.in;
    else if (d.type === 'lazy' && d.getter) s = d.getter();
    else break;
  }
  return s;
}

/** The literal values a schema accepts, e.g. ['bleed'] for z.literal('bleed'). */
export function literalValues(s: ZodType): unknown[] {
  const d = def(unwrapSchema(s));
  return d.type === 'literal' && d.values ? d.values : [];
}

/** For a union, the member that fits `data` (by discriminator, else the first object member). */
function pickOption(options: ZodType[], discriminator: string | undefined, data: unknown): ZodType | undefined {
  if (discriminator && data && typeof data === 'object') {
    const v = (data as Record<string, unknown>)[discriminator];
    for (const o of options) {
      const shape = def(unwrapSchema(o)).shape;
      if (shape?.[discriminator] && literalValues(shape[discriminator]).includes(v)) return o;
    }
    return undefined;
  }
  if (Array.isArray(data)) return options.find((o) => def(unwrapSchema(o)).type === 'array');
  // A number or a text picks the member of its own type (`int | text`: the int's bounds).
  const own = typeof data === 'number' || typeof data === 'string' ? typeof data : undefined;
  return (
    (own && options.find((o) => def(unwrapSchema(o)).type === own)) ||
    options.find((o) => def(unwrapSchema(o)).type === 'object')
  );
}

/**
 * The schema of the value at `path` inside `data`, or undefined when the path leaves the schema.
 * A union is resolved to the member that fits the data, unless `keepUnion` (for the last step).
 */
export function schemaAt(schema: ZodType, path: DataPath, data: unknown, keepUnion = false): ZodType | undefined {
  let s: ZodType | undefined = schema;
  let here: unknown = data;
  for (let i = 0; i <= path.length && s; i++) {
    s = unwrapSchema(s);
    const d = def(s);
    if (d.type === 'union' && d.options) {
      if (keepUnion && i === path.length) break;
      s = pickOption(d.options, d.discriminator, here);
      i--;
      continue;
    }
    if (i === path.length) break;
    const seg = path[i]!;
    if (d.type === 'object' && d.shape) s = d.shape[String(seg)];
    else if (d.type === 'array' && d.element) s = d.element;
    else if (d.type === 'record' && d.valueType) s = d.valueType;
    else s = undefined;
    here = here && typeof here === 'object' ? (here as Record<string | number, unknown>)[seg] : undefined;
  }
  return s;
}

/**
 * For a union without a discriminator: the index of the member shaped like `data` (the object
 * member for a mapping, the array member for a list), so its own issues can be explained.
 */
export function unionMemberFor(schema: ZodType | undefined, data: unknown): number | undefined {
  if (!schema || !data || typeof data !== 'object') return undefined;
  const d = def(unwrapSchema(schema));
  if (d.type !== 'union' || !d.options || d.discriminator) return undefined;
  const want = Array.isArray(data) ? 'array' : 'object';
  const i = d.options.findIndex((o) => def(unwrapSchema(o)).type === want);
  return i < 0 ? undefined : i;
}

/** The keys an object schema allows (empty when it is not an object schema). */
export function objectKeys(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const d = def(unwrapSchema(schema));
  return d.type === 'object' && d.shape ? Object.keys(d.shape) : [];
}

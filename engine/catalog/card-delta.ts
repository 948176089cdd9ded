// Revalidating a card whose only change is the wording of a free-text field (text, name...)
// needs no schema: such a field is a plain string, at most with a minimum length, that zod
// passes through as is. This lets a cache skip loading zod for the most common edit. Pure.
import type { ZodType } from 'zod';
import type { Card } from '../schema/card.js';

/** Per card `type`: the keys whose schema is a plain (optional) string, with its minimum length. */
export type FreeTextKeys = Record<string, Record<string, number>>;

interface Def {
  type?: string;
  check?: string;
  minimum?: unknown;
  checks?: unknown[];
  coerce?: boolean;
  innerType?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
  discriminator?: string;
  shape?: Record<string, { _zod: { def: Def } }>;
}

const defOf = (s: unknown): Def => ((s as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;
const unchecked = (d: Def): boolean => !d.checks?.length;

/** The minimum length of a string schema that checks nothing else; undefined for any other schema. */
function freeStringMinimum(d: Def): number | undefined {
  const s = d.type === 'optional' && unchecked(d) && d.innerType ? defOf(d.innerType) : d;
  if (s.type !== 'string' || s.coerce) return undefined;
  let min = 0;
  for (const check of s.checks ?? []) {
    const c = defOf(check);
    if (c.check !== 'min_length' || typeof c.minimum !== 'number') return undefined;
    min = Math.max(min, c.minimum);
  }
  return min;
}

/**
 * Reads the free-text keys of a discriminated union of strict objects (the card schema) the
 * way schema-walk does, through `_zod.def`; anything unexpected yields none.
 */
export function freeTextKeys(schema: ZodType): FreeTextKeys {
  const u = defOf(schema);
  if (u.type !== 'union' || !u.discriminator || !unchecked(u) || !u.options) return {};
  const out: FreeTextKeys = {};
  for (const option of u.options) {
    const o = defOf(option);
    if (o.type !== 'object' || !unchecked(o) || !o.shape) return {};
    const tag = defOf(o.shape[u.discriminator]) as Def & { values?: unknown[] };
    if (tag.type !== 'literal' || tag.values?.length !== 1 || typeof tag.values[0] !== 'string') return {};
    const keys: Record<string, number> = {};
    for (const [k, field] of Object.entries(o.shape)) {
      const min = k === u.discriminator ? undefined : freeStringMinimum(defOf(field));
      if (min !== undefined) keys[k] = min;
    }
    out[tag.values[0]] = keys;
  }
  return out;
}

function same(a: unknown, b: unknown, depth = 0): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Object.is(a, b);
  if (depth > 32 || Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b))
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k, i) => k === kb[i] && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1),
    )
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The card `raw` validates to, given that `before` validated to `card`, when the two differ only
 * in free-text values (same keys in the same order); undefined when the schema must decide.
 */
export function applyTextEdit(before: unknown, card: Card, raw: unknown, free: FreeTextKeys): Card | undefined {
  if (!isRecord(before) || !isRecord(raw)) return undefined;
  const keys = Object.keys(raw);
  const type = before.type;
  if (typeof type !== 'string' || !Object.hasOwn(free, type) || !same(Object.keys(before), keys)) return undefined;
  const out: Record<string, unknown> = { ...card };
  const minimums = free[type]!;
  for (const k of keys) {
    if (same(before[k], raw[k])) continue;
    const v = raw[k];
    const min = Object.hasOwn(minimums, k) ? minimums[k]! : undefined;
    // zod counts a string's length in code points, as the string iterator does.
    if (
      min === undefined ||
      typeof v !== 'string' ||
      [...v].length < min ||
      typeof before[k] !== 'string' ||
      out[k] !== before[k]
    )
      return undefined;
    out[k] = v;
  }
  return out as Card;
}

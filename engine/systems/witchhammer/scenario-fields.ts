// Small typed readers for scenario documents: each failure names the field path and a hint.
import { suggestion } from '../../catalog/did-you-mean.js';
import type { DataPath } from '../../catalog/yaml-source.js';
import { fail } from '../../core/errors.js';

export type Obj = Readonly<Record<string, unknown>>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function obj(v: unknown, path: DataPath, what: string): Obj {
  if (!isObj(v)) fail('scenario/bad-field', `${what} must be a mapping`, { path, hint: 'write it as `{ key: value, ... }` or as indented key: value lines' });
  return v;
}

export function list(v: unknown, path: DataPath, what: string): readonly unknown[] {
  if (!Array.isArray(v)) fail('scenario/bad-field', `${what} must be a list`, { path, hint: 'write it as `[a, b]` or as `- ` lines' });
  return v;
}

/** Rejects keys outside `allowed`, with a did-you-mean. */
export function onlyKeys(o: Obj, allowed: readonly string[], path: DataPath): void {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) {
      fail('scenario/unknown-field', `unknown field '${k}'`, {
        path: [...path, k],
        hint: suggestion(k, allowed) ?? `allowed here: ${allowed.join(', ')}`,
      });
    }
  }
}

export function str(v: unknown, path: DataPath, what: string): string {
  if (typeof v !== 'string' || v === '') fail('scenario/bad-field', `${what} must be a non-empty string`, { path });
  return v;
}

/**
 * The range of any whole number in a scenario (Poise, Health, a difficulty, a bonus): far beyond
 * any fight, and small enough that sums of them stay exact (`1e308` is a whole number to
 * JavaScript, and `10^20 + 1` is `10^20`). An input bound, not a rule number.
 */
export const SCENARIO_INT_MAX = 1_000_000;
/** The dice take a 32-bit seed (`fray resolve --seed` has the same range): a larger one would equal a smaller one. */
export const SEED_MAX = 0xffffffff;
/** Copies of one combatant: a horde, not a stack overflow. */
export const MAX_COPIES = 500;

export function int(v: unknown, path: DataPath, what: string, min = -SCENARIO_INT_MAX, max = SCENARIO_INT_MAX): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) fail('scenario/bad-field', `${what} must be a whole number`, { path, hint: `got ${JSON.stringify(v)}` });
  if (v < min || v > max) fail('scenario/bad-field', `${what} must be from ${min} to ${max}`, { path, hint: `got ${v}` });
  return v;
}

export function bool(v: unknown, path: DataPath, what: string): boolean {
  if (typeof v !== 'boolean') fail('scenario/bad-field', `${what} must be true or false`, { path });
  return v;
}

export function pos(v: unknown, path: DataPath): readonly [number, number] {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isInteger(n))) {
    fail('scenario/bad-field', 'a position is two whole numbers', { path, hint: 'write it as `[x, y]`, e.g. `[3, 4]`' });
  }
  return [v[0] as number, v[1] as number];
}

export function ints(v: unknown, path: DataPath, what: string): number[] {
  return list(v, path, what).map((n, i) => int(n, [...path, i], `${what} entry`));
}

export function strs(v: unknown, path: DataPath, what: string): string[] {
  return list(v, path, what).map((n, i) => str(n, [...path, i], `${what} entry`));
}

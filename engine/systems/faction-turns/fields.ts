// A small reader for hand-written scenario YAML: every wrong field fails with a path into
// the document (so `fray resolve` can print file:line:col) and a did-you-mean hint.
// Shared by the faction-turns and team-turns scenario adapters.
import { fail } from '../../core/index.js';
import type { DataPath } from '../../catalog/yaml-source.js';
import { suggestion } from '../../catalog/did-you-mean.js';

export type Obj = Readonly<Record<string, unknown>>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function expectObj(v: unknown, path: DataPath, what: string, allowed: readonly string[]): Obj {
  if (!isObj(v)) fail('scenario/bad-field', `${what} must be a mapping`, { path, hint: `keys: ${allowed.join(', ')}` });
  for (const k of Object.keys(v)) {
    if (!allowed.includes(k)) {
      fail('scenario/unknown-field', `unknown field '${k}' in ${what}`, { path: [...path, k], hint: suggestion(k, allowed) ?? `known fields: ${allowed.join(', ')}` });
    }
  }
  return v;
}

export function expectList(v: unknown, path: DataPath, what: string): readonly unknown[] {
  if (!Array.isArray(v)) fail('scenario/bad-field', `${what} must be a list`, { path, hint: 'write it as a YAML list: `- item`' });
  return v;
}

export function optInt(o: Obj, key: string, path: DataPath, min = -Infinity): number | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) {
    fail('scenario/bad-number', `${key} must be a whole number${min > -Infinity ? ` of at least ${min}` : ''}`, { path: [...path, key], hint: `got ${JSON.stringify(v)}` });
  }
  return v;
}

export function reqInt(o: Obj, key: string, path: DataPath, min = -Infinity): number {
  const v = optInt(o, key, path, min);
  if (v === undefined) fail('scenario/missing-field', `missing ${key}`, { path, hint: `add \`${key}: <number>\`` });
  return v;
}

export function optStr(o: Obj, key: string, path: DataPath): string | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v === '') fail('scenario/bad-field', `${key} must be a text`, { path: [...path, key], hint: `got ${JSON.stringify(v)}` });
  return v;
}

export function reqStr(o: Obj, key: string, path: DataPath): string {
  const v = optStr(o, key, path);
  if (v === undefined) fail('scenario/missing-field', `missing ${key}`, { path, hint: `add \`${key}: …\`` });
  return v;
}

export function optBool(o: Obj, key: string, path: DataPath): boolean | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') fail('scenario/bad-field', `${key} must be true or false`, { path: [...path, key], hint: `got ${JSON.stringify(v)}` });
  return v;
}

/** A die written `d8` or `8`. */
export function optDie(o: Obj, key: string, path: DataPath): number | undefined {
  return o[key] === undefined ? undefined : die(o[key], [...path, key]);
}

export function die(v: unknown, path: DataPath): number {
  const m = typeof v === 'string' ? /^d(\d+)$/i.exec(v.trim()) : null;
  const sides = typeof v === 'number' ? v : m ? Number(m[1]) : NaN;
  if (!Number.isInteger(sides) || sides < 2) fail('scenario/bad-die', `${String(path[path.length - 1])} must be a die such as d6`, { path, hint: `got ${JSON.stringify(v)}` });
  return sides;
}

export function optInts(o: Obj, key: string, path: DataPath): number[] | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  const list = expectList(v, [...path, key], key);
  return list.map((x, i) => {
    if (typeof x !== 'number' || !Number.isInteger(x)) fail('scenario/bad-number', `${key}[${i}] must be a whole number`, { path: [...path, key, i] });
    return x;
  });
}

/** An id that must be one of `known`. */
export function knownId(v: unknown, known: readonly string[], path: DataPath, what: string): string {
  if (typeof v !== 'string' || !known.includes(v)) {
    fail('scenario/unknown-id', `unknown ${what} '${String(v)}'`, { path, hint: suggestion(String(v), known) ?? `known: ${known.join(', ')}` });
  }
  return v;
}

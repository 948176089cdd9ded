// Text edits without a YAML parser: a card's one-line string fields (`text: ...` written plain or
// quoted, no escapes) are remembered by line, and when an edit changes only such lines, the new
// values are read off the lines. Everything before a changed line is unchanged, so YAML reads up
// to it exactly as before; a scalar that fits on its line and holds no `: `, ` #` or escapes
// means its own text and leaves the parser where the old one did. Pure.
import type { Position } from '../diagnostics/problem.js';

const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
// No control, unassigned or lone surrogate characters, line separators or BOM, and nothing that
// ends a plain scalar (`: `, ` #`).
const PLAIN = /^\p{L}[^\p{Cc}\p{Cs}\p{Cn}\u2028\u2029\uFEFF:#]*$/u;
const QUOTED = /^[^\p{Cc}\p{Cs}\p{Cn}\u2028\u2029\uFEFF]*$/u;
// The core schema's words that are not strings (the other non-strings never start with a letter).
const NOT_STRINGS = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

/** The string a one-line scalar source means, if it is written simply enough to tell. */
export function simpleScalar(source: string): string | undefined {
  if (source.length >= 2 && source[0] === '"' && source.endsWith('"')) {
    const s = source.slice(1, -1);
    return QUOTED.test(s) && !/["\\]/.test(s) ? s : undefined;
  }
  if (source.length >= 2 && source[0] === "'" && source.endsWith("'")) {
    const s = source.slice(1, -1);
    return QUOTED.test(s) && !s.includes("'") ? s : undefined;
  }
  return PLAIN.test(source) && !/\s$/.test(source) && !NOT_STRINGS.has(source) ? source : undefined;
}

/** An item's text split in lines, and where a line's value starts for a key at `indent`. */
const linesOf = (text: string): string[] => text.split('\n');
const head = (indent: number, key: string): string => `${' '.repeat(indent)}${key}: `;

/**
 * The 1-based lines (within `text`) of the top-level string fields `keys` of the mapping `raw`
 * that are written `key: value` alone on their line; `keyAt` locates a key in `text`.
 */
export function stringFieldLines(
  text: string,
  raw: unknown,
  keys: readonly string[],
  keyAt: (key: string) => Position | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  const lines = linesOf(text);
  for (const key of keys) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value !== 'string' || !KEY.test(key) || !Object.hasOwn(raw, key)) continue;
    const pos = keyAt(key);
    const line = pos && lines[pos.line - 1];
    const start = pos ? head(pos.col - 1, key) : '';
    if (line === undefined || !line.startsWith(start) || simpleScalar(line.slice(start.length)) !== value) continue;
    out[key] = pos!.line;
  }
  return out;
}

/**
 * `raw` with the values of the remembered lines that differ between `before` and `after`, and
 * those lines; undefined when anything else changed, or a changed line is not a simple
 * `key: value` any more.
 */
export function editedFields(
  before: string,
  after: string,
  raw: Readonly<Record<string, unknown>>,
  fieldLines: Readonly<Record<string, number>>,
): { raw: Record<string, unknown>; changed: number[] } | undefined {
  const a = linesOf(before);
  const b = linesOf(after);
  if (a.length !== b.length) return undefined;
  const byLine = new Map(Object.entries(fieldLines).map(([k, l]) => [l, k]));
  const out = { ...raw };
  const changed: number[] = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const key = byLine.get(i + 1);
    if (key === undefined || typeof raw[key] !== 'string') return undefined;
    const indent = a[i]!.length - a[i]!.trimStart().length;
    const start = head(indent, key);
    const value = b[i]!.startsWith(start) ? simpleScalar(b[i]!.slice(start.length)) : undefined;
    if (value === undefined) return undefined;
    out[key] = value;
    changed.push(i + 1);
  }
  return { raw: out, changed };
}

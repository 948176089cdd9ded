// Sane sizes for what a card or a table holds. A 200 KB word sent the text fit out of memory and
// 10 MB of rules text got the process killed: such a field is refused where it is written.
import type { DataPath } from '../diagnostics/problem.js';
import { LIMITS } from './limits.js';

/** Characters in one text field: the longest bundled field is 120; a full card face holds ~600. */
export const MAX_FIELD_CHARS = LIMITS.fieldChars.value;

/**
 * Every string in `value` with its path, iteratively (no deep recursion on nested data): string
 * values, and with `keys` the mapping keys too (at the mapping's path). Fields named in `skip` are
 * not entered.
 */
export function* stringsIn(
  value: unknown,
  base: DataPath,
  opts: { keys?: boolean; skip?: ReadonlySet<string> } = {},
): Generator<{ path: DataPath; text: string }> {
  const stack: [unknown, DataPath][] = [[value, base]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') yield { path, text: v };
    else if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, [...path, i]]));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (opts.skip?.has(k)) continue;
        if (opts.keys) yield { path, text: k };
        stack.push([x, [...path, k]]);
      }
    }
  }
}

/** Paths of every string (value or key) in `value` longer than `limit`. */
export function longStrings(
  value: unknown,
  base: DataPath,
  limit = MAX_FIELD_CHARS,
): { path: DataPath; length: number }[] {
  const out: { path: DataPath; length: number }[] = [];
  for (const s of stringsIn(value, base, { keys: true }))
    if (s.text.length > limit) out.push({ path: s.path, length: s.text.length });
  return out.reverse();
}

/** C0 controls except tab and newline, DEL and C1 controls: nothing a card can print (a NUL in a name). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Every string (keys included) holding a control character, with the first one. */
export function controlStrings(value: unknown, base: DataPath): { path: DataPath; code: number }[] {
  const out: { path: DataPath; code: number }[] = [];
  for (const s of stringsIn(value, base, { keys: true })) {
    const m = CONTROL.exec(s.text);
    if (m) out.push({ path: s.path, code: m[0].charCodeAt(0) });
  }
  return out.reverse();
}

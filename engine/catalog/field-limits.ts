// Sane sizes for what a card or a table holds. A 200 KB word sent the text fit out of memory and
// 10 MB of rules text got the process killed: such a field is refused where it is written.
import type { DataPath } from './yaml-source.js';

/** Characters in one text field: the longest bundled field is 120; a full card face holds ~600. */
export const MAX_FIELD_CHARS = 2000;

/** Paths of every string (value or key) in `value` longer than `limit`, iteratively (no deep recursion). */
export function longStrings(value: unknown, base: DataPath, limit = MAX_FIELD_CHARS): { path: DataPath; length: number }[] {
  const out: { path: DataPath; length: number }[] = [];
  const stack: [unknown, DataPath][] = [[value, base]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.length > limit) out.push({ path, length: v.length });
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, [...path, i]]));
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.length > limit) out.push({ path, length: k.length });
        stack.push([x, [...path, k]]);
      }
    }
  }
  return out.reverse();
}

// Canonical JSON: object keys sorted, no undefined, no whitespace. Two devices that hold the same
// value make the same bytes, whatever order its fields were built in (a phone's storage and the
// GM's table need not agree on key order), so they hash the same.
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new TypeError('canonical JSON has no NaN or Infinity');
    return JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof v}`);
}

// Plain JSON data as readable YAML, for a table's exported scenario: block mappings and lists,
// short entries (an action, a weapon) on one line in flow style. Any string that YAML could read
// as something else is written double-quoted with JSON's escapes, which YAML reads the same way.
// Small on purpose: the browser extension writes its exports with it and ships no YAML library.

const RESERVED = /^(?:true|false|yes|no|on|off|y|n|null|~|nan|inf)$/i;
const PLAIN = /^[A-Za-z_][A-Za-z0-9_ .'/()-]*$/;
/** Entries whose flow form is at most this long stay on one line. */
const FLOW_WIDTH = 110;

function str(s: string): string {
  return PLAIN.test(s) && !RESERVED.test(s) && !s.endsWith(' ') && !s.includes(' #') ? s : JSON.stringify(s);
}

const key = (k: string): string => (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(k) && !RESERVED.test(k) ? k : JSON.stringify(k));

function scalar(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return str(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(Object.is(v, -0) ? 0 : v) : 'null';
  return String(v);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const entries = (o: Record<string, unknown>) => Object.entries(o).filter(([, v]) => v !== undefined);

function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (isObj(v)) {
    const e = entries(v);
    return e.length ? `{ ${e.map(([k, x]) => `${key(k)}: ${flow(x)}`).join(', ')} }` : '{}';
  }
  return scalar(v);
}

function block(v: unknown, indent: string): string[] {
  if (Array.isArray(v)) {
    if (!v.length) return ['[]'];
    return v.map((x) => {
      const f = flow(x);
      if (!(isObj(x) || Array.isArray(x)) || f.length + indent.length <= FLOW_WIDTH) return `${indent}- ${f}`;
      const [first, ...rest] = block(x, `${indent}  `);
      return [`${indent}- ${first!.trimStart()}`, ...rest].join('\n');
    });
  }
  if (isObj(v)) {
    const e = entries(v);
    if (!e.length) return ['{}'];
    return e.map(([k, x]) => {
      const head = `${indent}${key(k)}:`;
      if (!(isObj(x) || Array.isArray(x))) return `${head} ${scalar(x)}`;
      const f = flow(x);
      const scalars = Array.isArray(x) && x.every((y) => !(isObj(y) || Array.isArray(y)));
      if (f.length <= 2 || (scalars && f.length + head.length <= FLOW_WIDTH)) return `${head} ${f}`;
      return [head, ...block(x, Array.isArray(x) ? `${indent}  ` : `${indent}  `)].join('\n');
    });
  }
  return [`${indent}${scalar(v)}`];
}

/** YAML text for plain JSON data (a mapping at the top), ending with a newline. */
export function toYaml(value: unknown): string {
  if (!(isObj(value) || Array.isArray(value))) return `${scalar(value)}\n`;
  const lines = block(value, '');
  return `${lines.join('\n')}\n`;
}

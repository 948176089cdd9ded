// CSS `style=""` strings → Satori style objects. Lengths in print units (mm, cm, in, pt, pc, Q)
// become px at 96 dpi, the unit Satori lays out in, so templates can be written in print units.
export type Style = Record<string, string | number>;

export const PX_PER_MM = 96 / 25.4;

const UNIT_PX: Record<string, number> = {
  mm: PX_PER_MM,
  cm: PX_PER_MM * 10,
  q: PX_PER_MM / 4,
  in: 96,
  pt: 96 / 72,
  pc: 16,
  px: 1,
};

/** Rounded so the SVG stays short and goldens stay stable across platforms. */
const round = (n: number): number => Math.round(n * 1000) / 1000;

/** `12mm` → 45.354 (px); undefined when the value is not a single absolute length. */
export function lengthPx(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (value === undefined) return undefined;
  const m = /^\s*(-?(?:\d+\.?\d*|\.\d+))\s*(mm|cm|q|in|pt|pc|px)?\s*$/i.exec(value);
  if (!m) return undefined;
  return round(Number(m[1]) * UNIT_PX[(m[2] ?? 'px').toLowerCase()]!);
}

/** Rewrites every print-unit length inside a value (`2mm 4pt` → `7.559px 5.333px`), leaving url(…) and strings alone. */
export function convertUnits(value: string): string {
  return splitOutside(value, /url\([^)]*\)|"[^"]*"|'[^']*'/gi, (part) =>
    part.replace(
      /(-?(?:\d+\.?\d*|\.\d+))(mm|cm|Q|in|pt|pc)\b/g,
      (_, n: string, u: string) => `${round(Number(n) * UNIT_PX[u.toLowerCase()]!)}px`,
    ),
  );
}

function splitOutside(value: string, protect: RegExp, fn: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of value.matchAll(protect)) {
    out += fn(value.slice(last, m.index)) + m[0];
    last = m.index! + m[0].length;
  }
  return out + fn(value.slice(last));
}

/** Splits declarations on `;` outside quotes and parentheses, so data: URIs survive. */
export function splitDeclarations(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let cur = '';
  for (const ch of css) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((d) => d.trim()).filter(Boolean);
}

export const camel = (prop: string): string =>
  prop
    .trim()
    .toLowerCase()
    .replace(/^-(webkit|moz|ms)-/, '$1-')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const NUMERIC = new Set(['flexGrow', 'flexShrink', 'opacity', 'lineHeight', 'fontWeight', 'zIndex']);

/** Parses a style attribute. Declarations that are not `prop: value` are skipped, never thrown on. */
export function parseStyle(css: string | undefined): Style {
  const style: Style = {};
  if (!css) return style;
  for (const decl of splitDeclarations(css)) {
    const i = decl.indexOf(':');
    if (i <= 0) continue;
    const prop = camel(decl.slice(0, i));
    let value = decl
      .slice(i + 1)
      .replace(/\s*!important\s*$/i, '')
      .trim();
    if (!prop || !value) continue;
    value = convertUnits(value);
    if (prop === 'fontFamily')
      value = value
        .split(',')
        .map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
        .join(', ');
    if (prop === 'flex' && /^-?\d+(\.\d+)?$/.test(value)) {
      // Satori reads the one-number shorthand inconsistently; spell it out as CSS defines it.
      style.flexGrow = Number(value);
      style.flexShrink = 1;
      style.flexBasis = '0%';
      continue;
    }
    style[prop] = /^-?\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : /^-?\d+(\.\d+)?px$/.test(value)
        ? Number(value.slice(0, -2))
        : value;
  }
  return style;
}

/** A style object back to a CSS string (px for bare numbers), for the HTML that browsers print. */
export function styleToCss(style: Style): string {
  const unitless = new Set([...NUMERIC]);
  return Object.entries(style)
    .map(
      ([k, v]) =>
        `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === 'number' && !unitless.has(k) ? `${v}px` : k === 'fontFamily' ? quoteFamilies(String(v)) : v}`,
    )
    .join(';');
}

const quoteFamilies = (v: string): string =>
  v
    .split(',')
    .map((f) => (/\s/.test(f.trim()) ? `'${f.trim()}'` : f.trim()))
    .join(', ');

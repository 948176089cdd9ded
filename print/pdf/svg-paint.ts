// Shape geometry and paint for the SVG → PDF writer: element outlines as PDF path operators,
// inherited presentation attributes, and gradient stops.
import { parseColor, type Rgba } from './color.js';
import { UnsupportedSvgError } from './errors.js';
import { apply, type Matrix } from './matrix.js';
import { num } from './pdf-num.js';
import { parsePath, type Seg } from './path-data.js';
import type { SvgNode } from './svg-tree.js';

/** Presentation attributes that children inherit. */
export const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'color',
  'clip-rule',
  'visibility',
] as const;

export type Inherited = Partial<Record<(typeof INHERITED)[number], string>> & {
  /** A filter shadow: every fill and stroke below is painted in this colour, whatever the element says. */
  readonly override?: string;
};

export function inherit(parent: Inherited, node: SvgNode): Inherited {
  let out: Inherited | undefined;
  for (const k of INHERITED) {
    const v = node.attrs[k];
    if (v !== undefined && v !== 'inherit') {
      out ??= { ...parent };
      (out as Record<string, string>)[k] = v;
    }
  }
  return out ?? parent;
}

export function numAttr(node: SvgNode, name: string, fallback = 0): number {
  const v = node.attrs[name];
  if (v === undefined || v === '') return fallback;
  const n = Number.parseFloat(v);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`<${node.name}> ${name}="${v}" is not a number`);
  if (/%$/.test(v.trim()))
    throw new UnsupportedSvgError(`<${node.name}> ${name}="${v}": percentages are not supported`);
  return n;
}

/** The element's outline as segments, in its own user space. */
export function shapeSegments(node: SvgNode): Seg[] {
  switch (node.name) {
    case 'path':
      return parsePath(node.attrs.d ?? '');
    case 'rect': {
      const x = numAttr(node, 'x');
      const y = numAttr(node, 'y');
      const w = numAttr(node, 'width');
      const h = numAttr(node, 'height');
      if (w <= 0 || h <= 0) return [];
      let rx = node.attrs.rx !== undefined ? numAttr(node, 'rx') : undefined;
      let ry = node.attrs.ry !== undefined ? numAttr(node, 'ry') : undefined;
      rx ??= ry ?? 0;
      ry ??= rx;
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (rx <= 0 || ry <= 0)
        return [
          { op: 'M', x, y },
          { op: 'L', x: x + w, y },
          { op: 'L', x: x + w, y: y + h },
          { op: 'L', x, y: y + h },
          { op: 'Z' },
        ];
      return parsePath(
        `M${x + rx},${y} H${x + w - rx} A${rx},${ry} 0 0 1 ${x + w},${y + ry} V${y + h - ry} A${rx},${ry} 0 0 1 ${x + w - rx},${y + h} H${x + rx} A${rx},${ry} 0 0 1 ${x},${y + h - ry} V${y + ry} A${rx},${ry} 0 0 1 ${x + rx},${y} Z`,
      );
    }
    case 'circle':
    case 'ellipse': {
      const cx = numAttr(node, 'cx');
      const cy = numAttr(node, 'cy');
      const rx = node.name === 'circle' ? numAttr(node, 'r') : numAttr(node, 'rx');
      const ry = node.name === 'circle' ? rx : numAttr(node, 'ry');
      if (rx <= 0 || ry <= 0) return [];
      return parsePath(
        `M${cx + rx},${cy} A${rx},${ry} 0 0 1 ${cx},${cy + ry} A${rx},${ry} 0 0 1 ${cx - rx},${cy} A${rx},${ry} 0 0 1 ${cx},${cy - ry} A${rx},${ry} 0 0 1 ${cx + rx},${cy} Z`,
      );
    }
    case 'line':
      return [
        { op: 'M', x: numAttr(node, 'x1'), y: numAttr(node, 'y1') },
        { op: 'L', x: numAttr(node, 'x2'), y: numAttr(node, 'y2') },
      ];
    case 'polyline':
    case 'polygon': {
      const nums = (node.attrs.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (nums.length % 2 || nums.some((n) => !Number.isFinite(n)))
        throw new UnsupportedSvgError(`<${node.name}> has bad points`);
      const segs: Seg[] = [];
      for (let i = 0; i < nums.length; i += 2) segs.push({ op: i ? 'L' : 'M', x: nums[i]!, y: nums[i + 1]! });
      if (node.name === 'polygon' && segs.length) segs.push({ op: 'Z' });
      return segs;
    }
    default:
      throw new UnsupportedSvgError(`<${node.name}> is not a shape`);
  }
}

export function transformSegments(segs: readonly Seg[], m: Matrix): Seg[] {
  return segs.map((s) => {
    if (s.op === 'Z') return s;
    if (s.op === 'C') {
      const [a, b] = apply(m, s.pts[0], s.pts[1]);
      const [c, d] = apply(m, s.pts[2], s.pts[3]);
      const [e, f] = apply(m, s.pts[4], s.pts[5]);
      return { op: 'C', pts: [a, b, c, d, e, f] };
    }
    const [x, y] = apply(m, s.x, s.y);
    return { op: s.op, x, y };
  });
}

export function segmentsToOps(segs: readonly Seg[]): string {
  let out = '';
  for (const s of segs) {
    if (s.op === 'M') out += `${num(s.x)} ${num(s.y)} m\n`;
    else if (s.op === 'L') out += `${num(s.x)} ${num(s.y)} l\n`;
    else if (s.op === 'C') out += `${s.pts.map(num).join(' ')} c\n`;
    else out += 'h\n';
  }
  return out;
}

export function colorOps(c: Rgba, stroke: boolean): string {
  return `${num(c.r)} ${num(c.g)} ${num(c.b)} ${stroke ? 'RG' : 'rg'}\n`;
}

export function opacityValue(v: string | undefined): number {
  if (v === undefined) return 1;
  const n = Number.parseFloat(v);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`bad opacity '${v}'`);
  return Math.min(1, Math.max(0, v.trim().endsWith('%') ? n / 100 : n));
}

export function currentColor(inh: Inherited): Rgba {
  return (inh.color && parseColor(inh.color)) || { r: 0, g: 0, b: 0, a: 1 };
}

/** `url(#id)` → id, or undefined for a plain value. */
export function urlRef(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const m = /^\s*url\(\s*['"]?#([^'")]+)['"]?\s*\)\s*$/.exec(v);
  return m ? m[1] : undefined;
}

export interface Stop {
  offset: number;
  color: Rgba;
}

export function gradientStops(node: SvgNode, ids: Map<string, SvgNode>): Stop[] {
  let src = node;
  const seen = new Set<SvgNode>();
  // Inherit stops through href (SVG gradient templates).
  while (!src.children.some((c) => c.name === 'stop')) {
    const href = (src.attrs.href ?? src.attrs['xlink:href'])?.replace(/^#/, '');
    const next = href ? ids.get(href) : undefined;
    if (!next || seen.has(next)) break;
    seen.add(next);
    src = next;
  }
  const stops: Stop[] = [];
  let last = 0;
  for (const s of src.children) {
    if (s.name !== 'stop') throw new UnsupportedSvgError(`<${s.name}> inside a gradient`);
    const raw = s.attrs.offset ?? '0';
    let off = Number.parseFloat(raw);
    if (raw.trim().endsWith('%')) off /= 100;
    off = Math.max(last, Math.min(1, Math.max(0, Number.isFinite(off) ? off : 0)));
    last = off;
    const color = parseColor(s.attrs['stop-color'] ?? 'black') ?? { r: 0, g: 0, b: 0, a: 0 };
    const a = color.a * opacityValue(s.attrs['stop-opacity']);
    stops.push({ offset: off, color: { ...color, a } });
  }
  if (!stops.length) throw new UnsupportedSvgError(`gradient '${node.attrs.id}' has no stops`);
  return stops;
}

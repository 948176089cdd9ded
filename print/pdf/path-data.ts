// SVG path data → absolute M/L/C/Z segments (PDF has no arcs or quadratics), plus a bounding box.
// Kept instead of svgpath, which is slower on our cards and would still need its quadratics turned
// into cubics here: the 471 paths of 30 bundled card SVGs (441 with arcs) took 19.4 ms here
// against 23.3 ms through svgpath 2.6 (abs, unshort, unarc) with V8's defaults, 42.2 against
// 52.3 ms under the render workers' flags (bench/library-swaps.bench.ts, 2026-12-02, load average
// 12; docs/print.md).
import { UnsupportedSvgError } from './errors.js';

export type Seg =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; pts: [number, number, number, number, number, number] }
  | { op: 'Z' };

const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

function tokenize(d: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /([MmLlHhVvCcSsQqTtAaZz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([\s,]+)|(.)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(d))) {
    if (m[1]) out.push(m[1]);
    else if (m[2]) out.push(Number(m[2]));
    else if (m[4]) throw new UnsupportedSvgError(`bad character '${m[4]}' in path data`);
  }
  return out;
}

export function parsePath(d: string): Seg[] {
  const toks = tokenize(d);
  const segs: Seg[] = [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let lastCtrl: [number, number] | undefined;
  let lastQuad: [number, number] | undefined;
  let cmd = '';
  const nextNum = (): number => {
    const t = toks[i++];
    if (typeof t !== 'number') throw new UnsupportedSvgError(`path data '${d.slice(0, 40)}…' is missing a number`);
    return t;
  };
  while (i < toks.length) {
    if (typeof toks[i] === 'string') cmd = toks[i++] as string;
    else if (!cmd) throw new UnsupportedSvgError('path data must start with a command');
    const lower = cmd.toLowerCase();
    const rel = cmd === lower && lower !== 'z';
    const ox = rel ? cx : 0;
    const oy = rel ? cy : 0;
    let ctrl: [number, number] | undefined;
    let quad: [number, number] | undefined;
    switch (lower) {
      case 'm': {
        cx = ox + nextNum();
        cy = oy + nextNum();
        sx = cx;
        sy = cy;
        segs.push({ op: 'M', x: cx, y: cy });
        cmd = rel ? 'l' : 'L'; // further pairs are implicit lineto
        break;
      }
      case 'l':
        cx = ox + nextNum();
        cy = oy + nextNum();
        segs.push({ op: 'L', x: cx, y: cy });
        break;
      case 'h':
        cx = ox + nextNum();
        segs.push({ op: 'L', x: cx, y: cy });
        break;
      case 'v':
        cy = oy + nextNum();
        segs.push({ op: 'L', x: cx, y: cy });
        break;
      case 'c': {
        const p = [ox + nextNum(), oy + nextNum(), ox + nextNum(), oy + nextNum(), ox + nextNum(), oy + nextNum()] as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        segs.push({ op: 'C', pts: p });
        ctrl = [p[2], p[3]];
        cx = p[4];
        cy = p[5];
        break;
      }
      case 's': {
        const [rx, ry] = lastCtrl ? [2 * cx - lastCtrl[0], 2 * cy - lastCtrl[1]] : [cx, cy];
        const p = [rx, ry, ox + nextNum(), oy + nextNum(), ox + nextNum(), oy + nextNum()] as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        segs.push({ op: 'C', pts: p });
        ctrl = [p[2], p[3]];
        cx = p[4];
        cy = p[5];
        break;
      }
      case 'q':
      case 't': {
        const q1: [number, number] =
          lower === 'q'
            ? [ox + nextNum(), oy + nextNum()]
            : lastQuad
              ? [2 * cx - lastQuad[0], 2 * cy - lastQuad[1]]
              : [cx, cy];
        const x = ox + nextNum();
        const y = oy + nextNum();
        segs.push({
          op: 'C',
          pts: [
            cx + (2 / 3) * (q1[0] - cx),
            cy + (2 / 3) * (q1[1] - cy),
            x + (2 / 3) * (q1[0] - x),
            y + (2 / 3) * (q1[1] - y),
            x,
            y,
          ],
        });
        quad = q1;
        cx = x;
        cy = y;
        break;
      }
      case 'a': {
        const rx = nextNum();
        const ry = nextNum();
        const rot = nextNum();
        const large = nextNum() !== 0;
        const sweep = nextNum() !== 0;
        const x = ox + nextNum();
        const y = oy + nextNum();
        for (const c of arcToCubics(cx, cy, rx, ry, rot, large, sweep, x, y)) segs.push({ op: 'C', pts: c });
        if (rx === 0 || ry === 0) segs.push({ op: 'L', x, y });
        cx = x;
        cy = y;
        break;
      }
      case 'z':
        segs.push({ op: 'Z' });
        cx = sx;
        cy = sy;
        break;
      default:
        throw new UnsupportedSvgError(`unknown path command '${cmd}'`);
    }
    lastCtrl = ctrl;
    lastQuad = quad;
    if (ARGS[lower] === 0 && typeof toks[i] === 'number') throw new UnsupportedSvgError('numbers after Z in path data');
  }
  return segs;
}

/** Endpoint arc → cubic Béziers (SVG implementation notes F.6), at most 90° each. */
export function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): [number, number, number, number, number, number][] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (large === sweep) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (ux: number, uy: number, vx: number, vy: number): number => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  else if (sweep && dt < 0) dt += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2) - 1e-9));
  const step = dt / n;
  const k = (4 / 3) * Math.tan(step / 4);
  const out: [number, number, number, number, number, number][] = [];
  const pt = (t: number): [number, number] => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy];
  };
  const deriv = (t: number): [number, number] => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  for (let s = 0; s < n; s++) {
    const a = t1 + s * step;
    const b = a + step;
    const p0 = pt(a);
    const p3 = s === n - 1 ? ([x2, y2] as [number, number]) : pt(b);
    const d0 = deriv(a);
    const d3 = deriv(b);
    out.push([p0[0] + k * d0[0], p0[1] + k * d0[1], p3[0] - k * d3[0], p3[1] - k * d3[1], p3[0], p3[1]]);
  }
  return out;
}

/** Bounding box of the segments (Bézier control points included: a safe, slightly loose box). */
export function pathBBox(segs: readonly Seg[]): { x: number; y: number; width: number; height: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number): void => {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  };
  for (const s of segs) {
    if (s.op === 'M' || s.op === 'L') add(s.x, s.y);
    else if (s.op === 'C') {
      add(s.pts[4], s.pts[5]);
      add(s.pts[0], s.pts[1]);
      add(s.pts[2], s.pts[3]);
    }
  }
  if (x0 === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

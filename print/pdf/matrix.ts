// 2D affine matrices [a b c d e f] as in SVG and PDF, and the SVG `transform` attribute.
import { UnsupportedSvgError } from './errors.js';

export type Matrix = readonly [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2 (apply m1 first): the product m1 × m2 in PDF's row-vector convention. */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a, b, c, d, e, f] = m1;
  const [A, B, C, D, E, F] = m2;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12) throw new UnsupportedSvgError('a transform that collapses everything to a line');
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function isIdentity(m: Matrix): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
}

/** Parse `matrix(…) translate(…) scale(…) rotate(…) skewX(…) skewY(…)`; the first listed applies last. */
export function parseTransform(attr: string): Matrix {
  let m: Matrix = IDENTITY;
  const re = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let pos = 0;
  let match: RegExpExecArray | null;
  const list: Matrix[] = [];
  while ((match = re.exec(attr))) {
    pos = re.lastIndex;
    const args = match[2]!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (args.some((n) => !Number.isFinite(n))) throw new UnsupportedSvgError(`bad transform arguments in '${attr}'`);
    const [p = 0, q, r] = args;
    switch (match[1]) {
      case 'matrix':
        if (args.length !== 6) throw new UnsupportedSvgError(`matrix() needs 6 numbers in '${attr}'`);
        list.push(args as unknown as Matrix);
        break;
      case 'translate':
        list.push([1, 0, 0, 1, p, q ?? 0]);
        break;
      case 'scale':
        list.push([p, 0, 0, q ?? p, 0, 0]);
        break;
      case 'rotate': {
        const rad = (p * Math.PI) / 180;
        const cos = Math.cos(rad);
        const sin = Math.sin(rad);
        const rot: Matrix = [cos, sin, -sin, cos, 0, 0];
        if (q !== undefined) list.push(multiply(multiply([1, 0, 0, 1, -q, -(r ?? 0)], rot), [1, 0, 0, 1, q, r ?? 0]));
        else list.push(rot);
        break;
      }
      case 'skewX':
        list.push([1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0]);
        break;
      case 'skewY':
        list.push([1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0]);
        break;
    }
  }
  if (attr.slice(pos).trim()) throw new UnsupportedSvgError(`cannot parse transform '${attr}'`);
  for (let i = list.length - 1; i >= 0; i--) m = multiply(m, list[i]!);
  return m;
}

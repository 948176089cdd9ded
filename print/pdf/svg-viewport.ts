// Viewports: nested SVG viewBox mapping and preserveAspectRatio, and `cm` operators.
import { UnsupportedSvgError } from './errors.js';
import type { Matrix } from './matrix.js';
import { num } from './pdf-num.js';
import { numAttr } from './svg-paint.js';
import type { SvgNode } from './svg-tree.js';

export function matrixOps(m: Matrix): string {
  return `${m.map(num).join(' ')} cm\n`;
}

/** Map a nested svg's viewBox (or its width/height) into the viewport x,y,w,h. */
export function viewBoxOps(svg: SvgNode, x: number, y: number, w: number, h: number, par: string | undefined): string {
  const vb = svg.attrs.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  let vx = 0;
  let vy = 0;
  let vw = numAttr(svg, 'width', w);
  let vh = numAttr(svg, 'height', h);
  if (vb) {
    if (vb.length !== 4 || vb.some((n) => !Number.isFinite(n)))
      throw new UnsupportedSvgError(`bad viewBox '${svg.attrs.viewBox}'`);
    [vx, vy, vw, vh] = vb as [number, number, number, number];
  }
  if (vw <= 0 || vh <= 0) return '';
  const box = fitBox(vw, vh, x, y, w, h, vb ? (par ?? 'xMidYMid meet') : 'none');
  const m: Matrix = [box.w / vw, 0, 0, box.h / vh, box.x - (vx * box.w) / vw, box.y - (vy * box.h) / vh];
  return matrixOps(m);
}

/** preserveAspectRatio: where a w×h picture goes inside the viewport. */
export function fitBox(
  iw: number,
  ih: number,
  x: number,
  y: number,
  w: number,
  h: number,
  par: string,
): { x: number; y: number; w: number; h: number; clip: boolean } {
  const [align = 'xMidYMid', mode = 'meet'] = par.trim().split(/\s+/);
  if (align === 'none') return { x, y, w, h, clip: false };
  const m = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(align);
  if (!m || (mode !== 'meet' && mode !== 'slice')) throw new UnsupportedSvgError(`preserveAspectRatio="${par}"`);
  const s = mode === 'meet' ? Math.min(w / iw, h / ih) : Math.max(w / iw, h / ih);
  const fw = iw * s;
  const fh = ih * s;
  const k = { Min: 0, Mid: 0.5, Max: 1 } as const;
  return {
    x: x + (w - fw) * k[m[1] as 'Min'],
    y: y + (h - fh) * k[m[2] as 'Min'],
    w: fw,
    h: fh,
    clip: mode === 'slice',
  };
}

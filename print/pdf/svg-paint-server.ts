// Gradient and pattern fills: SVG gradients become PDF shadings (axial/radial, stitched
// functions for several stops, periodic ones for repeating gradients, a luminosity soft mask
// when the stops' opacity varies); patterns are drawn tile by tile inside the shape's clip.
import type { Shading } from './drawing.js';
import { UnsupportedSvgError } from './errors.js';
import { apply, IDENTITY, invert, multiply, parseTransform, type Matrix } from './matrix.js';
import { num } from './pdf-num.js';
import type { Canvas, Doc } from './svg-canvas.js';
import { gradientStops, inherit } from './svg-paint.js';
import { checkAttributes } from './svg-support.js';
import type { SvgNode } from './svg-tree.js';
import { matrixOps } from './svg-viewport.js';

type BBox = { x: number; y: number; width: number; height: number };

export function gradientOps(w: Canvas, g: SvgNode, bbox: BBox, doc: Doc, alpha: number): string {
  checkAttributes(g);
  const stops = gradientStops(g, doc.ids);
  const spread = g.attrs.spreadMethod ?? 'pad';
  if (spread !== 'pad' && spread !== 'repeat' && spread !== 'reflect')
    throw new UnsupportedSvgError(`gradient spreadMethod="${spread}" is not supported`);
  const userSpace = g.attrs.gradientUnits === 'userSpaceOnUse';
  const unit = (name: string, dflt: number): number => {
    const v = g.attrs[name];
    if (v === undefined) return dflt;
    const n = Number.parseFloat(v);
    if (v.trim().endsWith('%')) {
      if (userSpace)
        throw new UnsupportedSvgError(`gradient ${name}="${v}": percentages in userSpaceOnUse are not supported`);
      return n / 100;
    }
    return n;
  };
  let m: Matrix = userSpace ? IDENTITY : [bbox.width, 0, 0, bbox.height, bbox.x, bbox.y];
  if (!userSpace && (bbox.width === 0 || bbox.height === 0)) return '';
  if (g.attrs.gradientTransform) m = multiply(parseTransform(g.attrs.gradientTransform), m);
  let coords: number[];
  if (g.name === 'linearGradient') coords = [unit('x1', 0), unit('y1', 0), unit('x2', 1), unit('y2', 0)];
  else {
    const cx = unit('cx', 0.5);
    const cy = unit('cy', 0.5);
    coords = [unit('fx', cx), unit('fy', cy), unit('fr', 0), cx, cy, unit('r', 0.5)];
  }
  const type = g.name === 'linearGradient' ? 2 : 3;
  let spreadSpec: Shading['spread'];
  if (spread !== 'pad') {
    // Which parameter range the shape covers, from its corners in gradient space.
    const inv = invert(m);
    const corners = [
      [bbox.x, bbox.y],
      [bbox.x + bbox.width, bbox.y],
      [bbox.x, bbox.y + bbox.height],
      [bbox.x + bbox.width, bbox.y + bbox.height],
    ].map(([x, y]) => apply(inv, x!, y!));
    let ts: number[];
    if (type === 2) {
      const [x1, y1, x2, y2] = coords as [number, number, number, number];
      const dx = x2 - x1;
      const dy = y2 - y1;
      const len2 = dx * dx + dy * dy || 1;
      ts = corners.map(([x, y]) => ((x - x1) * dx + (y - y1) * dy) / len2);
      const t0 = Math.floor(Math.min(...ts));
      const t1 = Math.max(t0 + 1, Math.ceil(Math.max(...ts)));
      coords = [x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy];
      spreadSpec = { method: spread, domain: [t0, t1] };
    } else {
      const [fx, fy, fr, cx, cy, r] = coords as [number, number, number, number, number, number];
      if (fx !== cx || fy !== cy || fr !== 0)
        throw new UnsupportedSvgError('a repeating radial gradient with a focal point is not supported');
      ts = corners.map(([x, y]) => Math.hypot(x - cx, y - cy) / r);
      const t1 = Math.max(1, Math.ceil(Math.max(...ts)));
      coords = [cx, cy, 0, cx, cy, r * t1];
      spreadSpec = { method: spread, domain: [0, t1] };
    }
    if (spreadSpec.domain[1] - spreadSpec.domain[0] > 500)
      throw new UnsupportedSvgError('a repeating gradient with more than 500 repetitions');
  }
  const shading: Shading = {
    type,
    coords,
    extend: true,
    stops: stops.map((s) => ({ offset: s.offset, color: [s.color.r, s.color.g, s.color.b] })),
    ...(spreadSpec ? { spread: spreadSpec } : {}),
  };
  const sh = w.addShading(shading);
  const alphas = stops.map((s) => s.color.a * alpha);
  let out = '';
  if (alphas.every((a) => a === alphas[0])) {
    if (alphas[0]! <= 0) return '';
    out += w.alphaOps(alphas[0], undefined);
  } else {
    const gray: Shading = {
      ...shading,
      gray: true,
      stops: stops.map((s, i) => ({ offset: s.offset, color: [alphas[i]!] })),
    };
    const gsh = w.addShading(gray);
    const form = w.addForm(`${matrixOps(m)}/${gsh} sh\n`);
    out += `/${w.gstate({ smask: form })} gs\n`;
  }
  return `${out + matrixOps(m)}/${sh} sh\n`;
}

export function patternOps(w: Canvas, p: SvgNode, bbox: BBox, doc: Doc, alpha: number): string {
  checkAttributes(p);
  if (p.attrs.viewBox) throw new UnsupportedSvgError('pattern viewBox is not supported');
  if (p.attrs.patternContentUnits === 'objectBoundingBox')
    throw new UnsupportedSvgError('patternContentUnits="objectBoundingBox" is not supported');
  const obb = (p.attrs.patternUnits ?? 'objectBoundingBox') === 'objectBoundingBox';
  const frac = (name: string): number => {
    const v = p.attrs[name] ?? '0';
    const n = Number.parseFloat(v);
    return v.trim().endsWith('%') ? n / 100 : n;
  };
  const tx = obb ? bbox.x + frac('x') * bbox.width : frac('x');
  const ty = obb ? bbox.y + frac('y') * bbox.height : frac('y');
  const tw = obb ? frac('width') * bbox.width : frac('width');
  const th = obb ? frac('height') * bbox.height : frac('height');
  if (tw <= 0 || th <= 0) return '';
  let out = p.attrs.patternTransform ? matrixOps(parseTransform(p.attrs.patternTransform)) : '';
  const inh = inherit({}, p);
  const tile = w.children(p, inh, doc, alpha);
  const i0 = Math.floor((bbox.x - tx) / tw);
  const i1 = Math.ceil((bbox.x + bbox.width - tx) / tw);
  const j0 = Math.floor((bbox.y - ty) / th);
  const j1 = Math.ceil((bbox.y + bbox.height - ty) / th);
  if ((i1 - i0) * (j1 - j0) > 2500) throw new UnsupportedSvgError('pattern needs more than 2500 tiles');
  for (let i = i0; i < Math.max(i1, i0 + 1); i++) {
    for (let j = j0; j < Math.max(j1, j0 + 1); j++) {
      out += `q\n${num(tx + i * tw)} ${num(ty + j * th)} ${num(tw)} ${num(th)} re W n\n1 0 0 1 ${num(tx + i * tw)} ${num(ty + j * th)} cm\n${tile}Q\n`;
    }
  }
  return out;
}

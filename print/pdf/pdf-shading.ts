// An SVG gradient as a PDF shading dictionary (a literal for pdf-lib's context.obj): axial or
// radial, stitched type 2 functions between the stops, repeated or mirrored for spread methods.
import type { Shading } from './drawing.js';
import type { PrintColour } from './print-colour.js';

type Lit = number | string | boolean | Lit[] | { [k: string]: Lit };

export function shadingLiteral(s: Shading, colour?: PrintColour): { [k: string]: Lit } {
  const conv = (c: readonly number[]): number[] => (colour ? colour.shadingColour(c, s.gray === true) : [...c]);
  const stops = s.stops.map((st) => ({ offset: st.offset, color: conv(st.color) }));
  if (stops[0]!.offset > 0) stops.unshift({ ...stops[0]!, offset: 0 });
  if (stops[stops.length - 1]!.offset < 1) stops.push({ ...stops[stops.length - 1]!, offset: 1 });
  const fns: Lit[] = [];
  const bounds: number[] = [];
  const encode: number[] = [];
  for (let i = 0; i < stops.length - 1; i++) {
    fns.push({ FunctionType: 2, Domain: [0, 1], C0: stops[i]!.color, C1: stops[i + 1]!.color, N: 1 });
    if (i > 0) bounds.push(Math.min(1, Math.max(stops[i]!.offset, (bounds[bounds.length - 1] ?? 0) + 1e-5)));
    encode.push(0, 1);
  }
  let fn: Lit =
    fns.length === 1 ? fns[0]! : { FunctionType: 3, Domain: [0, 1], Functions: fns, Bounds: bounds, Encode: encode };
  const out: { [k: string]: Lit } = {
    ShadingType: s.type,
    ColorSpace: colour ? colour.shadingSpace(s.gray === true) : s.gray ? 'DeviceGray' : 'DeviceRGB',
    Coords: [...s.coords],
    Extend: [s.extend, s.extend],
  };
  if (s.spread) {
    // One copy of the stops per unit of the parameter, mirrored every other one for reflect.
    const [t0, t1] = s.spread.domain;
    const copies: Lit[] = [];
    const b: number[] = [];
    const e: number[] = [];
    for (let t = t0; t < t1; t++) {
      copies.push(fn);
      if (t > t0) b.push(t);
      e.push(...(s.spread.method === 'reflect' && Math.abs(t) % 2 === 1 ? [1, 0] : [0, 1]));
    }
    out.Domain = [t0, t1];
    fn = { FunctionType: 3, Domain: [t0, t1], Functions: copies, Bounds: copies.length === 1 ? [] : b, Encode: e };
  }
  out.Function = fn;
  return out;
}

// SVG filters as Satori emits them for box-shadow and text-shadow. PDF has no blur, so a shadow
// is drawn as a sharp copy in the flood colour at the shadow offset, at reduced opacity when it
// was blurred (a documented approximation). Any other filter primitive is refused.
import { parseColor, type Rgba } from './color.js';
import { UnsupportedSvgError } from './errors.js';
import { opacityValue } from './svg-paint.js';
import type { SvgNode } from './svg-tree.js';

export type FilterLayer = { kind: 'source' } | { kind: 'shadow'; dx: number; dy: number; color: Rgba; opacity: number };

type Result =
  | { kind: 'source' }
  | { kind: 'alpha'; dx: number; dy: number; blur: number }
  | { kind: 'flood'; color: Rgba; opacity: number }
  | { kind: 'shadow'; dx: number; dy: number; color: Rgba; opacity: number };

/** How much a blurred shadow's opacity is reduced, standing in for the blur's soft spread. */
const BLUR_OPACITY = 0.5;

export function filterLayers(filter: SvgNode): FilterLayer[] {
  const results = new Map<string, Result>();
  let last: Result = { kind: 'source' };
  let output: FilterLayer[] | undefined;
  const input = (name: string | undefined): Result => {
    if (!name) return last;
    if (name === 'SourceGraphic' || name === 'SourceAlpha') return { kind: 'source' };
    const r = results.get(name);
    if (!r) throw new UnsupportedSvgError(`filter '${filter.attrs.id}' refers to unknown result '${name}'`);
    return r;
  };
  const toLayer = (r: Result): FilterLayer => {
    if (r.kind === 'source') return r;
    if (r.kind === 'shadow') return r;
    throw new UnsupportedSvgError(
      `filter '${filter.attrs.id}': only shadows (blur + offset + flood + composite) are supported`,
    );
  };
  for (const p of filter.children) {
    let r: Result;
    const src = input(p.attrs.in);
    switch (p.name) {
      case 'feGaussianBlur': {
        const base =
          src.kind === 'alpha'
            ? src
            : src.kind === 'source'
              ? { kind: 'alpha' as const, dx: 0, dy: 0, blur: 0 }
              : undefined;
        if (!base) throw new UnsupportedSvgError('feGaussianBlur of a non-source input');
        r = { ...base, blur: base.blur + Number.parseFloat(p.attrs.stdDeviation ?? '0') };
        break;
      }
      case 'feOffset': {
        const base =
          src.kind === 'alpha'
            ? src
            : src.kind === 'source'
              ? { kind: 'alpha' as const, dx: 0, dy: 0, blur: 0 }
              : undefined;
        if (!base) throw new UnsupportedSvgError('feOffset of a non-source input');
        r = {
          ...base,
          dx: base.dx + Number.parseFloat(p.attrs.dx ?? '0'),
          dy: base.dy + Number.parseFloat(p.attrs.dy ?? '0'),
        };
        break;
      }
      case 'feFlood':
        r = {
          kind: 'flood',
          color: parseColor(p.attrs['flood-color'] ?? 'black') ?? { r: 0, g: 0, b: 0, a: 0 },
          opacity: opacityValue(p.attrs['flood-opacity']),
        };
        break;
      case 'feComposite': {
        const a = src;
        const b = input(p.attrs.in2);
        if (
          (p.attrs.operator ?? 'over') !== 'in' ||
          a.kind !== 'flood' ||
          (b.kind !== 'alpha' && b.kind !== 'source')
        ) {
          throw new UnsupportedSvgError(
            `filter '${filter.attrs.id}': feComposite is supported only as flood 'in' a shape`,
          );
        }
        const alpha = b.kind === 'alpha' ? b : { dx: 0, dy: 0, blur: 0 };
        r = {
          kind: 'shadow',
          dx: alpha.dx,
          dy: alpha.dy,
          color: a.color,
          opacity: a.opacity * a.color.a * (alpha.blur > 0 ? BLUR_OPACITY : 1),
        };
        break;
      }
      case 'feMerge':
        output = p.children.map((n) => {
          if (n.name !== 'feMergeNode') throw new UnsupportedSvgError(`<${n.name}> inside feMerge`);
          return toLayer(input(n.attrs.in));
        });
        r = last;
        break;
      default:
        throw new UnsupportedSvgError(`filter primitive <${p.name}> is not supported by the PDF writer`);
    }
    if (p.attrs.result) results.set(p.attrs.result, r);
    last = r;
  }
  return output ?? [toLayer(last)];
}

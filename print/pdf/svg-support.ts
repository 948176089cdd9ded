// What the PDF writer understands. An element or attribute outside these lists makes the
// writer throw (UnsupportedSvgError) so a template can never lose a feature silently.
import { UnsupportedSvgError } from './errors.js';
import type { SvgNode } from './svg-tree.js';

export const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

/** Definitions drawn only when referenced, and metadata never drawn. */
export const NOT_DRAWN = new Set([
  'defs',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'pattern',
  'filter',
  'title',
  'desc',
  'metadata',
]);

const PRESENTATION = [
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
  'opacity',
  'color',
  'clip-rule',
  'visibility',
  'display',
  'transform',
  'clip-path',
  'mask',
  'filter',
];
const FONT = ['font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing'];
/** Attributes that change nothing in the drawing (Satori writes layout boxes on paths, for instance). */
const INERT = [
  'id',
  'class',
  'xmlns',
  'xmlns:xlink',
  'version',
  'baseProfile',
  'data-name',
  'overflow',
  'shape-rendering',
  'image-rendering',
  'color-interpolation-filters',
];
const GEOMETRY: Record<string, string[]> = {
  svg: ['x', 'y', 'width', 'height', 'viewBox', 'preserveAspectRatio', ...FONT],
  g: [...FONT],
  a: [...FONT],
  path: ['d', 'x', 'y', 'width', 'height'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  text: ['x', 'y', 'width', 'height', ...FONT],
  image: ['x', 'y', 'width', 'height', 'href', 'xlink:href', 'preserveAspectRatio'],
  clipPath: ['clipPathUnits'],
  mask: ['x', 'y', 'width', 'height', 'maskUnits', 'maskContentUnits'],
  pattern: [
    'x',
    'y',
    'width',
    'height',
    'patternUnits',
    'patternContentUnits',
    'patternTransform',
    'viewBox',
    'href',
    'xlink:href',
  ],
  linearGradient: ['x1', 'y1', 'x2', 'y2', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'href', 'xlink:href'],
  radialGradient: [
    'cx',
    'cy',
    'r',
    'fx',
    'fy',
    'fr',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'href',
    'xlink:href',
  ],
};
const ALLOWED = new Map(Object.entries(GEOMETRY).map(([k, v]) => [k, new Set([...v, ...PRESENTATION, ...INERT])]));
// Values that would change the drawing but that the writer does not implement.
const VALUE_CHECKS: Record<string, (v: string) => boolean> = {
  'text-anchor': (v) => v === 'start',
  'dominant-baseline': (v) => v === 'auto' || v === 'alphabetic',
  style: (v) => v.trim() === '',
  'mix-blend-mode': (v) => v === 'normal',
};

export function checkAttributes(node: SvgNode): void {
  const allowed = ALLOWED.get(node.name);
  if (!allowed) {
    if (node.name === 'stop' || node.name.startsWith('fe')) return; // checked where gradients and filters are read
    throw new UnsupportedSvgError(`SVG element <${node.name}> is not supported by the PDF writer`);
  }
  for (const [k, v] of Object.entries(node.attrs)) {
    if (allowed.has(k)) continue;
    const check = VALUE_CHECKS[k];
    if (check?.(v)) continue;
    throw new UnsupportedSvgError(
      `SVG attribute ${k}="${v.slice(0, 40)}" on <${node.name}> is not supported by the PDF writer`,
    );
  }
}

// Text fit: each `data-fit` box (fixed width and height in the template) gets the largest font
// size, from its own down to `data-fit-min`, at which its content fits. The box is laid out
// alone by Satori in a tall canvas and its height read back from the SVG (the marker
// background's rect), so the measure uses Satori's own line breaking.
import { PX_PER_MM, type Style } from './css-style.js';
import { TemplateError, TextOverflowError } from './errors.js';
import type { SatoriChild, SatoriNode } from './html-to-satori.js';

export type LayoutFn = (node: SatoriNode, width: number, height: number) => Promise<string>;

const MARKER = '#fe01fe';
const TALL = 6000;
const STEP = 0.25;
const INHERITED = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'lineHeight', 'letterSpacing', 'textTransform', 'color', 'textAlign', 'whiteSpace', 'wordBreak'];

/** Height (px) of `node` laid out at `width` with its height unset. */
export async function measureHeight(node: SatoriNode, width: number, inherited: Style, layout: LayoutFn): Promise<number> {
  const { height: _h, maxHeight: _mh, minHeight: _nh, flexGrow: _g, flexBasis: _b, overflow: _o, ...style } = node.props.style;
  const clone: SatoriNode = { type: node.type, props: { ...node.props, style: { ...style, flexShrink: 0 } } };
  const probe: SatoriNode = { type: 'div', props: { style: { display: 'flex', flexDirection: 'column', width, flexShrink: 0, backgroundColor: MARKER }, children: [clone] } };
  const root: SatoriNode = { type: 'div', props: { style: { ...inherited, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width, height: TALL }, children: [probe] } };
  const svg = await layout(root, width, TALL);
  const m = new RegExp(`<(?:rect|path)[^>]*?height="([\\d.]+)"[^>]*fill="${MARKER}"`).exec(svg) ?? new RegExp(`<rect[^>]*fill="${MARKER}"[^>]*height="([\\d.]+)"`).exec(svg);
  if (!m) throw new TemplateError('text fit: could not read the measured box back from Satori', 'report this as a renderer bug');
  return Number(m[1]);
}

interface Found {
  readonly node: SatoriNode;
  readonly inherited: Style;
}

function findFitBoxes(node: SatoriChild, inherited: Style, out: Found[]): void {
  if (typeof node === 'string') return;
  if (node.props['data-fit'] !== undefined) out.push({ node, inherited });
  const next = { ...inherited };
  for (const k of INHERITED) if (node.props.style[k] !== undefined) next[k] = node.props.style[k]!;
  const kids = node.props.children;
  if (Array.isArray(kids)) for (const c of kids) findFitBoxes(c, next, out);
}

/** Sets the font size of every fit box in `tree` (in place); throws TextOverflowError when one cannot fit. */
export async function fitText(tree: SatoriNode, subject: string, layout: LayoutFn): Promise<void> {
  const boxes: Found[] = [];
  findFitBoxes(tree, {}, boxes);
  for (const { node, inherited } of boxes) {
    const s = node.props.style;
    const box = String(node.props['data-fit']);
    const width = s.width;
    const height = s.height;
    const max = typeof s.fontSize === 'number' ? s.fontSize : typeof inherited.fontSize === 'number' ? inherited.fontSize : undefined;
    const min = Number(node.props['data-fit-min'] ?? max);
    if (typeof width !== 'number' || typeof height !== 'number' || max === undefined || !Number.isFinite(min)) {
      throw new TemplateError(`${subject}: the fit box "${box}" needs a fixed width, height and font-size (px, mm or pt)`, 'give the data-fit element explicit width, height and font-size');
    }
    const fits = async (size: number): Promise<number> => {
      s.fontSize = size;
      return measureHeight(node, width, inherited, layout);
    };
    const tolerance = 0.01;
    if ((await fits(max)) <= height + tolerance) {
      s.fontSize = max;
      continue;
    }
    const atMin = await fits(min);
    if (atMin > height + tolerance) {
      s.fontSize = max;
      throw new TextOverflowError(subject, box, (atMin - height) / PX_PER_MM, `shorten the ${box} text: at the smallest size (${(min * 0.75).toFixed(1)} pt) it is ${(atMin / PX_PER_MM).toFixed(1)} mm tall, the box ${(height / PX_PER_MM).toFixed(1)} mm`);
    }
    // Largest size on a STEP grid that fits: min fits, max does not.
    let lo = 0;
    let hi = Math.floor((max - min) / STEP);
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((await fits(min + mid * STEP)) <= height + tolerance) lo = mid;
      else hi = mid;
    }
    s.fontSize = min + lo * STEP;
  }
}

/** Fails when a page's content is taller than the page (reference pages do not shrink). */
export async function checkPageFits(page: SatoriNode, width: number, height: number, subject: string, layout: LayoutFn): Promise<void> {
  const h = await measureHeight(page, width, {}, layout);
  if (h > height + 0.5) throw new TextOverflowError(subject, 'page', (h - height) / PX_PER_MM, 'split the page into two <section class="page"> or shorten it');
}
